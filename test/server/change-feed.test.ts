import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { DATABASE_KINDS } from './helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from './helpers/test-app';

/**
 * Decision 022: two web processes on one PostgreSQL database, behind one address. What one of them changes, the
 * other's caches forget as soon as the change feed (LISTEN/NOTIFY) tells it, well within their minute-long window.
 */
describe.skipIf(!DATABASE_KINDS.includes('postgres'))('caches of two web processes on one PostgreSQL database', () => {
  let t: TestApp;
  let otherDatabase: DatabaseHandle;
  let other: FastifyInstance;
  const SOON = { timeout: 3_000, interval: 25 };

  const cookieOf = (c: Client) => `${SESSION_COOKIE}=${c.cookie(SESSION_COOKIE)}`;
  /** The same browser's request, answered by the other process. */
  const viaOther = (c: Client, url: string) => other.inject({ method: 'GET', url, headers: { cookie: cookieOf(c) } });
  /** A copy of a signed-out session's cookie, replayed to the other process until it refuses it. */
  const refusedByOther = (cookie: string) =>
    expect
      .poll(
        async () => (await other.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
        SOON,
      )
      .toBe(401);

  beforeAll(async () => {
    t = await createTestApp('postgres', { env: { SESSION_CACHE_MS: '60000' } });
    otherDatabase = await openDatabase({ databaseUrl: t.database.url, poolSize: 3 });
    other = await buildApp({
      config: t.config,
      database: otherDatabase,
      mailer: t.mailer,
      logger: false,
      webDir: '/nonexistent-web-dir',
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });

  it('refuses a session signed out through the other process', async () => {
    const ada = await signedInClient(t, 'ada@example.com');
    const cookie = cookieOf(ada);
    expect((await viaOther(ada, '/api/auth/user')).statusCode).toBe(200);
    expect((await ada.post('/api/auth/logout')).statusCode).toBe(204);
    await refusedByOther(cookie);
  });

  it('lists a domain added through the other process', async () => {
    const owner = await signedInClient(t, 'owner@example.com', 'pro');
    expect((await viaOther(owner, '/api/domains')).json().data).toEqual([]);
    expect((await viaOther(owner, '/api/dashboard/stats')).json().activeDomains).toBe(0);
    expect((await owner.post('/api/domains', { name: 'shop.example.com' })).statusCode).toBe(201);
    await expect
      .poll(async () => (await viaOther(owner, '/api/domains')).json<{ data: unknown[] }>().data.length, SOON)
      .toBe(1);
    expect((await viaOther(owner, '/api/dashboard/stats')).json().activeDomains).toBe(1);
  });

  it('forgets everything when its listening connection drops, and hears changes again once back', async () => {
    const bob = await signedInClient(t, 'bob@example.com');
    expect((await viaOther(bob, '/api/auth/user')).json().firstName).toBe('Ada');
    await t.database.handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    // changed by something that tells nobody: seen because the cache was dropped with the connection
    await t.database.handle.db.update(users).set({ firstName: 'Robert' }).where(eq(users.email, 'bob@example.com'));
    await expect
      .poll(async () => (await viaOther(bob, '/api/auth/user')).json<{ firstName: string }>().firstName, SOON)
      .toBe('Robert');

    // back within its first retry (1 s): a sign-out reaches it again
    const cookie = cookieOf(bob);
    await expect
      .poll(
        async () => {
          const [row] = await queryRows<{ n: number }>(
            t.database.handle.db,
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
          );
          return row!.n;
        },
        { timeout: 5_000, interval: 100 },
      )
      .toBe(2);
    expect((await bob.post('/api/auth/logout')).statusCode).toBe(204);
    await refusedByOther(cookie);
  });
});
