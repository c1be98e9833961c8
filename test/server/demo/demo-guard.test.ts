import { isSessionless } from '../../../src/server/http/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { hashPassword } from '../../../src/server/modules/auth/password';
import { DEMO_EMAIL } from '../../../src/server/modules/seed/seed-demo';
import { demoMayCall } from '../../../src/shared/helpers/demo-access';
import { Client, createTestApp, type TestApp } from '../helpers/test-app';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/*
 * The demo's one list (shared/helpers/demo-access.ts) is what the server's guard applies to every route: each
 * state-changing route it does not name answers 403 DEMO_READ_ONLY to the demo account, each one it names gets past
 * the guard (and the web app disables exactly the buttons of the first kind).
 */
describe('the read-only demo guard', () => {
  let t: TestApp;
  const writes: { method: string; url: string }[] = [];
  let demo: Client;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (!SAFE.has(method) && route.url.startsWith('/api/')) writes.push({ method, url: route.url });
        }
      },
    });
    await t.database.handle.db
      .insert(users)
      .values({ email: DEMO_EMAIL, password: await hashPassword('demo-password'), isTestAccount: true });
    demo = new Client(t.app);
    expect((await demo.post('/api/auth/login', { email: DEMO_EMAIL, password: 'demo-password' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says the session is the demo in the workspace answer', async () => {
    expect((await demo.get('/api/workspace')).json()).toEqual({
      kind: 'personal',
      teamId: null,
      role: 'owner',
      plan: 'free',
      demo: true,
    });
  });

  it('refuses every write the shared list does not allow, and lets the allowed ones through', async () => {
    expect(writes.length).toBeGreaterThan(40);
    const refused: string[] = [];
    const allowed: string[] = [];
    // the session's own exits last: they end the demo session
    const ordered = [...writes].sort(
      (a, b) => Number(a.url.startsWith('/api/auth/logout')) - Number(b.url.startsWith('/api/auth/logout')),
    );
    for (const { method, url } of ordered) {
      if (url === '/api/demo/session') continue; // would start a new session: checked below
      // no session is read on these (Stripe's webhook, the partner API's keys, push URLs): the demo's cookie means nothing there
      if (isSessionless(url)) continue;
      const concrete = url.replace(/:[A-Za-z]+/g, crypto.randomUUID());
      const res = await demo.request(method, concrete, {});
      // the administrators' routes turn away anyone who is not one before any other check (decision 068): the demo
      // never is one
      if (url.startsWith('/api/admin/')) {
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        refused.push(`${method} ${url}`);
        continue;
      }
      const blocked = res.statusCode === 403 && res.json<{ code?: string }>().code === 'DEMO_READ_ONLY';
      (blocked ? refused : allowed).push(`${method} ${url}`);
      expect(blocked, `${method} ${url}`).toBe(!demoMayCall(method, concrete));
    }
    expect(allowed).toEqual(
      expect.arrayContaining(['POST /api/scan', 'POST /api/analytics/pageview', 'POST /api/auth/logout']),
    );
    expect(refused).toEqual(
      expect.arrayContaining(['POST /api/domains', 'POST /api/teams', 'POST /api/domains/:id/full-audit']),
    );
    expect(demoMayCall('POST', '/api/demo/session')).toBe(true);
  });

  it('lets a demo visitor scan, as the visitor they are', async () => {
    const visitor = new Client(t.app);
    await visitor.post('/api/auth/login', { email: DEMO_EMAIL, password: 'demo-password' });
    const scan = await visitor.post('/api/scan', { domain: 'nothing-here.invalid' });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json()).toMatchObject({ domain: 'nothing-here.invalid' });
    expect((await visitor.get('/api/scan?domain=nothing-here.invalid')).statusCode).toBe(200);
    // the scan is this visitor's: another demo visitor does not see it
    const other = new Client(t.app);
    await other.post('/api/auth/login', { email: DEMO_EMAIL, password: 'demo-password' });
    expect((await other.get('/api/scan?domain=nothing-here.invalid')).statusCode).toBe(404);
  });
});
