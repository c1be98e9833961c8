import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainChecks, monitors, uptimeEvents } from '../../../src/server/db/schema';
import type { Analytics, Trends } from '../../../src/shared/contracts/trends';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const MIN = 60_000;
const HOUR = 60 * MIN;

// Decision 050: a domain's trend figures are its home page's; its monitors get rows (CSV) and a list (analytics) of their own.
describe.each(DATABASE_KINDS)('monitors in trends, analytics and the CSV export on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let shop: string;
  const now = Date.now();

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'monitor-trends@example.com', 'pro');
    shop = (await owner.post('/api/domains', { name: 'пример.рф' })).json<{ id: string }>().id;
    const db = t.database.handle.db;
    const [api] = await db
      .insert(monitors)
      .values({ domainId: shop, type: 'endpoint', name: 'API health', intervalSeconds: 60 })
      .returning();
    const at = (ago: number) => new Date(now - ago);
    await db.insert(domainChecks).values([
      // the home page: 2 checks, both up, 100 ms
      { domainId: shop, checkType: 'uptime', status: 'healthy', responseTime: 100, checkedAt: at(2 * HOUR) },
      { domainId: shop, checkType: 'uptime', status: 'healthy', responseTime: 100, checkedAt: at(HOUR) },
      // the monitor: 4 checks, 1 up, 900 ms
      ...[0, 1, 2, 3].map((i) => ({
        domainId: shop,
        monitorId: api!.id,
        checkType: 'endpoint' as const,
        status: i === 0 ? ('healthy' as const) : ('critical' as const),
        responseTime: i === 0 ? 900 : null,
        checkedAt: at(3 * HOUR - i * MIN),
      })),
    ]);
    await db.insert(uptimeEvents).values({
      domainId: shop,
      monitorId: api!.id,
      eventType: 'down',
      startTime: at(3 * HOUR),
      endTime: at(2 * HOUR),
      durationMs: HOUR,
      errorMessage: 'HTTP 503',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps the domain's trend to its home page", async () => {
    const body = (await owner.get(`/api/trends?domainId=${shop}&range=24h`)).json<Trends>();
    expect(body.current).toMatchObject({ uptime: 100, checks: 2, responseTime: 100, incidents: 0 });
  });

  it('lists each monitor beside the domains, with its own uptime', async () => {
    const body = (await owner.get('/api/analytics?range=24h')).json<Analytics>();
    expect(body.domains).toEqual([expect.objectContaining({ name: 'xn--e1afmkfd.xn--p1ai', uptime: 100, checks: 2 })]);
    expect(body.domains[0]!.reliability.incidents).toBe(0);
    expect(body.monitors).toEqual([
      {
        id: expect.any(String),
        name: 'API health',
        domainId: shop,
        domainName: 'xn--e1afmkfd.xn--p1ai',
        uptime: 25,
        checks: 4,
        responseTime: 900,
      },
    ]);
  });

  it("exports the monitor's periods as rows naming it, after the domain's, with the domain in Unicode", async () => {
    const res = await owner.get(`/api/trends/export.csv?domainId=${shop}&range=24h`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'period_start_utc,domain,monitor,uptime_percent,uptime_checks,avg_response_time_ms,ssl_days_left,performance_score',
    );
    const rows = lines.slice(1).map((l) => l.split(',').slice(1));
    const home = rows.filter((r) => r[1] === '');
    const monitor = rows.filter((r) => r[1] === 'API health');
    expect(home.reduce((n, r) => n + Number(r[3]), 0)).toBe(2);
    expect(monitor.reduce((n, r) => n + Number(r[3]), 0)).toBe(4);
    expect(rows.every((r) => r[0] === 'пример.рф')).toBe(true);
    expect(rows.findIndex((r) => r[1] === 'API health')).toBeGreaterThan(rows.findLastIndex((r) => r[1] === ''));
  });
});
