import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import type { CreatedApiKey } from '../../../src/shared/contracts/partner-api';
import { ApiClient, issueApiKey } from '../helpers/api-keys';
import { DATABASE_KINDS } from '../helpers/databases';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';

/**
 * Decision 056 across web processes: a key revoked through one process is refused by another that had it cached
 * (PostgreSQL's LISTEN/NOTIFY), and a key's rate limit is one count for every process sharing Redis.
 */
describe.skipIf(!DATABASE_KINDS.includes('postgres'))('a revoked key on a second web process (PostgreSQL)', () => {
  let t: TestApp;
  let otherDatabase: DatabaseHandle;
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    otherDatabase = await openDatabase({ databaseUrl: t.database.url, poolSize: 3 });
    other = await buildApp({
      config: t.config,
      database: otherDatabase,
      mailer: t.mailer,
      logger: false,
      webDir: '/nonexistent-web-dir',
    });
    await other.ready();
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });

  it('is refused by the other process within a second', async () => {
    const ada = await signedInClient(t, 'ada@example.com', 'pro');
    const key = (await ada.post('/api/partner-api/keys', { name: 'Elsewhere' })).json<CreatedApiKey>();
    const viaOther = new ApiClient(other, key.key);
    // the other process has looked the key up and keeps it for a minute
    expect((await viaOther.get('/api/v1/usage')).statusCode).toBe(200);
    expect((await viaOther.get('/api/v1/usage')).statusCode).toBe(200);
    expect((await ada.request('DELETE', `/api/partner-api/keys/${key.id}`)).statusCode).toBe(204);
    await expect
      .poll(async () => (await viaOther.get('/api/v1/usage')).statusCode, { timeout: 1_000, interval: 10 })
      .toBe(401);
  });
});

describe.skipIf(!REDIS_AVAILABLE).each(DATABASE_KINDS)(
  'rate limit shared by two web processes through Redis on %s',
  (kind) => {
    let t: TestApp;
    let other: FastifyInstance;

    beforeAll(async () => {
      t = await createTestApp(kind, { env: { REDIS_URL: TEST_REDIS_URL } });
      other = await buildApp({
        config: t.config,
        database: t.database.handle,
        mailer: t.mailer,
        logger: false,
        webDir: '/nonexistent-web-dir',
      });
      await other.ready();
    }, 60_000);
    afterAll(async () => {
      await other?.close();
      await t?.close();
    });

    it('admits exactly the limit across both, then 429 with the headers on each', async () => {
      await signedInClient(t, 'ada@example.com', 'pro');
      const limit = 25;
      const { key } = await issueApiKey(t.database.handle.db, 'ada@example.com', { rateLimit: limit });
      const clients = [new ApiClient(t.app, key), new ApiClient(other, key)];
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => clients[i % 2]!.get('/api/v1/usage')));
      const admitted = answers.filter((a) => a.statusCode === 200);
      expect(admitted).toHaveLength(limit);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(60 - limit);
      expect(admitted.map((a) => Number(a.headers['x-ratelimit-remaining'])).sort((a, b) => a - b)).toEqual(
        Array.from({ length: limit }, (_, i) => i),
      );
      for (const client of clients) {
        const refused = await client.get('/api/v1/usage');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({
          code: 'RATE_LIMITED',
          details: { retryAfter: Number(refused.headers['retry-after']) },
        });
        expect(refused.headers['ratelimit-policy']).toBe(`"hour";q=${limit};w=3600`);
        expect(refused.headers.ratelimit).toBe(`"hour";r=0;t=${refused.headers['retry-after']}`);
        expect(refused.headers['x-ratelimit-limit']).toBe(String(limit));
        expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      }
    });

    it("counts the workspace's monthly quota once for both, starting from the calls stored", async () => {
      await signedInClient(t, 'bob@example.com', 'pro'); // 10,000 requests a month
      const { id, key } = await issueApiKey(t.database.handle.db, 'bob@example.com');
      await t.database.handle.db.execute(
        sql`insert into api_usage (api_key_id, endpoint, method, status_code, response_time, created_at)
          select ${id}, '/api/v1/domains', 'GET', 200, 5, date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' + interval '1 minute'
          from generate_series(1, 9996)`,
      );
      const clients = [new ApiClient(t.app, key), new ApiClient(other, key)];
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => clients[i % 2]!.get('/api/v1/usage')));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
      expect(answers.filter((a) => a.statusCode === 429).map((a) => a.json<{ code: string }>().code)).toEqual(
        Array(8).fill('QUOTA_EXCEEDED'),
      );
    });
  },
);

describe('limits when Redis cannot be reached', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { REDIS_URL: 'redis://127.0.0.1:9' } });
  }, 60_000);
  afterAll(() => t?.close());

  it("answers at once, limited by this process's own counters", async () => {
    await signedInClient(t, 'ada@example.com', 'pro');
    const { key } = await issueApiKey(t.database.handle.db, 'ada@example.com', { rateLimit: 2 });
    const client = new ApiClient(t.app, key);
    const statuses = [];
    const started = Date.now();
    for (let i = 0; i < 3; i++) statuses.push((await client.get('/api/v1/usage')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    // no call waits for Redis to come back
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
