/**
 * Alert latency (DESIGN §5): a monitored site goes down -> the Slack webhook receives the alert within the check
 * interval plus 5 s. Run with `npx tsx bench/alert-latency/run.ts`; it stops by itself.
 *
 * The whole engine runs as in production with the embedded database and scheduler: a loopback site checked every
 * ALERT_BENCH_INTERVAL_SECONDS (default 5, like CHECK_INTERVAL_SECONDS), downtimeMinutes 0, a Slack integration
 * pointing at a local receiver. Each round takes the site down at a random moment of the check cycle, measures
 * until the receiver has the message, brings the site back and waits for the recovery notice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { alertPreferences, domains, slackIntegrations, users } from '../../src/server/db/schema';
import { behaviours, SECURITY_HEADERS, type Handler } from '../../src/server/engine/testing/http-server';
import { LAB_SUFFIX, startLoopbackLab } from '../../src/server/engine/testing/loopback-lab';
import { createJobsRuntime } from '../../src/server/jobs/runtime';
import { notificationJobs } from '../../src/server/notifications';
import { createOutboxMailer } from '../../src/server/notifications/mailer';

const INTERVAL_S = Number(process.env.ALERT_BENCH_INTERVAL_SECONDS ?? 5);
const ROUNDS = Number(process.env.ALERT_BENCH_ROUNDS ?? 5);
const TARGET_MS = INTERVAL_S * 1000 + 5000;
/** The whole run stops here whatever happens. */
const DEADLINE_MS = 60_000 + ROUNDS * (3 * INTERVAL_S * 1000 + 15_000);

const hardStop = setTimeout(() => {
  console.error(`alert-latency: gave up after ${Math.round(DEADLINE_MS / 1000)} s`);
  process.exit(2);
}, DEADLINE_MS);
hardStop.unref();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  ms: number,
  what: string,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** Down, but with its security headers, so the only alert is the downtime one. */
const down: Handler = (_req, res) => {
  res.writeHead(503, { ...SECURITY_HEADERS, 'content-type': 'text/html' });
  res.end('<!doctype html><title>down</title>');
};

async function main(): Promise<void> {
  const arrivals: { at: number; text: string }[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text: string };
      arrivals.push({ at: performance.now(), text: body.text });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const slackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/services/TBENCH/BBENCH/benchToken`;

  const lab = await startLoopbackLab({ allowPrivateTargets: true });
  const site = `latency.${LAB_SUFFIX}`;
  lab.addSite(site, { expiresInDays: 200 });

  const database = await openDatabase({});
  await runMigrations(database);
  const { db } = database;
  const [user] = await db.insert(users).values({ email: 'bench@sitewarden.test', subscriptionTier: 'pro' }).returning();
  await db.insert(alertPreferences).values({
    userId: user!.id,
    channelEmail: true,
    channelSlack: true,
    alertThresholds: {
      sslExpiryDays: 30,
      downtimeMinutes: 0,
      responseTimeMs: 3000,
      performanceScoreThreshold: 50,
      dnsChangeAlerts: true,
    },
  });
  await db
    .insert(slackIntegrations)
    .values({ userId: user!.id, channelName: '#oncall', webhookUrl: slackUrl, alertTypes: ['downtime'] });
  const [domain] = await db.insert(domains).values({ name: site, userId: user!.id }).returning();

  const runtime = createJobsRuntime({
    config: { checkIntervalSeconds: INTERVAL_S },
    database,
    engine: lab.options,
    notifications: notificationJobs({
      config: { publicUrl: 'http://localhost:3000', twilio: undefined },
      db,
      mailer: createOutboxMailer(db, 'Sitewarden <alerts@sitewarden.test>'),
      engine: lab.options,
    }),
  });
  await runtime.startWorker();

  const healthyChecks = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from domain_checks where domain_id = ${domain!.id} and check_type = 'uptime' and status = 'healthy'`,
        )
      )[0]?.n ?? 0,
    );
  await until(async () => (await healthyChecks()) > 0, 3 * INTERVAL_S * 1000 + 10_000, 'the first healthy check');

  console.log(
    `alert latency: check interval ${INTERVAL_S} s, downtimeMinutes 0, ${ROUNDS} rounds (target: interval + 5 s = ${TARGET_MS / 1000} s)`,
  );
  const latencies: number[] = [];
  const recoveries: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // a random moment of the check cycle, so the figures cover the whole range of waits
    await sleep(Math.random() * INTERVAL_S * 1000);
    const seen = arrivals.length;
    const downAt = performance.now();
    lab.router.routes.set(site, down);
    const alert = await until(
      () => arrivals.slice(seen).find((a) => a.text.includes(`${site} is down`)),
      TARGET_MS + 30_000,
      'the alert',
    );
    latencies.push(alert.at - downAt);

    const upAt = performance.now();
    lab.router.routes.set(site, behaviours.secure());
    const recovered = await until(
      () => arrivals.slice(seen).find((a) => a.text.startsWith('[Resolved]')),
      TARGET_MS + 30_000,
      'the recovery notice',
    );
    recoveries.push(recovered.at - upAt);
    console.log(
      `  round ${round}: alert after ${(latencies.at(-1)! / 1000).toFixed(2)} s, recovery notice after ${(recoveries.at(-1)! / 1000).toFixed(2)} s`,
    );
    // the next check sees the site up; give the state a cycle to settle before the next outage
    await sleep(INTERVAL_S * 1000);
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worst = sorted.at(-1)!;
  const [sent] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notification_deliveries where status = 'sent'`,
  );
  console.log('');
  console.log(
    `  alert -> Slack  min ${fmt(sorted[0]!)}  median ${fmt(median)}  max ${fmt(worst)}  (target ${fmt(TARGET_MS)})`,
  );
  console.log(
    `  recovery notice  median ${fmt([...recoveries].sort((a, b) => a - b)[Math.floor(recoveries.length / 2)]!)}`,
  );
  console.log(`  deliveries sent: ${sent?.n ?? 0} (Slack and the e-mail outbox, alerts and recoveries)`);
  console.log(
    `  ${worst <= TARGET_MS ? 'PASS' : 'FAIL'}: worst ${fmt(worst)} ${worst <= TARGET_MS ? '<=' : '>'} ${fmt(TARGET_MS)}`,
  );

  await runtime.close();
  await db.delete(users).where(eq(users.id, user!.id));
  await database.close();
  await lab.close();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
  process.exitCode = worst <= TARGET_MS ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
