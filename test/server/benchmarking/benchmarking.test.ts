import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industryBenchmarks } from '../../../src/server/db/schema';
import { behaviours } from '../../../src/server/engine/testing/http-server';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { seedIndustryBenchmarks } from '../../../src/server/modules/benchmarking/industry-benchmarks';
import type { BenchmarkOverview, BenchmarkRun, Competitor } from '../../../src/shared/contracts/benchmarking';
import { DATABASE_KINDS } from '../helpers/databases';
import { signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { createLabApp } from '../scan/lab-app';

const OURS = `ours.${LAB_SUFFIX}`;
const RIVAL = `rival.${LAB_SUFFIX}`;

/*
 * Competitors and comparison runs against the engine's loopback lab: our site answers at once with every security
 * header, the rival answers 400 ms later with none. The comparison runs the real probes on both.
 */
describe.each(DATABASE_KINDS)('benchmarking on %s', (kind) => {
  let lab: LoopbackLab;
  let t: TestApp;
  let owner: Client;
  let domainId: string;

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    lab.addSite(OURS);
    lab.addSite(RIVAL, { https: behaviours.delay(400, behaviours.bare()) });
    t = await createLabApp(kind, lab);
    owner = await signedInClient(t, 'bench-owner@example.com', 'pro');
    domainId = (await owner.post('/api/domains', { name: OURS })).json<{ id: string }>().id;
  });

  afterAll(async () => {
    await t?.close();
    await lab?.close();
  });

  it('validates competitors: a website address, not the domain itself, not twice', async () => {
    const invalid = await owner.post('/api/competitors', { domainId, competitorUrl: 'ftp://files.example.com' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fieldErrors.competitorUrl).toEqual([
      'Please enter a valid website address (e.g., https://example.com)',
    ]);
    const own = await owner.post('/api/competitors', { domainId, competitorUrl: `https://${OURS}/pricing` });
    expect(own.json()).toMatchObject({ message: 'That is the domain itself. Enter a competitor’s website.' });

    const added = await owner.post('/api/competitors', {
      domainId,
      competitorUrl: `https://${RIVAL.toUpperCase()}/about?x=1`,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<Competitor>()).toMatchObject({
      name: RIVAL,
      host: RIVAL,
      competitorUrl: `https://${RIVAL}`,
      isActive: true,
    });
    // an internationalised competitor is named in Unicode, as people read it, not by its punycode
    const idn = await owner.post('/api/competitors', { domainId, competitorUrl: 'https://xn--e1afmkfd.xn--p1ai/' });
    expect(idn.json<Competitor>()).toMatchObject({ name: 'пример.рф', host: 'xn--e1afmkfd.xn--p1ai' });
    await owner.request('DELETE', `/api/competitors/${idn.json<Competitor>().id}`);
    const again = await owner.post('/api/competitors', { domainId, competitorUrl: RIVAL });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COMPETITOR_EXISTS', details: { field: 'competitorUrl' } });
  });

  it('runs the same probes on both sites, names a winner per metric and overall, and keeps the history', async () => {
    const res = await owner.post('/api/benchmarks/run', { domainId });
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json<BenchmarkRun>();
    const [comparison] = run.comparisons;
    const metric = (key: string) => comparison!.metrics.find((m) => m.key === key)!;
    expect(metric('securityHeaders')).toMatchObject({ domain: 5, competitor: 0, winner: 'domain' });
    expect(metric('loadTime').competitor).toBeGreaterThanOrEqual(400);
    expect(metric('loadTime').winner).toBe('domain');
    expect(metric('timeToFirstByte').winner).toBe('domain');
    expect(metric('validCertificate')).toMatchObject({ domain: 1, competitor: 1, winner: 'tie' });
    expect(metric('dnsIssues')).toMatchObject({ domain: 0, competitor: 0, winner: 'tie' });
    expect(comparison!.winner).toBe('domain');

    const overview = (await owner.get(`/api/benchmarks?domainId=${domainId}`)).json<BenchmarkOverview>();
    expect(overview.runs).toHaveLength(1);
    expect(overview.runs[0]).toEqual(run);
    expect(overview.competitors.map((c) => c.host)).toEqual([RIVAL]);
  });

  it('compares the domain with sourced industry values, seeded once however often the app starts', async () => {
    await seedIndustryBenchmarks(t.database.handle.db);
    expect(await t.database.handle.db.select().from(industryBenchmarks)).toHaveLength(6);
    const { industry } = (await owner.get(`/api/benchmarks?domainId=${domainId}`)).json<BenchmarkOverview>();
    expect(industry.map((row) => row.metricName)).toEqual(['lcp', 'inp', 'cls', 'fcp', 'ttfb', 'performance-score']);
    expect(industry[0]).toMatchObject({
      goodValue: 2500,
      poorValue: 4000,
      sourceUrl: 'https://web.dev/articles/lcp',
      sourceYear: 2024,
      yourValue: null,
      rating: null,
    });
    expect(industry.every((row) => row.source !== '' && row.averageValue === null)).toBe(true);
  });

  it('needs an active competitor to run, and removing one removes its comparisons', async () => {
    const [rival] = (await owner.get(`/api/competitors?domainId=${domainId}`)).json<Competitor[]>();
    expect((await owner.request('PATCH', `/api/competitors/${rival!.id}`, { isActive: false })).json()).toMatchObject({
      isActive: false,
    });
    const refused = await owner.post('/api/benchmarks/run', { domainId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'NO_COMPETITORS',
      message: 'Add an active competitor before running a comparison.',
    });
    expect((await owner.request('DELETE', `/api/competitors/${rival!.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/benchmarks?domainId=${domainId}`)).json<BenchmarkOverview>().runs).toEqual([]);
  });

  it('refuses a competitor on a private address unless private targets are allowed', async () => {
    const guarded = await createLabApp(kind, lab, { env: { ALLOW_PRIVATE_TARGETS: 'false' }, database: t.database });
    try {
      const client = await signedInClient(guarded, `guarded-${kind}@example.com`, 'pro');
      const mine = (await client.post('/api/domains', { name: `mine.${LAB_SUFFIX}` })).json<{ id: string }>().id;
      const res = await client.post('/api/competitors', { domainId: mine, competitorUrl: `https://${RIVAL}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fieldErrors.competitorUrl).toEqual([
        'This address is on a private network, so Sitewarden will not probe it.',
      ]);
    } finally {
      await guarded.close();
    }
  });
});
