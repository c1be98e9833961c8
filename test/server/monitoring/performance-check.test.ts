import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { domains, users } from '../../../src/server/db/schema';
import { runLighthouse, type LighthouseResult } from '../../../src/server/engine';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { createHistoryWriter, type HistoryWriter } from '../../../src/server/jobs/monitoring/history-writer';
import { withMonitoringCache } from '../../../src/server/jobs/monitoring/monitoring-cache';
import { createMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring.repository';
import { silentNotifier } from '../../../src/server/jobs/monitoring/notifier';
import { PERFORMANCE_RETRY_MS } from '../../../src/server/jobs/monitoring/performance-check';
import { runCheck, type CheckDeps } from '../../../src/server/jobs/monitoring/run-check';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { EnqueueOptions, JobPayload } from '../../../src/server/jobs/scheduler/types';
import { createLighthouseScheduler, LIGHTHOUSE_PLACES } from '../../../src/server/jobs/lighthouse/lighthouse-scheduler';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';

/** What Lighthouse answers for a page scoring `score` (the unit tests never start Chromium). */
function lighthouseResult(url: string, score: number): LighthouseResult {
  return {
    status: score >= 90 ? 'healthy' : score >= 50 ? 'warning' : 'critical',
    message: `Performance score ${score}`,
    durationMs: 9_000,
    waitedMs: 0,
    raw: { lighthouseVersion: 'stub' },
    details: {
      requestedUrl: url,
      finalUrl: url,
      device: 'mobile',
      lighthouseVersion: 'stub',
      fetchedAt: new Date().toISOString(),
      scores: { performance: score, accessibility: 90, bestPractices: 92, seo: 100 },
      vitals: { lcp: 3_900, cls: 0.12, tbt: 300, fcp: 1_800, ttfb: 120, speedIndex: 2_500 },
      resources: [
        {
          url,
          type: 'Document',
          mimeType: 'text/html',
          transferSize: 12_000,
          resourceSize: 30_000,
          startTime: 0,
          duration: 80,
          renderBlocking: false,
          thirdParty: false,
          thirdPartyDomain: null,
        },
        {
          url: 'https://tags.example/t.js',
          type: 'Script',
          mimeType: 'text/javascript',
          transferSize: 40_000,
          resourceSize: 90_000,
          startTime: 200,
          duration: 150,
          renderBlocking: true,
          thirdParty: true,
          thirdPartyDomain: 'tags.example',
        },
      ],
      resourceCount: 2,
      totalTransferSize: 52_000,
      thirdParties: [
        {
          entity: 'Tags',
          domain: 'tags.example',
          category: 'ad',
          requestCount: 1,
          transferSize: 40_000,
          mainThreadTime: 260,
          blockingTime: 120,
          impact: 'medium',
          recommendations: ['Load it after the page'],
        },
      ],
      refusedHosts: {},
      warnings: [],
    },
  };
}

describe.each(DATABASE_KINDS)('daily performance check on %s', (kind) => {
  let lab: LoopbackLab;
  let t: TestDatabase;
  let history: HistoryWriter;
  let domainId: string;
  let workspace: string;
  const site = `perf.${LAB_SUFFIX}`;
  let score = 42;
  const logged: string[] = [];
  const enqueued: { job: JobPayload; options?: EnqueueOptions }[] = [];
  let deps: CheckDeps;

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    lab.addSite(site);
    t = await createTestDatabase(kind);
    const db = t.handle.db;
    const [user] = await db
      .insert(users)
      .values({ email: 'perf@example.com', password: 'x', subscriptionTier: 'pro' })
      .returning();
    const [domain] = await db.insert(domains).values({ name: site, userId: user!.id }).returning();
    domainId = domain!.id;
    workspace = `user:${user!.id}`;
    history = createHistoryWriter(db);
    const scheduler = createInProcessScheduler();
    deps = {
      repo: withMonitoringCache(createMonitoringRepository(db), { cacheStates: false }),
      history,
      scheduler: { ...scheduler, enqueue: async (job, options) => void enqueued.push({ job, options }) },
      notifier: silentNotifier,
      engine: lab.options,
      lighthouse: createLighthouseScheduler({
        run: async (target) => lighthouseResult(target.url ?? `https://${target.domain}/`, score),
      }),
      log: (message) => logged.push(message),
    };
  }, 60_000);
  afterAll(async () => {
    await history?.close();
    await t?.drop();
    await lab?.close();
  });

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.handle.db, query);
  const performanceAlerts = () =>
    rows<{ title: string; is_resolved: boolean }>(
      sql`select title, is_resolved from alerts where type = 'performance' order by created_at`,
    );
  const check = async () => {
    await runCheck({ domainId, family: 'performance', plan: 'pro' }, deps);
    await history.flush();
  };

  it('stores the run like an audit, adds a trends point, and alerts under a score of 50', async () => {
    await check();
    const [scan] = await rows<{ id: string; performance_score: number; url: string }>(
      sql`select id, performance_score, url from performance_scans`,
    );
    expect(scan).toMatchObject({ performance_score: 42, url: `https://${site}/` });
    const counts = await rows<Record<string, number>>(sql`
      select (select count(*) from performance_network_timings where scan_id = ${scan!.id})::int as timings,
        (select count(*) from performance_resource_metrics where scan_id = ${scan!.id})::int as resources,
        (select count(*) from performance_third_party where scan_id = ${scan!.id})::int as third_parties,
        (select performance_score from performance_metrics) as metric_score,
        (select performance_score from performance_snapshots) as snapshot_score,
        (select lcp from performance_snapshots) as snapshot_lcp`);
    expect(counts[0]).toEqual({
      timings: 1,
      resources: 2,
      third_parties: 1,
      metric_score: 42,
      snapshot_score: 42,
      snapshot_lcp: 3900,
    });
    const [history] = await rows<{ status: string }>(
      sql`select status from domain_checks where check_type = 'performance'`,
    );
    expect(history).toEqual({ status: 'critical' });
    expect(await performanceAlerts()).toEqual([
      { title: `${site}: Performance score dropped to 42`, is_resolved: false },
    ]);
  });

  it('resolves the alert when the score is back above the threshold', async () => {
    score = 81;
    await check();
    expect(await performanceAlerts()).toEqual([
      { title: `${site}: Performance score dropped to 42`, is_resolved: true },
    ]);
  });

  it("waits on the job scheduler while another of its workspace's checks holds the workspace's Lighthouse place", async () => {
    const admission = deps.lighthouse!.admit(workspace, 'check');
    if (!admission.ok) throw new Error('the place should be free');
    try {
      await check();
    } finally {
      admission.ticket.release();
    }
    expect(enqueued.splice(0)).toEqual([
      {
        job: { name: 'check', data: { domainId, family: 'performance', plan: 'pro' } },
        options: { delayMs: PERFORMANCE_RETRY_MS, jobId: `performance-wait:${domainId}`, lane: 'background' },
      },
    ]);
    expect((await rows(sql`select id from performance_scans`)).length).toBe(2);
  });

  it("is never turned away by another workspace's burst, and runs before that workspace's waiting runs", async () => {
    const order: string[] = [];
    const gates: Array<() => void> = [];
    const lighthouse = createLighthouseScheduler({
      run: async (target) => {
        order.push(target.domain);
        await new Promise<void>((resolve) => gates.push(resolve));
        return lighthouseResult(target.url ?? `https://${target.domain}/`, 77);
      },
    });
    // Another workspace takes all its places: one run under way, the others waiting.
    const burst = Array.from({ length: LIGHTHOUSE_PLACES.request }, (_, i) => {
      const admission = lighthouse.admit('user:burst', 'request');
      if (!admission.ok) throw new Error('the burst should get its places');
      return admission.ticket.run({ domain: `burst${i}.example` });
    });
    expect(lighthouse.admit('user:burst', 'request').ok).toBe(false);

    const checking = runCheck({ domainId, family: 'performance', plan: 'pro' }, { ...deps, lighthouse });
    // The check fetches the page first (loopback), then takes its place in line.
    await vi.waitFor(() => expect(lighthouse.waiting).toBe(LIGHTHOUSE_PLACES.request), { timeout: 15_000 });
    gates.shift()!();
    await vi.waitFor(() => expect(order).toHaveLength(2), { timeout: 5_000 });
    expect(order).toEqual(['burst0.example', site]);
    gates.shift()!();
    await checking;
    await history.flush();
    expect(enqueued).toEqual([]);
    expect(
      (
        await rows<{ performance_score: number }>(
          sql`select performance_score from performance_scans order by scanned_at desc limit 1`,
        )
      )[0],
    ).toEqual({ performance_score: 77 });
    for (let left = LIGHTHOUSE_PLACES.request - 1; left > 0; left--) {
      await vi.waitFor(() => expect(gates).toHaveLength(1));
      gates.shift()!();
    }
    await Promise.all(burst);
    expect(order.slice(2)).toEqual(['burst1.example', 'burst2.example', 'burst3.example', 'burst4.example']);
  });

  it('without Chromium, records a failed check and says why, changing nothing else', async () => {
    const missing = createLighthouseScheduler({
      run: (target) => runLighthouse(target, lab.options, { chromiumPath: '/nonexistent/chromium', device: 'mobile' }),
    });
    await runCheck({ domainId, family: 'performance', plan: 'pro' }, { ...deps, lighthouse: missing });
    await history.flush();
    const [last] = await rows<{ status: string; message: string }>(
      sql`select status, details->>'message' as message from domain_checks where check_type = 'performance' order by id desc limit 1`,
    );
    expect(last).toEqual({
      status: 'error',
      message: 'Chromium was not found at /nonexistent/chromium (set CHROMIUM_PATH)',
    });
    expect(logged).toEqual([
      `performance check of ${site} failed: Chromium was not found at /nonexistent/chromium (set CHROMIUM_PATH)`,
    ]);
    expect((await rows(sql`select id from performance_scans`)).length).toBe(3);
    expect((await performanceAlerts()).every((a) => a.is_resolved)).toBe(true);
  });
});
