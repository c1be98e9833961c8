/**
 * The time ranges a domain's page offers for its response-time chart: only those the plan keeps history for
 * (SPEC §9.1 retention), so no range ever shows an empty stretch the plan has already pruned. Each point averages
 * the checks of `bucketSeconds`, so a chart has a few hundred points at most, whatever the check interval; ranges of
 * a day per point read the daily rollups (uptime_stats), not a month or more of raw checks.
 */
const DAY_SECONDS = 86_400;

export const HISTORY_RANGES = [
  { id: '24h', label: '24 hours', days: 1, bucketSeconds: 5 * 60 },
  { id: '7d', label: '7 days', days: 7, bucketSeconds: 60 * 60 },
  { id: '30d', label: '30 days', days: 30, bucketSeconds: DAY_SECONDS },
  { id: '90d', label: '90 days', days: 90, bucketSeconds: DAY_SECONDS },
  { id: '365d', label: '1 year', days: 365, bucketSeconds: DAY_SECONDS },
] as const;

export type HistoryRangeId = (typeof HISTORY_RANGES)[number]['id'];
export const HISTORY_RANGE_IDS = HISTORY_RANGES.map((r) => r.id) as [HistoryRangeId, ...HistoryRangeId[]];

/** The ranges within `retentionDays`, shortest first. */
export function rangesWithin(retentionDays: number) {
  return HISTORY_RANGES.filter((r) => r.days <= retentionDays);
}

/** Days of daily uptime bars a domain's page shows: the plan's retention, at most 90 bars. */
export const MAX_UPTIME_BARS = 90;
export const uptimeBarDays = (retentionDays: number): number => Math.min(MAX_UPTIME_BARS, retentionDays);

/** Whether a range's points are whole UTC days (read from the daily rollups). */
export const isDailyRange = (range: { bucketSeconds: number }): boolean => range.bucketSeconds === DAY_SECONDS;
