/** SPEC §9.4 display thresholds for the figures of a monitored domain: certificate days left, uptime, performance. */
import type { StatusTone } from './health-score';

const known = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** SSL days left: 7 or fewer red, 30 or fewer yellow, else green. Also used for registration expiry. */
export function getSslDaysTone(days: number | null | undefined): StatusTone {
  if (!known(days)) return 'unknown';
  if (days <= 7) return 'critical';
  if (days <= 30) return 'warning';
  return 'healthy';
}

/** '12 days left', '1 day left', 'expires today', 'expired 3 days ago'. */
export function describeDaysLeft(days: number): string {
  if (days < 0) return `expired ${Math.abs(days)} day${days === -1 ? '' : 's'} ago`;
  if (days === 0) return 'expires today';
  return `${days} day${days === 1 ? '' : 's'} left`;
}

/** Uptime status: 99.5 or more healthy, 95 or more warning, else critical. */
export function getUptimeTone(percent: number | null | undefined): StatusTone {
  if (!known(percent)) return 'unknown';
  if (percent >= 99.5) return 'healthy';
  if (percent >= 95) return 'warning';
  return 'critical';
}

/** The uptime trend icon points up (good) at 99 or more. */
export function isUptimeTrendGood(percent: number): boolean {
  return percent >= 99;
}

/** Performance bar colour: 90 or more green, 70 or more yellow, else red. */
export function getPerformanceBarTone(score: number | null | undefined): StatusTone {
  if (!known(score)) return 'unknown';
  if (score >= 90) return 'healthy';
  if (score >= 70) return 'warning';
  return 'critical';
}

/** A percentage to 2 decimals, as the dashboard and the table show uptime: 99.9 -> '99.90%'. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** SPEC §9.4 audit score bands: 75 or more Secure, 50 or more Needs Improvement, else Critical Issues. */
export function auditScoreBand(score: number): 'Secure' | 'Needs Improvement' | 'Critical Issues' {
  if (score >= 75) return 'Secure';
  if (score >= 50) return 'Needs Improvement';
  return 'Critical Issues';
}
