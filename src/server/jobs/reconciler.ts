import type { MonitoringService } from './monitoring/monitoring.service';
import type { ScheduleSpec, Scheduler } from './scheduler/types';

/** How often a worker reconciles the schedules with the database, whatever happens. */
export const RECONCILE_EVERY_MS = 60_000;
/**
 * How often it counts the schedules (one O(1) call): fewer than the last reconcile left means some went missing
 * (Redis flushed or restarted empty), and the reconcile runs at once instead of at the end of the minute.
 */
export const COUNT_EVERY_MS = 10_000;

export interface Reconciler {
  /** Reconciles now (one run at a time; asked for during one, it runs once more right after). */
  run(reason: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps a worker's scheduler matching the database (decision 029): a first reconcile before it resolves (its errors
 * stop the start, as they should), then every `everyMs`, whenever the schedule count drops below what the last one
 * left, and when the scheduler's backend reconnects. Logs what it put right.
 */
export async function startReconciler(deps: {
  monitoring: Pick<MonitoringService, 'reconcile'>;
  scheduler: Scheduler;
  /** Schedules of other jobs to keep (maintenance), restored with the domains'. */
  fixed: ScheduleSpec[];
  everyMs?: number;
  countEveryMs?: number;
  log: (message: string) => void;
}): Promise<Reconciler> {
  const { monitoring, scheduler, fixed, log } = deps;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  /** What the latest reconcile wanted there: the count should not fall below it. */
  let expected = 0;

  async function once(reason: string) {
    const { added, fixed: corrected, removed, wanted, firstChecks } = await monitoring.reconcile(fixed);
    expected = wanted;
    if (added + corrected + removed > 0) {
      const owed = firstChecks > 0 ? `; ${firstChecks} first checks never run, queued now` : '';
      log(
        `schedules reconciled with the database (${reason}): ${added} added, ${corrected} fixed, ${removed} removed${owed}`,
      );
    }
  }

  function run(reason: string): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await once(reason);
      } while (again && !stopped);
    })()
      .catch((err: unknown) =>
        console.error(`reconciling the schedules failed (${reason}); trying again within a minute`, err),
      )
      .finally(() => (running = undefined));
    return running;
  }

  await once('start');
  const timer = setInterval(() => void run('periodic'), deps.everyMs ?? RECONCILE_EVERY_MS);
  timer.unref();
  let counting = false;
  const counter = setInterval(() => {
    // while Redis is away the count waits for it: one at a time, and the reconnect reconciles anyway
    if (counting || running) return;
    counting = true;
    scheduler
      .scheduleCount()
      .then((count) => (count < expected && !stopped ? run('schedules went missing') : undefined))
      .catch(() => undefined)
      .finally(() => (counting = false));
  }, deps.countEveryMs ?? COUNT_EVERY_MS);
  counter.unref();
  scheduler.onReconnect(() => void (stopped || run('Redis reconnected')));

  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(counter);
      await running;
    },
  };
}
