import type { ChangeFeed } from '../../db/change-feed';
import type { DatabaseHandle } from '../../db/client';
import { createPacer, watchEventLoop } from '../../event-loop';
import type { JobsExtension } from '../../jobs/runtime';
import type { ScheduleSpec, Scheduler } from '../../jobs/scheduler/types';
import { createDemoWorkspaceRepository } from './demo-workspace.repository';
import { DEMO_EMAIL, seedDemo, type SeedDemoOptions } from './seed-demo';

export const DEMO_REFRESH_JOB = 'demo:refresh';
const HOUR_MS = 60 * 60_000;
/** The demo's history ends when it was seeded: a day later it is re-seeded so its charts reach today. */
export const DEMO_MAX_AGE_MS = 24 * HOUR_MS;
export const DEMO_REFRESH_SCHEDULE: ScheduleSpec = {
  id: 'maintenance:demo-refresh',
  everyMs: HOUR_MS,
  job: { name: DEMO_REFRESH_JOB, data: {} },
  lane: 'background',
};

/**
 * Keeps the public demo (/demo) working without an operator step: creates the demo workspace when it is missing
 * and re-seeds it once its history is a day old. Returns what it did, for the log.
 */
export async function refreshDemoIfStale(
  database: DatabaseHandle,
  options: SeedDemoOptions = {},
): Promise<string | undefined> {
  const now = options.now ?? (() => new Date());
  const demo = await createDemoWorkspaceRepository(database.db).findAccount(DEMO_EMAIL);
  if (demo && now().getTime() - demo.seededAt.getTime() < DEMO_MAX_AGE_MS) return undefined;
  return seedDemo(database, options);
}

/**
 * The demo refresh on the jobs runtime's scheduler (DEMO_WORKSPACE=on): hourly, so that with several workers one of
 * them runs it, and once when a worker starts (deduplicated per hour), so a fresh install has its demo at once. The
 * worker starts after the server listens (main.ts), so a first start answers before its demo is made; the seeding
 * gives the event loop its turns, and the log line says how long the loop waited at most meanwhile.
 */
export function withDemoRefresh(
  base: (runtime: { scheduler: Scheduler }) => JobsExtension,
  deps: {
    database: DatabaseHandle;
    log?: (message: string) => void;
    /** Aborted when the process shuts down: the seeding stops at its next step (the next run starts afresh). */
    signal?: AbortSignal;
    /** The process's change feed: every process's caches show the new copy at once. */
    feed?: ChangeFeed;
  },
): (runtime: { scheduler: Scheduler }) => JobsExtension {
  const log = deps.log ?? console.log;
  const { signal, feed } = deps;
  return (runtime) => {
    const extension = base(runtime);
    return {
      ...extension,
      handlers: {
        ...extension.handlers,
        [DEMO_REFRESH_JOB]: async () => {
          const started = performance.now();
          const loop = watchEventLoop();
          try {
            const done = await refreshDemoIfStale(deps.database, { pace: createPacer({ signal }), feed });
            const seconds = ((performance.now() - started) / 1000).toFixed(1);
            if (done)
              log(`${done} Took ${seconds} s; the event loop waited ${loop.longestBlockMs()} ms at most meanwhile.`);
          } catch (error) {
            if (!signal?.aborted) throw error;
            log('The demo workspace was left unfinished (shutting down); the next start makes it.');
          } finally {
            loop.stop();
          }
        },
      },
      schedules: [...(extension.schedules ?? []), DEMO_REFRESH_SCHEDULE],
      async start() {
        await extension.start?.();
        const hour = Math.floor(Date.now() / HOUR_MS);
        await runtime.scheduler.enqueue(DEMO_REFRESH_SCHEDULE.job, {
          jobId: `demo-refresh-at-start-${hour}`,
          lane: 'background',
        });
      },
    };
  };
}
