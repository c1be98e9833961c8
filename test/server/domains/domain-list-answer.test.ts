import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts } from '../../../src/server/db/schema';
import type { DashboardStats } from '../../../src/shared/contracts/dashboard';
import type { Domain } from '../../../src/shared/contracts/domains';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

/** Decision 022: the domain list and the dashboard figures are cached per workspace and sent compressed. */
describe.each(DATABASE_KINDS)('cached domain list and dashboard on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  const list = async (c: Client, query = '') => (await c.get(`/api/domains${query}`)).json<{ data: Domain[] }>().data;
  const stats = async (c: Client) => (await c.get('/api/dashboard/stats')).json<DashboardStats>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'owner@example.com', 'pro');
    for (let i = 1; i <= 8; i++) {
      const res = await owner.post('/api/domains', { name: `site${i}.example.com`, description: `Shop number ${i}` });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the list compressed to clients that accept it, the same JSON once unpacked', async () => {
    const plain = await owner.get('/api/domains');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json<{ data: Domain[] }>().data).toHaveLength(8);

    const br = await owner.request('GET', '/api/domains', undefined, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await owner.request('GET', '/api/domains', undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await owner.request('GET', '/api/domains', undefined, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('lists an added, renamed, deleted or restored domain on the next request', async () => {
    expect(await list(owner)).toHaveLength(8);
    const added = (await owner.post('/api/domains', { name: 'new.example.com' })).json<Domain>();
    expect((await list(owner)).map((d) => d.name)).toContain('new.example.com');
    expect(await stats(owner)).toMatchObject({ activeDomains: 9, totalDomains: 9 });

    await owner.request('PATCH', `/api/domains/${added.id}`, { name: 'renamed.example.com', description: null });
    expect((await list(owner)).map((d) => d.name)).toContain('renamed.example.com');

    expect((await owner.request('DELETE', `/api/domains/${added.id}`)).statusCode).toBe(204);
    expect((await list(owner)).map((d) => d.name)).not.toContain('renamed.example.com');
    expect((await list(owner, '?includeInactive=true')).map((d) => d.name)).toContain('renamed.example.com');
    expect(await stats(owner)).toMatchObject({ activeDomains: 8, totalDomains: 9 });

    expect((await owner.post(`/api/domains/${added.id}/restore`)).statusCode).toBe(200);
    expect((await list(owner)).map((d) => d.name)).toContain('renamed.example.com');
    expect(await stats(owner)).toMatchObject({ activeDomains: 9 });
  });

  it('counts a resolved alert out of the list and the dashboard on the next request', async () => {
    const other = await signedInClient(t, 'other@example.com', 'pro');
    const domain = (await other.post('/api/domains', { name: 'flaky.example.com' })).json<Domain>();
    const me = (await other.get('/api/auth/user')).json<{ id: string }>();
    // opened by the monitoring engine before anyone looked
    const [alert] = await t.database.handle.db
      .insert(alerts)
      .values({
        domainId: domain.id,
        userId: me.id,
        type: 'downtime',
        severity: 'critical',
        title: 'down',
        message: 'HTTP 503',
      })
      .returning({ id: alerts.id });
    expect((await list(other))[0]!.activeAlerts).toBe(1);
    expect((await stats(other)).activeAlerts).toBe(1);

    expect((await other.request('PATCH', `/api/alerts/${alert!.id}/resolve`)).statusCode).toBe(200);
    expect((await list(other))[0]!.activeAlerts).toBe(0);
    expect((await stats(other)).activeAlerts).toBe(0);
    // and the other workspace's cached answers are its own
    expect(await list(owner)).toHaveLength(9);
  });
});
