/** Which periods a trends range covers, and how far back a plan may look (SPEC §9.1 retention). */
import type { TrendBucket, TrendRange } from '../contracts/trends';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const TREND_RANGE_DAYS: Readonly<Record<TrendRange, number>> = { '24h': 1, '7d': 7, '30d': 30, '90d': 90 };

/** A range may be shown when the plan keeps that much history. */
export function isRangeAllowed(range: TrendRange, retentionDays: number): boolean {
  return TREND_RANGE_DAYS[range] <= retentionDays;
}

/** 'This period against the previous one' needs both inside the retention. */
export function hasComparablePeriod(range: TrendRange, retentionDays: number): boolean {
  return 2 * TREND_RANGE_DAYS[range] <= retentionDays;
}

export interface TrendWindow {
  bucket: TrendBucket;
  bucketMs: number;
  /** Start of the first period (inclusive). */
  from: Date;
  /** The moment asked at (exclusive end). */
  to: Date;
  /** The start of every period, oldest first: 24 hours, or N days including today. */
  starts: Date[];
  /** The window of the same length just before, when the plan keeps it. */
  previous: { from: Date; to: Date } | null;
}

/**
 * 24h: the last 24 whole hours including the current one. 7d/30d/90d: the last N UTC days including today, which
 * is how the daily uptime rollups are kept.
 */
export function trendWindow(range: TrendRange, now: Date, retentionDays: number): TrendWindow {
  const hourly = range === '24h';
  const bucketMs = hourly ? HOUR : DAY;
  const count = hourly ? 24 : TREND_RANGE_DAYS[range];
  const current = Math.floor(now.getTime() / bucketMs) * bucketMs;
  const first = current - (count - 1) * bucketMs;
  const starts = Array.from({ length: count }, (_, i) => new Date(first + i * bucketMs));
  const from = new Date(first);
  const previous = hasComparablePeriod(range, retentionDays)
    ? { from: new Date(first - count * bucketMs), to: from }
    : null;
  return { bucket: hourly ? 'hour' : 'day', bucketMs, from, to: now, starts, previous };
}
