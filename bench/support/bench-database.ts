import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Closes nothing the caller opened: removes the data directory or drops the database. */
  drop: () => Promise<void>;
}

/**
 * A throwaway database for one bench run: an embedded one in a temporary directory, or a new database on the
 * PostgreSQL server at `postgresUrl` (undefined, with a line saying so, when that server is not reachable).
 */
export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
  postgresUrl: string,
  prefix: string,
): Promise<BenchDatabase | undefined> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), `sitewarden-${prefix}-bench-`));
    const handle = await openDatabase({ dataDir: dir });
    return { handle, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL is not reachable at ${postgresUrl}: skipped`);
    return undefined;
  }
  const name = `sw_${prefix}_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
