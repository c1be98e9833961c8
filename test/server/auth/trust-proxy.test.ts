import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../src/server/app';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Issue #13 item 4: X-Forwarded-For names the client only when the nearest peer is a trusted proxy (TRUST_PROXY,
 * default loopback), whatever PUBLIC_URL says. Otherwise a client picks the address the per-address limits count.
 */
const PUBLIC_URL = 'https://monitor.example.test';
const ATTACKER = '203.0.113.7';
const PROXY = '192.0.2.10';

describe('TRUST_PROXY: whose X-Forwarded-For names the client', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  // The shipped count per address, over a window that no loaded machine outlasts while the test runs.
  const login = { max: DEFAULT_LIMITS.login.max, timeWindow: 15 * 60_000 };
  const app = (env: Record<string, string> = {}) =>
    createTestApp('pglite', { env: { PUBLIC_URL, ...env }, limits: { login } });

  /** Wrong sign-ins for different e-mails, so only the per-address limit can answer 429. */
  async function logins(count: number, from: string, forwardedFor: (i: number) => string | undefined) {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) {
      const header = forwardedFor(i);
      const res = await t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: from,
        headers: { origin: PUBLIC_URL, ...(header ? { 'x-forwarded-for': header } : {}) },
        payload: { email: `someone-${i}@example.com`, password: 'wrong-password' },
      });
      codes.push(res.statusCode);
    }
    return codes;
  }
  const tally = (codes: number[]) => ({
    401: codes.filter((c) => c === 401).length,
    429: codes.filter((c) => c === 429).length,
  });
  const max = login.max;

  it("by default ignores a non-loopback client's X-Forwarded-For, even behind https", async () => {
    t = await app();
    const codes = await logins(30, ATTACKER, (i) => `198.51.100.${i + 1}`);
    expect(tally(codes)).toEqual({ 401: max, 429: 30 - max });
  });

  it('by default believes a loopback proxy (the usual reverse proxy on the same machine)', async () => {
    t = await app();
    expect(tally(await logins(30, '127.0.0.1', (i) => `198.51.100.${i + 1}`))).toEqual({ 401: 30, 429: 0 });
    // ...and the client it names is the one counted.
    expect(tally(await logins(max + 1, '127.0.0.1', () => '198.51.100.200'))).toEqual({ 401: max, 429: 1 });
  });

  it("believes the configured proxy's X-Forwarded-For, and only the proxy's", async () => {
    t = await app({ TRUST_PROXY: `${PROXY}, 10.20.0.0/16` });
    expect(tally(await logins(30, PROXY, (i) => `198.51.100.${i + 1}`))).toEqual({ 401: 30, 429: 0 });
    expect(tally(await logins(max + 1, '10.20.3.4', () => '198.51.100.201'))).toEqual({ 401: max, 429: 1 });
    // A client that claims to be forwarded, from an address outside the list, is counted as itself.
    expect(tally(await logins(30, ATTACKER, (i) => `${PROXY}, 198.51.100.${i + 1}`))).toEqual({
      401: max,
      429: 30 - max,
    });
  });

  it('with a hop count believes the address the nearest proxy appended, not what the client wrote before it', async () => {
    t = await app({ TRUST_PROXY: '1' });
    // The client forges a first entry; the proxy (the nearest hop) appends the address it saw.
    expect(tally(await logins(max + 1, PROXY, (i) => `10.9.9.${i}, 198.51.100.202`))).toEqual({ 401: max, 429: 1 });
  });

  it('counts visitor scans per real address too', async () => {
    t = await app();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/scan',
        remoteAddress: ATTACKER,
        headers: { origin: PUBLIC_URL, 'x-forwarded-for': `198.51.100.${i + 1}` },
        // Refused before any probe runs; the limit counts it all the same.
        payload: { domain: 'not a domain' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });
});
