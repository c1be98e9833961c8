import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { migrationsFolder } from '../../../src/server/db/migrate';

// Migration 0004 moves users.google_id and users.replit_id into user_identities (decision 034). This applies the
// migrations before it, stores users the way the old code did, then applies the rest and reads what became of them.
const IDENTITIES_MIGRATION = '0004_user_identities';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that stops before the given migration. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitewarden-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  const kept = journal.entries.slice(0, cut);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept) cpSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

let handle: DatabaseHandle | undefined;
let before: string | undefined;
afterAll(async () => {
  await handle?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

it('turns the users kept provider subjects into identity rows and drops the old columns', async () => {
  handle = await openDatabase({});
  const db = handle.db as unknown as PgliteDatabase;
  before = migrationsBefore(IDENTITIES_MIGRATION);
  await migrate(db, { migrationsFolder: before });

  await db.execute(sql`
    insert into users (email, google_id, replit_id) values
      ('google@example.com', 'g-1', null),
      ('sso@example.com', null, 's-1'),
      ('both@example.com', 'g-2', 's-2'),
      ('password@example.com', null, null)`);

  await migrate(db, { migrationsFolder });

  const rows = await db.execute<{
    email: string;
    provider: string;
    subject: string;
    issuer: string | null;
    address: string;
  }>(sql`
    select u.email, i.provider, i.subject, i.issuer, i.email as address
    from user_identities i join users u on u.id = i.user_id
    order by u.email, i.provider`);
  expect(rows.rows).toEqual([
    {
      email: 'both@example.com',
      provider: 'google',
      subject: 'g-2',
      issuer: 'https://accounts.google.com',
      address: 'both@example.com',
    },
    { email: 'both@example.com', provider: 'oidc', subject: 's-2', issuer: null, address: 'both@example.com' },
    {
      email: 'google@example.com',
      provider: 'google',
      subject: 'g-1',
      issuer: 'https://accounts.google.com',
      address: 'google@example.com',
    },
    { email: 'sso@example.com', provider: 'oidc', subject: 's-1', issuer: null, address: 'sso@example.com' },
  ]);
  const columns = await db.execute<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_name = 'users' and column_name in ('google_id', 'replit_id')`,
  );
  expect(columns.rows).toEqual([]);
});
