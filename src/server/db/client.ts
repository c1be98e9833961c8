import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: both are PostgreSQL to Drizzle. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The pool behind a PostgreSQL handle, for work that needs one dedicated connection (migrations). */
  pool?: pg.Pool;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database's files as one tarball (to start others from with `loadDataDir`; backups); PGlite only.
   * Taken under PGlite's query lock in one synchronous pass, so it is the files as a crash at that instant would
   * leave them, which PostgreSQL's recovery opens consistently.
   */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database files; `undefined` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** A data directory dumped with `dumpDataDir` to start an in-memory database from (tests: a migrated template). */
  loadDataDir?: Blob;
}

/**
 * PGlite's settings. Its default `shared_buffers` (128 MB) is resident as soon as the database is open;
 * 16 MB keeps the embedded process small and the operating system's page cache still holds the files.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    // PGlite writes its files readable and writable by everyone (0666): only the folder keeps others out.
    chmodSync(dir, 0o700);
  }
  const client = new PGlite({ dataDir: dir, loadDataDir, postgresqlconf: EMBEDDED_SETTINGS });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // A lost connection surfaces here; without a listener it would crash the process. /readyz reports it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  await db.execute(sql`select 1`);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. For hot paths where the ORM is overhead. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
