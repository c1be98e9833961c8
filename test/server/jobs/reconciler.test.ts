import { afterEach, describe, expect, it } from 'vitest';
import { startReconciler, type Reconciler } from '../../../src/server/jobs/reconciler';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { ReconcileReport } from '../../../src/server/jobs/monitoring/monitoring.service';
import type { Scheduler } from '../../../src/server/jobs/scheduler/types';
import { until } from './support/worker-process';

/**
 * When a worker reconciles (decision 029): at start, on its timer, as soon as schedules go missing, and when the
 * scheduler reconnects. The reconcile itself (what it writes) is tested in test/server/monitoring/schedules.test.ts.
 */
describe('the schedule reconciler', () => {
  const running: Reconciler[] = [];
  afterEach(async () => {
    for (const r of running.splice(0)) await r.stop();
  });

  /** A scheduler whose backend "reconnects" on demand, and a reconcile that records why it ran. */
  function harness(wanted = 3) {
    const inner = createInProcessScheduler();
    const reconnectListeners: (() => void)[] = [];
    const scheduler: Scheduler = { ...inner, onReconnect: (listener) => void reconnectListeners.push(listener) };
    const runs: string[] = [];
    const lines: string[] = [];
    const monitoring = {
      async reconcile(): Promise<ReconcileReport> {
        // what a reconcile does to an emptied scheduler: puts the wanted schedules back
        const have = await scheduler.scheduleIntervals();
        const missing = Array.from({ length: wanted }, (_, i) => `http:${i}`).filter((id) => !have.has(id));
        for (const id of missing)
          await scheduler.upsertSchedule({ id, everyMs: 60_000, job: { name: 'check', data: {} } });
        runs.push(String(missing.length));
        return { added: missing.length, fixed: 0, removed: 0, wanted, firstChecks: 0 };
      },
    };
    const start = (timing: { everyMs: number; countEveryMs: number }) =>
      startReconciler({ monitoring, scheduler, fixed: [], ...timing, log: (line) => lines.push(line) }).then(
        (r) => (running.push(r), r),
      );
    return { scheduler, runs, lines, start, reconnect: () => reconnectListeners.forEach((l) => l()) };
  }

  it('reconciles before it resolves, then on its timer', async () => {
    const h = harness();
    await h.start({ everyMs: 50, countEveryMs: 3_600_000 });
    expect(h.runs).toEqual(['3']);
    expect(h.lines).toEqual(['schedules reconciled with the database (start): 3 added, 0 fixed, 0 removed']);
    await until(async () => h.runs.length >= 3, 'two periodic reconciles');
    expect(h.lines).toHaveLength(1); // nothing to put right: nothing logged
  });

  it('reconciles at once when schedules go missing, without waiting for its timer', async () => {
    const h = harness();
    await h.start({ everyMs: 3_600_000, countEveryMs: 50 });
    await h.scheduler.removeSchedule('http:1');
    await until(async () => h.lines.length === 2, 'the missing schedule to be put back');
    expect(h.lines[1]).toBe(
      'schedules reconciled with the database (schedules went missing): 1 added, 0 fixed, 0 removed',
    );
    expect(await h.scheduler.scheduleCount()).toBe(3);
  });

  it('reconciles when the backend reconnects', async () => {
    const h = harness();
    await h.start({ everyMs: 3_600_000, countEveryMs: 3_600_000 });
    for (const id of ['http:0', 'http:1', 'http:2']) await h.scheduler.removeSchedule(id);
    h.reconnect();
    await until(async () => h.lines.length === 2, 'the reconcile after the reconnect');
    expect(h.lines[1]).toBe('schedules reconciled with the database (Redis reconnected): 3 added, 0 fixed, 0 removed');
  });
});
