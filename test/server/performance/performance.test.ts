import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  domains,
  performanceBudgets,
  performanceMetrics,
  performanceSnapshots,
  users,
} from '../../../src/server/db/schema';
import type { WebVitalsSummary } from '../../../src/shared/contracts/web-vitals-summary';
import type { LighthouseResult, LighthouseTarget } from '../../../src/server/engine';
import { createLighthouseScheduler } from '../../../src/server/jobs/lighthouse/lighthouse-scheduler';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;

/** What Lighthouse answers for a page: scores, lab vitals, a render-blocking stylesheet and one third party. */
function lighthouseResult(url: string): LighthouseResult {
  const numeric = (value: number) => ({ numericValue: value });
  return {
    status: 'warning',
    message: 'Performance 72/100 (mobile)',
    durationMs: 9000,
    waitedMs: 0,
    raw: {
      audits: {
        'largest-contentful-paint': numeric(3120.4),
        'cumulative-layout-shift': numeric(0.042),
        'total-blocking-time': numeric(310),
        'first-contentful-paint': numeric(1400),
        'server-response-time': numeric(180),
        'speed-index': numeric(2900),
      },
    },
    details: {
      requestedUrl: url,
      finalUrl: url,
      device: 'mobile',
      lighthouseVersion: '12.0.0',
      fetchedAt: new Date().toISOString(),
      scores: { performance: 72, accessibility: 95, bestPractices: 100, seo: 91 },
      vitals: { lcp: 3120, cls: 0.042, tbt: 310, fcp: 1400, ttfb: 180, speedIndex: 2900 },
      resources: [
        {
          url,
          type: 'Document',
          mimeType: 'text/html',
          transferSize: 12_000,
          resourceSize: 40_000,
          startTime: 0,
          duration: 200,
          renderBlocking: false,
          thirdParty: false,
          thirdPartyDomain: null,
        },
        {
          url: `${url}app.css`,
          type: 'Stylesheet',
          mimeType: 'text/css',
          transferSize: 30_000,
          resourceSize: 90_000,
          startTime: 210,
          duration: 320,
          renderBlocking: true,
          thirdParty: false,
          thirdPartyDomain: null,
        },
        {
          url: 'https://cdn.tracker.example/t.js',
          type: 'Script',
          mimeType: 'text/javascript',
          transferSize: 80_000,
          resourceSize: 200_000,
          startTime: 400,
          duration: 150,
          renderBlocking: false,
          thirdParty: true,
          thirdPartyDomain: 'cdn.tracker.example',
        },
      ],
      resourceCount: 3,
      totalTransferSize: 122_000,
      thirdParties: [
        {
          entity: 'Tracker',
          domain: 'cdn.tracker.example',
          category: 'analytics',
          requestCount: 1,
          transferSize: 80_000,
          mainThreadTime: 420,
          blockingTime: 260,
          impact: 'high',
          recommendations: ['Load Tracker with async or defer.'],
        },
      ],
      refusedHosts: {},
      warnings: [],
    },
  };
}

describe.each(DATABASE_KINDS)('performance on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let stranger: Client;
  let ownerId: string;
  const ids: Record<'shop' | 'blog' | 'gone' | 'broken', string> = { shop: '', blog: '', gone: '', broken: '' };
  /** Lighthouse runs wait here until the test lets them finish. */
  const gates: Array<() => void> = [];
  const lighthouse = vi.fn(async (target: LighthouseTarget): Promise<LighthouseResult> => {
    await new Promise<void>((resolve) => gates.push(resolve));
    if (target.domain.startsWith('broken'))
      return {
        status: 'error',
        message: 'Lighthouse could not load the page',
        details: null,
        raw: null,
        durationMs: 50,
        waitedMs: 0,
      };
    return lighthouseResult(`https://${target.domain}/`);
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { lighthouse: createLighthouseScheduler({ run: lighthouse }) });
    owner = await signedInClient(t, 'owner@perf.test', 'pro');
    stranger = await signedInClient(t, 'stranger@perf.test', 'pro');
    ownerId = (await owner.get('/api/auth/user')).json().id;
    for (const name of ['shop', 'blog', 'gone', 'broken'] as const)
      ids[name] = (await owner.post('/api/domains', { name: `${name}.perf.test` })).json().id;
    await owner.request('DELETE', `/api/domains/${ids.gone}`);
  });
  afterAll(async () => {
    for (const open of gates.splice(0)) open();
    await t?.close();
  });

  it('says nothing was measured, with no figures, before any run', async () => {
    const res = await owner.get('/api/performance/aggregate?range=24h');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      range: '24h',
      avgPerformanceScore: null,
      measurements: 0,
      domainsMeasured: 0,
      domainsTotal: 3,
      lastMeasuredAt: null,
      lcp: { value: null, target: 2500, status: null, samples: 0 },
      inp: { value: null, target: 200, status: null, samples: 0 },
      cls: { value: null, target: 0.1, status: null, samples: 0 },
    });
    expect(body.domains.map((d: { name: string }) => d.name).sort()).toEqual([
      'blog.perf.test',
      'broken.perf.test',
      'shop.perf.test',
    ]);
    expect(body.domains.every((d: { performanceScore: unknown }) => d.performanceScore === null)).toBe(true);
    expect((await owner.get('/api/performance/aggregate?range=1y')).statusCode).toBe(400);
  });

  it('aggregates stored runs of the workspace over the chosen range: p75 vitals against targets, mean score', async () => {
    const db = t.database.handle.db;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
    const run = (domainId: string, hoursAgo: number, score: number, lcp: number, cls: number) => ({
      domainId,
      createdAt: at(hoursAgo),
      performanceScore: score,
      largestContentfulPaint: lcp,
      cumulativeLayoutShift: cls,
    });
    await db.insert(performanceMetrics).values([
      run(ids.shop, 2, 94, 1800, 0.02),
      run(ids.blog, 5, 88, 2300, 0.05),
      run(ids.shop, 3 * 24, 60, 4200, 0.3),
      run(ids.blog, 20 * 24, 40, 6000, 0.4),
      // a deleted domain's history is not the workspace's current picture
      run(ids.gone, 1, 10, 9000, 0.9),
    ]);
    // a run Lighthouse could not score (a full audit stores those) measured nothing
    await db.insert(performanceMetrics).values({ domainId: ids.shop, createdAt: at(1) });
    await db.insert(performanceSnapshots).values({ domainId: ids.shop, timestamp: at(1), inp: 350 });
    const strangerDomain = (await stranger.post('/api/domains', { name: 'other.perf.test' })).json().id;
    await db.insert(performanceMetrics).values(run(strangerDomain, 1, 5, 20_000, 2));

    const day = (await owner.get('/api/performance/aggregate?range=24h')).json();
    expect(day).toMatchObject({
      measurements: 2,
      domainsMeasured: 2,
      avgPerformanceScore: 91,
      lcp: { value: 2300, status: 'good', samples: 2 },
      cls: { value: 0.05, status: 'good' },
      inp: { value: 350, status: 'needs-improvement', samples: 1 },
    });
    const week = (await owner.get('/api/performance/aggregate?range=7d')).json();
    expect(week).toMatchObject({
      measurements: 3,
      avgPerformanceScore: 81,
      lcp: { value: 4200, status: 'poor' },
      cls: { value: 0.3, status: 'poor' },
    });
    const month = (await owner.get('/api/performance/aggregate?range=30d')).json();
    expect(month).toMatchObject({ measurements: 4, avgPerformanceScore: 71 });
    // domain cards show each domain's latest run, weakest first
    expect(month.domains.slice(0, 2)).toMatchObject([
      { id: ids.blog, performanceScore: 88, lcp: 2300 },
      { id: ids.shop, performanceScore: 94, lcp: 1800 },
    ]);
    expect((await stranger.get('/api/performance/aggregate?range=30d')).json()).toMatchObject({
      measurements: 1,
      avgPerformanceScore: 5,
    });
  });

  it('queues Analyze Performance, refuses a second run of the same domain, then shows the stored Lighthouse results', async () => {
    await t.database.handle.db.insert(performanceBudgets).values([
      { domainId: ids.shop, metric: 'performance_score', threshold: 90, unit: 'score', severity: 'warning' },
      { domainId: ids.shop, metric: 'LCP', threshold: 4000, unit: 'ms', severity: 'critical' },
      { domainId: ids.shop, metric: 'carbon', threshold: 1, unit: 'count' },
    ]);
    const start = await owner.post(`/api/domains/${ids.shop}/performance/analyze`);
    expect(start.statusCode).toBe(202);
    expect(['queued', 'running']).toContain(start.json().status);
    const again = await owner.post(`/api/domains/${ids.shop}/performance/analyze`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ANALYSIS_RUNNING',
      message: 'An analysis of shop.perf.test is already running.',
    });
    // a second domain waits its turn: one Lighthouse run at a time
    expect((await owner.post(`/api/domains/${ids.broken}/performance/analyze`)).json().status).toBe('queued');
    expect((await stranger.get(`/api/domains/${ids.shop}/performance/analysis`)).statusCode).toBe(404);

    await vi.waitFor(() => expect(gates).toHaveLength(1));
    gates.shift()!();
    await vi.waitFor(async () =>
      expect((await owner.get(`/api/domains/${ids.shop}/performance/analysis`)).json().status).toBe('completed'),
    );

    const detail = (await owner.get(`/api/domains/${ids.shop}/performance`)).json();
    expect(detail.domain).toEqual({ id: ids.shop, name: 'shop.perf.test' });
    expect(detail.latest).toMatchObject({
      url: 'https://shop.perf.test/',
      device: 'mobile',
      scores: { performance: 72, accessibility: 95, bestPractices: 100, seo: 91 },
      vitals: { lcp: 3120, cls: 0.042, tbt: 310, fcp: 1400, ttfb: 180, speedIndex: 2900 },
      requestCount: 3,
      transferSize: 122_000,
      renderBlocking: [
        { url: 'https://shop.perf.test/app.css', type: 'Stylesheet', transferSize: 30_000, duration: 320 },
      ],
      thirdParties: [
        {
          domain: 'cdn.tracker.example',
          requestCount: 1,
          blockingTime: 260,
          impact: 'high',
          recommendations: ['Load Tracker with async or defer.'],
        },
      ],
    });
    expect(detail.budgets).toEqual([
      expect.objectContaining({ metric: 'carbon', status: 'unknown', actual: null }),
      expect.objectContaining({ metric: 'LCP', label: 'Largest Contentful Paint', actual: 3120, status: 'pass' }),
      expect.objectContaining({ metric: 'performance_score', actual: 72, status: 'fail' }),
    ]);
    expect(detail.history[0]).toMatchObject({ performanceScore: 72, lcp: 3120 });
    expect(detail.analysis.status).toBe('completed');
    // the run now counts in the overview
    expect((await owner.get('/api/performance/aggregate?range=24h')).json().measurements).toBe(3);

    await vi.waitFor(() => expect(gates).toHaveLength(1));
    gates.shift()!();
    await vi.waitFor(async () =>
      expect((await owner.get(`/api/domains/${ids.broken}/performance/analysis`)).json()).toMatchObject({
        status: 'failed',
        error: 'Lighthouse could not load the page',
      }),
    );
    expect((await owner.get(`/api/domains/${ids.broken}/performance`)).json()).toMatchObject({
      latest: null,
      budgets: [],
      history: [],
    });
    expect((await owner.post(`/api/domains/${ids.gone}/performance/analyze`)).statusCode).toBe(404);
  });

  it("summarises the app's own field Web Vitals per page for admins", async () => {
    const report = (url: string, lcp: number[], inp: number[]) =>
      owner.post('/api/metrics/web-vitals', { url, lcp, inp, cls: [0.01], fcp: [], ttfb: [] });
    await report('http://localhost:3000/invitation/secret-token-1?x=1', [1000], [100]);
    await report('http://localhost:3000/invitation/secret-token-2', [5000], [600]);
    await report('http://localhost:3000/scanner', [2000, 2600, 3000, 4500], []);
    await t.database.handle.db.update(users).set({ isAdmin: true }).where(eq(users.id, ownerId));

    const res = await owner.get('/api/admin/web-vitals?days=7');
    expect(res.statusCode).toBe(200);
    const body = res.json<WebVitalsSummary>();
    expect(body.reports).toBe(3);
    expect(res.body).not.toContain('secret-token');
    const page = (name: string) => body.pages.find((p) => p.page === name)!;
    const metric = (name: string, m: string) => page(name).metrics.find((x) => x.metric === m);
    expect(page('/invitation/:token').reports).toBe(2);
    expect(metric('/invitation/:token', 'lcp')).toMatchObject({
      samples: 2,
      p75: 5000,
      rating: 'poor',
      good: 1,
      poor: 1,
    });
    expect(metric('/scanner', 'lcp')).toMatchObject({
      samples: 4,
      p75: 3000,
      rating: 'needs-improvement',
      good: 1,
      needsImprovement: 2,
      poor: 1,
    });
    expect(metric('/scanner', 'inp')).toMatchObject({ samples: 0, p75: null, rating: null });
    expect((await stranger.get('/api/admin/web-vitals')).statusCode).toBe(404);
    await t.database.handle.db.update(domains).set({ isActive: true }).where(eq(domains.id, ids.gone));
  });

  it('names an internationalised domain in Unicode when it refuses a second analysis', async () => {
    const idn = (await stranger.post('/api/domains', { name: 'пример.рф' })).json<{ id: string; name: string }>();
    expect(idn.name).toBe('xn--e1afmkfd.xn--p1ai');
    expect((await stranger.post(`/api/domains/${idn.id}/performance/analyze`)).statusCode).toBe(202);
    const again = await stranger.post(`/api/domains/${idn.id}/performance/analyze`);
    expect(again.json()).toMatchObject({
      code: 'ANALYSIS_RUNNING',
      message: 'An analysis of пример.рф is already running.',
    });
  });
});
