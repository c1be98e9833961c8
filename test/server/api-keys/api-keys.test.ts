import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, apiKeys, apiUsage, apiUsageAggregates, users } from '../../../src/server/db/schema';
import { createApiUsageJob } from '../../../src/server/modules/api-keys/usage-rollup';
import { API_KEY_RATE_LIMIT_CEILING, API_KEYS_PER_WORKSPACE_MAX } from '../../../src/shared/constants/partner-api';
import type { ApiKey, ApiKeyList, ApiUsage, CreatedApiKey } from '../../../src/shared/contracts/partner-api';
import { ApiClient, issueApiKey } from '../helpers/api-keys';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { createTeam, joinTeam } from '../teams/team-helpers';

const SOON = { timeout: 3_000, interval: 20 };
const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)('partner API keys on %s', (kind) => {
  let t: TestApp;
  let ada: Client; // pro
  let bob: Client; // pro, an outsider to Ada's keys
  let frank: Client; // free

  const create = async (client: Client, body: Record<string, unknown> = { name: 'CI' }) => {
    const res = await client.post('/api/partner-api/keys', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedApiKey>();
  };
  const v1 = (key: string) => new ApiClient(t.app, key);
  const usageRows = (keyId: string) => t.database.handle.db.select().from(apiUsage).where(eq(apiUsage.apiKeyId, keyId));

  beforeAll(async () => {
    t = await createTestApp(kind, { apiUsage: { intervalMs: 20 } });
    ada = await signedInClient(t, 'ada@example.com', 'pro');
    bob = await signedInClient(t, 'bob@example.com', 'pro');
    frank = await signedInClient(t, 'frank@example.com');
  }, 60_000);
  afterAll(() => t?.close());

  it('creates a key shown once, stored as prefix and hash, that works on /api/v1', async () => {
    const created = await create(ada, { name: 'Deploy bot', permission: 'write' });
    expect(created.key).toMatch(/^sw_live_[0-9A-Za-z]{40}$/);
    expect(created).toMatchObject({
      name: 'Deploy bot',
      permission: 'write',
      rateLimit: 1000,
      rateLimitWindowSeconds: 3600,
      status: 'active',
      lastUsedAt: null,
    });
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const [row] = await t.database.handle.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = (await ada.get('/api/partner-api/keys')).json<ApiKeyList>();
    expect(list.rateLimitCeiling).toBe(API_KEY_RATE_LIMIT_CEILING.pro);
    expect(list.keys.map((k) => k.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.key);

    const res = await v1(created.key).get('/api/v1/usage?days=7');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: ApiUsage }>().data.days).toHaveLength(7);
    expect(res.headers['ratelimit-policy']).toBe('"hour";q=1000;w=3600');
    expect(res.headers.ratelimit).toMatch(/^"hour";r=999;t=\d+$/);
    expect(res.headers['x-ratelimit-limit']).toBe('1000');
    expect(res.headers['x-ratelimit-remaining']).toBe('999');
    const reset = Number(res.headers['x-ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(3600);
    expect(res.headers.ratelimit).toBe(`"hour";r=999;t=${reset}`);
    // the last use is written with the usage batch
    await expect
      .poll(
        async () =>
          (await ada.get('/api/partner-api/keys')).json<ApiKeyList>().keys.find((k) => k.id === created.id)?.lastUsedAt,
        SOON,
      )
      .not.toBeNull();
  });

  it('refuses keys in the address, unknown keys and calls without one', async () => {
    const { key } = await create(ada);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/usage?api_key=${key}` })).json()).toMatchObject({
      code: 'API_KEY_IN_QUERY',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/usage' })).json()).toMatchObject({
      code: 'API_KEY_REQUIRED',
    });
    // one character changed (never to itself: a key that ends in 'x' stays valid with an 'x')
    const altered = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    expect((await v1(altered).get('/api/v1/usage')).json()).toMatchObject({ code: 'API_KEY_INVALID' });
  });

  it('refuses an expired key, and a revoked one from the next call on', async () => {
    const expired = await issueApiKey(t.database.handle.db, 'ada@example.com', {
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await v1(expired.key).get('/api/v1/usage')).json()).toMatchObject({ code: 'API_KEY_EXPIRED' });
    expect(
      (await ada.get('/api/partner-api/keys')).json<ApiKeyList>().keys.find((k) => k.id === expired.id)?.status,
    ).toBe('expired');

    const key = await create(ada, { name: 'Short-lived' });
    expect((await v1(key.key).get('/api/v1/usage')).statusCode).toBe(200);
    expect((await ada.request('DELETE', `/api/partner-api/keys/${key.id}`)).statusCode).toBe(204);
    expect((await v1(key.key).get('/api/v1/usage')).json()).toMatchObject({ code: 'API_KEY_INVALID' });
    const listed = (await ada.get('/api/partner-api/keys')).json<ApiKeyList>().keys.find((k) => k.id === key.id);
    expect(listed?.status).toBe('revoked');
    expect((await ada.request('PATCH', `/api/partner-api/keys/${key.id}`, { name: 'Back' })).json()).toMatchObject({
      code: 'API_KEY_REVOKED',
    });
  });

  it('changes name, permission, rate limit (up to the plan ceiling) and expiry', async () => {
    const key = await create(ada);
    const later = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const res = await ada.request('PATCH', `/api/partner-api/keys/${key.id}`, {
      name: 'Renamed',
      permission: 'admin',
      rateLimit: 5000,
      expiresAt: later,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApiKey>()).toMatchObject({
      name: 'Renamed',
      permission: 'admin',
      rateLimit: 5000,
      expiresAt: later,
    });
    // the new limit applies at once to a key already cached
    expect((await v1(key.key).get('/api/v1/usage')).headers['x-ratelimit-limit']).toBe('5000');

    const tooHigh = await ada.request('PATCH', `/api/partner-api/keys/${key.id}`, { rateLimit: 5001 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({
      details: { fieldErrors: { rateLimit: ['The Pro plan allows at most 5,000 requests per hour per key.'] } },
    });
    const past = await ada.request('PATCH', `/api/partner-api/keys/${key.id}`, {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.json()).toMatchObject({
      details: { fieldErrors: { expiresAt: ['The expiry date must be in the future'] } },
    });
    expect((await ada.post('/api/partner-api/keys', { name: 'Too fast', rateLimit: 5001 })).statusCode).toBe(400);
  });

  it("gives 404 for another workspace's keys and keeps them working", async () => {
    const key = await create(ada, { name: 'Private' });
    for (const [method, body] of [
      ['PATCH', { name: 'Mine' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await bob.request(method, `/api/partner-api/keys/${key.id}`, body);
      expect(res.statusCode, `${method}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'API_KEY_NOT_FOUND' });
    }
    expect((await bob.request('DELETE', '/api/partner-api/keys/not-a-uuid')).statusCode).toBe(404);
    expect((await bob.get('/api/partner-api/keys')).json<ApiKeyList>().keys.map((k) => k.id)).not.toContain(key.id);
    expect((await v1(key.key).get('/api/v1/usage')).statusCode).toBe(200);
  });

  it('refuses the free plan with an upgrade message, on the screens and on /api/v1', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/partner-api/keys'],
      ['POST', '/api/partner-api/keys', { name: 'Nope' }],
      ['GET', '/api/partner-api/usage'],
    ] as const) {
      const res = await frank.request(method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PLAN_REQUIRED', message: expect.stringMatching(/Upgrade/) });
    }
    // a key made while on a paid plan stops with the plan
    await t.database.handle.db
      .update(users)
      .set({ subscriptionTier: 'pro' })
      .where(eq(users.email, 'frank@example.com'));
    const key = await create(frank);
    await t.database.handle.db
      .update(users)
      .set({ subscriptionTier: 'free' })
      .where(eq(users.email, 'frank@example.com'));
    await t.app.services.sessions.forgetUser(
      (await t.database.handle.db.select().from(users).where(eq(users.email, 'frank@example.com')))[0]!.id,
    );
    expect((await v1(key.key).get('/api/v1/usage')).json()).toMatchObject({ code: 'PLAN_REQUIRED' });
  });

  it('lets team owners and admins manage keys, members and viewers only list them, and logs creation and revocation', async () => {
    const owner = await signedInClient(t, 'owner@team.example', 'agency');
    const team = await createTeam(owner, 'API team');
    const admin = await joinTeam(t, owner, team.slug, 'admin@team.example', 'admin');
    const member = await joinTeam(t, owner, team.slug, 'member@team.example', 'member');
    const viewer = await joinTeam(t, owner, team.slug, 'viewer@team.example', 'viewer');
    const key = await create(admin, { name: 'Team key' });
    for (const client of [member, viewer]) {
      expect((await client.get('/api/partner-api/keys')).json<ApiKeyList>().keys.map((k) => k.id)).toEqual([key.id]);
      expect((await client.post('/api/partner-api/keys', { name: 'Mine' })).statusCode).toBe(403);
      expect((await client.request('PATCH', `/api/partner-api/keys/${key.id}`, { name: 'Mine' })).statusCode).toBe(403);
      expect((await client.request('DELETE', `/api/partner-api/keys/${key.id}`)).statusCode).toBe(403);
    }
    expect((await owner.request('DELETE', `/api/partner-api/keys/${key.id}`)).statusCode).toBe(204);
    const log = await t.database.handle.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.teamId, team.id), eq(activityLogs.entityId, key.id)));
    expect(log.map((l) => l.action).sort()).toEqual(['api_key.created', 'api_key.revoked']);
    expect(log[0]!.metadata).toMatchObject({ name: 'Team key', prefix: key.prefix });
  });

  it(`holds at most ${API_KEYS_PER_WORKSPACE_MAX} keys at once`, async () => {
    const carol = await signedInClient(t, 'carol@example.com', 'pro');
    for (let i = 0; i < API_KEYS_PER_WORKSPACE_MAX; i++) await issueApiKey(t.database.handle.db, 'carol@example.com');
    expect((await carol.post('/api/partner-api/keys', { name: 'One more' })).json()).toMatchObject({
      code: 'API_KEY_LIMIT',
    });
  });

  it('answers 429 exactly at the rate limit, with Retry-After and the limit headers', async () => {
    const key = await issueApiKey(t.database.handle.db, 'bob@example.com', { rateLimit: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => v1(key.key).get('/api/v1/usage')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/rate limit/),
      details: { retryAfter },
    });
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['x-ratelimit-reset']).toBe(String(retryAfter));
    expect(refused.headers.ratelimit).toBe(`"hour";r=0;t=${retryAfter}`);
  });

  it('stops calls past the monthly quota and warns the owner once at 80%', async () => {
    const dora = await signedInClient(t, 'dora@example.com', 'pro'); // 10,000 requests a month
    const { id, key } = await issueApiKey(t.database.handle.db, 'dora@example.com');
    // 9,997 calls already this month, as a restarted process finds them
    await t.database.handle.db.execute(
      sql`insert into api_usage (api_key_id, endpoint, method, status_code, response_time, created_at)
          select ${id}, '/api/v1/domains', 'GET', 200, 5, date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' + interval '1 minute'
          from generate_series(1, 9997)`,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await v1(key).get('/api/v1/usage')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await v1(key).get('/api/v1/usage');
    expect(refused.json()).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: expect.stringMatching(/10,000 API requests.*starts over on \d{4}-\d{2}-01/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expect.poll(() => t.mailer.sent.filter((m) => m.to === 'dora@example.com').length, SOON).toBe(1);
    expect(t.mailer.sent.find((m) => m.to === 'dora@example.com')!.subject).toMatch(
      /9\d% of this month's API requests used/,
    );
    const usage = (await dora.get('/api/partner-api/usage')).json<ApiUsage>();
    expect(usage.quota).toMatchObject({ used: 10_000, limit: 10_000 });
    expect(t.mailer.sent.filter((m) => m.to === 'dora@example.com')).toHaveLength(1);
  });

  it('records every call and reports the same figures before and after the daily roll-up', async () => {
    const eve = await signedInClient(t, 'eve@example.com', 'pro');
    const { key, id } = await create(eve);
    expect((await v1(key).get('/api/v1/usage?days=3')).statusCode).toBe(200);
    expect((await v1(key).get('/api/v1/usage?days=0')).statusCode).toBe(400);
    await expect.poll(async () => (await usageRows(id)).length, SOON).toBe(2);
    const rows = await usageRows(id);
    expect(rows.map((r) => [r.method, r.endpoint, r.statusCode]).sort()).toEqual([
      ['GET', '/api/v1/usage', 200],
      ['GET', '/api/v1/usage', 400],
    ]);
    expect(rows.find((r) => r.statusCode === 400)!.errorMessage).toBeTruthy();
    expect(rows.every((r) => r.responseTime !== null && r.responseSize !== null)).toBe(true);

    const before = (await eve.get('/api/partner-api/usage?days=3')).json<ApiUsage>();
    expect(before.days.at(-1)).toMatchObject({ requests: 2, errors: 1 });
    expect(before.endpoints).toEqual([
      expect.objectContaining({ method: 'GET', endpoint: '/api/v1/usage', requests: 2, errors: 1 }),
    ]);
    // both calls passed the limits: the quota counts the one refused by validation too
    expect(before.quota.used).toBe(2);

    await createApiUsageJob(t.database.handle.db, { now: () => new Date(Date.now() + DAY_MS) })();
    const [aggregate] = await t.database.handle.db
      .select()
      .from(apiUsageAggregates)
      .where(eq(apiUsageAggregates.partnerId, (await partnerOf(id))!));
    expect(aggregate).toMatchObject({ totalRequests: 2, totalErrors: 1, limitedRequests: 0 });
    expect(aggregate!.endpointStats['GET /api/v1/usage']).toMatchObject({ requests: 2, errors: 1 });
    const after = (await eve.get('/api/partner-api/usage?days=3')).json<ApiUsage>();
    expect(after.days).toEqual(before.days);
    expect(after.endpoints).toEqual(before.endpoints);
  });

  it("keeps raw calls for the plan's retention", async () => {
    const { id } = await issueApiKey(t.database.handle.db, 'bob@example.com');
    await t.database.handle.db.insert(apiUsage).values([
      {
        apiKeyId: id,
        endpoint: '/api/v1/old',
        method: 'GET',
        statusCode: 200,
        createdAt: new Date(Date.now() - 31 * DAY_MS),
      },
      {
        apiKeyId: id,
        endpoint: '/api/v1/recent',
        method: 'GET',
        statusCode: 200,
        createdAt: new Date(Date.now() - 29 * DAY_MS),
      },
    ]);
    await createApiUsageJob(t.database.handle.db)();
    expect((await usageRows(id)).map((r) => r.endpoint)).toEqual(['/api/v1/recent']);
  });

  async function partnerOf(keyId: string) {
    const [row] = await t.database.handle.db
      .select({ partnerId: apiKeys.partnerId })
      .from(apiKeys)
      .where(eq(apiKeys.id, keyId));
    return row?.partnerId;
  }
});
