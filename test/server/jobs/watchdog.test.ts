import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainChecks, domains, users } from '../../../src/server/db/schema';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { createJobsRuntime } from '../../../src/server/jobs/runtime';
import { createWatchdog } from '../../../src/server/modules/watchdog/watchdog';
import { operatorRecipients } from '../../../src/server/notifications/operator-recipients';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, type TestApp } from '../helpers/test-app';
import { until } from './support/worker-process';

const MIN = 60_000;
const silent = () => undefined;

/*
 * Issue 13, item 3: checks stopped for every domain while /readyz kept answering ready and nobody was told. The
 * watchdog compares the checks due with the checks stored, from the database; the tests drive its clock.
 */
describe.each(DATABASE_KINDS)('the check watchdog on %s', (kind) => {
  let t: TestApp;
  let lab: LoopbackLab;
  let web: Client;
  let userId = '';

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    t = await createTestApp(kind);
    web = new Client(t.app);
    const db = t.database.handle.db;
    await db.insert(users).values({ email: 'admin@example.com', password: 'x', isAdmin: true });
    // a plan change (the user's updated_at) gives its domains two intervals' grace: this one was made long ago
    const longAgo = new Date(Date.now() - 24 * 60 * MIN);
    const [user] = await db
      .insert(users)
      .values({
        email: 'agency@example.com',
        password: 'x',
        subscriptionTier: 'agency',
        createdAt: longAgo,
        updatedAt: longAgo,
      })
      .returning();
    userId = user!.id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await lab?.close();
  });

  beforeEach(async () => {
    const db = t.database.handle.db;
    await db.execute(sql`delete from monitoring_watchdog`);
    await db.update(domains).set({ isActive: false });
    t.mailer.sent.length = 0;
  });

  /** Domains on the agency plan (uptime every minute), each with an uptime check stored at `checkedAt`. */
  async function domainsCheckedAt(names: string[], checkedAt: Date): Promise<string[]> {
    const db = t.database.handle.db;
    const rows = await db
      .insert(domains)
      .values(names.map((name) => ({ name, userId, createdAt: checkedAt, updatedAt: checkedAt })))
      .returning({ id: domains.id });
    await checkedAgain(
      rows.map((r) => r.id),
      checkedAt,
    );
    return rows.map((r) => r.id);
  }
  async function checkedAgain(ids: string[], at: Date) {
    await t.database.handle.db
      .insert(domainChecks)
      .values(
        ids.map((domainId) => ({ domainId, checkType: 'uptime' as const, status: 'healthy' as const, checkedAt: at })),
      );
  }
  const readyz = async () => {
    const res = await web.get('/readyz');
    return { code: res.statusCode, ...res.json<{ status: string; checks: Record<string, string> }>() };
  };
  const gauge = async (name: string) => {
    const line = (await web.get('/metrics')).body.split('\n').find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.split(' ')[1]);
  };

  it('reports degraded on /readyz and e-mails the operators once when checks stall, and once when they resume', async () => {
    const t0 = Date.now() - 10 * MIN;
    let now = t0;
    const ids = await domainsCheckedAt(['one.example', 'two.example'], new Date(t0));
    const watchdog = createWatchdog({
      db: t.database.handle.db,
      mailer: t.mailer,
      operators: operatorRecipients(t.database.handle.db, undefined),
      now: () => now,
      log: silent,
    });

    now = t0 + 30_000;
    expect(await watchdog.evaluate()).toMatchObject({ stalled: false, overdue: [], probedDomains: 2 });
    expect(await readyz()).toEqual({ code: 200, status: 'ready', checks: { database: 'ok', monitoring: 'ok' } });

    // no check for three minutes: over two intervals of a minute, and the 30 s a check may take to be stored
    now = t0 + 3 * MIN;
    expect(await watchdog.evaluate()).toMatchObject({ stalled: true, donePerMinute: 0, lagSeconds: 120 });
    const degraded = await readyz();
    expect(degraded).toMatchObject({ code: 200, status: 'degraded', checks: { database: 'ok' } });
    expect(degraded.checks.monitoring).toMatch(/^stalled since .*: 2 of 2 domains overdue$/);
    expect(await gauge('sitewarden_checks_stalled')).toBe(1);
    expect(await gauge('sitewarden_overdue_domains')).toBe(2);
    expect(await gauge('sitewarden_check_lag_seconds')).toBe(120);
    // per agency domain: uptime and DNS every minute, TLS hourly, registration, security and Lighthouse daily
    expect(await gauge('sitewarden_checks_due_per_minute')).toBeCloseTo(2 * (2 + 1 / 60 + 3 / 1440), 1);
    expect(t.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['admin@example.com', 'Sitewarden: monitoring checks have stalled'],
    ]);
    expect(t.mailer.sent[0]!.text).toMatch(
      /2 of 2 monitored domains have had no uptime check for more than two check intervals/,
    );
    expect(t.mailer.sent[0]!.text).toMatch(/one\.example \(last checked/);

    now = t0 + 4 * MIN;
    expect(await watchdog.evaluate()).toMatchObject({ stalled: true });
    expect(t.mailer.sent).toHaveLength(1); // one notice per stall, not one per minute

    await checkedAgain(ids, new Date(t0 + 4.5 * MIN));
    now = t0 + 5 * MIN;
    expect(await watchdog.evaluate()).toMatchObject({ stalled: false, donePerMinute: 2 });
    expect(await readyz()).toEqual({ code: 200, status: 'ready', checks: { database: 'ok', monitoring: 'ok' } });
    expect(await gauge('sitewarden_checks_stalled')).toBe(0);
    expect(await gauge('sitewarden_checks_done_per_minute')).toBe(2);
    expect(t.mailer.sent.map((m) => m.subject)).toEqual([
      'Sitewarden: monitoring checks have stalled',
      'Sitewarden: monitoring checks have resumed',
    ]);
    expect(t.mailer.sent[1]!.text).toMatch(/Checks had stalled since .* UTC: 2 minutes\./);
  });

  it('several processes watching: one evaluates each minute, and each notice goes out once', async () => {
    const t0 = Date.now() - 10 * MIN;
    let now = t0;
    const ids = await domainsCheckedAt(['three.example'], new Date(t0));
    const operators = operatorRecipients(t.database.handle.db, ['ops@example.com']);
    const [a, b, c] = [1, 2, 3].map(() =>
      createWatchdog({ db: t.database.handle.db, mailer: t.mailer, operators, now: () => now, log: silent }),
    );
    const all = async () =>
      (await Promise.all([a!.evaluate(), b!.evaluate(), c!.evaluate()])).filter((e) => e !== undefined);

    now = t0 + 30_000;
    expect(await all()).toHaveLength(1);
    now = t0 + 3 * MIN;
    expect(await all()).toMatchObject([{ stalled: true }]);
    now = t0 + 4 * MIN;
    expect(await b!.evaluate()).toMatchObject({ stalled: true }); // another process finds the stall already told
    await checkedAgain(ids, new Date(t0 + 4.5 * MIN));
    now = t0 + 5 * MIN;
    expect(await all()).toMatchObject([{ stalled: false }]);
    now = t0 + 6 * MIN;
    expect(await c!.evaluate()).toMatchObject({ stalled: false });
    expect(t.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['ops@example.com', 'Sitewarden: monitoring checks have stalled'],
      ['ops@example.com', 'Sitewarden: monitoring checks have resumed'],
    ]);
  });

  it('a domain just added, and a process that just started, get two intervals before counting as stalled', async () => {
    const t0 = Date.now() - 60 * MIN;
    let now = t0 + 30 * MIN;
    // checked half an hour ago, then nothing while no process ran; and a domain never checked, added a minute ago
    await domainsCheckedAt(['old.example'], new Date(t0));
    await t.database.handle.db
      .insert(domains)
      .values({ name: 'new.example', userId, createdAt: new Date(now - MIN), updatedAt: new Date(now - MIN) });
    const watchdog = createWatchdog({
      db: t.database.handle.db,
      mailer: t.mailer,
      operators: operatorRecipients(t.database.handle.db, undefined),
      now: () => now,
      log: silent,
    });
    expect(await watchdog.evaluate()).toMatchObject({ stalled: false, lagSeconds: 29 * 60 });
    now += 3 * MIN;
    expect((await watchdog.evaluate())?.overdue.map((d) => d.name)).toEqual(['old.example', 'new.example']);
  });

  it('sees a stalled embedded queue, from the checks it stored', async () => {
    const site = `watched.${LAB_SUFFIX}`;
    lab.addSite(site);
    const [row] = await t.database.handle.db
      .insert(domains)
      .values({ name: site, userId })
      .returning({ id: domains.id });
    const runtime = createJobsRuntime({
      config: { checkIntervalSeconds: 1 },
      database: t.database.handle,
      engine: lab.options,
    });
    let clockAhead = 0;
    const watchdog = createWatchdog({
      db: t.database.handle.db,
      mailer: t.mailer,
      operators: operatorRecipients(t.database.handle.db, ['ops@example.com']),
      intervalOverrideSeconds: 1,
      graceMs: 0,
      now: () => Date.now() + clockAhead,
      log: silent,
    });
    let closed = false;
    try {
      await runtime.startWorker(4);
      const uptimeChecks = async () =>
        (
          await t.database.handle.db
            .select()
            .from(domainChecks)
            .where(sql`${domainChecks.domainId} = ${row!.id} and ${domainChecks.checkType} = 'uptime'`)
        ).length;
      await until(async () => (await uptimeChecks()) >= 2, 'the embedded runtime to check the domain');
      // the queue hangs: nothing runs any more, nothing is stored
      await runtime.close();
      closed = true;
      clockAhead = 10_000;
      const found = await watchdog.evaluate();
      expect(found).toMatchObject({ stalled: true, probedDomains: 1, overdue: [{ name: site }] });
      expect(t.mailer.sent.map((m) => m.subject)).toEqual(['Sitewarden: monitoring checks have stalled']);
    } finally {
      if (!closed) await runtime.close();
    }
  });
});
