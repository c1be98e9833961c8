import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ALIASES } from '../../../src/shared/routes';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Decision 069: the addresses people type for signing in or up answer a redirect to the auth screen, which lives at
 * /auth (and /auth?mode=signup), keeping what the query says (`?next=` and `?plan=` work there), instead of the 404
 * page a newcomer got at /signup.
 */
describe.each(DATABASE_KINDS)('sign-in and sign-up aliases on %s', (kind) => {
  let t: TestApp;
  const webDir = mkdtempSync(path.join(tmpdir(), 'sw-web-'));
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  beforeAll(async () => {
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Sitewarden</title><div id="root"></div>');
    t = await createTestApp(kind, { webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['/signup', '/auth?mode=signup'],
    ['/sign-up', '/auth?mode=signup'],
    ['/register', '/auth?mode=signup'],
    ['/login', '/auth'],
    ['/log-in', '/auth'],
    ['/signin', '/auth'],
    ['/sign-in', '/auth'],
  ])('redirects %s to %s', async (alias, target) => {
    const res = await get(alias);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(target);
    expect((await get(`${alias}/`)).headers.location).toBe(target);
    const head = await get(alias, 'HEAD');
    expect([head.statusCode, head.headers.location]).toEqual([302, target]);
  });

  it('keeps the query: where to go after signing in, the chosen plan; the alias says the mode', async () => {
    expect((await get('/login?next=%2Fdomains%3Ftab%3Dssl')).headers.location).toBe(
      '/auth?next=%2Fdomains%3Ftab%3Dssl',
    );
    expect((await get('/signup?plan=pro&next=%2Fbilling')).headers.location).toBe(
      '/auth?mode=signup&plan=pro&next=%2Fbilling',
    );
    expect((await get('/register?mode=signin&next=%2F')).headers.location).toBe('/auth?mode=signup&next=%2F');
    expect((await get('/signin?mode=signup')).headers.location).toBe('/auth');
    // what may not stand in a header as it came is percent-encoded, never a failure
    const unicode = await get('/signup?ref=café');
    expect([unicode.statusCode, unicode.headers.location]).toEqual([302, '/auth?mode=signup&ref=caf%C3%A9']);
  });

  it('names every alias it serves, and leaves other paths to the 404 page', async () => {
    expect(Object.keys(AUTH_ALIASES).sort()).toEqual([
      '/log-in',
      '/login',
      '/register',
      '/sign-in',
      '/sign-up',
      '/signin',
      '/signup',
    ]);
    expect((await get('/signups')).statusCode).toBe(404);
    expect((await get('/auth')).statusCode).toBe(200);
  });
});
