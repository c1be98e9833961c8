import { desc, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webVitalsReports } from '../../db/schema';
import type { WebVitalsReport } from '../../../shared/contracts/web-vitals';
import type { VitalsReportRow } from './web-vitals-summary';

export function createWebVitalsRepository(db: Database) {
  return {
    async insert(report: WebVitalsReport, userId: string | null, userAgent: string | null): Promise<void> {
      await db.insert(webVitalsReports).values({
        lcp: report.lcp,
        cls: report.cls,
        ttfb: report.ttfb,
        fcp: report.fcp,
        inp: report.inp,
        pageLoadTime: report.pageLoadTime ?? null,
        pageUrl: report.url ?? null,
        userAgent: userAgent ?? report.userAgent ?? null,
        userId,
      });
    },

    /** The newest reports since `since`, at most `limit` (one more is read to tell whether there were more). */
    async recent(since: Date, limit: number): Promise<{ rows: VitalsReportRow[]; truncated: boolean }> {
      const rows = await db
        .select({
          pageUrl: webVitalsReports.pageUrl,
          lcp: webVitalsReports.lcp,
          inp: webVitalsReports.inp,
          cls: webVitalsReports.cls,
          fcp: webVitalsReports.fcp,
          ttfb: webVitalsReports.ttfb,
        })
        .from(webVitalsReports)
        .where(gte(webVitalsReports.createdAt, since))
        .orderBy(desc(webVitalsReports.createdAt))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit), truncated: rows.length > limit };
    },
  };
}
