import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainChecks, monitors } from '../../../src/server/db/schema';
import type { DashboardStats } from '../../../src/shared/contracts/dashboard';
import type { Domain } from '../../../src/shared/contracts/domains';
import { getStatCards } from '../../../src/shared/helpers/dashboard-cards';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const MIN = 60_000;

// Issue 16: the Active Domains card counts the monitors whose latest check failed, in the caller's workspace only.
describe.each(DATABASE_KINDS)('monitors down on the dashboard on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let other: Client;

  async function addMonitor(
    domainId: string,
    name: string,
    statuses: ('healthy' | 'critical' | 'error')[],
    isActive = true,
  ) {
    const db = t.database.handle.db;
    const [m] = await db
      .insert(monitors)
      .values({ domainId, type: 'endpoint', name, intervalSeconds: 60, isActive })
      .returning();
    const now = Date.now();
    // oldest first: the last status is the latest check
    await db.insert(domainChecks).values(
      statuses.map((status, i) => ({
        domainId,
        monitorId: m!.id,
        checkType: 'endpoint' as const,
        status,
        checkedAt: new Date(now - (statuses.length - i) * MIN),
      })),
    );
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'monitors-down@example.com', 'pro');
    other = await signedInClient(t, 'someone-else@example.com', 'pro');
    const shop = (await owner.post('/api/domains', { name: 'shop.example.com' })).json<Domain>();
    await addMonitor(shop.id, 'API health', ['healthy', 'critical']);
    await addMonitor(shop.id, 'Checkout', ['critical', 'healthy']);
    await addMonitor(shop.id, 'Cron heartbeat', ['error']);
    await addMonitor(shop.id, 'Paused one', ['critical'], false);
    const theirs = (await other.post('/api/domains', { name: 'theirs.example.com' })).json<Domain>();
    await addMonitor(theirs.id, 'Their API', ['critical']);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts the active monitors whose latest check failed, and the card says so', async () => {
    const stats = (await owner.get('/api/dashboard/stats')).json<DashboardStats>();
    expect(stats.monitorsDown).toBe(2);
    expect(getStatCards(stats).find((c) => c.key === 'activeDomains')).toMatchObject({
      subtitle: '1 total, 1 pending first check, 2 monitors down',
      tone: 'critical',
    });
    expect((await other.get('/api/dashboard/stats')).json<DashboardStats>().monitorsDown).toBe(1);
  });
});
