import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { createMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring.repository';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../../src/server/modules/seed/seed-demo';
import type { DashboardStats } from '../../../src/shared/contracts/dashboard';
import type { Domain } from '../../../src/shared/contracts/domains';
import type { PerformanceAggregate } from '../../../src/shared/contracts/performance';
import type { RenewalsResponse } from '../../../src/shared/contracts/renewals';
import type { SecuritySummary } from '../../../src/shared/contracts/security';
import type { Trends } from '../../../src/shared/contracts/trends';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, type TestApp } from '../helpers/test-app';

const TABLES = [
  'domains',
  'domain_checks',
  'uptime_stats',
  'uptime_events',
  'alerts',
  'ssl_certificates',
  'dns_records',
  'performance_scans',
  'performance_resource_metrics',
  'performance_metrics',
  'performance_snapshots',
];

describe.each(DATABASE_KINDS)('sitewarden seed demo on %s', (kind) => {
  let t: TestApp;
  const counts: Record<string, number>[] = [];

  const countAll = async () => {
    const [row] = await queryRows<Record<string, number>>(
      t.database.handle.db,
      sql.raw(`select ${TABLES.map((x) => `(select count(*) from ${x})::int as ${x}`).join(', ')}`),
    );
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    expect(await seedDemo(t.database.handle)).toMatch(/^Created the demo workspace/);
    counts.push(await countAll());
    expect(await seedDemo(t.database.handle)).toMatch(/^Refreshed the demo workspace/);
    counts.push(await countAll());
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('leaves the same workspace however often it runs', () => {
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[0]).toMatchObject({
      domains: 4,
      ssl_certificates: 4,
      performance_scans: 360,
      performance_snapshots: 360,
    });
    expect(counts[0]!.domain_checks).toBeGreaterThan(4 * 90 * 96);
  });

  it('gives the demo account a dashboard worth looking at', async () => {
    const demo = new Client(t.app);
    expect((await demo.post('/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).statusCode).toBe(200);
    const stats = (await demo.get('/api/dashboard/stats')).json<DashboardStats>();
    expect(stats).toMatchObject({ activeDomains: 4, totalDomains: 4, sslExpiringSoon: 1, activeAlerts: 4 });
    expect(stats.systemUptime).toBeGreaterThan(99.5);
    expect(stats.systemUptime).toBeLessThan(100);

    const list = (await demo.get('/api/domains')).json<{ data: Domain[] }>().data;
    expect(
      list.every(
        (d) =>
          d.name.endsWith('.sitewarden-demo.example') &&
          d.latestCheck &&
          d.performanceScore !== null &&
          d.sslCertificate,
      ),
    ).toBe(true);
    const unread = (await demo.get('/api/alerts?unreadOnly=true')).json<{ title: string }[]>();
    // the last few days: yesterday's outage (recovered), a slow spell still going on, a certificate to renew (the
    // registration alert of a week ago is read already); the API's Status JSON monitor went down with it
    expect(unread.map((a) => a.title.replace(/\d{4} ms/, 'N ms')).sort()).toEqual([
      'Status JSON on api.sitewarden-demo.example is down',
      'api.sitewarden-demo.example is down',
      'api.sitewarden-demo.example: Response time rose to N ms',
      'blog.sitewarden-demo.example: TLS certificate expires in 14 days',
    ]);
    const all = (await demo.get('/api/alerts')).json<{ title: string; isResolved: boolean }[]>();
    expect(all.filter((a) => !a.isResolved).map((a) => a.title)).toContain(
      'blog.sitewarden-demo.example: domain registration expires in 30 days',
    );
  });

  it('gives the renewals card and the trends every expiry the engine would have read', async () => {
    const demo = new Client(t.app);
    await demo.post('/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const renewals = (await demo.get('/api/renewals')).json<RenewalsResponse>();
    expect(renewals.unknownRegistrations).toBe(0);
    expect(renewals.data.filter((r) => r.source === 'registration')).toHaveLength(4);
    expect(renewals.data.filter((r) => r.source === 'certificate')).toHaveLength(4);
    const blog = renewals.data.find((r) => r.source === 'registration' && r.domainName?.startsWith('blog.'));
    expect(blog?.daysLeft).toBeGreaterThanOrEqual(22);
    expect(blog?.daysLeft).toBeLessThanOrEqual(23);

    const shop = (await demo.get('/api/domains'))
      .json<{ data: Domain[] }>()
      .data.find((d) => d.name.startsWith('shop.'))!;
    const trends = (await demo.get(`/api/trends?domainId=${shop.id}&range=90d`)).json<Trends>();
    const withSsl = trends.points.filter((p) => p.sslDaysLeft !== null);
    expect(withSsl.length).toBeGreaterThanOrEqual(89);
    expect(trends.current.sslDaysLeft).toBeGreaterThanOrEqual(60);
  });

  it('counts each Lighthouse run in the range it was measured in, and shows clean blocklist results', async () => {
    const demo = new Client(t.app);
    await demo.post('/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    // one daily run per site: 4 in the last 24 hours, about 120 in 30 days
    const day = (await demo.get('/api/performance/aggregate?range=24h')).json<PerformanceAggregate>();
    expect(day.measurements).toBe(4);
    const month = (await demo.get('/api/performance/aggregate?range=30d')).json<PerformanceAggregate>();
    expect(month.measurements).toBeGreaterThanOrEqual(116);
    expect(month.measurements).toBeLessThanOrEqual(124);

    const security = (await demo.get('/api/security/summary')).json<SecuritySummary>();
    const status = Object.fromEntries(security.checks.map((c) => [c.key, c.status]));
    expect(status).toEqual({ malware: 'healthy', blacklist: 'healthy', ssl: 'warning', dns: 'healthy' });
  });

  it('is never probed: the monitoring engine does not schedule the demo sites', async () => {
    expect(await createMonitoringRepository(t.database.handle.db).activeDomains()).toEqual([]);
  });
});
