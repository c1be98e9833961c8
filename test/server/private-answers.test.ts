import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, signedInClient, type TestApp, createTestApp } from './helpers/test-app';

/* Decision 031: no cache keeps an API answer made for a signed-in caller; public reads may opt in for visitors. */
describe('Cache-Control of API answers', () => {
  let t: TestApp;
  let user: Client;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    user = await signedInClient(t, 'private@example.com');
    expect((await user.post('/api/domains', { name: 'private.example.com' })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is no-store on every answer made for a signed-in user, even where a route allows caching', async () => {
    for (const url of [
      '/api/auth/user',
      '/api/domains',
      '/api/dashboard/stats',
      '/api/alerts',
      '/api/profile',
      '/api/blog/posts',
    ]) {
      const res = await user.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Errors and changes too.
    expect((await user.get('/api/domains/00000000-0000-4000-8000-000000000000')).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await user.post('/api/domains', { name: 'second.example.com' })).headers['cache-control']).toBe('no-store');
  });

  it('is no-store for visitors unless the route says the answer is public', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get('/api/auth/user')).headers['cache-control']).toBe('no-store');
    expect((await visitor.get('/api/scan?domain=example.com')).headers['cache-control']).toBe('no-store');
    const blog = await visitor.get('/api/blog/posts');
    expect(blog.statusCode).toBe(200);
    expect(blog.headers['cache-control']).toBe('public, max-age=300');
  });
});
