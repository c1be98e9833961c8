import type { Config } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import type { DatabaseHandle } from '../db/client';
import type { EngineOptions } from '../engine';
import { createLighthouseRunner } from './lighthouse/lighthouse-runner';
import { createLighthouseScheduler, type LighthouseScheduler } from './lighthouse/lighthouse-scheduler';
import { workspaceKey } from '../db/workspace-versions';
import { createHeartbeat, type Heartbeat } from './heartbeat/heartbeat';
import { createWorkerStats } from './heartbeat/worker-stats';
import { startReconciler, type Reconciler } from './reconciler';
import type { FamilyRegistry } from './monitoring/families';
import type { MonitorSource } from './monitoring/family';
import { createHistoryWriter } from './monitoring/history-writer';
import { publishComponentChanges } from './monitoring/component-changes';
import { publishWorkspaceChanges } from './monitoring/workspace-changes';
import { withMonitoringCache } from './monitoring/monitoring-cache';
import { createMonitoringRepository } from './monitoring/monitoring.repository';
import { createMonitoringService, type MonitoringService } from './monitoring/monitoring.service';
import { silentNotifier, type AlertNotifier } from './monitoring/notifier';
import { runCheck, type CheckJobData } from './monitoring/run-check';
import { CHECK_JOB } from './monitoring/check-jobs';
import type { BullmqSchedulerOptions } from './scheduler/bullmq';
import { createInProcessScheduler } from './scheduler/in-process';
import type { JobHandler, RunningJob, ScheduleSpec, Scheduler } from './scheduler/types';

export interface JobsRuntime {
  scheduler: Scheduler;
  monitoring: MonitoringService;
  /** Starts taking jobs in this process (roles all and worker): so many at once in the priority lane, and in the background lane. */
  startWorker(concurrency?: number, backgroundConcurrency?: number): Promise<void>;
  /** Writes the check results waiting in the history batch now (it writes every second anyway). */
  flushHistory(): Promise<void>;
  /** This process's heartbeat (worker_processes row), beating once startWorker ran; undefined when turned off. */
  heartbeat?: Heartbeat;
  close(): Promise<void>;
}

/** The heartbeat of a job-taking process (jobs/heartbeat): who it is, and, for tests, its period and clock. */
export interface RuntimeHeartbeatOptions {
  /** 'all' or 'worker' (main.ts's role); 'worker' by default. */
  role?: string;
  version?: string | null;
  region?: string | null;
  everyMs?: number;
  now?: () => number;
}

/**
 * Jobs added by another layer on the runtime's scheduler (the notifications: `notify` and its retries), and the
 * notifier that replaces the default silent one.
 */
export interface JobsExtension {
  notifier?: AlertNotifier;
  handlers?: Record<string, (job: RunningJob) => Promise<void>>;
  /** Fixed schedules of those jobs: created where a worker starts and restored with the domains' by the reconcile. */
  schedules?: ScheduleSpec[];
  /** Runs when this process starts taking jobs, before the first one. */
  start?(): Promise<void>;
}

export function createScheduler(config: Pick<Config, 'redisUrl'>): Scheduler {
  return config.redisUrl ? lazyBullmqScheduler({ redisUrl: config.redisUrl }) : createInProcessScheduler();
}

/**
 * The BullMQ adapter, its module (with bullmq and ioredis) imported on first use: the embedded default never loads
 * them (~15 MB of RSS and start-up time it has no use for). Calls wait for the import and keep their order.
 */
function lazyBullmqScheduler(options: BullmqSchedulerOptions): Scheduler {
  const loaded = import('./scheduler/bullmq').then((m) => m.createBullmqScheduler(options));
  return {
    kind: 'bullmq',
    persistent: true,
    upsertSchedule: async (spec) => (await loaded).upsertSchedule(spec),
    removeSchedule: async (id) => (await loaded).removeSchedule(id),
    getSchedules: async () => (await loaded).getSchedules(),
    scheduleIntervals: async () => (await loaded).scheduleIntervals(),
    scheduleCount: async () => (await loaded).scheduleCount(),
    enqueue: async (job, o) => (await loaded).enqueue(job, o),
    queueStats: async () => (await loaded).queueStats(),
    startWorker(handler, o) {
      loaded.then(
        (s) => s.startWorker(handler, o),
        (error: unknown) => console.error('the BullMQ scheduler could not be loaded', error),
      );
    },
    ping: async () => (await loaded).ping(),
    onReconnect(listener) {
      loaded.then(
        (s) => s.onReconnect(listener),
        () => undefined, // reported by startWorker
      );
    },
    close: async () => (await loaded).close(),
  };
}

/** How long the embedded runtime merges uptime rollups in memory before adding them to uptime_stats. */
const ROLLUP_EVERY_MS = 5 * 60_000;

/** How often a worker reloads every domain's context (plan, thresholds), for changes made by other processes. */
const CONTEXT_REFRESH_MS = 60_000;

/**
 * The monitoring engine of a process: scheduler, check runner, history writer. Web-only processes use it to
 * keep schedules in step with domain changes; workers also run the jobs.
 */
export function createJobsRuntime(deps: {
  config: Pick<Config, 'redisUrl' | 'checkIntervalSeconds'> &
    Partial<Pick<Config, 'chromiumPath' | 'metricsMonitors' | 'publicUrl'>>;
  database: DatabaseHandle;
  engine: EngineOptions;
  notifier?: AlertNotifier;
  /** Built on the runtime's scheduler; main.ts passes the notification layer. Tests that don't care leave it out. */
  notifications?: (runtime: { scheduler: Scheduler }) => JobsExtension;
  /**
   * The features' own jobs (main.ts: the housekeeping of modules/housekeeping), registered here so that the jobs
   * runtime never reaches up into the features (docs/architecture.md, "Layers").
   */
  extensions?: ((runtime: { scheduler: Scheduler }) => JobsExtension)[];
  scheduler?: Scheduler;
  /**
   * The process's Lighthouse scheduler, for the daily performance checks (main.ts shares the web side's, so audits,
   * analyses and checks take turns in one line); by default one of its own on config.chromiumPath.
   */
  lighthouse?: LighthouseScheduler;
  /** How often workers reconcile the schedules, and count them (reconciler.ts: a minute, 10 s); tests set their own. */
  reconcile?: { everyMs?: number; countEveryMs?: number };
  log?: (message: string) => void;
  /** The check families (decision 047); the installation's by default, a test's own registry otherwise. */
  families?: FamilyRegistry;
  /** Where monitors are found (modules/monitors); without one, no monitor is scheduled or checked. */
  monitors?: MonitorSource;
  /**
   * The process's change feed: checks that change a status page component's state are published on it, and checks
   * and alerts that change what a workspace's cached domain list and dashboard show (decision 069).
   */
  feed?: ChangeFeed;
  /** The heartbeat written while this process takes jobs (/admin/system); `false` for none. */
  heartbeat?: RuntimeHeartbeatOptions | false;
}): JobsRuntime {
  const scheduler = deps.scheduler ?? createScheduler(deps.config);
  const extension = deps.notifications?.({ scheduler });
  const features = (deps.extensions ?? []).map((make) => make({ scheduler }));
  // the embedded scheduler runs every check in this process, so rule states can live in its memory too
  const repo = withMonitoringCache(createMonitoringRepository(deps.database.db), {
    cacheStates: !scheduler.persistent,
  });
  // Alone in running checks, this process may merge uptime rollups in memory for a few minutes (decision 023);
  // with BullMQ, workers on other machines write too, so each batch adds its rollups at once.
  const soleWriter = !scheduler.persistent;
  const workspacesChanged = deps.feed ? publishWorkspaceChanges(deps.feed) : undefined;
  const history = createHistoryWriter(deps.database.db, {
    rollupEveryMs: soleWriter ? ROLLUP_EVERY_MS : 0,
    componentsChanged: deps.feed ? publishComponentChanges(deps.feed) : undefined,
    workspacesChanged,
    monitorMetrics: deps.config.metricsMonitors ?? false,
  });
  // what this process did in the last minute, for its heartbeat: jobs taken, their lag, the checks' failures
  const stats = createWorkerStats(deps.heartbeat ? deps.heartbeat.now : undefined);
  const recordingHistory: typeof history = {
    ...history,
    add(row) {
      stats.checkRecorded(
        row.checkType,
        row.status,
        typeof row.details.message === 'string' ? row.details.message : null,
      );
      history.add(row);
    },
  };
  const monitoring = createMonitoringService({
    repo,
    scheduler,
    intervalOverrideSeconds: deps.config.checkIntervalSeconds,
    families: deps.families,
    monitors: deps.monitors,
  });
  const shutdown = new AbortController();
  const { chromiumPath } = deps.config;
  const lighthouse =
    deps.lighthouse ??
    (chromiumPath ? createLighthouseScheduler({ run: createLighthouseRunner(deps.engine, chromiumPath) }) : undefined);
  const checkDeps = {
    repo,
    history: recordingHistory,
    scheduler,
    notifier: deps.notifier ?? extension?.notifier ?? silentNotifier,
    engine: deps.engine,
    families: deps.families,
    monitors: deps.monitors,
    resync: monitoring.syncDomain,
    lighthouse,
    signal: shutdown.signal,
    uptimeEvaluatedAt: new Map<string, number>(),
    workspaceChanged:
      workspacesChanged &&
      ((workspace: { userId: string; teamId: string | null }) => workspacesChanged([workspaceKey(workspace)])),
  };
  const fixedSchedules = [...features, extension].flatMap((e) => e?.schedules ?? []);
  const log = deps.log ?? console.log;
  const heartbeat =
    deps.heartbeat === false
      ? undefined
      : createHeartbeat({
          db: deps.database.db,
          stats,
          role: deps.heartbeat?.role ?? 'worker',
          version: deps.heartbeat?.version,
          region: deps.heartbeat?.region,
          everyMs: deps.heartbeat?.everyMs,
          now: deps.heartbeat?.now,
          lighthouse,
        });
  let beating = false;
  let refresh: NodeJS.Timeout | undefined;
  let reconciler: Reconciler | undefined;

  // one handler per job name; a name no handler knows is a deploy mismatch worth a loud log, not a crash
  const handlers: Record<string, (job: RunningJob) => Promise<void>> = {
    ...extension?.handlers,
    ...Object.fromEntries(features.flatMap((f) => Object.entries(f.handlers ?? {}))),
    [CHECK_JOB]: (job) => runCheck(job.data as unknown as CheckJobData, checkDeps),
  };
  const dispatch: JobHandler = async (job) => {
    const family = job.name === CHECK_JOB ? (job.data as { family?: unknown }).family : undefined;
    // a retry's due time is its first try's: only first tries tell how late the queue is
    stats.jobStarted(
      typeof family === 'string' ? `${job.name}:${family}` : job.name,
      job.attempt === 1 ? job.dueAt : undefined,
    );
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
    // Checks wait on the network, not the CPU: at 10,000 domains a minute and ~300 ms a check, 50 in flight
    // would be the ceiling (bench/engine). The background lane (decision 070) has slots of its own, fewer: its
    // families run far less often but wait longer (registries, blacklists). Lighthouse runs take turns in the
    // Lighthouse scheduler.
    async startWorker(concurrency = 500, backgroundConcurrency = 200) {
      // what a killed predecessor merged but never wrote: its checks are stored, their rollup is not
      if (soleWriter) await history.recoverRollups();
      // Redis may lose every schedule (a restart without persistence, a FLUSHDB, a failover): the reconciler puts
      // them back from the database at start, every minute, when their count drops and when the connection returns
      reconciler = await startReconciler({ monitoring, scheduler, fixed: fixedSchedules, ...deps.reconcile, log });
      await repo.refreshAll(); // the first checks find their contexts in memory instead of one query each
      await repo.preloadStates(repo.cachedIds()); // and, with the embedded scheduler, their rule states
      refresh = setInterval(
        () => void repo.refreshAll().catch((err: unknown) => console.error('domain context refresh failed', err)),
        CONTEXT_REFRESH_MS,
      );
      refresh.unref();
      for (const e of [...features, extension]) await e?.start?.();
      scheduler.startWorker(dispatch, {
        concurrency,
        backgroundConcurrency: Math.min(backgroundConcurrency, concurrency),
      });
      if (heartbeat) {
        beating = true;
        await heartbeat.start();
      }
    },
    flushHistory: () => history.flush(),
    heartbeat,
    async close() {
      // a clean stop: the process leaves the workers list instead of showing as stalled
      if (beating) await heartbeat?.stop();
      clearInterval(refresh);
      shutdown.abort();
      await reconciler?.stop();
      await scheduler.close();
      await history.close();
    },
  };
}
