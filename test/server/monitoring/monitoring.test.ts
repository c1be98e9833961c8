import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { alertPreferences, alertThresholds, users } from '../../../src/server/db/schema';
import { behaviours } from '../../../src/server/engine/testing/http-server';
import { rr } from '../../../src/server/engine/testing/dns-server';
import {
  healthyZone,
  LAB_SUFFIX,
  startLoopbackLab,
  type LoopbackLab,
} from '../../../src/server/engine/testing/loopback-lab';
import { ANSWER_TIMEOUTS } from '../../../src/server/engine/testing/test-options';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import type { Domain } from '../../../src/shared/contracts/domains';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const until = async <T>(probe: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.each(DATABASE_KINDS)('continuous monitoring on %s', (kind) => {
  let lab: LoopbackLab;
  let t: TestApp;
  let runtime: JobsRuntime;
  let client: Client;
  const site = `shop.${LAB_SUFFIX}`;
  const forward: { target?: DomainLifecycleListener } = {};

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true, timeouts: ANSWER_TIMEOUTS });
    lab.addSite(site, { expiresInDays: 200 });
    t = await createTestApp(kind, {
      lifecycle: {
        domainActivated: (d) => forward.target?.domainActivated(d),
        domainDeactivated: (d) => forward.target?.domainDeactivated(d),
      },
    });
    runtime = createJobsRuntime({
      config: { checkIntervalSeconds: 1 },
      database: t.database.handle,
      engine: lab.options,
    });
    forward.target = runtime.monitoring.lifecycle;
    await runtime.startWorker(4);
    client = await signedInClient(t, 'ops@example.com', 'pro');
    const [user] = await t.database.handle.db.select().from(users).where(eq(users.email, 'ops@example.com'));
    await t.database.handle.db.insert(alertPreferences).values({
      userId: user!.id,
      alertThresholds: {
        sslExpiryDays: 30,
        downtimeMinutes: 0,
        responseTimeMs: 3000,
        performanceScoreThreshold: 50,
        dnsChangeAlerts: true,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    await t?.close();
    await lab?.close();
  });

  /** The domains' schedules (the runtime also keeps its daily maintenance one). */
  const checkSchedules = async () => (await runtime.scheduler.getSchedules()).filter((s) => s.job.name === 'check');

  const openAlerts = () =>
    queryRows<{ type: string; title: string; is_resolved: boolean }>(
      t.database.handle.db,
      sql`select type, title, is_resolved from alerts order by created_at`,
    );

  const whoisChecks = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.database.handle.db,
          sql`select count(*)::int as n from domain_checks where check_type = 'whois'`,
        )
      )[0]?.n ?? 0,
    );

  it('checks a new domain at once and writes its history', async () => {
    const res = await client.post('/api/domains', { name: site });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    expect((await checkSchedules()).map((s) => s.id).sort()).toEqual(
      ['dns', 'http', 'performance', 'security', 'ssl', 'whois'].map((f) => `${f}:${id}`).sort(),
    );
    const domain = await until(async () => {
      const d = (await client.get(`/api/domains/${id}`)).json<Domain>();
      return d.latestCheck && d.sslCertificate && d.uptimePercentage !== null ? d : undefined;
    });
    // the home page's uptime check (latestCheck is whichever family answered last: the Lighthouse-less worker's
    // performance check may be the newest, with its error)
    const [uptime] = await queryRows<{ status: string }>(
      t.database.handle.db,
      sql`select status from domain_checks where domain_id = ${id} and check_type = 'uptime' and monitor_id is null order by checked_at desc limit 1`,
    );
    expect(uptime?.status).toBe('healthy');
    expect(domain.uptimePercentage).toBe(100);
    expect(domain.sslCertificate).toMatchObject({ isValid: true });
    expect(domain.sslCertificate!.daysUntilExpiry).toBeGreaterThan(30);
    // the DNS check runs on its own schedule: wait for its first records
    const records = await until(async () => {
      const rows = await queryRows<{ record_type: string }>(
        t.database.handle.db,
        sql`select record_type from dns_records where domain_id = ${id}`,
      );
      return rows.length > 0 && rows;
    });
    expect(records.map((r) => r.record_type)).toContain('A');
  });

  it('raises one downtime alert when the site goes down and resolves it when it is back', async () => {
    lab.router.routes.set(site, behaviours.status(503));
    const alert = await until(async () => (await openAlerts()).find((a) => a.type === 'downtime' && !a.is_resolved));
    expect(alert.title).toBe(`${site} is down`);
    await new Promise((r) => setTimeout(r, 2500));
    expect((await openAlerts()).filter((a) => a.type === 'downtime')).toHaveLength(1);

    lab.router.routes.set(site, behaviours.secure());
    await until(async () => (await openAlerts()).every((a) => a.type !== 'downtime' || a.is_resolved));
    const events = await queryRows<{ event_type: string; end_time: Date | null; duration_ms: number | null }>(
      t.database.handle.db,
      sql`select event_type, end_time, duration_ms from uptime_events order by id`,
    );
    expect(events[0]).toMatchObject({ event_type: 'down' });
    expect(events[0]!.end_time).not.toBeNull();
    expect(Number(events[0]!.duration_ms)).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ event_type: 'up' });
  });

  it('raises a DNS change alert that says what changed', async () => {
    lab.dns.set(site, [...healthyZone(site)[site]!, rr.txt('site-verification=4f2a9c')]);
    const alert = await until(async () => (await openAlerts()).find((a) => a.type === 'dns_change'));
    expect(alert.title).toBe(`${site}: DNS records changed (${site} TXT)`);
    const [row] = await queryRows<{ message: string }>(
      t.database.handle.db,
      sql`select message from alerts where type = 'dns_change'`,
    );
    expect(row!.message).toContain('site-verification=4f2a9c');
  });

  it('raises "not registered" after two registry answers in a row, keeps it through unknown ones, resolves it when registered', async () => {
    const registered = lab.rdap.answers.get(site)!;
    // the registry's RDAP server: 404, and its WHOIS confirms: no match
    lab.rdap.answers.delete(site);
    lab.whois.answers.delete(site);
    const alert = await until(async () => (await openAlerts()).find((a) => a.title === `${site} is not registered`));
    expect(alert).toMatchObject({ type: 'registration_expiry', is_resolved: false });
    const [state] = await queryRows<{ state: { notRegisteredStreak: number } }>(
      t.database.handle.db,
      sql`select state from monitor_states where family = 'registration-status'`,
    );
    expect(state!.state.notRegisteredStreak).toBeGreaterThanOrEqual(2);

    // throttled and unreachable: unknown, the alert stays open and no second one is raised
    lab.rdap.answers.set(site, { status: 503 });
    lab.whois.answers.set(site, 'Query rate limit exceeded. Try again later.\r\n');
    const checksBefore = await whoisChecks();
    await until(async () => (await whoisChecks()) >= checksBefore + 2);
    const during = (await openAlerts()).filter((a) => a.title === `${site} is not registered`);
    expect(during).toEqual([expect.objectContaining({ is_resolved: false })]);

    lab.rdap.answers.set(site, registered);
    await until(async () =>
      (await openAlerts()).every((a) => a.title !== `${site} is not registered` || a.is_resolved),
    );
  });

  it("evaluates with a domain's alert_thresholds rule as soon as the rule changes", async () => {
    const db = t.database.handle.db;
    const id = (await client.get('/api/domains')).json().data[0].id as string;
    const [user] = await db.select().from(users).where(eq(users.email, 'ops@example.com'));
    const change = { userId: user!.id, teamId: null, domainId: id };
    // loopback answers in a few ms: a 1 ms warning level is breached by every check
    const [rule] = await db
      .insert(alertThresholds)
      .values({ domainId: id, userId: user!.id, metric: 'response_time', warningThreshold: 1 })
      .returning();
    await runtime.monitoring.lifecycle.thresholdsChanged(change);
    const slow = await until(async () => (await openAlerts()).find((a) => a.type === 'performance' && !a.is_resolved));
    expect(slow.title).toMatch(new RegExp(`^${site}: Response time rose to \\d+ ms$`));

    // disabled, the rule no longer applies: the default 3,000 ms is met and the alert resolves
    await db.update(alertThresholds).set({ enabled: false }).where(eq(alertThresholds.id, rule!.id));
    await runtime.monitoring.lifecycle.thresholdsChanged(change);
    await until(async () => (await openAlerts()).every((a) => a.type !== 'performance' || a.is_resolved));
  });

  it('stops checking a deleted domain at once', async () => {
    const id = (await client.get('/api/domains')).json().data[0].id as string;
    await client.request('DELETE', `/api/domains/${id}`);
    expect(await checkSchedules()).toEqual([]);
  });
});
