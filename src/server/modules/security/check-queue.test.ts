import { describe, expect, it } from 'vitest';
import type { EnqueueOptions, JobPayload, Scheduler } from '../../jobs/scheduler/types';
import { schedulerCheckQueue } from './check-queue';

describe('rescan check queue', () => {
  it("queues the monitoring engine's check job, once per domain, kind and minute", async () => {
    const queued: Array<{ job: JobPayload; options: EnqueueOptions | undefined }> = [];
    const scheduler = {
      enqueue: async (job: JobPayload, options?: EnqueueOptions) => void queued.push({ job, options }),
    } as Scheduler;
    let now = Date.parse('2026-03-01T10:00:05Z');
    const queue = schedulerCheckQueue(scheduler, () => now);

    await queue.enqueue('d1', 'ssl');
    now += 30_000;
    await queue.enqueue('d1', 'ssl');
    now += 60_000;
    await queue.enqueue('d1', 'ssl');
    await queue.enqueue('d1', 'dns');

    expect(queued[0]!.job).toEqual({ name: 'check', data: { domainId: 'd1', family: 'ssl' } });
    const ids = queued.map((q) => q.options?.jobId);
    // the scheduler drops a job whose id is still waiting: a double click queues once, a later rescan runs again
    expect(ids[0]).toBe(ids[1]);
    expect(new Set(ids).size).toBe(3);
  });
});
