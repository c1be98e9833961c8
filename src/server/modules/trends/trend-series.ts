import type { PeriodFigures, TrendPoint } from '../../../shared/contracts/trends';
import type { UptimeBucket, ValueBucket } from './trends.repository';

/** The history of one selection (a domain or the workspace) within one window. */
export interface History {
  uptime: UptimeBucket[];
  ssl: ValueBucket[];
  performance: ValueBucket[];
}

const round = (value: number | null, digits: number): number | null =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

function uptimeOf(rows: readonly UptimeBucket[]) {
  const total = rows.reduce((s, r) => s + r.total, 0);
  const ok = rows.reduce((s, r) => s + r.ok, 0);
  const samples = rows.reduce((s, r) => s + r.responseSamples, 0);
  const rtSum = rows.reduce((s, r) => s + (r.responseTime ?? 0) * r.responseSamples, 0);
  return {
    uptime: total > 0 ? round((100 * ok) / total, 3) : null,
    checks: total,
    responseTime: samples > 0 ? round(rtSum / samples, 0) : null,
  };
}

function meanOf(rows: readonly ValueBucket[]): number | null {
  const samples = rows.reduce((s, r) => s + r.samples, 0);
  return samples > 0 ? round(rows.reduce((s, r) => s + r.value * r.samples, 0) / samples, 1) : null;
}

/** Days left of the certificate that expires soonest, each domain read at its latest measurement. */
function soonestExpiry(rows: readonly ValueBucket[]): number | null {
  const latest = new Map<string, ValueBucket>();
  for (const row of rows) {
    const seen = latest.get(row.domainId);
    if (!seen || row.at > seen.at) latest.set(row.domainId, row);
  }
  const values = [...latest.values()].map((r) => r.value);
  return values.length > 0 ? Math.min(...values) : null;
}

const inWindow = <T extends { at: number }>(rows: readonly T[], from: number, to: number) =>
  rows.filter((r) => r.at >= from && r.at < to);

/** Each domain's own history, in one pass. */
export function historyByDomain(history: History): Map<string, History> {
  const map = new Map<string, History>();
  const of = (domainId: string): History => {
    let own = map.get(domainId);
    if (!own) map.set(domainId, (own = { uptime: [], ssl: [], performance: [] }));
    return own;
  };
  for (const row of history.uptime) of(row.domainId).uptime.push(row);
  for (const row of history.ssl) of(row.domainId).ssl.push(row);
  for (const row of history.performance) of(row.domainId).performance.push(row);
  return map;
}

export const EMPTY_HISTORY: History = { uptime: [], ssl: [], performance: [] };

function byPeriod<T extends { at: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.at);
    if (list) list.push(row);
    else map.set(row.at, [row]);
  }
  return map;
}

/**
 * One chart point per period start; a period with nothing measured has null figures, never zeros. Rows are already
 * aligned on period starts (the repository buckets them the same way as trendWindow).
 */
export function seriesPoints(history: History, starts: readonly Date[]): TrendPoint[] {
  const uptime = byPeriod(history.uptime);
  const ssl = byPeriod(history.ssl);
  const performance = byPeriod(history.performance);
  return starts.map((start) => {
    const at = start.getTime();
    return {
      at: start.toISOString(),
      ...uptimeOf(uptime.get(at) ?? []),
      sslDaysLeft: soonestExpiry(ssl.get(at) ?? []),
      performanceScore: meanOf(performance.get(at) ?? []),
    };
  });
}

/** The whole window at once, for the change indicators. */
export function periodFigures(history: History, from: number, to: number, incidents: number): PeriodFigures {
  return {
    ...uptimeOf(inWindow(history.uptime, from, to)),
    sslDaysLeft: soonestExpiry(inWindow(history.ssl, from, to)),
    performanceScore: meanOf(inWindow(history.performance, from, to)),
    incidents,
  };
}
