import type { Database } from '../../db/client';
import { webVitalsReports } from '../../db/schema';
import type { WebVitalsReport } from '../../../shared/contracts/web-vitals';

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
  };
}
