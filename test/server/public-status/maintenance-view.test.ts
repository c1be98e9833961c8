import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { componentHtml, DAY_MS, isoDay, statusFixture } from './status-page-fixture';

/*
 * The SLA view on the public page (decision 054): a day whose outage fell inside a maintenance window reads its
 * measured uptime and, beside it, the uptime with the window's time left out; a window under way shows the component
 * "Under maintenance".
 */
describe.each(DATABASE_KINDS)('maintenance on the public page (%s)', (kind) => {
  let t: TestApp;
  let componentId: string;
  const now = Date.now();
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const dayBefore = today - 2 * DAY_MS;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const fx = statusFixture(t.database.handle.db);
    await signedInClient(t, 'sla@example.com');
    const userId = await fx.userId('sla@example.com');
    const shop = await fx.domain(userId, 'shop.example.com');
    const page = await fx.page({ userId, slug: 'sla-page', name: 'Shop' });
    componentId = await fx.component(page, shop, { displayName: 'Shop', orderIndex: 0 });
    // two days ago: 2 hours down (91.67 % of checks), all of it inside a 2-hour maintenance window
    await fx.rollup(shop, isoDay(dayBefore), 288, 264, 200);
    await fx.outage(shop, new Date(dayBefore + 3_600_000), new Date(dayBefore + 3 * 3_600_000));
    await fx.maintenance(
      userId,
      'Database upgrade',
      new Date(dayBefore + 3_600_000),
      new Date(dayBefore + 3 * 3_600_000),
      [{ domainId: shop }],
    );
    // and one under way now
    await fx.check(shop, 'healthy', new Date(now - 60_000));
    await fx.maintenance(userId, 'Network work', new Date(now - 600_000), new Date(now + 600_000), [
      { domainId: shop },
    ]);
  });
  afterAll(() => t.close());

  it('reads the measured uptime and the uptime excluding maintenance, per day and over the history', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/public/status/sla-page' })).body;
    const component = componentHtml(html, componentId);
    expect(component).toContain('Under maintenance');
    expect(component).toMatch(
      /91\.67% uptime, 100(\.00)?% excluding maintenance, 120 min of outages, 120 min of maintenance/,
    );
    expect(component).toMatch(/% uptime \(\d+(\.\d+)?% excluding maintenance\)/);
    expect(html).toContain('Service Under Maintenance');
  });
});
