import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, TEST_ORIGIN, type Client, type TestApp } from '../helpers/test-app';

/*
 * Issue #13 item 7: a state-changing call with `Origin: null` (what a sandboxed iframe, a data: page or a redirect
 * across sites sends) and no Sec-Fetch-Site was accepted, so any site could post from an opaque origin with the
 * visitor's cookie. Now only the browser's own `Sec-Fetch-Site: same-origin` lets an opaque origin through
 * (decisions 006 and 033).
 */
describe.each(DATABASE_KINDS)('Origin: null on %s', (kind) => {
  let t: TestApp;
  let user: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signedInClient(t, 'origin-null@input.test');
  });
  afterAll(async () => {
    await t?.close();
  });

  const rename = (firstName: string, headers: Record<string, string>) =>
    user.request('PATCH', '/api/profile', { firstName }, headers);

  it('refuses a state change from an opaque origin, and nothing changes', async () => {
    const res = await rename('Mallory', { origin: 'null' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused.', code: 'CROSS_SITE_REQUEST' });
    expect((await user.get('/api/auth/user')).json()).toMatchObject({ firstName: 'Ada' });
  });

  it('refuses it also when the browser says the caller is another site or a sibling', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await rename('Mallory', { origin: 'null', 'sec-fetch-site': site });
      expect(res.statusCode, site).toBe(403);
    }
  });

  it('refuses a sign-out from an opaque origin (a call without a body)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'null' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE_REQUEST');
  });

  it('lets the app itself, scripts and reads through', async () => {
    expect((await rename('Grace', { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // A same-origin request the browser sends with an opaque origin (after a same-origin redirect) vouched for.
    expect((await rename('Grace', { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // curl and server-to-server calls send neither header and carry no victim's cookie.
    const script = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'Grace' },
      headers: { cookie: `sitewarden.sid=${user.cookie('sitewarden.sid')}` },
    });
    expect(script.statusCode).toBe(200);
    expect((await user.request('GET', '/api/auth/user', undefined, { origin: 'null' })).statusCode).toBe(200);
  });
});
