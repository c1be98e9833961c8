import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobRuns } from '../../db/schema';

export type JobRunRow = typeof jobRuns.$inferSelect;

/** The `job_runs` rows: the last run of each periodic maintenance job. */
export function createJobRunsRepository(db: Database) {
  return {
    async started(name: string, at: Date): Promise<void> {
      await db
        .insert(jobRuns)
        .values({ name, lastStartedAt: at })
        .onConflictDoUpdate({ target: jobRuns.name, set: { lastStartedAt: at } });
    },
    async finished(name: string, at: Date, durationMs: number, error: string | null): Promise<void> {
      await db
        .update(jobRuns)
        .set({
          lastFinishedAt: at,
          lastDurationMs: durationMs,
          lastError: error,
          // the last success stays what it was when this run failed
          lastSucceededAt: error === null ? at : sql`${jobRuns.lastSucceededAt}`,
        })
        .where(sql`${jobRuns.name} = ${name}`);
    },
    list(names: readonly string[]): Promise<JobRunRow[]> {
      return names.length
        ? db
            .select()
            .from(jobRuns)
            .where(inArray(jobRuns.name, [...names]))
        : Promise.resolve([]);
    },
  };
}

/**
 * A maintenance job's handler that records each run in `job_runs`: when it started and finished, how long it took,
 * its error, and the last success (what /admin/system shows under retention). The handler's error still reaches the
 * scheduler; a record that cannot be written is logged, never the cause of a failed run.
 */
export function recordedRun<A extends unknown[]>(
  db: Database,
  name: string,
  handler: (...args: A) => Promise<void>,
  options: { now?: () => Date; log?: (message: string, error: unknown) => void } = {},
): (...args: A) => Promise<void> {
  const repo = createJobRunsRepository(db);
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message, error) => console.warn(message, error));
  return async (...args) => {
    const started = now();
    await repo.started(name, started).catch((error: unknown) => log(`job run of ${name} not recorded`, error));
    let failure: string | null = null;
    try {
      await handler(...args);
    } catch (error) {
      failure = error instanceof Error ? error.message || error.name : String(error);
      throw error;
    } finally {
      const finished = now();
      await repo
        .finished(name, finished, Math.max(0, finished.getTime() - started.getTime()), failure)
        .catch((error: unknown) => log(`job run of ${name} not recorded`, error));
    }
  };
}
