import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { createHeartbeat } from '../../../src/server/jobs/heartbeat/heartbeat';
import { createHeartbeatRepository } from '../../../src/server/jobs/heartbeat/heartbeat.repository';
import { createWorkerStats } from '../../../src/server/jobs/heartbeat/worker-stats';
import { recordedRun } from '../../../src/server/jobs/job-runs/job-runs';
import { maintenanceJobs } from '../../../src/server/modules/housekeeping/housekeeping-jobs';
import { RETENTION_JOB } from '../../../src/server/jobs/retention/retention';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import { createInProcessScheduler, type InProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import { createLighthouseScheduler } from '../../../src/server/jobs/lighthouse/lighthouse-scheduler';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import type { AdminSystem } from '../../../src/shared/contracts/admin-system';
import { DATABASE_KINDS } from '../helpers/databases';
import { downSite } from '../helpers/engine-on-clock';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const quiet = () => undefined;

/*
 * Issue 20, /admin/system: what the engine is doing, for operators. A real jobs runtime on the embedded scheduler's
 * manual clock checks loopback sites; its heartbeat row, the queue, the maintenance runs and the catalogue's sizes
 * are read back through GET /api/admin/system.
 */
describe.each(DATABASE_KINDS)('/admin/system on %s', (kind) => {
  let lab: LoopbackLab;
  let t: TestApp;
  let scheduler: InProcessScheduler;
  let runtime: JobsRuntime;
  let admin: Client;
  let member: Client;
  let clock = Date.now();
  const up = `up.${LAB_SUFFIX}`;
  const down = `down.${LAB_SUFFIX}`;

  const system = async () => {
    const res = await admin.get('/api/admin/system');
    expect(res.statusCode).toBe(200);
    return res.json<AdminSystem>();
  };
  const advance = async (ms: number) => {
    for (let moved = 0; moved < ms; moved += SECOND) {
      clock += Math.min(SECOND, ms - moved);
      await scheduler.settle();
    }
    await runtime.flushHistory();
  };

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    lab.addSite(up, { expiresInDays: 200 });
    lab.addSite(down, { expiresInDays: 200 });
    lab.router.routes.set(down, downSite);
    const forward: { target?: DomainLifecycleListener } = {};
    scheduler = createInProcessScheduler(() => clock);
    t = await createTestApp(kind, {
      env: { ALLOW_PRIVATE_TARGETS: '1' },
      queue: scheduler,
      lifecycle: {
        domainActivated: (d) => forward.target?.domainActivated(d),
        domainDeactivated: (d) => forward.target?.domainDeactivated(d),
      },
    });
    runtime = createJobsRuntime({
      config: { checkIntervalSeconds: 60 },
      database: t.database.handle,
      engine: lab.options,
      scheduler,
      lighthouse: createLighthouseScheduler({
        run: async () => ({
          status: 'error',
          message: 'stand-in Lighthouse',
          details: null,
          raw: null,
          durationMs: 0,
          waitedMs: 0,
        }),
      }),
      log: quiet,
      heartbeat: { role: 'all', version: '9.9.9', everyMs: 15 * SECOND, now: () => clock },
    });
    forward.target = runtime.monitoring.lifecycle;
    await runtime.startWorker(4);
    admin = await signedInClient(t, 'operator@example.com', 'agency'); // the first account: the administrator
    member = await signedInClient(t, 'member@example.com', 'agency');
    for (const name of [up, down]) expect((await admin.post('/api/domains', { name })).statusCode).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    await t?.close();
    await lab?.close();
  });

  it('answers 404 to everyone but administrators', async () => {
    expect((await member.get('/api/admin/system')).statusCode).toBe(404);
    expect((await member.get('/api/admin/system')).json()).toMatchObject({ message: expect.any(String) });
  });

  it("lists the running worker with the jobs it took, the checks' failures and the queue, once its scheduler drained", async () => {
    await advance(2 * MINUTE);
    await runtime.heartbeat!.beat();
    const answer = await system();
    expect(answer.workers).toHaveLength(1);
    const [worker] = answer.workers;
    expect(worker).toMatchObject({
      id: runtime.heartbeat!.id,
      pid: process.pid,
      role: 'all',
      version: '9.9.9',
      state: 'alive',
    });
    const stats = worker!.stats!;
    // both domains' home-page and DNS checks ran in the last minute (a window of 60 to 65 s: counted in 5 s buckets,
    // so a check either side of a minute may count twice), by family
    for (const family of ['check:http', 'check:dns']) {
      expect(stats.jobsByName[family]).toBeGreaterThanOrEqual(2);
      expect(stats.jobsByName[family]).toBeLessThanOrEqual(4);
    }
    expect(stats.jobsPerMinute).toBe(Object.values(stats.jobsByName).reduce((a, n) => a + n, 0));
    expect(stats.checksPerMinute).toBeGreaterThanOrEqual(2);
    // the manual clock moves a second at a time: a job starts at most that late (plus the 200 ms wake grid)
    expect(stats.lagP50Ms).not.toBeNull();
    expect(stats.lagP99Ms!).toBeLessThanOrEqual(1_200);
    // the down site fails its uptime check: a probe kind and a reason the shared classification names
    expect(Object.keys(stats.failuresByKind)).toEqual(['uptime']);
    expect(stats.failuresByKind.uptime).toBeGreaterThanOrEqual(1);
    expect(stats.failuresByReason).toEqual({ 'Server error (HTTP 5xx)': stats.failuresByKind.uptime });
    expect(answer.failures.byKind.uptime).toBe(stats.failuresByKind.uptime);
    expect(answer.totals.checksPerMinute).toBe(stats.checksPerMinute);
    expect(answer.queue).toMatchObject({ scheduler: 'in-process', active: 0, error: null });
    // two domains' check families, and the fixed maintenance and notification schedules
    expect(answer.queue.schedules).toBeGreaterThanOrEqual(4);
    expect(answer.readiness.status).toBe('ready');
    expect(answer.readiness.checks).toContainEqual(
      expect.objectContaining({
        name: 'database',
        ok: true,
        result: 'ok',
        explanation: expect.stringMatching(/database/i),
      }),
    );
  });

  it('reports a worker that stopped beating as stalled, leaves it out of the totals, and prunes rows silent for an hour', async () => {
    const db = t.database.handle.db;
    // another process, killed two minutes ago: its last beat, never followed by another
    const killed = createHeartbeat({
      db,
      stats: createWorkerStats(),
      role: 'worker',
      everyMs: 15 * SECOND,
      now: () => Date.now() - 2 * MINUTE,
    });
    await killed.beat();
    // and one lost with its machine over an hour ago
    const lost = createHeartbeat({
      db,
      stats: createWorkerStats(),
      role: 'worker',
      everyMs: 15 * SECOND,
      now: () => Date.now() - 61 * MINUTE,
    });
    await lost.beat();

    const before = await system();
    const states = Object.fromEntries(before.workers.map((w) => [w.id, w.state]));
    expect(states[killed.id]).toBe('stalled');
    expect(states[runtime.heartbeat!.id]).toBe('alive');

    // the running worker's next beat prunes the hour-old row, not the two-minute-old one
    await runtime.heartbeat!.beat();
    const ids = (await system()).workers.map((w) => w.id);
    expect(ids).toContain(killed.id);
    expect(ids).not.toContain(lost.id);
    await killed.stop();
    expect((await system()).workers.map((w) => w.id)).toEqual([runtime.heartbeat!.id]);
  });

  it('records the maintenance runs: last success, and a failing run with its error, kept apart', async () => {
    const jobs = maintenanceJobs({ database: t.database.handle, log: quiet, now: () => new Date(clock) });
    await jobs.handlers[RETENTION_JOB]!({ id: 'r1', name: RETENTION_JOB, data: {}, attempt: 1 });
    let retention = (await system()).retention.jobs.find((j) => j.name === RETENTION_JOB)!;
    expect(retention).toMatchObject({
      lastError: null,
      lastSucceededAt: new Date(clock).toISOString(),
      lastFinishedAt: new Date(clock).toISOString(),
    });
    expect(retention.lastDurationMs).toBeGreaterThanOrEqual(0);
    const succeededAt = retention.lastSucceededAt;

    clock += MINUTE;
    const failing = recordedRun(
      t.database.handle.db,
      RETENTION_JOB,
      () => Promise.reject(new Error('could not delete: disk full')),
      {
        now: () => new Date(clock),
        log: quiet,
      },
    );
    await expect(failing()).rejects.toThrow('disk full');
    const answer = await system();
    retention = answer.retention.jobs.find((j) => j.name === RETENTION_JOB)!;
    expect(retention).toMatchObject({
      lastError: 'could not delete: disk full',
      lastSucceededAt: succeededAt,
      lastStartedAt: new Date(clock).toISOString(),
    });
    expect(answer.retention.planDays).toContainEqual({ plan: 'free', name: 'Free', days: 7 });
    // a job that never ran says so
    expect(answer.retention.jobs.find((j) => j.name === 'sessions')).toMatchObject({
      lastStartedAt: null,
      lastSucceededAt: null,
    });
  });

  it("lists the database's tables with their sizes and estimated rows, and the delivery backlog", async () => {
    const answer = await system();
    expect(answer.database.kind).toBe(kind);
    const names = answer.database.tables.map((x) => x.name);
    expect(names).toEqual(
      expect.arrayContaining(['domains', 'domain_checks', 'worker_processes', 'job_runs', 'notification_deliveries']),
    );
    expect(names).not.toContain('pg_class');
    const checks = answer.database.tables.find((x) => x.name === 'domain_checks')!;
    expect(checks.bytes).toBeGreaterThan(0);
    expect(answer.database.totalBytes).toBeGreaterThanOrEqual(checks.bytes);
    expect(answer.deliveries).toEqual({ queued: 0, retrying: 0, failedLast24h: 0, outbox: expect.any(Number) });
  });

  it('removes its row when the runtime stops cleanly', async () => {
    const repo = createHeartbeatRepository(t.database.handle.db);
    const id = runtime.heartbeat!.id;
    expect((await repo.list()).map((r) => r.id)).toContain(id);
    await runtime.close();
    expect((await repo.list()).map((r) => r.id)).not.toContain(id);
  });
});
