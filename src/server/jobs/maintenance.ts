import type { DatabaseHandle } from '../db/client';
import { API_USAGE_JOB, createApiUsageJob } from '../modules/api-keys/usage-rollup';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { recordedRun } from './job-runs/job-runs';
import { createRetentionJob, RETENTION_JOB } from './retention/retention';
import type { RunningJob, ScheduleSpec } from './scheduler/types';

const HOUR_MS = 60 * 60 * 1000;

/** The session clean-up's name in job_runs (it runs on a timer in each worker, not on the scheduler). */
export const SESSIONS_JOB = 'sessions';
const DAY_MS = 24 * HOUR_MS;

/** Hourly housekeeping that needs no queue: expired sessions. Returns a stop function. */
export function startMaintenance({ database }: { database: DatabaseHandle }): () => Promise<void> {
  const repo = createAuthRepository(database.db);
  const cleanUp = recordedRun(database.db, SESSIONS_JOB, async () => {
    await repo.deleteExpiredSessions(new Date());
  });
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = cleanUp().catch((err: unknown) => {
      console.error('session cleanup failed', err);
    });
  };
  tick();
  const timer = setInterval(tick, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export const RETENTION_SCHEDULE: ScheduleSpec = { id: 'maintenance:retention', everyMs: DAY_MS, job: { name: RETENTION_JOB, data: {} }, lane: 'background' };
/** The partner API's usage: days rolled up, old calls pruned (modules/api-keys/usage-rollup.ts). */
export const API_USAGE_SCHEDULE: ScheduleSpec = { id: 'maintenance:api-usage', everyMs: DAY_MS, job: { name: API_USAGE_JOB, data: {} }, lane: 'background' };

/**
 * Daily housekeeping on the scheduler, so that with several workers one of them runs it per day: the SPEC §9.1
 * data retention, and the partner API's usage roll-up. The runtime registers the handlers and, in worker processes, the schedules.
 */
export function maintenanceJobs({
  database,
  log = console.log,
  now,
}: {
  database: DatabaseHandle;
  log?: (message: string) => void;
  /** The clock of the job_runs records (tests). */
  now?: () => Date;
}): {
  schedules: ScheduleSpec[];
  handlers: Record<string, (job: RunningJob) => Promise<void>>;
} {
  const prune = createRetentionJob(database.db);
  const apiUsage = createApiUsageJob(database.db);
  return {
    schedules: [RETENTION_SCHEDULE, API_USAGE_SCHEDULE],
    handlers: {
      // each run recorded in job_runs (start, finish, error, last success): /admin/system's retention status
      [RETENTION_JOB]: recordedRun(database.db, RETENTION_JOB, async () => {
        const started = Date.now();
        const report = await prune();
        const deleted = Object.entries(report).filter(([, n]) => n > 0).map(([table, n]) => `${table} ${n}`);
        log(`retention: ${deleted.length ? deleted.join(', ') : 'nothing to prune'} (${Date.now() - started} ms)`);
      }, { now }),
      [API_USAGE_JOB]: recordedRun(database.db, API_USAGE_JOB, async () => {
        const started = Date.now();
        const { aggregated, pruned } = await apiUsage();
        log(`api usage: ${aggregated} days rolled up, ${pruned} old rows pruned (${Date.now() - started} ms)`);
      }, { now }),
    },
  };
}
