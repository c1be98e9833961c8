import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { JobsExtension } from '../../jobs/runtime';
import type { ScheduleSpec, Scheduler } from '../../jobs/scheduler/types';
import { DEMO_EMAIL, seedDemo } from './seed-demo';

export const DEMO_REFRESH_JOB = 'demo:refresh';
const HOUR_MS = 60 * 60_000;
/** The demo's history ends when it was seeded: a day later it is re-seeded so its charts reach today. */
export const DEMO_MAX_AGE_MS = 24 * HOUR_MS;
export const DEMO_REFRESH_SCHEDULE: ScheduleSpec = { id: 'maintenance:demo-refresh', everyMs: HOUR_MS, job: { name: DEMO_REFRESH_JOB, data: {} } };

/**
 * Keeps the public demo (/demo) working without an operator step: creates the demo workspace when it is missing
 * and re-seeds it once its history is a day old. The demo account is read-only, so its `updated_at` is the time
 * of the last seeding. Returns what it did, for the log.
 */
export async function refreshDemoIfStale(db: Database, now: () => Date = () => new Date()): Promise<string | undefined> {
  const [demo] = await db.select({ seededAt: users.updatedAt }).from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
  if (demo && now().getTime() - demo.seededAt.getTime() < DEMO_MAX_AGE_MS) return undefined;
  return seedDemo(db, now);
}

/**
 * The demo refresh on the jobs runtime's scheduler (DEMO_WORKSPACE=on): hourly, so that with several workers one of
 * them runs it, and once when a worker starts (deduplicated per hour), so a fresh install has its demo at once.
 */
export function withDemoRefresh(
  base: (runtime: { scheduler: Scheduler }) => JobsExtension,
  deps: { db: Database; log?: (message: string) => void },
): (runtime: { scheduler: Scheduler }) => JobsExtension {
  const log = deps.log ?? console.log;
  return (runtime) => {
    const extension = base(runtime);
    return {
      ...extension,
      handlers: {
        ...extension.handlers,
        [DEMO_REFRESH_JOB]: async () => {
          const done = await refreshDemoIfStale(deps.db);
          if (done) log(done);
        },
      },
      schedules: [...(extension.schedules ?? []), DEMO_REFRESH_SCHEDULE],
      async start() {
        await extension.start?.();
        const hour = Math.floor(Date.now() / HOUR_MS);
        await runtime.scheduler.enqueue(DEMO_REFRESH_SCHEDULE.job, { jobId: `demo-refresh-at-start-${hour}` });
      },
    };
  };
}
