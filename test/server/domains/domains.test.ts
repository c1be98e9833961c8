import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

describe.each(DATABASE_KINDS)('domains on %s', (kind) => {
  let t: TestApp;
  let free: Client;
  let pro: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    free = await signedInClient(t, 'free@example.com');
    pro = await signedInClient(t, 'pro@example.com', 'pro');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/domains' });
    expect(res.statusCode).toBe(401);
  });

  it('adds a domain, normalising the name, with honest empty figures', async () => {
    const res = await free.post('/api/domains', { name: ' https://Example.com/path ', description: 'Main site' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'example.com',
      description: 'Main site',
      isActive: true,
      uptimePercentage: null,
      performanceScore: null,
      activeAlerts: 0,
      latestCheck: null,
      sslCertificate: null,
    });
    const list = await free.get('/api/domains');
    expect(list.json().data.map((d: { name: string }) => d.name)).toEqual(['example.com']);
    // the answer of the add (made from the new row, without reading the figures back) is the domain as read later
    const read = await free.get(`/api/domains/${res.json().id}`);
    expect(res.json()).toEqual(read.json());
  });

  it('validates names with the spec messages', async () => {
    const res = await free.post('/api/domains', { name: 'not a domain' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.name).toEqual(['Please enter a valid domain name (e.g., example.com)']);
    const empty = await free.post('/api/domains', { name: '' });
    expect(empty.json().details.fieldErrors.name).toEqual(['Domain name is required']);
  });

  it("enforces the plan's domain maximum with the spec's notice", async () => {
    const res = await free.post('/api/domains', { name: 'second.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: "You've reached the limit of 1 domain for your Free plan. Upgrade to monitor more domains.",
    });
  });

  it('keeps the same name apart in two workspaces', async () => {
    const res = await pro.post('/api/domains', { name: 'example.com' });
    expect(res.statusCode).toBe(201);
    const dup = await pro.post('/api/domains', { name: 'EXAMPLE.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('DOMAIN_EXISTS');
  });

  it("never shows or changes another workspace's domain (404, not 403)", async () => {
    const mine = (await free.get('/api/domains')).json().data[0].id as string;
    expect((await pro.get(`/api/domains/${mine}`)).statusCode).toBe(404);
    expect((await pro.request('PATCH', `/api/domains/${mine}`, { description: 'hijack' })).statusCode).toBe(404);
    expect((await pro.request('DELETE', `/api/domains/${mine}`)).statusCode).toBe(404);
    expect((await pro.post(`/api/domains/${mine}/restore`)).statusCode).toBe(404);
    expect((await free.get(`/api/domains/${mine}`)).json().description).toBe('Main site');
  });

  it('edits a domain', async () => {
    const id = (await pro.get('/api/domains')).json().data[0].id as string;
    const res = await pro.request('PATCH', `/api/domains/${id}`, { name: 'www.example.com', description: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'www.example.com', description: null });
    const bad = await pro.request('PATCH', `/api/domains/${id}`, { name: 'nope' });
    expect(bad.json().details.fieldErrors.name).toEqual(['Please enter a valid domain name']);
  });

  it('soft-deletes, lists deleted domains and restores them on paid plans only', async () => {
    const id = (await pro.get('/api/domains')).json().data[0].id as string;
    expect((await pro.request('DELETE', `/api/domains/${id}`)).statusCode).toBe(204);
    expect((await pro.get('/api/domains')).json().data).toEqual([]);
    const withDeleted = (await pro.get('/api/domains?includeInactive=true')).json().data;
    expect(withDeleted).toHaveLength(1);
    expect(withDeleted[0]).toMatchObject({ isActive: false });
    expect(withDeleted[0].deactivatedAt).not.toBeNull();

    const restored = await pro.post(`/api/domains/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ isActive: true, deactivatedAt: null });

    const freeId = (await free.get('/api/domains')).json().data[0].id as string;
    await free.request('DELETE', `/api/domains/${freeId}`);
    const listDeleted = await free.get('/api/domains?includeInactive=true');
    expect(listDeleted.statusCode).toBe(403);
    expect((await free.post(`/api/domains/${freeId}/restore`)).statusCode).toBe(403);
    // a free user can add the name again, which brings the domain back
    const again = await free.post('/api/domains', { name: 'example.com' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(freeId);
  });

  it('answers 404 for malformed ids instead of a database error', async () => {
    const res = await pro.get('/api/domains/not-a-uuid');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Domain not found.');
  });
});
