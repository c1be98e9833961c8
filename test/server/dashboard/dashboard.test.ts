import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, sslCertificates } from '../../../src/server/db/schema';
import { createHistoryWriter } from '../../../src/server/jobs/monitoring/history-writer';
import type { DashboardStats } from '../../../src/shared/contracts/dashboard';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe.each(DATABASE_KINDS)('GET /api/dashboard/stats on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let freeUser: Client;
  let newcomer: Client;

  /** Uptime checks as the engine writes them: through the history writer, which keeps the daily rollups. */
  async function checks(domainId: string, at: Date, ok: number, failed: number) {
    const writer = createHistoryWriter(t.database.handle.db);
    for (let i = 0; i < ok + failed; i++) {
      writer.add({ domainId, checkType: 'uptime', status: i < ok ? 'healthy' : 'critical', responseTime: 200, details: {}, checkedAt: at, up: i < ok });
    }
    await writer.close();
  }

  async function domain(client: Client, name: string): Promise<{ id: string; userId: string }> {
    const res = await client.post('/api/domains', { name });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const me = (await client.get('/api/auth/user')).json();
    return { id, userId: me.id };
  }

  const alert = (d: { id: string; userId: string }, isResolved: boolean) => ({
    domainId: d.id,
    userId: d.userId,
    type: 'downtime' as const,
    severity: 'critical' as const,
    title: 'down',
    message: 'HTTP 503',
    isResolved,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.handle.db;
    owner = await signedInClient(t, 'owner@example.com', 'pro');
    freeUser = await signedInClient(t, 'free@example.com', 'free');
    newcomer = await signedInClient(t, 'new@example.com', 'pro');

    const shop = await domain(owner, 'shop.example');
    const blog = await domain(owner, 'blog.example');
    const gone = await domain(owner, 'gone.example');
    await checks(shop.id, daysAgo(0), 99, 1);
    await checks(blog.id, daysAgo(10), 90, 10);
    await checks(shop.id, daysAgo(40), 0, 100); // outside the 30-day window
    await checks(gone.id, daysAgo(1), 0, 50); // a deleted domain no longer counts
    await db.insert(sslCertificates).values([
      { domainId: shop.id, validTo: new Date(Date.now() + 10 * DAY), daysUntilExpiry: 10, isValid: true },
      { domainId: blog.id, validTo: new Date(Date.now() + 200 * DAY), daysUntilExpiry: 200, isValid: false },
      { domainId: gone.id, validTo: new Date(Date.now() + 3 * DAY), daysUntilExpiry: 3, isValid: true },
    ]);
    await db.insert(alerts).values([alert(shop, false), alert(shop, true), alert(blog, false), alert(gone, false)]);
    expect((await owner.request('DELETE', `/api/domains/${gone.id}`)).statusCode).toBe(204);

    const free = await domain(freeUser, 'tiny.example');
    await checks(free.id, daysAgo(3), 1, 1);
    await checks(free.id, daysAgo(9), 0, 10); // free keeps 7 days: outside its window
    await db.insert(sslCertificates).values({ domainId: free.id, validTo: new Date(Date.now() + 90 * DAY), daysUntilExpiry: 90, isValid: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the workspace's figures from its history", async () => {
    const res = await owner.get('/api/dashboard/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json<DashboardStats>()).toEqual({
      // (99 + 90) successful of 200 checks in the last 30 days, deleted domain and older days left out
      systemUptime: 94.5,
      activeDomains: 2,
      totalDomains: 3,
      // one expiring within 30 days, one invalid; the deleted domain's certificate is not watched any more
      sslExpiringSoon: 2,
      activeAlerts: 2,
    });
  });

  it("measures uptime over the plan's retention when shorter than 30 days, and shows nobody else's", async () => {
    expect((await freeUser.get('/api/dashboard/stats')).json<DashboardStats>()).toEqual({
      systemUptime: 50,
      activeDomains: 1,
      totalDomains: 1,
      sslExpiringSoon: 0,
      activeAlerts: 0,
    });
  });

  it('reads 100% before anything was measured', async () => {
    expect((await newcomer.get('/api/dashboard/stats')).json<DashboardStats>()).toEqual({
      systemUptime: 100,
      activeDomains: 0,
      totalDomains: 0,
      sslExpiringSoon: 0,
      activeAlerts: 0,
    });
  });

  it("follows the current workspace: a team's figures are the team's", async () => {
    const team = (await owner.post('/api/teams', { name: 'Ops' })).json();
    expect((await owner.post(`/api/teams/${team.id}/switch`)).statusCode).toBe(200);
    await domain(owner, 'team.example');
    expect((await owner.get('/api/dashboard/stats')).json<DashboardStats>()).toMatchObject({ activeDomains: 1, totalDomains: 1, activeAlerts: 0, systemUptime: 100 });
  });
});
