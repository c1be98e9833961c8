import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { componentHtml, DAY_MS, isoDay, statusFixture } from './status-page-fixture';

/** A new page shows its response times from its first checks, not after two days of data (issue 33). */
describe.each(DATABASE_KINDS)('response-time chart on %s', (kind) => {
  let t: TestApp;
  let fresh: string;
  let quiet: string;
  let seasoned: string;
  const now = Date.now();
  // the fresh component's checks: two hours apart and all today (UTC), so its one day cannot draw a daily line
  const hourly = now - Math.floor(now / DAY_MS) * DAY_MS > 2.5 * 3_600_000;
  const times = hourly
    ? [now - 2 * 3_600_000, now - 3_600_000, now - 60_000]
    : [now - 180_000, now - 120_000, now - 60_000];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const fx = statusFixture(t.database.handle.db);
    await signedInClient(t, 'charts@example.com');
    const userId = await fx.userId('charts@example.com');
    const page = await fx.page({ userId, slug: 'charts', name: 'Charts' });
    // added just before its first check
    const site = await fx.domain(userId, 'new.example.com', null, new Date(times[0]! - 60_000));
    await fx.check(site, 'healthy', new Date(times[0]!), null, 300);
    await fx.check(site, 'healthy', new Date(times[1]!), null, 100);
    await fx.check(site, 'healthy', new Date(times[2]!), null, 140);
    fresh = await fx.component(page, site, { displayName: 'Fresh', orderIndex: 0 });
    // never checked yet
    const idle = await fx.domain(userId, 'idle.example.com', null, new Date(now - 60_000));
    quiet = await fx.component(page, idle, { displayName: 'Quiet', orderIndex: 1 });
    // days of data: the daily line
    const old = await fx.domain(userId, 'old.example.com');
    await fx.rollup(old, isoDay(now - 2 * DAY_MS), 100, 100, 250);
    await fx.rollup(old, isoDay(now - DAY_MS), 100, 100, 150);
    seasoned = await fx.component(page, old, { displayName: 'Seasoned', orderIndex: 2 });
  }, 60_000);

  afterAll(() => t?.close());

  it("draws a new component's last hours, says when nothing is timed yet, and keeps the daily line for older ones", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/public/status/charts' })).body;
    const first = componentHtml(html, fresh);
    expect(first).toContain('Response time, last 24 hours (average per hour): ');
    expect(first).toMatch(/<svg class="sw-chart"[^>]*><polyline points="0,[\d.]+ [\d.,]+/);
    if (hourly) {
      expect(first).toContain('100 ms to 300 ms, latest 140 ms');
      expect(first).toMatch(/<polyline points="0,[\d.]+ 1,[\d.]+ 2,[\d.]+"\/>/);
    }
    // no check at all: the state says "No data yet" and no empty chart is drawn
    const none = componentHtml(html, quiet);
    expect(none).toContain('No data yet');
    expect(none).not.toContain('sw-chart');
    expect(componentHtml(html, seasoned)).toContain('Response time, average per day: 150 ms to 250 ms, latest 150 ms');
  });
});
