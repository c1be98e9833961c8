import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { EngineOptions } from '../engine';
import { createHistoryWriter } from './monitoring/history-writer';
import { createMonitoringRepository } from './monitoring/monitoring.repository';
import { createMonitoringService, type MonitoringService } from './monitoring/monitoring.service';
import { silentNotifier, type AlertNotifier } from './monitoring/notifier';
import { runCheck, type CheckJobData } from './monitoring/run-check';
import { CHECK_JOB } from './monitoring/families';
import { createBullmqScheduler } from './scheduler/bullmq';
import { createInProcessScheduler } from './scheduler/in-process';
import type { JobHandler, RunningJob, Scheduler } from './scheduler/types';

export interface JobsRuntime {
  scheduler: Scheduler;
  monitoring: MonitoringService;
  /** Starts taking jobs in this process (roles all and worker). */
  startWorker(concurrency?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Jobs added by another layer on the runtime's scheduler (the notifications: `notify` and its retries), and the
 * notifier that replaces the default silent one.
 */
export interface JobsExtension {
  notifier?: AlertNotifier;
  handlers?: Record<string, (job: RunningJob) => Promise<void>>;
  /** Runs when this process starts taking jobs, before the first one. */
  start?(): Promise<void>;
}

export function createScheduler(config: Pick<Config, 'redisUrl'>): Scheduler {
  return config.redisUrl ? createBullmqScheduler({ redisUrl: config.redisUrl }) : createInProcessScheduler();
}

/**
 * The monitoring engine of a process: scheduler, check runner, history writer. Web-only processes use it to
 * keep schedules in step with domain changes; workers also run the jobs.
 */
export function createJobsRuntime(deps: {
  config: Pick<Config, 'redisUrl' | 'checkIntervalSeconds'>;
  database: DatabaseHandle;
  engine: EngineOptions;
  notifier?: AlertNotifier;
  /** Built on the runtime's scheduler; main.ts passes the notification layer. Tests that don't care leave it out. */
  notifications?: (runtime: { scheduler: Scheduler }) => JobsExtension;
  scheduler?: Scheduler;
}): JobsRuntime {
  const scheduler = deps.scheduler ?? createScheduler(deps.config);
  const extension = deps.notifications?.({ scheduler });
  const repo = createMonitoringRepository(deps.database.db);
  const history = createHistoryWriter(deps.database.db);
  const monitoring = createMonitoringService({ repo, scheduler, intervalOverrideSeconds: deps.config.checkIntervalSeconds });
  const checkDeps = { repo, history, scheduler, notifier: deps.notifier ?? extension?.notifier ?? silentNotifier, engine: deps.engine };

  // one handler per job name; a name no handler knows is a deploy mismatch worth a loud log, not a crash
  const handlers: Record<string, (job: RunningJob) => Promise<void>> = {
    ...extension?.handlers,
    [CHECK_JOB]: (job) => runCheck(job.data as unknown as CheckJobData, checkDeps),
  };
  const dispatch: JobHandler = async (job) => {
    const handler = handlers[job.name];
    if (!handler) {
      console.error(`no handler for job "${job.name}"`);
      return;
    }
    await handler(job);
  };

  return {
    scheduler,
    monitoring,
    async startWorker(concurrency = 50) {
      await monitoring.syncAll();
      await extension?.start?.();
      scheduler.startWorker(dispatch, { concurrency });
    },
    async close() {
      await scheduler.close();
      await history.close();
    },
  };
}
