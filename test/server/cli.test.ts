import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { adminAuditLog, users } from '../../src/server/db/schema';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './helpers/databases';
import { cli as runCli } from './helpers/sitewarden-process';

const cli = (env: Record<string, string>, ...args: string[]) => runCli(env, args);

describe.each(DATABASE_KINDS)('the sitewarden CLI on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sw-cli-'));
  let pgDb: TestDatabase | undefined;
  const env = async (): Promise<Record<string, string>> => {
    if (kind === 'pglite') return { DATA_DIR: dataDir, DATABASE_URL: '' };
    pgDb ??= await createTestDatabase('postgres');
    return { DATA_DIR: dataDir, DATABASE_URL: pgDb.url! };
  };
  afterAll(async () => {
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, creates users, changes plans and explains mistakes', async () => {
    const e = await env();
    const migrate = await cli(e, 'migrate');
    expect(migrate.code).toBe(0);
    expect(migrate.out).toMatch(/Migrations applied/);

    const created = await cli(
      e,
      'user',
      'create',
      '--email',
      'Ops@Example.com',
      '--password',
      'secret-pass',
      '--first',
      'Olga',
      '--plan',
      'agency',
      '--admin',
    );
    expect(created.out).toContain('Created user ops@example.com (agency, admin)');
    expect(created.code).toBe(0);

    const duplicate = await cli(e, 'user', 'create', '--email', 'ops@example.com', '--password', 'secret-pass');
    expect(duplicate.code).toBe(1);
    expect(duplicate.out).toContain('already exists');

    const badPlan = await cli(e, 'user', 'plan', '--email', 'ops@example.com', '--plan', 'platinum');
    expect(badPlan.code).toBe(2);
    expect(badPlan.out).toContain('--plan must be one of free, pro, agency, enterprise');

    const plan = await cli(e, 'user', 'plan', '--email', 'ops@example.com', '--plan', 'enterprise');
    expect(plan.code).toBe(0);

    // not the first account: no admin unless asked; `user admin` promotes it, `--revoke` demotes the first one
    const second = await cli(e, 'user', 'create', '--email', 'second@example.com', '--password', 'secret-pass');
    expect(second.out).toContain('Created user second@example.com (free).');
    const promote = await cli(e, 'user', 'admin', '--email', 'Second@Example.com');
    expect(promote.out).toContain('Second@Example.com is now an administrator.');
    expect(promote.code).toBe(0);
    const revoke = await cli(e, 'user', 'admin', '--email', 'ops@example.com', '--revoke');
    expect(revoke.out).toContain('ops@example.com is no longer an administrator.');
    expect(revoke.code).toBe(0);

    const shortPassword = await cli(e, 'user', 'create', '--email', 'x@example.com', '--password', '123');
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.out).toContain('Password must be at least 6 characters');

    const backup = await cli(e, 'backup', path.join(dataDir, 'backup.tar.gz'));
    if (kind === 'pglite')
      expect(backup.out).toContain(`Backed up the embedded database in ${dataDir} to ${dataDir}/backup.tar.gz`);
    else expect(backup.out).toContain('with DATABASE_URL, use pg_dump and pg_restore');
    expect(backup.code).toBe(kind === 'pglite' ? 0 : 1);
    const noFile = await cli(e, 'restore');
    expect(noFile.out).toContain("restore needs the backup's FILE");
    expect(noFile.code).toBe(2);

    const unknown = await cli(e, 'frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('Usage: sitewarden');

    const handle =
      kind === 'pglite' ? await openDatabase({ dataDir }) : await openDatabase({ databaseUrl: e.DATABASE_URL });
    try {
      const [row] = await handle.db.select().from(users).where(eq(users.email, 'ops@example.com'));
      expect(row).toMatchObject({ firstName: 'Olga', subscriptionTier: 'enterprise', isAdmin: false });
      expect(row?.password).toMatch(/^\$argon2id\$/);
      const [promoted] = await handle.db.select().from(users).where(eq(users.email, 'second@example.com'));
      expect(promoted?.isAdmin).toBe(true);
    } finally {
      await handle.close();
    }
    // a dozen CLI processes, each loading the server bundle: on CI's busy machine (three suites side by side) one
    // may take fifteen seconds
  }, 360_000);

  it('disables and enables accounts, never the last administrator, each change in the admin audit log', async () => {
    const e = await env();
    // after the test above: second@example.com is the only administrator, ops@example.com is not one any more
    const last = await cli(e, 'user', 'disable', '--email', 'second@example.com');
    expect(last.out).toContain('This is the last administrator of the installation.');
    expect(last.code).toBe(1);
    const unknown = await cli(e, 'user', 'enable', '--email', 'nobody@example.com');
    expect(unknown.out).toContain('No user with the e-mail nobody@example.com.');
    expect(unknown.code).toBe(1);

    const disabled = await cli(e, 'user', 'disable', '--email', 'ops@example.com');
    expect(disabled.out).toContain('ops@example.com is disabled: they cannot sign in');
    expect(disabled.code).toBe(0);
    const handle =
      kind === 'pglite' ? await openDatabase({ dataDir }) : await openDatabase({ databaseUrl: e.DATABASE_URL });
    try {
      const [row] = await handle.db.select().from(users).where(eq(users.email, 'ops@example.com'));
      expect(row?.disabledAt).toBeInstanceOf(Date);
    } finally {
      await handle.close();
    }

    const enabled = await cli(e, 'user', 'enable', '--email', 'ops@example.com');
    expect(enabled.out).toContain('ops@example.com is enabled');
    expect(enabled.code).toBe(0);

    const again =
      kind === 'pglite' ? await openDatabase({ dataDir }) : await openDatabase({ databaseUrl: e.DATABASE_URL });
    try {
      const [row] = await again.db.select().from(users).where(eq(users.email, 'ops@example.com'));
      expect(row?.disabledAt).toBeNull();
      const log = await again.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
      expect(log.map((entry) => [entry.action, entry.targetEmail, entry.adminEmail, entry.adminUserId])).toEqual([
        ['plan.change', 'ops@example.com', 'sitewarden CLI', null],
        ['admin.grant', 'second@example.com', 'sitewarden CLI', null],
        ['admin.revoke', 'ops@example.com', 'sitewarden CLI', null],
        ['account.disable', 'ops@example.com', 'sitewarden CLI', null],
        ['account.enable', 'ops@example.com', 'sitewarden CLI', null],
      ]);
      expect(log[0]?.detail).toEqual({ from: 'agency', to: 'enterprise' });
    } finally {
      await again.close();
    }
  }, 240_000);
});
