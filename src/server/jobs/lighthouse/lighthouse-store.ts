import type { Database } from '../../db/client';
import {
  performanceMetrics,
  performanceNetworkTimings,
  performanceResourceMetrics,
  performanceScans,
  performanceThirdParty,
} from '../../db/schema';
import type { LighthouseResult, PerformanceCheck } from '../../engine';

/** A database or an open transaction: the store joins whatever transaction its caller has. */
type Executor = Pick<Database, 'insert'>;

const MAX_TEXT = 2_048;
const cut = (value: string | null, max: number): string | null => (value === null ? null : value.slice(0, max));
const int = (value: number | null): number | null => (value === null ? null : Math.round(value));

/**
 * Stores one Lighthouse run of a domain: the scan (scores and trimmed result), the document's network timings
 * (from the engine's own fresh-connection fetch of the same page, when there is one), every request, the third
 * parties, and the performance_metrics row the dashboard and the performance overview read. Used by the full
 * audit and by 'Analyze Performance'. Answers the scan id, or null when the run produced no result to store.
 */
export async function storeLighthouseRun(
  db: Executor,
  domainId: string,
  lighthouse: LighthouseResult | null,
  timings: PerformanceCheck['metrics'] | undefined,
): Promise<string | null> {
  const d = lighthouse?.details;
  if (!lighthouse || !d) return null;
  // Every row of the run carries the time Lighthouse measured, so ranges ("last 24h") count the run where it happened.
  const measuredAt = d.fetchedAt ? new Date(d.fetchedAt) : new Date();
  const [perfScan] = await db
    .insert(performanceScans)
    .values({
      domainId,
      url: d.finalUrl ?? d.requestedUrl,
      device: d.device,
      rawData: lighthouse.raw,
      performanceScore: d.scores.performance,
      accessibilityScore: d.scores.accessibility,
      bestPracticesScore: d.scores.bestPractices,
      seoScore: d.scores.seo,
      scannedAt: measuredAt,
    })
    .returning({ id: performanceScans.id });
  const scanId = perfScan!.id;

  const m = timings;
  if (m && m.loadTime !== null) {
    await db.insert(performanceNetworkTimings).values({
      scanId,
      dnsLookup: m.dnsLookup ?? null,
      tcpConnection: m.tcpConnection ?? null,
      tlsHandshake: m.tlsHandshake ?? null,
      timeToFirstByte: m.timeToFirstByte ?? null,
      downloadTime: m.downloadTime ?? null,
      totalTime: m.totalTime ?? m.loadTime,
      redirectTime: m.redirectTime ?? null,
      serverResponseTime: m.serverResponseTime ?? null,
    });
  }
  if (d.resources.length > 0) {
    await db.insert(performanceResourceMetrics).values(
      d.resources.map((r) => ({
        scanId,
        resourceUrl: r.url.slice(0, MAX_TEXT),
        resourceType: cut(r.type, 32),
        mimeType: cut(r.mimeType, 255),
        transferSize: int(r.transferSize),
        resourceSize: int(r.resourceSize),
        startTime: r.startTime,
        duration: r.duration,
        isRenderBlocking: r.renderBlocking,
        isThirdParty: r.thirdParty,
        thirdPartyDomain: cut(r.thirdPartyDomain, 253),
      })),
    );
  }
  if (d.thirdParties.length > 0) {
    await db.insert(performanceThirdParty).values(
      d.thirdParties.map((t) => ({
        scanId,
        domain: t.domain.slice(0, 253),
        category: cut(t.category, 64),
        requestCount: t.requestCount,
        transferSize: Math.round(t.transferSize),
        mainThreadTime: t.mainThreadTime,
        blockingTime: t.blockingTime,
        impact: t.impact,
        recommendations: t.recommendations,
      })),
    );
  }
  await db.insert(performanceMetrics).values({
    domainId,
    loadTime: m?.loadTime ?? null,
    firstContentfulPaint: d.vitals.fcp,
    largestContentfulPaint: d.vitals.lcp,
    cumulativeLayoutShift: d.vitals.cls,
    // A lab run has no real input, so no first input delay to report.
    firstInputDelay: null,
    performanceScore: d.scores.performance,
    createdAt: measuredAt,
  });
  return scanId;
}
