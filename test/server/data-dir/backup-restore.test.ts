import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '../../../src/server/db/client';
import { cli, embeddedEnv, freePort, signIn, startServer, type ServerProcess } from '../helpers/sitewarden-process';

/*
 * `sitewarden backup FILE` while the server runs and `sitewarden restore FILE` into a fresh DATA_DIR (issue 13
 * item 2, decision 028): the restored database holds every row of every table the original held.
 */

/** Every row of every table (migrations included), as sorted JSON per table. */
async function everyRow(dataDir: string): Promise<Record<string, string[]>> {
  const handle = await openDatabase({ dataDir });
  try {
    const tables = await queryRows<{ schema: string; name: string }>(
      handle.db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    );
    const contents: Record<string, string[]> = {};
    for (const { schema, name } of tables) {
      const rows = await queryRows<Record<string, unknown>>(handle.db, sql.raw(`select * from "${schema}"."${name}"`));
      contents[`${schema}.${name}`] = rows
        .map((row) =>
          JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
        )
        .sort();
    }
    return contents;
  } finally {
    await handle.close();
  }
}

describe('sitewarden backup and restore (embedded database)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sw-backup-'));
  const original = path.join(root, 'original');
  const fresh = path.join(root, 'fresh');
  const backupFile = path.join(root, 'sitewarden-backup.tar.gz');
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    env = embeddedEnv(original, await freePort());
    const restored = await cli(env, ['restore', inject('pgliteTemplateFile')]);
    expect(restored.code, restored.out).toBe(0);
    server = await startServer(env);
  }, 180_000);
  afterAll(async () => {
    await server?.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it('copies the running database without stopping it, and restores every row into a fresh DATA_DIR', async () => {
    for (const email of ['ana@example.com', 'ben@example.com']) {
      expect(
        (await cli(env, ['user', 'create', '--email', email, '--password', 'secret-pass', '--plan', 'pro'])).code,
      ).toBe(0);
    }
    const { cookie } = await signIn(server!.baseUrl, 'ana@example.com', 'secret-pass');
    for (let i = 0; i < 25; i++) {
      const res = await fetch(`${server!.baseUrl}/api/renewal-reminders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ title: `Renew lease ${i}`, type: 'hosting', date: '2099-06-01' }),
      });
      expect(res.status).toBe(201);
    }

    const backup = cli(env, ['backup', backupFile]);
    // the server keeps answering while it makes the backup
    expect((await fetch(`${server!.baseUrl}/healthz`)).status).toBe(200);
    const done = await backup;
    expect(done.out).toContain(`The running server (pid ${server!.pid}) made the backup and kept running.`);
    expect(done.out).toContain(`Backed up the embedded database in ${original} to ${backupFile}`);
    expect(done.code).toBe(0);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect((await fetch(`${server!.baseUrl}/api/renewal-reminders`, { headers: { cookie } })).status).toBe(200);

    const restored = await cli(embeddedEnv(fresh), ['restore', backupFile]);
    expect(restored.out).toContain(`Restored ${backupFile} into ${fresh}: 2 users, 0 domains.`);
    expect(restored.code).toBe(0);

    await server!.stop();
    server = undefined;
    const restoredRows = await everyRow(fresh);
    const originalRows = await everyRow(original);
    expect(Object.keys(restoredRows).length).toBeGreaterThan(30);
    expect(restoredRows['public.users']).toHaveLength(2);
    expect(restoredRows['public.renewal_reminders']).toHaveLength(25);
    // the watchdog row is the running server's own minute-by-minute record (decision 038's health): one written
    // after the backup is not a row the backup lost; nor is its heartbeat row (decision 063), which its clean stop
    // removed from the original and which the restored copy keeps until a heartbeat prunes it an hour later
    const withoutWatchdog = (rows: Record<string, unknown>) => ({
      ...rows,
      'public.monitoring_watchdog': undefined,
      'public.worker_processes': undefined,
    });
    expect(withoutWatchdog(restoredRows)).toEqual(withoutWatchdog(originalRows));
  }, 240_000);

  it('starts a server on the restored DATA_DIR', async () => {
    const port = await freePort();
    server = await startServer(embeddedEnv(fresh, port));
    expect((await signIn(server.baseUrl, 'ben@example.com', 'secret-pass')).status).toBe(200);
  }, 180_000);

  it('refuses to restore under a running server, naming it', async () => {
    const result = await cli(embeddedEnv(fresh), ['restore', backupFile, '--force']);
    expect(result.out).toContain(
      `is in use by sitewarden start (pid ${server!.pid}). Stop it first (SIGTERM or Ctrl-C), then restore.`,
    );
    expect(result.code).toBe(1);
    await server!.stop();
    server = undefined;
  }, 90_000);

  it('replaces an existing database only with --force, keeping the old one beside', async () => {
    const refused = await cli(embeddedEnv(original), ['restore', backupFile]);
    expect(refused.out).toContain(`${original} already has a database. Add --force to replace it`);
    expect(refused.code).toBe(1);

    const forced = await cli(embeddedEnv(original), ['restore', backupFile, '--force']);
    expect(forced.out).toContain(`Restored ${backupFile} into ${original}: 2 users, 0 domains.`);
    expect(forced.code).toBe(0);
    const aside = readdirSync(original).filter((name) => name.startsWith('pgdata.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(path.join(original, aside[0]!, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(original, 'restoring'))).toBe(false);
  }, 120_000);

  it('refuses a file that is not a backup, leaving the database as it was', async () => {
    const before = await everyRow(fresh);
    const notABackup = path.join(root, 'notes.txt');
    writeFileSync(notABackup, 'not a backup\n'.repeat(100));
    const result = await cli(embeddedEnv(fresh), ['restore', notABackup, '--force']);
    expect(result.out).toContain(`${notABackup} is not a Sitewarden backup`);
    expect(result.code).toBe(1);
    expect(await everyRow(fresh)).toEqual(before);
    expect(readdirSync(fresh).filter((name) => name.startsWith('pgdata.'))).toEqual([]);

    const empty = path.join(root, 'empty');
    const nothing = await cli(embeddedEnv(empty), ['backup', path.join(root, 'nothing.tar.gz')]);
    expect(nothing.out).toContain(`There is no database in ${empty} yet.`);
    expect(nothing.code).toBe(1);
  }, 120_000);
});
