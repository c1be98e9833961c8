import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The Origin check compares scheme, host and port (decision 068): a page on `https://host` is another origin than
 * the `http://host` server, and an `http://` page of an https site's host must not pass for the site. The address
 * the request was served on still counts on PUBLIC_URL's scheme (development at 127.0.0.1 or a LAN name).
 */
const SITE = 'status.example.test';

async function stateChange(t: TestApp, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
  return res.statusCode === 403 ? res.json<{ code: string }>().code : 'accepted';
}

describe('the Origin check on an http:// installation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite'); // PUBLIC_URL http://localhost:3000
  });
  afterAll(async () => {
    await t?.close();
  });

  it("takes PUBLIC_URL's origin and the address it was served on, with their scheme and port", async () => {
    expect(await stateChange(t, { origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe('accepted');
    expect(await stateChange(t, { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' })).toBe('accepted');
    expect(await stateChange(t, { origin: 'http://LOCALHOST:3000', host: 'localhost:3000' })).toBe('accepted');
  });

  it('refuses another scheme or port on the same host', async () => {
    for (const [origin, host] of [
      ['https://localhost:3000', 'localhost:3000'],
      ['https://127.0.0.1:4000', '127.0.0.1:4000'],
      ['http://localhost:3001', 'localhost:3000'],
      ['http://localhost', 'localhost:3000'],
      ['not a url', 'localhost:3000'],
    ])
      expect(await stateChange(t, { origin: origin!, host: host! }), origin).toBe('CROSS_SITE_REQUEST');
  });
});

describe('the Origin check on an https:// installation behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { PUBLIC_URL: `https://${SITE}` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("takes the site's own origin, and another https:// address the trusted proxy says it served", async () => {
    expect(await stateChange(t, { origin: `https://${SITE}`, host: SITE })).toBe('accepted');
    // app.inject comes from 127.0.0.1, a trusted proxy (TRUST_PROXY loopback): it names the scheme
    expect(
      await stateChange(t, {
        origin: 'https://alias.example.test',
        host: 'alias.example.test',
        'x-forwarded-proto': 'https',
      }),
    ).toBe('accepted');
  });

  it('refuses an http:// page of the same host, whether or not the proxy names the scheme', async () => {
    expect(await stateChange(t, { origin: `http://${SITE}`, host: SITE })).toBe('CROSS_SITE_REQUEST');
    expect(await stateChange(t, { origin: `http://${SITE}`, host: SITE, 'x-forwarded-proto': 'http' })).toBe(
      'CROSS_SITE_REQUEST',
    );
    expect(await stateChange(t, { origin: `https://${SITE}:8443`, host: SITE })).toBe('CROSS_SITE_REQUEST');
  });
});
