import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domains, performanceMetrics } from '../../../src/server/db/schema';
import { createHistoryWriter, type CheckRow } from '../../../src/server/jobs/monitoring/history-writer';
import { createMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring.repository';
import type { Analytics, Trends } from '../../../src/shared/contracts/trends';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/*
 * History is written the way monitoring writes it: checks through the batched history writer (which keeps the daily
 * uptime rollups), outages through the monitoring repository, Lighthouse summaries as performance_metrics rows.
 */
describe.each(DATABASE_KINDS)('trends, analytics and the CSV export on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let shop: string;
  let quiet: string;
  const now = Date.now();
  /** Noon (UTC) k days ago: whole-day fixtures never straddle midnight. */
  const noonAgo = (k: number) => now - (Math.floor(now / DAY) * DAY - k * DAY + 12 * HOUR);

  const uptime = (domainId: string, ago: number, up: boolean, responseTime: number | null): CheckRow => ({
    domainId,
    checkType: 'uptime',
    status: up ? 'healthy' : 'critical',
    responseTime,
    details: {},
    checkedAt: new Date(now - ago),
    up,
  });
  const ssl = (domainId: string, ago: number, daysUntilExpiry: number): CheckRow => ({
    domainId,
    checkType: 'ssl',
    status: 'healthy',
    responseTime: 20,
    details: { daysUntilExpiry },
    checkedAt: new Date(now - ago),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'trends-owner@example.com', 'pro');
    const add = async (name: string) => (await owner.post('/api/domains', { name })).json<{ id: string }>().id;
    shop = await add('shop.example.com');
    quiet = await add('quiet.example.com');

    const db = t.database.handle.db;
    const writer = createHistoryWriter(db);
    for (const row of [
      // the last hours: 2 of 3 checks up
      uptime(shop, 2 * HOUR, true, 100),
      uptime(shop, 2 * HOUR - MIN, false, null),
      uptime(shop, 30 * MIN, true, 300),
      // three days ago: 4 of 4 up
      ...[0, 1, 2, 3].map((i) => uptime(shop, noonAgo(3) + i * MIN, true, 200)),
      // nine days ago, the previous 7-day period: 2 of 4 up
      ...[0, 1, 2, 3].map((i) => uptime(shop, noonAgo(9) + i * MIN, i < 2, 400)),
      ssl(shop, noonAgo(9), 70),
      ssl(shop, noonAgo(3), 64),
      ssl(shop, 1 * HOUR, 61),
    ]) {
      writer.add(row);
    }
    await writer.close();
    await db.insert(performanceMetrics).values([
      { domainId: shop, performanceScore: 80, createdAt: new Date(now - noonAgo(3)) },
      { domainId: shop, performanceScore: 90, createdAt: new Date(now - noonAgo(3) + HOUR) },
    ]);
    const monitoring = createMonitoringRepository(db);
    await monitoring.startOutage(shop, new Date(now - 5 * HOUR), 503, 'Server error 503');
    await monitoring.endOutage(shop, new Date(now - 5 * HOUR + 10 * MIN), 10 * MIN, 3, null);
    await monitoring.startOutage(shop, new Date(now - noonAgo(10)), null, 'Connection refused');
    await monitoring.endOutage(shop, new Date(now - noonAgo(10) + 30 * MIN), 30 * MIN, 5, null);
    // monitored for a month: MTBF counts the time watched, which starts when the domain was added
    await db
      .update(domains)
      .set({ createdAt: new Date(now - 30 * DAY) })
      .where(eq(domains.id, shop));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('draws the last 24 hours hour by hour from the checks, with empty hours left empty', async () => {
    const res = await owner.get(`/api/trends?domainId=${shop}&range=24h`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Trends>();
    expect(body).toMatchObject({ bucket: 'hour', retentionDays: 30, domain: { id: shop, name: 'shop.example.com' } });
    expect(body.points).toHaveLength(24);
    const measured = body.points.filter((p) => p.checks > 0);
    expect(measured.reduce((s, p) => s + p.checks, 0)).toBe(3);
    expect(body.points.filter((p) => p.checks === 0).every((p) => p.uptime === null && p.responseTime === null)).toBe(
      true,
    );
    expect(body.current).toMatchObject({ uptime: 66.667, checks: 3, responseTime: 200, sslDaysLeft: 61, incidents: 1 });
    // the previous 24 hours had no checks: nothing to compare with, so no change is claimed
    expect(body.previous).toMatchObject({ uptime: null, checks: 0 });
  });

  it('draws 7 days from the daily rollups and compares them with the 7 days before', async () => {
    const body = (await owner.get(`/api/trends?domainId=${shop}&range=7d`)).json<Trends>();
    expect(body.bucket).toBe('day');
    expect(body.points).toHaveLength(7);
    expect(body.current).toMatchObject({
      uptime: 85.714,
      checks: 7,
      sslDaysLeft: 61,
      performanceScore: 85,
      incidents: 1,
    });
    expect(body.previous).toMatchObject({
      uptime: 50,
      checks: 4,
      responseTime: 400,
      sslDaysLeft: 70,
      performanceScore: null,
      incidents: 1,
    });
  });

  it('refuses a range beyond the plan’s retention, and other workspaces’ domains', async () => {
    const free = await signedInClient(t, 'trends-free@example.com');
    const mine = (await free.post('/api/domains', { name: 'free.example.com' })).json<{ id: string }>().id;
    const refused = await free.get(`/api/trends?domainId=${mine}&range=30d`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_RETENTION',
      message: 'Your Free plan keeps 7 days of history. Upgrade to look further back.',
    });
    const empty = (await free.get(`/api/trends?domainId=${mine}&range=7d`)).json<Trends>();
    expect(empty.previous).toBeNull();
    expect(empty.points.every((p) => p.uptime === null && p.sslDaysLeft === null && p.performanceScore === null)).toBe(
      true,
    );
    expect((await free.get(`/api/trends?domainId=${shop}&range=24h`)).statusCode).toBe(404);
    expect((await free.get('/api/trends/export.csv?range=7d&domainId=' + shop)).statusCode).toBe(404);
  });

  it('sums up the workspace with incidents, MTTR and MTBF per domain', async () => {
    const body = (await owner.get('/api/analytics?range=24h')).json<Analytics>();
    expect(body.domains.map((d) => d.name)).toEqual(['quiet.example.com', 'shop.example.com']);
    const shopRow = body.domains.find((d) => d.id === shop)!;
    expect(shopRow.reliability).toMatchObject({
      incidents: 1,
      openIncidents: 0,
      downtimeMs: 10 * MIN,
      mttrMs: 10 * MIN,
    });
    // one incident gives no MTBF (at least two; decision 044)
    expect(shopRow.reliability.mtbfMs).toBeNull();
    expect(body.domains.find((d) => d.id === quiet)).toMatchObject({
      uptime: null,
      checks: 0,
      reliability: { incidents: 0, mttrMs: null, mtbfMs: null },
    });
    expect(body.reliability).toMatchObject({ incidents: 1, mttrMs: 10 * MIN });
    expect(body.current.uptime).toBe(66.667);
  });

  it('exports the measured periods as CSV with a file name', async () => {
    const res = await owner.get(`/api/trends/export.csv?domainId=${shop}&range=7d`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sitewarden-shop\.example\.com-7d-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'period_start_utc,domain,monitor,uptime_percent,uptime_checks,avg_response_time_ms,ssl_days_left,performance_score',
    );
    const threeDaysAgo = lines.find((l) =>
      l.startsWith(new Date(Math.floor((now - 3 * DAY) / DAY) * DAY).toISOString()),
    );
    // one row per day with anything measured: three days ago, and the day(s) of the last hours' checks
    const days = new Set(
      [3 * DAY, 2 * HOUR, 2 * HOUR - MIN, HOUR, 30 * MIN].map((ago) => Math.floor((now - ago) / DAY)),
    );
    expect(lines).toHaveLength(1 + days.size);
    expect(threeDaysAgo).toMatch(/,shop\.example\.com,,100,4,200,64,85$/);

    const workspace = await owner.get('/api/trends/export.csv?range=7d');
    expect(workspace.headers['content-disposition']).toContain('sitewarden-workspace-7d-');
    // quiet.example.com has nothing measured, so no rows of its own
    expect(workspace.body).not.toContain('quiet.example.com');
  });
});
