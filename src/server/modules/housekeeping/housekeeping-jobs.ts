import type { ChangeFeed } from '../../db/change-feed';
import type { DatabaseHandle } from '../../db/client';
import type { EngineOptions } from '../../engine';
import { API_USAGE_JOB, createApiUsageJob } from '../api-keys/usage-rollup';
import { createAuthRepository } from '../auth/auth.repository';
import {
  createCustomDomainVerifier,
  CUSTOM_DOMAINS_EVERY_MS,
  CUSTOM_DOMAINS_JOB,
} from '../status-pages/custom-domain-verifier';
import { recordedRun } from '../../jobs/job-runs/job-runs';
import { createRetentionJob, RETENTION_JOB } from '../../jobs/retention/retention';
import type { RunningJob, ScheduleSpec } from '../../jobs/scheduler/types';

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

export const RETENTION_SCHEDULE: ScheduleSpec = {
  id: 'maintenance:retention',
  everyMs: DAY_MS,
  job: { name: RETENTION_JOB, data: {} },
  lane: 'background',
};
/** The partner API's usage: days rolled up, old calls pruned (modules/api-keys/usage-rollup.ts). */
export const API_USAGE_SCHEDULE: ScheduleSpec = {
  id: 'maintenance:api-usage',
  everyMs: DAY_MS,
  job: { name: API_USAGE_JOB, data: {} },
  lane: 'background',
};
/**
 * Status pages' custom domain claims (decision 065): every 5 minutes, the claims whose check is due (pending ones
 * in their first day each run, the others hourly; modules/status-pages/custom-domain-verifier.ts).
 */
export const CUSTOM_DOMAINS_SCHEDULE: ScheduleSpec = {
  id: 'maintenance:status-page-domains',
  everyMs: CUSTOM_DOMAINS_EVERY_MS,
  job: { name: CUSTOM_DOMAINS_JOB, data: {} },
  lane: 'background',
};

/**
 * Housekeeping on the scheduler, so that with several workers one of them runs each: daily the SPEC §9.1 data
 * retention and the partner API's usage roll-up, every 5 minutes the status pages' custom domain checks. The runtime
 * registers the handlers and, in worker processes, the schedules.
 */
export function maintenanceJobs({
  database,
  engine,
  publicUrl,
  feed,
  log = console.log,
  now,
}: {
  database: DatabaseHandle;
  /** The probes' engine options: custom domains are checked through the same resolver (DNS_SERVERS). */
  engine?: EngineOptions;
  /** PUBLIC_URL: a CNAME to its host points a custom domain here. Without it and `engine`, no domain checks. */
  publicUrl?: string;
  /** Tells every process's host map when a name starts or stops being served. */
  feed?: Pick<ChangeFeed, 'publish'>;
  log?: (message: string) => void;
  /** The clock of the job_runs records and of the custom domain checks (tests). */
  now?: () => Date;
}): {
  schedules: ScheduleSpec[];
  handlers: Record<string, (job: RunningJob) => Promise<void>>;
} {
  const prune = createRetentionJob(database.db);
  const apiUsage = createApiUsageJob(database.db);
  const domains =
    engine && publicUrl ? createCustomDomainVerifier({ db: database.db, engine, publicUrl, feed, now }) : undefined;
  return {
    schedules: [RETENTION_SCHEDULE, API_USAGE_SCHEDULE, ...(domains ? [CUSTOM_DOMAINS_SCHEDULE] : [])],
    handlers: {
      // each run recorded in job_runs (start, finish, error, last success): /admin/system's retention status
      [RETENTION_JOB]: recordedRun(
        database.db,
        RETENTION_JOB,
        async () => {
          const started = Date.now();
          const report = await prune();
          const deleted = Object.entries(report)
            .filter(([, n]) => n > 0)
            .map(([table, n]) => `${table} ${n}`);
          log(`retention: ${deleted.length ? deleted.join(', ') : 'nothing to prune'} (${Date.now() - started} ms)`);
        },
        { now },
      ),
      [API_USAGE_JOB]: recordedRun(
        database.db,
        API_USAGE_JOB,
        async () => {
          const started = Date.now();
          const { aggregated, pruned } = await apiUsage();
          log(`api usage: ${aggregated} days rolled up, ${pruned} old rows pruned (${Date.now() - started} ms)`);
        },
        { now },
      ),
      ...(domains
        ? {
            [CUSTOM_DOMAINS_JOB]: recordedRun(
              database.db,
              CUSTOM_DOMAINS_JOB,
              async () => {
                const { checked, changed } = await domains.runDue();
                if (changed) log(`status page domains: ${checked} checked, ${changed} started or stopped being served`);
              },
              { now },
            ),
          }
        : {}),
    },
  };
}
