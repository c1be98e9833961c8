import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seedHeartbeat, storedPings, type SeededHeartbeat } from './heartbeat-fixture';

/**
 * Heartbeat push URLs (decision 049) as a cron job calls them: no session, any body, the ping stored once the batch
 * is written, a failure asking for the monitor's check at once.
 */
describe.each(DATABASE_KINDS)('heartbeat push URLs on %s', (kind) => {
  let t: TestApp;
  let hb: SeededHeartbeat;
  const checks: [string, string][] = [];

  const db = () => t.database.handle.db;
  const ping = (
    path: string,
    init: { method?: 'GET' | 'POST' | 'HEAD'; body?: string; headers?: Record<string, string> } = {},
  ) => t.app.inject({ method: init.method ?? 'GET', url: path, payload: init.body, headers: init.headers });
  const stored = async (monitorId = hb.monitorId) => {
    await t.app.pushPings.flush();
    return storedPings(db(), monitorId);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      push: { limits: { perToken: { max: 6, timeWindow: 60_000 }, unknownPerAddress: { max: 4, timeWindow: 60_000 } } },
      requestHeartbeatCheck: async (monitorId, domainId) => void checks.push([monitorId, domainId]),
    });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    hb = await seedHeartbeat(db());
    checks.length = 0;
  });

  it('stores a GET ping and answers {"ok":true} without a session', async () => {
    const res = await ping(`/api/push/${hb.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    const rows = await stored();
    expect(rows).toEqual([expect.objectContaining({ kind: 'ping', exit_code: null, message: null })]);
    expect(checks).toEqual([]);
  });

  it('stores nothing for a HEAD request (a chat link preview, a URL checker), on any push path', async () => {
    for (const path of ['', '/start', '/fail', '/3']) {
      const res = await ping(`/api/push/${hb.token}${path}`, { method: 'HEAD' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
    }
    expect(await stored()).toEqual([]);
    expect(checks).toEqual([]);
  });

  it('stores /start, /fail, exit codes and messages from the query, the path and the body', async () => {
    expect((await ping(`/api/push/${hb.token}/start`)).statusCode).toBe(200);
    expect((await ping(`/api/push/${hb.token}?exitCode=0&msg=all%20good`)).statusCode).toBe(200);
    expect(
      (
        await ping(`/api/push/${hb.token}/fail`, {
          method: 'POST',
          body: 'disk full',
          headers: { 'content-type': 'text/plain' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await ping(`/api/push/${hb.token}/3`)).statusCode).toBe(200);
    // curl -d sends a form; a form without our fields is the message itself
    expect(
      (
        await ping(`/api/push/${hb.token}`, {
          method: 'POST',
          body: 'backup done',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await ping(`/api/push/${hb.token}`, {
          method: 'POST',
          body: JSON.stringify({ exitCode: 2, msg: 'tar failed' }),
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(200);
    const rows = await stored();
    expect(rows.map((r) => [r.kind, r.exit_code, r.message])).toEqual([
      ['start', null, null],
      ['ping', 0, 'all good'],
      ['fail', null, 'disk full'],
      ['fail', 3, null],
      ['ping', null, 'backup done'],
      ['fail', 2, 'tar failed'],
    ]);
  });

  it('keeps the first kilobyte of a long body, cut on a character', async () => {
    const log = `${'é'.repeat(600)}the end`;
    const res = await ping(`/api/push/${hb.token}`, {
      method: 'POST',
      body: log,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await stored();
    expect(row!.message).toBe('é'.repeat(512));
  });

  it('answers 404 in the error shape for an unknown or malformed token, and 400 for a bad exit code', async () => {
    const unknown = await ping(`/api/push/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'PUSH_TOKEN_UNKNOWN',
      message: expect.any(String),
      details: expect.any(Object),
    });
    expect((await ping('/api/push/short')).statusCode).toBe(404);
    expect((await ping(`/api/push/${hb.token}/999`)).statusCode).toBe(404);
    const bad = await ping(`/api/push/${hb.token}?exitCode=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await stored()).toEqual([]);
  });

  it('limits pings per token with 429 and Retry-After, other tokens unaffected', async () => {
    const other = await seedHeartbeat(db());
    for (let i = 0; i < 6; i++) expect((await ping(`/api/push/${hb.token}`)).statusCode).toBe(200);
    const limited = await ping(`/api/push/${hb.token}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down and try again.',
      details: { retryAfter: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ping(`/api/push/${other.token}`)).statusCode).toBe(200);
    expect(await stored()).toHaveLength(6);
  });

  it('needs no session and no origin: a stale cookie and a cross-site POST are both accepted', async () => {
    const res = await ping(`/api/push/${hb.token}`, {
      method: 'POST',
      headers: {
        cookie: 'sitewarden.sid=s%3Anot-a-session.sig',
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(res.statusCode).toBe(200);
    // the session hook never ran: it would have cleared the stale cookie
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await stored()).toHaveLength(1);
  });

  it('records the pings of a paused monitor (its page shows the job still runs) without asking for a check', async () => {
    const paused = await seedHeartbeat(db(), { isActive: false });
    expect((await ping(`/api/push/${paused.token}/fail`)).statusCode).toBe(200);
    expect(await stored(paused.monitorId)).toHaveLength(1);
    // the check is asked for; the runner skips a paused monitor (MonitorSource.instance answers undefined)
    expect(checks).toEqual([[paused.monitorId, paused.domainId]]);
  });

  it('asks for the check once a failure is stored, and for the success after it, not for other pings', async () => {
    await ping(`/api/push/${hb.token}`);
    await ping(`/api/push/${hb.token}/start`);
    await t.app.pushPings.flush();
    expect(checks).toEqual([]);
    await ping(`/api/push/${hb.token}/fail`);
    await ping(`/api/push/${hb.token}/1`);
    expect(checks).toEqual([]); // not before the pings are stored: the check reads them
    await t.app.pushPings.flush();
    expect(checks).toEqual([[hb.monitorId, hb.domainId]]);
    await ping(`/api/push/${hb.token}`);
    await t.app.pushPings.flush();
    expect(checks).toHaveLength(2);
    await ping(`/api/push/${hb.token}`);
    await t.app.pushPings.flush();
    expect(checks).toHaveLength(2);
  });

  it('stops taking an old token once a new one is made, storing nothing for it', async () => {
    expect((await ping(`/api/push/${hb.token}`)).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
    await db().execute(sql`update monitors set push_token_hash = ${'0'.repeat(64)} where id = ${hb.monitorId}`);
    // still known from memory: answered, but the batch's join drops it and the cache forgets the token
    expect((await ping(`/api/push/${hb.token}`)).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
    expect((await ping(`/api/push/${hb.token}`)).statusCode).toBe(404);
  });

  it('slows down a caller guessing tokens, and still takes a real token from that caller', async () => {
    const known = await seedHeartbeat(db());
    expect((await ping(`/api/push/${known.token}`)).statusCode).toBe(200);
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++)
      guesses.push(
        (await ping(`/api/push/guess${i}${'y'.repeat(40)}`, { headers: { 'x-forwarded-for': '203.0.113.9' } }))
          .statusCode,
      );
    // app.inject comes from 127.0.0.1, a trusted proxy: the forwarded address is the caller
    expect(guesses).toEqual([404, 404, 404, 404, 429, 429]);
    // the limit is for wrong tokens: a real one that needs a lookup (not in memory yet) is taken from that caller,
    // as is one known in memory, while the next guess is still refused; other callers are not slowed down
    const from = { headers: { 'x-forwarded-for': '203.0.113.9' } };
    expect((await ping(`/api/push/${hb.token}`, from)).statusCode).toBe(200);
    expect((await ping(`/api/push/${known.token}`, from)).statusCode).toBe(200);
    expect((await ping(`/api/push/guess9${'y'.repeat(40)}`, from)).statusCode).toBe(429);
    expect(await stored()).toHaveLength(1);
    // several at once from the over-limit caller: each answered, a real one among them taken
    const other = await seedHeartbeat(db());
    const burst = await Promise.all([
      ping(`/api/push/${other.token}`, from),
      ...Array.from({ length: 5 }, (_, i) => ping(`/api/push/burst${i}${'z'.repeat(40)}`, from)),
    ]);
    expect(burst.map((r) => r.statusCode)).toEqual([200, 429, 429, 429, 429, 429]);
    expect((await ping(`/api/push/${hb.token}`)).statusCode).toBe(200);
  });
});

describe('heartbeat push URLs when pings wait to be written', () => {
  it('answers 503 with Retry-After once the batch queue is full, and takes pings again after the write', async () => {
    const t = await createTestApp('pglite', { push: { buffer: { intervalMs: 60_000, maxRows: 100, maxPending: 2 } } });
    try {
      const hb = await seedHeartbeat(t.database.handle.db);
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await t.app.inject({ method: 'GET', url: `/api/push/${hb.token}` })).statusCode);
      expect(statuses).toEqual([200, 200, 503]);
      const busy = await t.app.inject({ method: 'GET', url: `/api/push/${hb.token}` });
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toMatchObject({ code: 'PUSH_BUSY', details: { retryAfter: 5 } });
      await t.app.pushPings.flush();
      expect((await t.app.inject({ method: 'GET', url: `/api/push/${hb.token}` })).statusCode).toBe(200);
      await t.app.pushPings.flush();
      expect(await storedPings(t.database.handle.db, hb.monitorId)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
