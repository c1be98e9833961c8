import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';

export type DatabaseKind = 'pglite' | 'postgres';

/** The admin connection used to create a throwaway database per test file. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The databases every server suite runs on: always the embedded one, and PostgreSQL when it is reachable.
 * In CI PostgreSQL is required: an unreachable server fails the run instead of silently skipping.
 */
export const DATABASE_KINDS: DatabaseKind[] = await (async () => {
  if (await postgresReachable()) return ['pglite', 'postgres'];
  if (process.env.CI === 'true') throw new Error(`CI=true but PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}`);
  return ['pglite'];
})();

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection string of the throwaway PostgreSQL database; undefined on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({});
    await runMigrations(handle);
    return { handle, drop: () => handle.close() };
  }
  const name = `sw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await runMigrations(handle);
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
