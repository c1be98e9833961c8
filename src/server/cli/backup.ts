import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { CommandError } from '../cli-args';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { plural } from '../engine/net/format';
import { DataDirBusyError, lockDataDir } from './data-dir-lock';

/**
 * `sitewarden backup FILE` and `sitewarden restore FILE` for the embedded database (decision 028). A backup is
 * PGlite's own dump of `DATA_DIR/pgdata` as a gzipped tarball: PGlite's `loadDataDir` opens it as it is.
 */

export const POSTGRES_BACKUP_ADVICE =
  'backup and restore are for the embedded database; with DATABASE_URL, use pg_dump and pg_restore.';

const gzip = promisify(gzipCallback);

/** Where PGlite keeps its files inside DATA_DIR (db/client.ts). */
const PGDATA = 'pgdata';

/** PostgreSQL writes PG_VERSION first when it makes a data directory. */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(dataDir, PGDATA, 'PG_VERSION'));
}

/** The embedded database, consistent while it runs (see `dumpDataDir`). */
export async function dumpEmbeddedDatabase(database: DatabaseHandle): Promise<Uint8Array> {
  if (!database.dumpDataDir) throw new CommandError(POSTGRES_BACKUP_ADVICE);
  // What is committed reaches the data files first, so opening the backup has little write-ahead log to replay.
  await database.db.execute(sql`checkpoint`);
  // queries wait while PGlite copies its files, not while they are compressed (zlib's threads)
  const tarball = await database.dumpDataDir('none');
  return gzip(new Uint8Array(await tarball.arrayBuffer()));
}

/** Written whole or not at all (a temporary name, then renamed), readable by its owner only: it holds password hashes. */
export function writeBackupFile(file: string, bytes: Uint8Array): void {
  const temporary = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(temporary, bytes, { mode: 0o600 });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new CommandError(`${file} could not be written: ${(error as Error).message}`);
  }
}

export interface RestoreOptions {
  /** Replace an existing database; it is kept beside, renamed. */
  force: boolean;
}

/**
 * Restores FILE into DATA_DIR/pgdata, holding the DATA_DIR lock: refused while a server (or any command) uses it.
 * The backup is opened in `DATA_DIR/restoring` first and checked to be a Sitewarden database, so a bad file
 * leaves the current database untouched; an existing database is only replaced with `force`, and kept as
 * `pgdata.before-restore-<time>`.
 */
export async function restoreDataDir(dataDir: string, file: string, options: RestoreOptions): Promise<string[]> {
  let lock;
  try {
    lock = await lockDataDir(dataDir, 'sitewarden restore');
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      throw new CommandError(`${error.message} Stop it first (SIGTERM or Ctrl-C), then restore.`);
    }
    throw error;
  }
  try {
    return await restoreLocked(dataDir, file, options);
  } finally {
    await lock.release();
  }
}

async function restoreLocked(dataDir: string, file: string, { force }: RestoreOptions): Promise<string[]> {
  const target = path.join(dataDir, PGDATA);
  const occupied = existsSync(target) && readdirSync(target).length > 0;
  const aside = path.join(dataDir, `${PGDATA}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  if (occupied && !force) {
    throw new CommandError(`${dataDir} already has a database. Add --force to replace it (it is kept as ${aside}).`);
  }
  const bytes = readBackupFile(file);
  const staging = path.join(dataDir, 'restoring');
  rmSync(staging, { recursive: true, force: true });
  let contents: Contents;
  try {
    contents = await openBackup(staging, bytes, file);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const lines = [
    `Restored ${file} into ${dataDir}: ${plural(contents.users, 'user')}, ${plural(contents.domains, 'domain')}.`,
  ];
  if (occupied) {
    renameSync(target, aside);
    lines.push(`The database it replaced is in ${aside}.`);
  } else {
    rmSync(target, { recursive: true, force: true });
  }
  renameSync(path.join(staging, PGDATA), target);
  rmSync(staging, { recursive: true, force: true });
  lines.push('The next start applies any migrations newer than the backup.');
  return lines;
}

function readBackupFile(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new CommandError(`${file} could not be read: ${(error as Error).message}`);
  }
}

interface Contents {
  users: number;
  domains: number;
}

/** Unpacks the backup into `staging/pgdata` through PGlite, which recovers it, and checks it is Sitewarden's. */
async function openBackup(staging: string, bytes: Uint8Array, file: string): Promise<Contents> {
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({
      dataDir: staging,
      loadDataDir: new Blob([bytes], { type: gzip ? 'application/x-gzip' : 'application/x-tar' }),
    });
    const [row] = await queryRows<Contents & { migrations: number }>(
      handle.db,
      sql`select (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
        (select count(*) from users)::int as users, (select count(*) from domains)::int as domains`,
    );
    if (!row?.migrations) throw new Error('it has no Sitewarden migrations');
    return { users: row.users, domains: row.domains };
  } catch (error) {
    throw new CommandError(`${file} is not a Sitewarden backup (${(error as Error).message}).`);
  } finally {
    await handle?.close();
  }
}
