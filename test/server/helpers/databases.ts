import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';
import { adminQuery, databaseUrl, postgresReachable } from './database-templates';
import { POSTGRES_ADMIN_URL } from './postgres-admin';

export { POSTGRES_ADMIN_URL };

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The databases every server suite runs on: always the embedded one, and PostgreSQL when it is reachable.
 * In CI PostgreSQL is required: an unreachable server fails the run instead of silently skipping.
 * `TEST_DATABASES=pglite` asks for the embedded database alone, out loud (CI's second Node version: decision 037).
 */
export const DATABASE_KINDS: DatabaseKind[] = await (async () => {
  if (process.env.TEST_DATABASES === 'pglite') return ['pglite'];
  if (await postgresReachable(POSTGRES_ADMIN_URL)) return ['pglite', 'postgres'];
  if (process.env.CI === 'true') throw new Error(`CI=true but PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}`);
  return ['pglite'];
})();

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection string of the throwaway PostgreSQL database; undefined on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

let pgliteTemplate: Blob | undefined;

/** The migrated data directory the global setup dumped, read once per test file. */
function pgliteTemplateBlob(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  return pgliteTemplate;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped afterwards. Both are
 * copies of the run's migrated templates; the migrations still run (nothing to apply) so a template that
 * predates a migration cannot hide it.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ loadDataDir: pgliteTemplateBlob() });
    await runMigrations(handle);
    return { handle, drop: () => handle.close() };
  }
  const name = `sw_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(POSTGRES_ADMIN_URL, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(POSTGRES_ADMIN_URL, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  await runMigrations(handle);
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await adminQuery(POSTGRES_ADMIN_URL, `drop database if exists ${name} with (force)`);
    },
  };
}
