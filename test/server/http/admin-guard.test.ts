import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, TEST_ORIGIN, type Client, type TestApp } from '../helpers/test-app';

/*
 * The operators' API (/api/admin/*) refuses whoever is not an administrator before it reads anything of the
 * request: a bad query or body answers 401 to a visitor and 404 to a signed-in non-administrator, as a good one
 * does, never a 400 whose field errors describe the route's schema.
 */
describe.each(DATABASE_KINDS)('the /api/admin/* guard on %s', (kind) => {
  let t: TestApp;
  let user: Client;
  let admin: Client;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (route.url.startsWith('/api/admin/') && method !== 'HEAD') routes.push({ method, url: route.url });
      },
    });
    // the installation's first account is its administrator (decision 045)
    admin = await signedInClient(t, 'operator@guard.test');
    user = await signedInClient(t, 'someone@guard.test');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A path with bad ids, a query the routes' schemas refuse, and a body of the wrong shape or not JSON at all. */
  const badRequests = (method: string, url: string) => {
    const path = url.replace(/:\w+/g, 'not-an-id');
    const query = '?limit=-5&cursor=%00&status=nonsense&plan=gold&days=x';
    const bodies: (string | undefined)[] =
      method === 'GET' || method === 'DELETE' ? [undefined] : ['{"plan":42,"isAdmin":"x","to":7}', '[]', '{"a": '];
    return bodies.map((payload) => ({ method, url: `${path}${query}`, payload }));
  };

  const send = (who: 'visitor' | 'user', r: { method: string; url: string; payload?: string }) =>
    t.app.inject({
      method: r.method as 'GET',
      url: r.url,
      payload: r.payload,
      headers: {
        origin: TEST_ORIGIN,
        ...(r.payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(who === 'user' ? { cookie: `sitewarden.sid=${user.cookie('sitewarden.sid')}` } : {}),
      },
    });

  it('answers a visitor 401 and a non-administrator 404 on every route, whatever the query or body', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const { method, url } of routes) {
      for (const r of badRequests(method, url)) {
        const visitor = await send('visitor', r);
        expect(visitor.statusCode, `visitor ${r.method} ${r.url} ${r.payload}: ${visitor.body}`).toBe(401);
        expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED' });
        const signedIn = await send('user', r);
        expect(signedIn.statusCode, `user ${r.method} ${r.url} ${r.payload}: ${signedIn.body}`).toBe(404);
        expect(signedIn.body).not.toMatch(/fieldErrors|VALIDATION_ERROR|INVALID_JSON/);
      }
    }
  });

  it('still validates what an administrator sends', async () => {
    const res = await admin.request('PUT', '/api/admin/users/not-an-id/plan', { plan: 'gold' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
