import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUsage } from '../../../src/server/db/schema';
import { ApiClient, issueApiKey } from '../helpers/api-keys';
import { DATABASE_KINDS } from '../helpers/databases';
import { REDIS_SERVER_AVAILABLE, startPrivateRedis, type PrivateRedis } from '../helpers/redis';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';

/*
 * The partner API's limits in Redis (decision 056) forget nothing when Redis does: a FLUSHDB (or a restart without
 * persistence) mid-hour drops the counters, and the next call starts each from the calls api_usage recorded, so a key
 * that used its hour is still refused and the workspace's month keeps its count. A Redis of the test's own.
 */
describe.skipIf(!REDIS_SERVER_AVAILABLE).each(DATABASE_KINDS)('API limits after Redis is flushed, on %s', (kind) => {
  let redis: PrivateRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await createTestApp(kind, { env: { REDIS_URL: redis.url } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  /**
   * Windows are aligned on the clock hour: a test that began seconds before the hour turns would see its window end
   * mid-way (and rightly start again). It then waits for the new hour, which has plenty of room.
   */
  async function clearOfTheHourTurn(): Promise<void> {
    const left = 3_600_000 - (Date.now() % 3_600_000);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  }

  /** The usage recorder writes its batch each second: the calls are in api_usage once it has. */
  const recorded = (keyId: string) => async () =>
    (
      await t.database.handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(apiUsage)
        .where(eq(apiUsage.apiKeyId, keyId))
    )[0]!.n;

  it("still refuses a key that used its hour, and counts the month's calls from before the flush", async () => {
    await clearOfTheHourTurn();
    await signedInClient(t, 'flush@limits.test', 'pro');
    const limit = 5;
    const { id, key } = await issueApiKey(t.database.handle.db, 'flush@limits.test', { rateLimit: limit });
    const client = new ApiClient(t.app, key);
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await client.get('/api/v1/usage')).statusCode);
    expect(statuses).toEqual(Array(limit).fill(200));
    await expect.poll(recorded(id), { timeout: 10_000, interval: 50 }).toBe(limit);

    await redis.flush();

    const after = await client.get('/api/v1/usage');
    expect(after.statusCode).toBe(429);
    expect(after.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(after.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('starts a key that had calls left from what it used, not from zero', async () => {
    await clearOfTheHourTurn();
    await signedInClient(t, 'partial@limits.test', 'pro');
    const { id, key } = await issueApiKey(t.database.handle.db, 'partial@limits.test', { rateLimit: 4 });
    const client = new ApiClient(t.app, key);
    for (let i = 0; i < 3; i++) expect((await client.get('/api/v1/usage')).statusCode).toBe(200);
    await expect.poll(recorded(id), { timeout: 10_000, interval: 50 }).toBe(3);

    await redis.flush();

    const last = await client.get('/api/v1/usage');
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-ratelimit-remaining']).toBe('0');
    // the quota used this month came back from api_usage too: the four calls the workspace made
    expect(last.json<{ data: { quota: { used: number } } }>().data.quota.used).toBe(4);
    expect((await client.get('/api/v1/usage')).statusCode).toBe(429);
  });
});
