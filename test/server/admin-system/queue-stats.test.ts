import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createBullmqScheduler } from '../../../src/server/jobs/scheduler/bullmq';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { Scheduler } from '../../../src/server/jobs/scheduler/types';
import type { AdminSystem } from '../../../src/shared/contracts/admin-system';
import { DATABASE_KINDS } from '../helpers/databases';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';
import { createTestApp, signedInClient } from '../helpers/test-app';

const adapters: [string, () => Scheduler][] = [['in-process', () => createInProcessScheduler()]];
if (REDIS_AVAILABLE) {
  adapters.push([
    'bullmq',
    () =>
      createBullmqScheduler({ redisUrl: TEST_REDIS_URL, queueName: `test-system-${randomBytes(4).toString('hex')}` }),
  ]);
}

/** Polls until `probe` answers true (BullMQ's worker takes and fails jobs in Redis, on its own schedule). */
async function until(probe: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/* Issue 20: the queue's depths on /admin/system, from either adapter behind the one interface. */
describe.each(adapters)('queue stats of the %s scheduler', (kind, create) => {
  const open: Scheduler[] = [];
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
  });

  it('counts schedules, delayed and waiting jobs, running ones and the failed', async () => {
    const s = create();
    open.push(s);
    expect(await s.queueStats()).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0, schedules: 0 });

    await s.upsertSchedule({ id: 'http:a', everyMs: 3_600_000, job: { name: 'check', data: {} } });
    await s.upsertSchedule({ id: 'http:b', everyMs: 3_600_000, job: { name: 'check', data: {} } });
    await s.enqueue({ name: 'later', data: {} }, { delayMs: 3_600_000 });
    await s.enqueue({ name: 'now', data: {} });
    await s.enqueue({ name: 'now', data: {} });
    // no worker yet: in Redis the two jobs for now wait and the one for later is delayed; the embedded queue keeps all
    // three in its timer heap until a worker starts (its counters are cheap, not exact about what is due). The
    // schedules' next ticks are not a backlog either way.
    expect(await s.queueStats()).toEqual({
      waiting: kind === 'in-process' ? 0 : 2,
      active: 0,
      delayed: kind === 'in-process' ? 3 : 1,
      failed: 0,
      schedules: 2,
    });

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let started = 0;
    s.startWorker(
      async (job) => {
        started++;
        if (job.name === 'now' && started === 1) await held;
        else if (job.name === 'now') throw new Error('broken');
      },
      { concurrency: 1 },
    );
    // one runs (held), the other waits for the single slot
    await until(async () => (await s.queueStats()).active === 1 && started === 1, 'the first job running');
    expect(await s.queueStats()).toEqual({ waiting: 1, active: 1, delayed: 1, failed: 0, schedules: 2 });
    release();
    // the second throws on its only try: failed
    await until(async () => (await s.queueStats()).failed === 1, 'the failed job counted');
    expect(await s.queueStats()).toEqual({ waiting: 0, active: 0, delayed: 1, failed: 1, schedules: 2 });

    await s.removeSchedule('http:b');
    expect((await s.queueStats()).schedules).toBe(1);
  });
});

describe('queue figures on /api/admin/system', () => {
  it.each(adapters)('names the %s scheduler and its depths', async (kind, create) => {
    const scheduler = create();
    const t = await createTestApp(DATABASE_KINDS[0]!, { queue: scheduler });
    try {
      await scheduler.upsertSchedule({ id: 'http:a', everyMs: 3_600_000, job: { name: 'check', data: {} } });
      const admin = await signedInClient(t, 'queue-admin@example.com');
      const res = await admin.get('/api/admin/system');
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminSystem>().queue).toEqual({
        scheduler: kind,
        waiting: 0,
        active: 0,
        delayed: 0,
        failed: 0,
        schedules: 1,
        error: null,
        lighthouse: { queued: 0, running: 0 },
      });
    } finally {
      await scheduler.close();
      await t.close();
    }
  });
});
