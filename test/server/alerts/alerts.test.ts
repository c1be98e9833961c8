import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, domains } from '../../../src/server/db/schema';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

describe.each(DATABASE_KINDS)('alerts API on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let stranger: Client;
  let ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'owner@example.com', 'pro');
    stranger = await signedInClient(t, 'stranger@example.com', 'pro');
    const domain = (await owner.post('/api/domains', { name: 'watched.example' })).json();
    const [row] = await t.database.handle.db.select().from(domains).where(eq(domains.id, domain.id));
    const base = { domainId: row!.id, userId: row!.userId, teamId: null };
    const inserted = await t.database.handle.db
      .insert(alerts)
      .values([
        { ...base, type: 'downtime', severity: 'critical', title: 'watched.example is down', message: 'HTTP 503', createdAt: new Date(Date.now() - 60_000) },
        { ...base, type: 'ssl_expiry', severity: 'warning', title: 'Certificate expires in 14 days', message: 'Renew it', createdAt: new Date() },
      ])
      .returning({ id: alerts.id });
    ids = inserted.map((r) => r.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the workspace alerts newest first with the domain name', async () => {
    const list = (await owner.get('/api/alerts')).json();
    expect(list.map((a: { title: string }) => a.title)).toEqual(['Certificate expires in 14 days', 'watched.example is down']);
    expect(list[0]).toMatchObject({ domainName: 'watched.example', isRead: false, isResolved: false, severity: 'warning' });
    expect((await stranger.get('/api/alerts')).json()).toEqual([]);
  });

  it('filters by unread, type and severity', async () => {
    expect((await owner.get('/api/alerts?unreadOnly=true')).json()).toHaveLength(2);
    expect((await owner.get('/api/alerts?type=downtime')).json()).toHaveLength(1);
    expect((await owner.get('/api/alerts?severity=warning')).json()[0].type).toBe('ssl_expiry');
    expect((await owner.get('/api/alerts?type=nonsense')).statusCode).toBe(400);
  });

  it('marks read and resolves, and nobody else can', async () => {
    expect((await stranger.request('PATCH', `/api/alerts/${ids[0]}/read`)).statusCode).toBe(404);
    expect((await stranger.request('PATCH', `/api/alerts/${ids[0]}/resolve`)).statusCode).toBe(404);

    const read = await owner.request('PATCH', `/api/alerts/${ids[0]}/read`);
    expect(read.json()).toMatchObject({ isRead: true, isResolved: false });
    expect((await owner.get('/api/alerts?unreadOnly=true')).json()).toHaveLength(1);

    const resolved = await owner.request('PATCH', `/api/alerts/${ids[1]}/resolve`);
    expect(resolved.json()).toMatchObject({ isResolved: true, isRead: true });
    expect(resolved.json().resolvedAt).not.toBeNull();
    expect((await owner.get('/api/alerts?unresolvedOnly=true')).json()).toHaveLength(1);
    expect((await owner.request('PATCH', '/api/alerts/not-an-id/read')).statusCode).toBe(404);
  });
});
