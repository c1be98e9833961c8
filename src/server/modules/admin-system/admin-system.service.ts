import type { AdminSystem, SystemWorker, WorkerStats } from '../../../shared/contracts/admin-system';
import { workerStatsSchema } from '../../../shared/contracts/admin-system';
import { PLANS } from '../../../shared/constants/plans';
import type { DatabaseHandle } from '../../db/client';
import { HEARTBEAT_EVERY_MS, workerState } from '../../jobs/heartbeat/heartbeat';
import { SESSIONS_JOB } from '../housekeeping/housekeeping-jobs';
import { RETENTION_JOB } from '../../jobs/retention/retention';
import type { Scheduler } from '../../jobs/scheduler/types';
import { API_USAGE_JOB } from '../api-keys/usage-rollup';
import { CUSTOM_DOMAINS_JOB } from '../status-pages/custom-domain-verifier';
import type { ReadinessReport } from '../ops/readiness';
import type { AdminSystemRepository } from './admin-system.repository';
import { READINESS_EXPLANATIONS, UNKNOWN_READINESS_EXPLANATION } from './readiness-explanations';

/**
 * How long the table sizes are reused: they change slowly, and sizing every table costs tens of ms on the embedded
 * database, where a query holds the event loop, while the screen asks every 5 s.
 */
const SIZES_FRESH_MS = 30_000;

/** The maintenance jobs whose runs job_runs records, as /admin/system names them. */
const RECORDED_JOBS: ReadonlyArray<{ name: string; label: string }> = [
  { name: RETENTION_JOB, label: 'History retention (daily)' },
  { name: API_USAGE_JOB, label: 'Partner API usage roll-up (daily)' },
  { name: SESSIONS_JOB, label: 'Expired sessions clean-up (hourly)' },
  { name: CUSTOM_DOMAINS_JOB, label: 'Status page custom domain checks (every 5 minutes)' },
];

export interface AdminSystemDeps {
  repo: AdminSystemRepository;
  databaseKind: DatabaseHandle['kind'];
  /** The process's scheduler (its queue depths); absent in a process without one. */
  queue?: Pick<Scheduler, 'kind' | 'queueStats'>;
  /** What /readyz answers (ops/readiness), the very same function. */
  readiness: () => Promise<ReadinessReport>;
  now?: () => number;
}

const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
};
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const maxOf = (values: (number | null)[]) =>
  values.reduce<number | null>((m, v) => (v === null ? m : m === null ? v : Math.max(m, v)), null);

/** The engine's health for operators (issue 20): one answer assembled from the heartbeats, the watchdog and the catalogue. */
export function createAdminSystemService(deps: AdminSystemDeps) {
  const now = deps.now ?? Date.now;
  let sizes: { at: number; value: Promise<Awaited<ReturnType<AdminSystemRepository['databaseSizes']>>> } | undefined;

  function databaseSizes(at: number) {
    if (!sizes || at - sizes.at > SIZES_FRESH_MS) {
      const value = deps.repo.databaseSizes();
      sizes = { at, value };
      // a failed read is not kept: the next request asks again
      value.catch(() => (sizes = undefined));
    }
    return sizes.value;
  }

  async function queueFigures(): Promise<Omit<AdminSystem['queue'], 'lighthouse'>> {
    const empty = { waiting: 0, active: 0, delayed: 0, failed: 0, schedules: 0 };
    if (!deps.queue) return { scheduler: null, ...empty, error: 'This process has no scheduler.' };
    try {
      return { scheduler: deps.queue.kind, ...(await deps.queue.queueStats()), error: null };
    } catch (error) {
      return {
        scheduler: deps.queue.kind,
        ...empty,
        error: error instanceof Error ? error.message : 'The queue did not answer.',
      };
    }
  }

  return {
    async overview(): Promise<AdminSystem> {
      const at = now();
      const [rows, watchdog, deliveries, database, runs, queue, readiness] = await Promise.all([
        deps.repo.workers(),
        deps.repo.watchdog(),
        deps.repo.deliveryBacklog(new Date(at)),
        databaseSizes(at),
        deps.repo.jobRuns(RECORDED_JOBS.map((j) => j.name)),
        queueFigures(),
        deps.readiness(),
      ]);

      const workers: SystemWorker[] = rows.map((row) => {
        const parsed = workerStatsSchema.safeParse(row.stats);
        const stats: WorkerStats | null = parsed.success ? parsed.data : null;
        return {
          id: row.id,
          hostname: row.hostname,
          pid: row.pid,
          role: row.role,
          region: row.region,
          version: row.version,
          startedAt: row.startedAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          state: workerState(row.lastSeenAt, stats?.everyMs ?? HEARTBEAT_EVERY_MS, at),
          stats,
        };
      });

      // the live workers' last minute together; a stalled worker's figures are stale, not current work
      const live = workers.filter((w) => w.state === 'alive' && w.stats).map((w) => w.stats!);
      const byKind: Record<string, number> = {};
      const byReason: Record<string, number> = {};
      for (const s of live) {
        add(byKind, s.failuresByKind);
        add(byReason, s.failuresByReason);
      }
      const sum = (pick: (s: WorkerStats) => number) => live.reduce((total, s) => total + pick(s), 0);

      const runsByName = new Map(runs.map((r) => [r.name, r]));
      return {
        generatedAt: new Date(at).toISOString(),
        workers,
        checks: watchdog
          ? {
              evaluatedAt: watchdog.evaluatedAt.toISOString(),
              duePerMinute: watchdog.duePerMinute,
              donePerMinute: watchdog.donePerMinute,
              lagSeconds: watchdog.lagSeconds,
              probedDomains: watchdog.probedDomains,
              overdueDomains: watchdog.overdueDomains,
              stalledSince: iso(watchdog.stalledSince),
            }
          : null,
        totals: {
          jobsPerMinute: sum((s) => s.jobsPerMinute),
          checksPerMinute: sum((s) => s.checksPerMinute),
          failuresPerMinute: sum((s) => s.failuresPerMinute),
          lagP50Ms: maxOf(live.map((s) => s.lagP50Ms)),
          lagP99Ms: maxOf(live.map((s) => s.lagP99Ms)),
        },
        failures: { byKind, byReason },
        queue: {
          ...queue,
          lighthouse: { queued: sum((s) => s.lighthouse.queued), running: sum((s) => s.lighthouse.running) },
        },
        deliveries,
        database: { kind: deps.databaseKind, ...database },
        retention: {
          planDays: Object.values(PLANS).map((p) => ({ plan: p.tier, name: p.name, days: p.retentionDays })),
          jobs: RECORDED_JOBS.map(({ name, label }) => {
            const run = runsByName.get(name);
            return {
              name,
              label,
              lastStartedAt: iso(run?.lastStartedAt),
              lastFinishedAt: iso(run?.lastFinishedAt),
              lastDurationMs: run?.lastDurationMs ?? null,
              lastSucceededAt: iso(run?.lastSucceededAt),
              lastError: run?.lastError ?? null,
            };
          }),
        },
        readiness: {
          status: readiness.status,
          checks: Object.entries(readiness.checks).map(([name, result]) => ({
            name,
            result,
            ok: result === 'ok',
            explanation: READINESS_EXPLANATIONS[name] ?? UNKNOWN_READINESS_EXPLANATION,
          })),
        },
      };
    },
  };
}
