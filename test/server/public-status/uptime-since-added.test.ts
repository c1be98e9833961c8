import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { componentHtml, DAY_MS, dayBars, isoDay, statusFixture } from './status-page-fixture';

const MINUTE = 60_000;

/**
 * A component counts from when what it watches was added (finding: a monitor six minutes old read as if watched for
 * the whole 90-day bar). Its older days are "no data" everywhere the page speaks of uptime: the bars and their
 * words, the figure under them, the SLA figure beside it, the badges and Statuspage's start_date.
 */
describe.each(DATABASE_KINDS)('uptime since a component was added on %s', (kind) => {
  let t: TestApp;
  let freshComponent: string;
  let oldComponent: string;
  const now = Date.now();
  const added = new Date(now - 6 * MINUTE);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await signedInClient(t, 'owner@example.com');
    const fx = statusFixture(t.database.handle.db);
    const userId = await fx.userId('owner@example.com');
    const shop = await fx.domain(userId, 'shop.example.com');
    const fresh = await fx.monitor(shop, 'Checkout', added);
    const pageId = await fx.page({ userId, slug: 'acme' });
    oldComponent = await fx.component(pageId, shop, { displayName: 'Web shop', orderIndex: 0 });
    freshComponent = await fx.component(pageId, shop, { monitorId: fresh, displayName: 'Checkout', orderIndex: 1 });
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    for (let d = 1; d <= 30; d++) await fx.rollup(shop, isoDay(today - d * DAY_MS), 1440, 1440);
    await fx.check(shop, 'healthy', new Date(now - MINUTE));
    // the new monitor: down for its first four minutes, then up
    for (let m = 5; m >= 1; m--)
      await fx.check(shop, m >= 2 ? 'critical' : 'healthy', new Date(now - m * MINUTE), fresh);
    await fx.check(shop, 'healthy', new Date(now - 30_000), fresh);
    await fx.outage(shop, new Date(now - 5 * MINUTE), new Date(now - MINUTE), fresh);
    // two hours of maintenance on the shop and all its monitors, twenty days before the monitor existed
    const windowStart = new Date(today - 20 * DAY_MS + 2 * 3_600_000);
    await fx.maintenance(userId, 'Datacentre move', windowStart, new Date(windowStart.getTime() + 2 * 3_600_000), [
      { domainId: shop },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("reads a six-minute-old monitor's uptime since it was added: no data before, no maintenance it never had", async () => {
    const html = (await get('/public/status/acme')).body;
    const fresh = componentHtml(html, freshComponent);
    const labels = dayBars(html, freshComponent).map(([tone, , label]) => [tone, label]);
    expect(labels).toHaveLength(90);
    // every day before the one it was added on (today, but for the first minutes after midnight UTC): no data, and
    // nothing else said of it (the maintenance 20 days ago covered nothing of it)
    const addedDay = 89 - Math.round((Date.parse(isoDay(now)) - Date.parse(isoDay(added.getTime()))) / DAY_MS);
    for (const [tone, label] of labels.slice(0, addedDay)) {
      expect(tone).toBe('none');
      expect(label).toMatch(/^\d{1,2} \w{3,4} \d{4}, No data$/);
    }
    if (addedDay === 89) expect(labels[89]![1]).toMatch(/, 33\.33% uptime, 4 min of outages$/);
    // the figure says since when it counts, and no "excluding maintenance" from a window before it existed
    const since = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(added);
    expect(fresh).toContain(`<span class="sw-long">33.33% uptime since ${since}</span>`);
    expect(fresh).toContain(`<span class="sw-short">33.33% uptime since ${since}</span>`);
    expect(fresh).not.toContain('excluding maintenance');

    // the domain, watched all along, keeps its whole history and its maintenance
    const old = componentHtml(html, oldComponent);
    expect(old).not.toContain(' since ');
    expect(old).toContain('120 min of maintenance');
  });

  it('gives the badges and the Statuspage JSON the same period', async () => {
    const badge = (await get(`/public/status/acme/badges/components/${freshComponent}.svg?period=30d`)).body;
    expect(badge).toContain('33.33%');
    const json = (await get('/public/status/acme/api/v2/components.json')).json<{
      components: { id: string; start_date: string | null }[];
    }>();
    const byId = new Map(json.components.map((c) => [c.id, c.start_date]));
    expect(byId.get(freshComponent)).toBe(isoDay(added.getTime()));
    expect(byId.get(oldComponent)).toBe(isoDay(now - 400 * DAY_MS));
  });
});
