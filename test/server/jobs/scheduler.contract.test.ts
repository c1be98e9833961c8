import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createBullmqScheduler } from '../../../src/server/jobs/scheduler/bullmq';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import { phaseOf, type RunningJob, type Scheduler } from '../../../src/server/jobs/scheduler/types';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';

type Factory = () => Scheduler;
const adapters: [string, Factory][] = [['in-process', () => createInProcessScheduler()]];
if (REDIS_AVAILABLE) {
  adapters.push([
    'bullmq',
    () =>
      createBullmqScheduler({
        redisUrl: TEST_REDIS_URL,
        queueName: `test-${randomBytes(4).toString('hex')}`,
        stalledIntervalMs: 1000,
      }),
  ]);
}

const until = async (cond: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(adapters)('scheduler contract: %s', (_name, create) => {
  const open: Scheduler[] = [];
  const make = () => {
    const s = create();
    open.push(s);
    return s;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  it('runs a schedule repeatedly at its interval and stops when it is removed', async () => {
    const s = make();
    const runs: RunningJob[] = [];
    s.startWorker(async (job) => void runs.push(job), { concurrency: 2 });
    await s.upsertSchedule({ id: 'http:a', everyMs: 300, job: { name: 'check', data: { domainId: 'a' } } });
    await until(() => runs.length >= 3);
    expect(runs[0]).toMatchObject({ name: 'check', data: { domainId: 'a' } });
    expect((await s.getSchedules()).map((x) => x.id)).toEqual(['http:a']);

    await s.removeSchedule('http:a');
    await new Promise((r) => setTimeout(r, 400)); // a run already queued may still finish
    const after = runs.length;
    await new Promise((r) => setTimeout(r, 900));
    expect(runs.length).toBe(after);
    expect(await s.getSchedules()).toEqual([]);
  });

  it("lists every schedule's interval, and only the schedules there are", async () => {
    const s = make();
    await s.upsertSchedule({ id: 'http:a', everyMs: 60_000, job: { name: 'check', data: { domainId: 'a' } } });
    await s.upsertSchedule({ id: 'maintenance:x', everyMs: 3_600_000, job: { name: 'x', data: {} } });
    await s.upsertSchedule({ id: 'http:a', everyMs: 30_000, job: { name: 'check', data: { domainId: 'a' } } });
    expect(await s.scheduleIntervals()).toEqual(
      new Map([
        ['http:a', { everyMs: 30_000, lane: 'priority' }],
        ['maintenance:x', { everyMs: 3_600_000, lane: 'priority' }],
      ]),
    );
    await s.removeSchedule('maintenance:x');
    expect(await s.scheduleIntervals()).toEqual(new Map([['http:a', { everyMs: 30_000, lane: 'priority' }]]));
  });

  it('moves a schedule to another lane on upsert, leaving none behind in the first', async () => {
    const s = make();
    await s.upsertSchedule({ id: 'dns:a', everyMs: 60_000, job: { name: 'check', data: { domainId: 'a' } } });
    await s.upsertSchedule({
      id: 'dns:a',
      everyMs: 60_000,
      job: { name: 'check', data: { domainId: 'a' } },
      lane: 'background',
    });
    expect(await s.scheduleIntervals()).toEqual(new Map([['dns:a', { everyMs: 60_000, lane: 'background' }]]));
    expect(await s.scheduleCount()).toBe(1);
    expect((await s.getSchedules()).map((x) => [x.id, x.lane])).toEqual([['dns:a', 'background']]);
    await s.removeSchedule('dns:a');
    expect(await s.scheduleCount()).toBe(0);
  });

  it('starts a priority job while every background slot is held, and background jobs in slots of their own', async () => {
    const s = make();
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    s.startWorker(
      async (job) => {
        started.push(String(job.data.n));
        if (job.data.n !== 'uptime') await gate;
      },
      { concurrency: 1, backgroundConcurrency: 2 },
    );
    for (const n of ['whois-1', 'whois-2', 'whois-3'])
      await s.enqueue({ name: 'check', data: { n } }, { lane: 'background' });
    await until(() => started.length === 2);
    await s.enqueue({ name: 'check', data: { n: 'uptime' } });
    // the uptime check starts although two background jobs hold their lane and a third waits for it
    await until(() => started.includes('uptime'));
    expect(started).toEqual(['whois-1', 'whois-2', 'uptime']);
    release();
    await until(() => started.length === 4);
  });

  it('replaces a schedule on upsert instead of adding a second one', async () => {
    const s = make();
    const seen: unknown[] = [];
    s.startWorker(async (job) => void seen.push(job.data.v), { concurrency: 1 });
    await s.upsertSchedule({ id: 'dns:b', everyMs: 250, job: { name: 'check', data: { v: 1 } } });
    await s.upsertSchedule({ id: 'dns:b', everyMs: 250, job: { name: 'check', data: { v: 2 } } });
    await until(() => seen.filter((v) => v === 2).length >= 2);
    expect(await s.getSchedules()).toHaveLength(1);
  });

  it('runs one-off jobs after their delay and retries failures with backoff', async () => {
    const s = make();
    const attempts: number[] = [];
    const started = Date.now();
    let doneAt = 0;
    s.startWorker(
      async (job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error('receiver down');
        doneAt = Date.now();
      },
      { concurrency: 1 },
    );
    await s.enqueue({ name: 'notify', data: { alertId: 'x' } }, { delayMs: 200, attempts: 3, backoffMs: 100 });
    await until(() => doneAt > 0);
    expect(attempts).toEqual([1, 2, 3]);
    // 200 ms delay + 100 ms + 200 ms of backoff
    expect(doneAt - started).toBeGreaterThanOrEqual(450);
  });

  it('keeps no more jobs running than the concurrency allows', async () => {
    const s = make();
    let running = 0;
    let peak = 0;
    let done = 0;
    s.startWorker(
      async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 50));
        running--;
        done++;
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 8; i++) await s.enqueue({ name: 'work', data: { i } });
    await until(() => done === 8);
    expect(peak).toBe(2);
  });

  it('runs a job with an id once while it waits, and again once it has run (a second re-check of a domain)', async () => {
    const s = make();
    const runs: unknown[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    s.startWorker(
      async (job) => {
        runs.push(job.data.n);
        if (job.data.n === 1) await gate;
      },
      { concurrency: 1 },
    );
    await s.enqueue({ name: 'check', data: { n: 1 } }, { jobId: 'recheck:http:x' });
    await until(() => runs.length === 1);
    await s.enqueue({ name: 'check', data: { n: 2 } }, { jobId: 'recheck:http:y' });
    await s.enqueue({ name: 'check', data: { n: 3 } }, { jobId: 'recheck:http:y' }); // waiting: not added twice
    release();
    await until(() => runs.length === 2);
    await s.enqueue({ name: 'check', data: { n: 4 } }, { jobId: 'recheck:http:x' }); // has run: runs again
    await until(() => runs.length === 3);
    expect(runs).toEqual([1, 2, 4]);
  });

  it("runs a one-off job at once while the schedule of the same check waits for its phase (a domain's first check)", async () => {
    const s = make();
    const runs: string[] = [];
    s.startWorker(async (job) => void runs.push(String(job.data.kind)), { concurrency: 2 });
    // the schedule's phase in its hour is ~55 minutes: its first run is far off (BullMQ aligns it to the hour's start)
    expect(phaseOf('http:first', 3_600_000)).toBeGreaterThan(50 * 60_000);
    await s.upsertSchedule({
      id: 'http:first',
      everyMs: 3_600_000,
      job: { name: 'check', data: { kind: 'scheduled' } },
    });
    await s.enqueue({ name: 'check', data: { kind: 'first' } }, { jobId: 'first:http:first' });
    const enqueued = Date.now();
    await until(() => runs.length >= 1, 5_000);
    expect(runs[0]).toBe('first');
    expect(Date.now() - enqueued).toBeLessThan(5_000);
  });

  it('answers readiness', async () => {
    await expect(make().ping()).resolves.toBeUndefined();
  });
});

describe('schedule phases', () => {
  it('spread schedules of one interval across the interval and stay stable', () => {
    const phases = Array.from({ length: 10_000 }, (_, i) => phaseOf(`http:${i}`, 60_000));
    expect(phaseOf('http:1', 60_000)).toBe(phases[1]);
    const perSecond = new Array<number>(60).fill(0);
    for (const p of phases) perSecond[Math.floor(p / 1000)]!++;
    // 10,000 over 60 s is ~167 a second; no second gets more than twice its share
    expect(Math.max(...perSecond)).toBeLessThan(334);
    expect(Math.min(...perSecond)).toBeGreaterThan(80);
  });
});

describe.runIf(REDIS_AVAILABLE)('bullmq durability', () => {
  it('keeps schedules across a restart of every process', async () => {
    const queueName = `test-${randomBytes(4).toString('hex')}`;
    const first = createBullmqScheduler({ redisUrl: TEST_REDIS_URL, queueName });
    await first.upsertSchedule({ id: 'ssl:c', everyMs: 60_000, job: { name: 'check', data: { domainId: 'c' } } });
    await first.close();
    const second = createBullmqScheduler({ redisUrl: TEST_REDIS_URL, queueName });
    try {
      const schedules = await second.getSchedules();
      expect(schedules.map((x) => [x.id, x.everyMs])).toEqual([['ssl:c', 60_000]]);
      await second.removeSchedule('ssl:c');
    } finally {
      await second.close();
    }
  });
});
