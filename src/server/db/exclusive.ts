import type { DatabaseHandle } from './client';

export type Exclusive<T> = { ran: true; value: T } | { ran: false };

/** The embedded database belongs to one process: its locks are this process's. */
const heldInProcess = new WeakMap<DatabaseHandle, Set<number>>();

/**
 * Runs `work` unless work under the same lock is already running on this database, in this process or, on
 * PostgreSQL, in another one: a session advisory lock taken with `pg_try_advisory_lock` on a connection of its own
 * (PostgreSQL releases it if this process dies). Does not wait for the other one: says it did not run.
 */
export async function runExclusive<T>(
  handle: DatabaseHandle,
  lockId: number,
  work: () => Promise<T>,
): Promise<Exclusive<T>> {
  if (!handle.pool) {
    const held = heldInProcess.get(handle) ?? new Set<number>();
    heldInProcess.set(handle, held);
    if (held.has(lockId)) return { ran: false };
    held.add(lockId);
    try {
      return { ran: true, value: await work() };
    } finally {
      held.delete(lockId);
    }
  }
  const client = await handle.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockId]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockId]);
    }
  } finally {
    client.release();
  }
}
