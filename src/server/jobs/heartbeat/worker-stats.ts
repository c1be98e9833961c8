import type { WorkerStats } from '../../../shared/contracts/admin-system';
import { describeFailure } from '../../../shared/helpers/error-classification';

const WINDOW_MS = 60_000;
/** Events are counted in buckets of this many ms: the window holds 12 of them, whatever the rate of jobs. */
const BUCKET_MS = 5_000;
/** Lag samples kept per bucket: enough for a p99 at 10,000 jobs a minute, bounded memory beyond. */
const LAG_SAMPLES_PER_BUCKET = 2_000;

interface Bucket {
  start: number;
  jobs: Map<string, number>;
  checks: number;
  failures: number;
  byKind: Map<string, number>;
  byReason: Map<string, number>;
  lags: number[];
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * The reason a failed check counts under: the shared sentence when one of its rules knows the text; an HTTP error
 * status by its class ('Server error 503 (Service Unavailable)' is 'Server error (HTTP 5xx)'); 'Other' for the rest,
 * whose raw texts vary without bound.
 */
export function failureReason(message: string | null | undefined): string {
  const { sentence, detail } = describeFailure(message);
  if (detail !== null || !message?.trim()) return sentence;
  const status = /\b([45])\d\d\b/.exec(message)?.[1];
  if (status === '5') return 'Server error (HTTP 5xx)';
  if (status === '4') return 'Client error (HTTP 4xx)';
  return 'Other';
}

/**
 * A worker's figures over its last minute, as its heartbeat writes them: jobs taken (by name), checks recorded,
 * start lag percentiles and failed checks by probe kind and reason. Counted into 5-second buckets, so recording
 * is a map increment and memory stays bounded at any rate.
 */
export function createWorkerStats(now: () => number = Date.now) {
  const buckets: Bucket[] = [];

  function current(): Bucket {
    const t = now();
    const start = t - (t % BUCKET_MS);
    let last = buckets[buckets.length - 1];
    if (!last || last.start !== start) {
      last = { start, jobs: new Map(), checks: 0, failures: 0, byKind: new Map(), byReason: new Map(), lags: [] };
      buckets.push(last);
      while (buckets.length && buckets[0]!.start <= t - WINDOW_MS - BUCKET_MS) buckets.shift();
    }
    return last;
  }

  return {
    /** A job started: its name (checks as `check:<family>`), and when it was due if the scheduler knows. */
    jobStarted(name: string, dueAt?: number) {
      const b = current();
      bump(b.jobs, name);
      if (dueAt !== undefined && b.lags.length < LAG_SAMPLES_PER_BUCKET) b.lags.push(Math.max(0, now() - dueAt));
    },

    /** A check's result as the runner records it. */
    checkRecorded(kind: string, status: string, message: string | null | undefined) {
      const b = current();
      b.checks++;
      if (status !== 'error' && status !== 'critical') return;
      b.failures++;
      bump(b.byKind, kind);
      bump(b.byReason, failureReason(message));
    },

    /** The last minute's figures (lighthouse filled in by the heartbeat). */
    snapshot(everyMs: number, lighthouse: WorkerStats['lighthouse']): WorkerStats {
      const from = now() - WINDOW_MS;
      const within = buckets.filter((b) => b.start + BUCKET_MS > from);
      const jobsByName: Record<string, number> = {};
      const failuresByKind: Record<string, number> = {};
      const failuresByReason: Record<string, number> = {};
      const lags: number[] = [];
      let checks = 0;
      let failures = 0;
      for (const b of within) {
        for (const [k, n] of b.jobs) jobsByName[k] = (jobsByName[k] ?? 0) + n;
        for (const [k, n] of b.byKind) failuresByKind[k] = (failuresByKind[k] ?? 0) + n;
        for (const [k, n] of b.byReason) failuresByReason[k] = (failuresByReason[k] ?? 0) + n;
        for (const lag of b.lags) lags.push(lag);
        checks += b.checks;
        failures += b.failures;
      }
      lags.sort((a, b) => a - b);
      const pick = (p: number) =>
        lags.length ? lags[Math.min(lags.length - 1, Math.ceil(p * lags.length) - 1)]! : null;
      return {
        everyMs,
        jobsPerMinute: Object.values(jobsByName).reduce((a, n) => a + n, 0),
        jobsByName,
        checksPerMinute: checks,
        lagP50Ms: pick(0.5),
        lagP99Ms: pick(0.99),
        failuresPerMinute: failures,
        failuresByKind,
        failuresByReason,
        lighthouse,
      };
    },
  };
}

export type WorkerStatsCollector = ReturnType<typeof createWorkerStats>;
