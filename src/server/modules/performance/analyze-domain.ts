import type { Database } from '../../db/client';
import { runScan, type EngineOptions } from '../../engine';
import { createMonitoringRepository } from '../../jobs/monitoring/monitoring.repository';
import type { AnalysisRun } from './analysis-runs';

export interface AnalyzeDeps {
  db: Database;
  engineOptions: EngineOptions;
}

/**
 * One 'Analyze Performance' run: a fresh-connection fetch of the home page for its timing breakdown (and the URL
 * it ends on after redirects), Lighthouse on that page, then the run stored. Answers null
 * when stored, else why not, in words the user sees.
 */
export function analyzeDomain({ db, engineOptions }: AnalyzeDeps): AnalysisRun {
  // Stored as the daily performance check stores its runs: the Lighthouse rows plus a point for the trends.
  const store = createMonitoringRepository(db);
  return async (target, lighthouse, signal) => {
    const scan = await runScan({ domain: target.domainName, checkTypes: ['performance'] }, engineOptions);
    const http = scan.performance;
    // The SSRF guard refusing the site itself means nothing can be measured.
    if (http?.details?.error?.kind === 'refused') return http.details.error.message;
    if (signal.aborted) return 'The analysis was cancelled because the server shut down.';
    const result = await lighthouse({ domain: scan.domain, url: http?.details?.finalUrl ?? undefined }, signal);
    // A run that could not load or score the page measured nothing worth keeping (as the daily check decides).
    if (!result.details || result.status === 'error') return result.message;
    await store.storePerformanceRun(target.domainId, result, http?.metrics, new Date());
    return null;
  };
}
