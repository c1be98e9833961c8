/** 'This period against the previous one': the change indicators of /trends and /analytics. */

export type ChangeVerdict = 'better' | 'worse' | 'same';

export interface PeriodChange {
  /** current - previous, in the metric's unit. */
  delta: number;
  /** The change relative to the previous value, or null when the previous value is 0. */
  percent: number | null;
  direction: 'up' | 'down' | 'flat';
  verdict: ChangeVerdict;
}

export interface ChangeRule {
  higherIsBetter: boolean;
  /** Changes this small (absolute) count as no change: measurement noise and rounding. */
  flatWithin: number;
}

/** How the trends metrics are judged. */
export const CHANGE_RULES = {
  uptime: { higherIsBetter: true, flatWithin: 0.005 },
  responseTime: { higherIsBetter: false, flatWithin: 1 },
  sslDaysLeft: { higherIsBetter: true, flatWithin: 0 },
  performanceScore: { higherIsBetter: true, flatWithin: 0.5 },
  incidents: { higherIsBetter: false, flatWithin: 0 },
} as const satisfies Record<string, ChangeRule>;

/** Null when either period has nothing measured: no change is claimed from nothing. */
export function periodChange(current: number | null, previous: number | null, rule: ChangeRule): PeriodChange | null {
  if (current === null || previous === null || !Number.isFinite(current) || !Number.isFinite(previous)) return null;
  const delta = current - previous;
  const percent = previous === 0 ? null : (delta / Math.abs(previous)) * 100;
  if (Math.abs(delta) <= rule.flatWithin) return { delta, percent, direction: 'flat', verdict: 'same' };
  const direction = delta > 0 ? 'up' : 'down';
  const better = direction === 'up' ? rule.higherIsBetter : !rule.higherIsBetter;
  return { delta, percent, direction, verdict: better ? 'better' : 'worse' };
}

/** The change as a label: '+0.12 pp', '-35 ms', '+4 days', 'No change'. Uptime moves in percentage points. */
export function formatChange(change: PeriodChange, unit: 'pp' | 'ms' | 'days' | 'points' | 'count'): string {
  if (change.direction === 'flat') return 'No change';
  const sign = change.delta > 0 ? '+' : '−';
  const size = Math.abs(change.delta);
  switch (unit) {
    case 'pp':
      return `${sign}${size.toFixed(2)} pp`;
    case 'ms':
      return `${sign}${Math.round(size)} ms`;
    case 'days':
      return `${sign}${Math.round(size)} ${Math.round(size) === 1 ? 'day' : 'days'}`;
    case 'points':
      return `${sign}${Math.round(size)} ${Math.round(size) === 1 ? 'point' : 'points'}`;
    case 'count':
      return `${sign}${Math.round(size)}`;
  }
}
