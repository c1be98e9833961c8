import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';
import { fromProjectRoot } from '../paths';
import { ADVISORY_LOCK_IDS } from './lock-ids';

export const migrationsFolder = fromProjectRoot('drizzle');

/** Arbitrary constant: the advisory lock that keeps two processes from migrating at once. */
const MIGRATION_LOCK_ID = ADVISORY_LOCK_IDS.migration;

/** Applies every committed migration not applied yet. Safe to run from several processes at once. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  if (!handle.pool) throw new Error('A PostgreSQL handle needs its pool to migrate');
  // A session-level advisory lock belongs to one connection, so the whole migration runs on one client.
  const client = await handle.pool.connect();
  const db: NodePgDatabase = drizzlePg(client);
  try {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    client.release();
  }
}
