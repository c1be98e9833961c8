import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  domains,
  fullAuditResults,
  performanceMetrics,
  performanceNetworkTimings,
  performanceResourceMetrics,
  performanceScans,
  performanceThirdParty,
} from '../../db/schema';
import type { LighthouseResult, ScanResult } from '../../engine';
import { scope, type Workspace } from '../workspaces/workspace';
import type { AuditReport } from './audit-report';

export type AuditRow = typeof fullAuditResults.$inferSelect & { domainName: string };

/** What the client reads and starts: every query is scoped to the caller's workspace. */
export function createAuditsRepository(db: Database) {
  return {
    async findActiveDomain(ws: Workspace, domainId: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: domains.id, name: domains.name })
        .from(domains)
        .where(and(scope(domains, ws), eq(domains.id, domainId), eq(domains.isActive, true)))
        .limit(1);
      return row;
    },

    /** The domain's audit still running, if any: starting another would only run the same checks twice. */
    async findRunning(ws: Workspace, domainId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: fullAuditResults.id })
        .from(fullAuditResults)
        .innerJoin(domains, eq(domains.id, fullAuditResults.domainId))
        .where(and(scope(domains, ws), eq(fullAuditResults.domainId, domainId), eq(fullAuditResults.status, 'running')))
        .orderBy(desc(fullAuditResults.startedAt))
        .limit(1);
      return row?.id;
    },

    /** A new running audit of the workspace's domain; undefined when the domain is not the workspace's. */
    async create(ws: Workspace, domainId: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [domain] = await tx
          .select({ id: domains.id })
          .from(domains)
          .where(and(scope(domains, ws), eq(domains.id, domainId), eq(domains.isActive, true)))
          .limit(1);
        if (!domain) return undefined;
        const [row] = await tx
          .insert(fullAuditResults)
          .values({ domainId: domain.id, status: 'running' })
          .returning({ id: fullAuditResults.id });
        return row?.id;
      });
    },

    async find(ws: Workspace, auditId: string): Promise<AuditRow | undefined> {
      const [row] = await db
        .select({ audit: fullAuditResults, domainName: domains.name })
        .from(fullAuditResults)
        .innerJoin(domains, eq(domains.id, fullAuditResults.domainId))
        .where(and(scope(domains, ws), eq(fullAuditResults.id, auditId)))
        .limit(1);
      return row ? { ...row.audit, domainName: row.domainName } : undefined;
    },
  };
}

export type AuditsRepository = ReturnType<typeof createAuditsRepository>;

const MAX_TEXT = 2_048;
const cut = (value: string | null, max: number): string | null => (value === null ? null : value.slice(0, max));
const int = (value: number | null): number | null => (value === null ? null : Math.round(value));

/**
 * What the audit job reads and writes. The job is handed an audit id the server created for a workspace
 * (never one from a request), so these queries go by that id; the workspace check happened when it started.
 */
export function createAuditRunRepository(db: Database) {
  return {
    async load(auditId: string): Promise<{ domainId: string; domainName: string; status: string } | undefined> {
      const [row] = await db
        .select({ domainId: fullAuditResults.domainId, domainName: domains.name, status: fullAuditResults.status })
        .from(fullAuditResults)
        .innerJoin(domains, eq(domains.id, fullAuditResults.domainId))
        .where(eq(fullAuditResults.id, auditId))
        .limit(1);
      return row;
    },

    /**
     * Marks the audit completed with its report and stores the Lighthouse run (scan, network timings, requests,
     * third parties, and the dashboard's performance_metrics row), all or nothing. Answers false, storing
     * nothing, when the audit is no longer running (failed by a restart sweep, or deleted with its domain).
     */
    async complete(
      auditId: string,
      domainId: string,
      report: AuditReport,
      scan: ScanResult,
      lighthouse: LighthouseResult | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(fullAuditResults)
          .set({ ...report, status: 'completed', completedAt: new Date(), error: null })
          .where(and(eq(fullAuditResults.id, auditId), eq(fullAuditResults.status, 'running')))
          .returning({ id: fullAuditResults.id });
        if (!updated) return false;
        const d = lighthouse?.details;
        if (!lighthouse || !d) return true;

        const [perfScan] = await tx
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
            scannedAt: d.fetchedAt ? new Date(d.fetchedAt) : new Date(),
          })
          .returning({ id: performanceScans.id });
        const scanId = perfScan!.id;

        // The document's timing breakdown comes from the engine's own fresh-connection fetch of the same page.
        const m = scan.performance?.metrics;
        if (m && m.loadTime !== null) {
          await tx.insert(performanceNetworkTimings).values({
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
          await tx.insert(performanceResourceMetrics).values(
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
          await tx.insert(performanceThirdParty).values(
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
        await tx.insert(performanceMetrics).values({
          domainId,
          loadTime: m?.loadTime ?? null,
          firstContentfulPaint: d.vitals.fcp,
          largestContentfulPaint: d.vitals.lcp,
          cumulativeLayoutShift: d.vitals.cls,
          // A lab run has no real input, so no first input delay to report.
          firstInputDelay: null,
          performanceScore: d.scores.performance,
        });
        return true;
      });
    },

    async fail(auditId: string, error: string): Promise<void> {
      await db
        .update(fullAuditResults)
        .set({ status: 'failed', error, completedAt: new Date() })
        .where(and(eq(fullAuditResults.id, auditId), eq(fullAuditResults.status, 'running')));
    },

    /**
     * Fails every audit still running that started before `before`. Jobs run inside the web process, so at
     * start no earlier audit can still have a job; across all workspaces, as a maintenance step.
     */
    async failInterrupted(before: Date, error: string): Promise<number> {
      const rows = await db
        .update(fullAuditResults)
        .set({ status: 'failed', error, completedAt: new Date() })
        .where(and(eq(fullAuditResults.status, 'running'), lt(fullAuditResults.startedAt, before)))
        .returning({ id: fullAuditResults.id });
      return rows.length;
    },
  };
}

export type AuditRunRepository = ReturnType<typeof createAuditRunRepository>;
