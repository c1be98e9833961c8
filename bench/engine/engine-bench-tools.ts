/**
 * What the engine benches share (bench/engine/run.ts and monitors.ts): the instrumented scheduler that counts every
 * run by family and kind, the profilers, the statement counter, the Lighthouse stand-in and the figures' formats.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../src/server/db/client';
import type { LighthouseResult } from '../../src/server/engine';
import type { JobPayload, ScheduleShape, Scheduler } from '../../src/server/jobs/scheduler/types';

export interface Stats {
  /** Start drift of scheduled uptime runs: [when it started (ms since t0), how late (ms)]. */
  drifts: [number, number][];
  /** How long each check took, start to history row queued. */
  durations: number[];
  completed: number;
  /** Completed checks by kind of job (`scheduled`, `first`, `recheck`, `other`) and family. */
  byKind: Map<string, number>;
  /** When each domain's first uptime result was in (ms since t0). */
  firstUptime: Map<string, number>;
  allUptimeAt: number | undefined;
  /** Each schedule of the families run: when it was made (epoch ms) and its interval, for what the runs should be. */
  schedules: Map<string, { createdAt: number; everyMs: number }>;
}

export const kindOf = (jobId: string): string =>
  jobId.startsWith('first:')
    ? 'first'
    : jobId.startsWith('recheck:')
      ? 'recheck'
      : /:\d+$/.test(jobId)
        ? 'scheduled'
        : 'other';

/**
 * The real in-process scheduler, seen through a window: only the families asked for (`--families`, all by default)
 * are scheduled and checked, and every run is counted by family and kind; scheduled uptime runs are timed against the
 * moment they were due (in the job id: `<schedule>:<due>`).
 */
export function instrumented(
  inner: Scheduler,
  stats: Stats,
  families: ReadonlySet<string>,
  domains: number,
  t0: () => number,
): Scheduler {
  // the schedules kept out of the window still count as there, or the minute reconcile would add them every time
  const outside = new Map<string, ScheduleShape>();
  const familyOf = (id: string) => id.slice(0, id.indexOf(':'));
  const inWindow = (job: JobPayload) => job.name !== 'check' || families.has(String(job.data.family));
  return {
    kind: inner.kind,
    persistent: inner.persistent,
    upsertSchedule(spec) {
      if (spec.job.name === 'check' && !families.has(familyOf(spec.id))) {
        outside.set(spec.id, { everyMs: spec.everyMs, lane: spec.lane ?? 'priority' });
        return Promise.resolve();
      }
      if (spec.job.name === 'check') stats.schedules.set(spec.id, { createdAt: Date.now(), everyMs: spec.everyMs });
      return inner.upsertSchedule(spec);
    },
    removeSchedule: (id) => (outside.delete(id), inner.removeSchedule(id)),
    getSchedules: () => inner.getSchedules(),
    scheduleIntervals: async () => new Map([...outside, ...(await inner.scheduleIntervals())]),
    scheduleCount: async () => outside.size + (await inner.scheduleCount()),
    onReconnect: (listener) => inner.onReconnect(listener),
    enqueue: (job, o) => (inWindow(job) ? inner.enqueue(job, o) : Promise.resolve()),
    queueStats: () => inner.queueStats(),
    ping: () => inner.ping(),
    close: () => inner.close(),
    startWorker(handler, o) {
      inner.startWorker(async (job) => {
        const kind = kindOf(job.id);
        const family = typeof job.data.family === 'string' ? job.data.family : job.name;
        const started = performance.now();
        if (kind === 'scheduled' && family === 'http')
          stats.drifts.push([started - t0(), Date.now() - Number(job.id.slice(job.id.lastIndexOf(':') + 1))]);
        await handler(job);
        stats.durations.push(performance.now() - started);
        stats.completed++;
        const key = `${kind} ${family}`;
        stats.byKind.set(key, (stats.byKind.get(key) ?? 0) + 1);
        const domainId = String(job.data.domainId);
        if (family === 'http' && !stats.firstUptime.has(domainId)) {
          stats.firstUptime.set(domainId, performance.now() - t0());
          if (stats.firstUptime.size === domains) stats.allUptimeAt = performance.now() - t0();
        }
      }, o);
    },
  };
}

/** CPU seconds of the PostgreSQL backends serving the benchmark database (they run outside this process). */
export async function postgresCpuSampler(handle: DatabaseHandle) {
  const ticks = new Map<number, number>();
  const clk = 100; // USER_HZ on Linux
  const sample = async () => {
    const rows = await queryRows<{ pid: number }>(
      handle.db,
      sql`select pid from pg_stat_activity where datname = current_database()`,
    );
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // gone between the query and the read: its last sample stays
      }
    }
  };
  await sample();
  const baseline = new Map(ticks);
  return {
    sample,
    cpuMs: () => [...ticks].reduce((sum, [pid, t]) => sum + (t - (baseline.get(pid) ?? 0)), 0) * (1000 / clk),
  };
}

/**
 * The inspector's sampling profilers on this process: CPU for --profile, allocations for --alloc-profile (open
 * the files in Chrome DevTools).
 */
export function profilers() {
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  return {
    startCpu: () => void post('Profiler.enable').then(() => post('Profiler.start')),
    async stopCpu(file: string) {
      const { profile } = (await post('Profiler.stop')) as { profile: object };
      writeFileSync(file, JSON.stringify(profile));
      console.log(`CPU profile of the steady state written to ${file}`);
    },
    startAllocations: () =>
      void post('HeapProfiler.enable').then(() =>
        post('HeapProfiler.startSampling', {
          samplingInterval: 16_384,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        }),
      ),
    async stopAllocations(file: string) {
      const { profile } = (await post('HeapProfiler.stopSampling')) as { profile: object };
      writeFileSync(file, JSON.stringify(profile));
      console.log(`allocation profile of the steady state written to ${file}`);
    },
  };
}

/**
 * Every statement PGlite runs, counted by its first words, and the rows they answered (`--count-queries`): keys are
 * the statement, values [runs, rows].
 */
export function countStatements(): Map<string, [number, number]> {
  const counts = new Map<string, [number, number]>();
  const proto = PGlite.prototype as unknown as Record<
    'query' | 'exec',
    (text: string, ...rest: unknown[]) => Promise<unknown>
  >;
  for (const method of ['query', 'exec'] as const) {
    const original = proto[method];
    proto[method] = function (this: unknown, text: string, ...rest: unknown[]) {
      // a rule state's key says which rule saved it
      const param =
        text.includes('monitor_states') && Array.isArray(rest[0]) ? ` [${String((rest[0] as unknown[])[1])}]` : '';
      const key = `${method}: ${text.replace(/\s+/g, ' ').trim().slice(0, 60)}${param}`;
      const entry = counts.get(key) ?? [0, 0];
      entry[0]++;
      counts.set(key, entry);
      const result = original.call(this, text, ...rest);
      void result.then(
        (r) => {
          const results = Array.isArray(r) ? r : [r];
          for (const one of results) entry[1] += (one as { rows?: unknown[] }).rows?.length ?? 0;
        },
        () => undefined,
      );
      return result;
    };
  }
  // statements inside transactions go through the transaction's own query and exec
  const proto2 = PGlite.prototype as unknown as {
    transaction: (
      cb: (tx: Record<'query' | 'exec', (text: string, ...rest: unknown[]) => Promise<unknown>>) => Promise<unknown>,
    ) => Promise<unknown>;
  };
  const transaction = proto2.transaction;
  proto2.transaction = function (this: unknown, cb) {
    return transaction.call(this, (tx) => {
      const counted = { ...tx };
      for (const method of ['query', 'exec'] as const) {
        counted[method] = (text: string, ...rest: unknown[]) => {
          const key = `tx ${method}: ${text.replace(/\s+/g, ' ').trim().slice(0, 60)}`;
          const entry = counts.get(key) ?? [0, 0];
          entry[0]++;
          counts.set(key, entry);
          return tx[method](text, ...rest);
        };
      }
      return cb(counted);
    });
  };
  return counts;
}

/** The statements a run made, per check, most frequent first, with the rows they answered. */
export function printStatements(counts: Map<string, [number, number]>, checks: number, top = 15): void {
  console.log(`statements on the embedded database, per check (${checks} checks): runs, rows answered`);
  for (const [text, [n, rows]] of [...counts].sort((a, b) => b[1][0] - a[1][0]).slice(0, top)) {
    console.log(`  ${(n / checks).toFixed(3).padStart(7)} ${(rows / checks).toFixed(2).padStart(8)}  ${text}`);
  }
}

/** What the stand-in for Lighthouse answers: a small report, stored as a real one would be. */
export function standInLighthouse(url: string): LighthouseResult {
  return {
    status: 'healthy',
    message: 'Performance score 96 (bench stand-in)',
    durationMs: 0,
    waitedMs: 0,
    raw: { lighthouseVersion: 'bench stand-in' },
    details: {
      requestedUrl: url,
      finalUrl: url,
      device: 'mobile',
      lighthouseVersion: 'bench stand-in',
      fetchedAt: new Date().toISOString(),
      scores: { performance: 96, accessibility: 100, bestPractices: 100, seo: 100 },
      vitals: { lcp: 1_200, cls: 0, tbt: 0, fcp: 900, ttfb: 20, speedIndex: 1_000 },
      resources: [],
      resourceCount: 0,
      totalTransferSize: 0,
      thirdParties: [],
      refusedHosts: {},
      warnings: [],
    },
  };
}

export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
export const cpuMsSince = (before: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1000;
};

export const newStats = (): Stats => ({
  drifts: [],
  durations: [],
  completed: 0,
  byKind: new Map(),
  firstUptime: new Map(),
  allUptimeAt: undefined,
  schedules: new Map(),
});
