import { PLANS } from '../../../shared/constants/plans';
import type { Database } from '../../db/client';
import { createApiUsageRepository } from './api-usage.repository';

export const API_USAGE_JOB = 'api-usage';
const DAY_MS = 86_400_000;
/** Days rolled up again on every run: calls of a day's last second are written up to a second later. */
const OVERLAP_DAYS = 2;

/**
 * The daily job of the partner API's usage: whole UTC days of api_usage rolled up into api_usage_aggregates (from the
 * day after the last roll-up, re-doing the last two), then raw calls and daily rows older than the workspace plan's
 * retention (SPEC §9.1) removed, in batches.
 */
export function createApiUsageJob(db: Database, options: { now?: () => Date; batchSize?: number } = {}) {
  const repo = createApiUsageRepository(db);
  const now = options.now ?? (() => new Date());
  const batch = options.batchSize ?? 5_000;
  return async function run(): Promise<{ aggregated: number; pruned: number }> {
    const at = now();
    const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
    const aggregated = await repo.rollUp(new Date(today - OVERLAP_DAYS * DAY_MS), new Date(today));
    let pruned = 0;
    for (const [plan, partnerIds] of await repo.partnersByPlan()) {
      pruned += await repo.prune(partnerIds, new Date(at.getTime() - PLANS[plan].retentionDays * DAY_MS), batch);
    }
    return { aggregated, pruned };
  };
}
