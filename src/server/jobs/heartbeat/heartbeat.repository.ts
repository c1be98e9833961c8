import { asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workerProcesses } from '../../db/schema';

export type WorkerProcessRow = typeof workerProcesses.$inferSelect;

/** The `worker_processes` rows: one per process that takes jobs, written by its heartbeat. */
export function createHeartbeatRepository(db: Database) {
  return {
    async upsert(row: WorkerProcessRow): Promise<void> {
      await db
        .insert(workerProcesses)
        .values(row)
        .onConflictDoUpdate({
          target: workerProcesses.id,
          set: { lastSeenAt: row.lastSeenAt, stats: row.stats, region: row.region, version: row.version },
        });
    },
    async remove(id: string): Promise<void> {
      await db.delete(workerProcesses).where(eq(workerProcesses.id, id));
    },
    /** Rows silent since before `before`: processes long gone (killed, or lost with their machine). */
    async pruneSilent(before: Date): Promise<number> {
      const gone = await db
        .delete(workerProcesses)
        .where(lt(workerProcesses.lastSeenAt, before))
        .returning({ id: workerProcesses.id });
      return gone.length;
    },
    list(): Promise<WorkerProcessRow[]> {
      return db.select().from(workerProcesses).orderBy(asc(workerProcesses.startedAt), asc(workerProcesses.id));
    },
  };
}
