import { PLANS } from '../../../shared/constants/plans';
import type { Database } from '../../db/client';
import { createRetentionRepository, HISTORY_TABLES } from './retention.repository';

export const RETENTION_JOB = 'retention';
const DAY_MS = 86_400_000;

export interface RetentionOptions {
  now?: () => Date;
  /** Rows per delete statement. */
  batchSize?: number;
  /** Domains (or users) per statement: keeps each `any(array)` and each rollup recount small. */
  chunkSize?: number;
}

/** Rows deleted per table (plus `uptime_stats_completed`: rollups raised before their raw rows went). */
export type RetentionReport = Record<string, number>;

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * SPEC §9.1 data retention (free 7, pro 30, agency 90, enterprise 365 days), by the plan of each domain's
 * workspace owner: raw history older than that goes, in small batches; the daily uptime rollups are completed
 * first and kept for the same window. Open outages, alerts still open and their deliveries are kept.
 */
export function createRetentionJob(db: Database, options: RetentionOptions = {}) {
  const repo = createRetentionRepository(db);
  const batch = options.batchSize ?? 5_000;
  const chunk = options.chunkSize ?? 500;
  const now = options.now ?? (() => new Date());

  return async function prune(): Promise<RetentionReport> {
    const at = now().getTime();
    const report: RetentionReport = { uptime_stats_completed: 0, uptime_stats: 0, test_deliveries: 0 };
    for (const table of HISTORY_TABLES) report[table] = 0;

    for (const [days, domainIds] of await repo.domainsByRetention(new Date(at))) {
      const cutoff = new Date(at - days * DAY_MS);
      for (const ids of chunks(domainIds, chunk)) {
        report.uptime_stats_completed! += await repo.completeRollups(ids, cutoff);
        for (const table of HISTORY_TABLES) report[table]! += await repo.pruneHistory(table, ids, cutoff, batch);
        report.uptime_stats! += await repo.pruneRollups(ids, cutoff, batch);
      }
    }
    for (const [plan, userIds] of await repo.usersByPlan()) {
      const cutoff = new Date(at - PLANS[plan].retentionDays * DAY_MS);
      for (const ids of chunks(userIds, chunk))
        report.test_deliveries! += await repo.pruneTestDeliveries(ids, cutoff, batch);
    }
    return report;
  };
}
