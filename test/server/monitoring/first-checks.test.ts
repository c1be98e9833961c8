import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import { createBullmqScheduler } from '../../../src/server/jobs/scheduler/bullmq';
import { createInProcessScheduler, type InProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import { phaseOf } from '../../../src/server/jobs/scheduler/types';
import { setPlanCommand } from '../../../src/server/modules/auth/user-admin';
import {
  createLighthouseScheduler,
  type LighthouseScheduler,
} from '../../../src/server/jobs/lighthouse/lighthouse-scheduler';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import type { Domain } from '../../../src/shared/contracts/domains';
import { DATABASE_KINDS } from '../helpers/databases';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';

const SECOND = 1000;
const HOUR = 3_600_000;
const FAMILIES = ['dns', 'performance', 'security', 'ssl', 'uptime', 'whois'];

/**
 * Decision 041: every family's first check runs when a domain is added, restored or moved to a plan that adds
 * families; a restart's reconcile checks only what never was. The embedded scheduler runs on a manual clock here:
 * the test moves it and settles the run queue instead of sleeping, so "within 30 s" is the scheduler's time.
 */
describe.each(DATABASE_KINDS)('first checks at once on %s', (kind) => {
  let lab: LoopbackLab;
  let t: TestApp;
  let clock = Date.now();
  const forward: { target?: DomainLifecycleListener } = {};
  const open: JobsRuntime[] = [];
  /** Lighthouse never starts Chromium here: each run answers at once with a failure, which is still a result. */
  const lighthouse: LighthouseScheduler = createLighthouseScheduler({
    run: async () => ({
      status: 'error',
      message: 'stand-in Lighthouse',
      details: null,
      raw: null,
      durationMs: 0,
      waitedMs: 0,
    }),
  });

  /** A worker on the manual clock: what a server start makes (the reconcile runs before it resolves). */
  async function startWorker(): Promise<{ runtime: JobsRuntime; scheduler: InProcessScheduler }> {
    const scheduler = createInProcessScheduler(() => clock);
    const runtime = createJobsRuntime({
      config: {},
      database: t.database.handle,
      engine: lab.options,
      scheduler,
      lighthouse,
      log: () => undefined,
    });
    open.push(runtime);
    forward.target = runtime.monitoring.lifecycle;
    await runtime.startWorker(8);
    return { runtime, scheduler };
  }
  async function stopWorker(runtime: JobsRuntime) {
    forward.target = undefined;
    await runtime.close();
    open.splice(open.indexOf(runtime), 1);
  }
  /** Moves the scheduler's clock in steps, running what falls due at each. */
  async function advance(
    ms: number,
    { scheduler, runtime }: { scheduler: InProcessScheduler; runtime: JobsRuntime },
    stepMs = SECOND,
  ) {
    for (let moved = 0; moved < ms; moved += stepMs) {
      clock += Math.min(stepMs, ms - moved);
      await scheduler.settle();
    }
    await scheduler.settle();
    await runtime.flushHistory();
  }
  const resultCounts = async (domainId: string) => {
    const rows = await queryRows<{ check_type: string; n: number }>(
      t.database.handle.db,
      sql`select check_type, count(*)::int as n from domain_checks where domain_id = ${domainId} group by check_type order by check_type`,
    );
    return Object.fromEntries(rows.map((r) => [r.check_type, r.n]));
  };

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    t = await createTestApp(kind, {
      lifecycle: {
        domainActivated: (d) => forward.target?.domainActivated(d),
        domainDeactivated: (d) => forward.target?.domainDeactivated(d),
      },
    });
  }, 60_000);
  afterAll(async () => {
    for (const runtime of open.splice(0)) await runtime.close();
    await t?.close();
    await lab?.close();
  });

  it('gives a domain added on the free plan its uptime result, and every other family its first, within 30 s', async () => {
    const site = `fresh.${LAB_SUFFIX}`;
    lab.addSite(site);
    const client = await signedInClient(t, 'free@example.com', 'free');
    const worker = await startWorker();
    const added = clock;
    const id = (await client.post('/api/domains', { name: site })).json().id as string;

    await advance(30 * SECOND, worker);
    const domain = (await client.get(`/api/domains/${id}`)).json<Domain>();
    expect(domain.uptimePercentage).toBe(100);
    expect(clock - added).toBeLessThanOrEqual(30 * SECOND);
    expect(Object.keys(await resultCounts(id))).toEqual(FAMILIES);

    // then the stable phase takes over: the hourly uptime schedule keeps its place, and no second first check runs
    const http = (await worker.scheduler.getSchedules()).find((s) => s.id === `http:${id}`)!;
    // (a phase within the first 30 s has already run: the next run is an hour after it)
    const phaseDue = phaseOf(`http:${id}`, HOUR) <= 30 * SECOND ? 1 : 0;
    expect(http.nextRunAt!.getTime()).toBe(added + phaseOf(`http:${id}`, HOUR) + phaseDue * HOUR);
    expect((await resultCounts(id)).uptime).toBe(1 + phaseDue);
    await stopWorker(worker.runtime);
  });

  it('at a restart checks at once only the families that never had a result', async () => {
    const checked = `kept.${LAB_SUFFIX}`;
    const missed = `missed.${LAB_SUFFIX}`;
    lab.addSite(checked);
    lab.addSite(missed);
    const client = await signedInClient(t, 'restart@example.com', 'pro');
    let worker = await startWorker();
    const checkedId = (await client.post('/api/domains', { name: checked })).json().id as string;
    await advance(SECOND, worker);
    const before = await resultCounts(checkedId);
    expect(Object.keys(before)).toEqual(FAMILIES);
    await stopWorker(worker.runtime);

    // added while no worker ran (its first checks were queued in a process that then stopped)
    const missedId = (await client.post('/api/domains', { name: missed })).json().id as string;
    expect(await resultCounts(missedId)).toEqual({});

    worker = await startWorker();
    await advance(5 * SECOND, worker);
    expect(Object.keys(await resultCounts(missedId))).toEqual(FAMILIES);
    // a domain with results gets no extra check from the start (only a schedule whose phase fell in those 5 s)
    const after = await resultCounts(checkedId);
    for (const family of FAMILIES) {
      const name = family === 'uptime' ? 'http' : family;
      const interval = (await worker.scheduler.getSchedules()).find((s) => s.id === `${name}:${checkedId}`)!.everyMs;
      const phaseDue = phaseOf(`${name}:${checkedId}`, interval) <= 6 * SECOND ? 1 : 0;
      expect([family, after[family]]).toEqual([family, before[family]! + phaseDue]);
    }
    await stopWorker(worker.runtime);
  });

  it('checks a restored domain at once, and a plan change checks nothing that already has results', async () => {
    const site = `restored.${LAB_SUFFIX}`;
    lab.addSite(site);
    const client = await signedInClient(t, 'restore@example.com', 'pro'); // restore is a paid-plan feature
    const worker = await startWorker();
    const id = (await client.post('/api/domains', { name: site })).json().id as string;
    await advance(SECOND, worker);
    // one, or two when a slow answer on a loaded machine made the downtime rule check again at once
    expect((await resultCounts(id)).uptime).toBeGreaterThanOrEqual(1);

    expect((await client.request('DELETE', `/api/domains/${id}`)).statusCode).toBe(204);
    expect((await client.post(`/api/domains/${id}/restore`)).statusCode).toBe(200);
    await advance(SECOND, worker);
    // At least the restore's first check (on a loaded machine a slow answer can add the downtime rule's re-check).
    const afterRestore = (await resultCounts(id)).uptime!;
    expect(afterRestore).toBeGreaterThanOrEqual(2);

    const [user] = await t.database.handle.db.select().from(users).where(eq(users.email, 'restore@example.com'));
    await setPlanCommand(t.database.handle.db, 'restore@example.com', 'agency');
    await worker.runtime.monitoring.lifecycle.planChanged(user!.id);
    await worker.scheduler.settle();
    await worker.runtime.flushHistory();
    expect((await resultCounts(id)).uptime).toBe(afterRestore);
    await stopWorker(worker.runtime);
  });

  it("takes the first Lighthouse run's turn in the fair line: it waits while its workspace's place is taken", async () => {
    const site = `lighthouse.${LAB_SUFFIX}`;
    lab.addSite(site);
    const client = await signedInClient(t, 'lighthouse@example.com', 'pro');
    const [user] = await t.database.handle.db.select().from(users).where(eq(users.email, 'lighthouse@example.com'));
    const held = lighthouse.admit(`user:${user!.id}`, 'check');
    if (!held.ok) throw new Error('the place should be free');
    const worker = await startWorker();
    const id = (await client.post('/api/domains', { name: site })).json().id as string;
    await advance(SECOND, worker);
    expect((await resultCounts(id)).performance).toBeUndefined();
    // the other families did not wait (a slow answer on a loaded machine may add the downtime rule's re-check)
    expect((await resultCounts(id)).uptime).toBeGreaterThanOrEqual(1);

    held.ticket.release();
    await advance(2 * 60 * SECOND, worker, 10 * SECOND);
    expect((await resultCounts(id)).performance).toBe(1);
    await stopWorker(worker.runtime);
  });
});

describe.runIf(REDIS_AVAILABLE)('first checks at once with BullMQ', () => {
  let lab: LoopbackLab;
  let t: TestApp;
  let runtime: JobsRuntime;

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    const forward: { target?: DomainLifecycleListener } = {};
    t = await createTestApp('pglite', {
      lifecycle: {
        domainActivated: (d) => forward.target?.domainActivated(d),
        domainDeactivated: (d) => forward.target?.domainDeactivated(d),
      },
    });
    const scheduler = createBullmqScheduler({
      redisUrl: TEST_REDIS_URL,
      queueName: `test-first-${randomBytes(4).toString('hex')}`,
    });
    runtime = createJobsRuntime({
      config: {},
      database: t.database.handle,
      engine: lab.options,
      scheduler,
      log: () => undefined,
    });
    forward.target = runtime.monitoring.lifecycle;
    await runtime.startWorker(8);
  }, 60_000);
  afterAll(async () => {
    for (const s of (await runtime?.scheduler.getSchedules()) ?? []) await runtime.scheduler.removeSchedule(s.id);
    await runtime?.close();
    await t?.close();
    await lab?.close();
  });

  it('gives a domain added on the free plan its uptime result in seconds, not at its phase in the hour', async () => {
    const site = `queued.${LAB_SUFFIX}`;
    lab.addSite(site);
    const client = await signedInClient(t, 'bull@example.com', 'free');
    const started = Date.now();
    const id = (await client.post('/api/domains', { name: site })).json().id as string;
    for (;;) {
      await runtime.flushHistory();
      const domain = (await client.get(`/api/domains/${id}`)).json<Domain>();
      if (domain.uptimePercentage !== null) break;
      if (Date.now() - started > 30 * SECOND) throw new Error('no uptime result within 30 s');
      await new Promise((r) => setTimeout(r, 200)); // Redis's clock is real: poll it
    }
    expect(Date.now() - started).toBeLessThan(30 * SECOND);
  });
});
