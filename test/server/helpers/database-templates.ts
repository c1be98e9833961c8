import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';

/**
 * Migrated template databases, made once per test run (global setup) so that each test file copies one
 * instead of applying every migration again: a PGlite data directory dumped to a file, and a PostgreSQL
 * database that `create database ... template` copies.
 */
export interface DatabaseTemplates {
  pgliteDumpFile: string;
  postgresTemplate?: string;
}

export async function postgresReachable(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
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

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTemplates(adminUrl: string, tmpDir: string): Promise<DatabaseTemplates> {
  // Unique per run: several test runs (worktrees, a CI run) may share this machine's PostgreSQL.
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  mkdirSync(tmpDir, { recursive: true });
  const pgliteDumpFile = path.join(tmpDir, `pglite-template-${runId}.tar`);
  const embedded = await openDatabase({});
  await runMigrations(embedded);
  const dump = await embedded.dumpDataDir!();
  writeFileSync(pgliteDumpFile, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();

  // TEST_DATABASES=pglite: the embedded database alone (helpers/databases.ts)
  if (process.env.TEST_DATABASES === 'pglite' || !(await postgresReachable(adminUrl))) return { pgliteDumpFile };
  const postgresTemplate = `sw_template_${runId}`;
  await adminQuery(adminUrl, `create database ${postgresTemplate}`);
  const template = await openDatabase({ databaseUrl: databaseUrl(adminUrl, postgresTemplate), poolSize: 2 });
  await runMigrations(template);
  await template.close();
  return { pgliteDumpFile, postgresTemplate };
}

export async function dropTemplates(adminUrl: string, templates: DatabaseTemplates): Promise<void> {
  rmSync(templates.pgliteDumpFile, { force: true });
  if (templates.postgresTemplate) {
    await adminQuery(adminUrl, `drop database if exists ${templates.postgresTemplate} with (force)`);
  }
}
