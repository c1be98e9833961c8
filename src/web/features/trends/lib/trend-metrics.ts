/** How each trends figure reads, is charted and is judged. */
import type { TrendBucket, TrendPoint } from '../../../../shared/contracts/trends';
import { CHANGE_RULES, type ChangeRule } from '../../../../shared/helpers/period-change';
import type { StatusTone } from '../../../../shared/helpers/health-score';
import { getPerformanceBarTone, getSslDaysTone, getUptimeTone } from '../../../../shared/helpers/status-bands';
import type { AxisBound, ChartColor } from '../../../components/ui/chart';

export type TrendMetricKey = 'uptime' | 'responseTime' | 'sslDaysLeft' | 'performanceScore';

export interface TrendMetric {
  key: TrendMetricKey;
  title: string;
  format: (value: number) => string;
  /** Shorter, for chart axes. */
  axis: (value: number) => string;
  changeUnit: 'pp' | 'ms' | 'days' | 'points';
  rule: ChangeRule;
  tone: (value: number | null) => StatusTone;
  chart: {
    color: ChartColor;
    variant: 'line' | 'area';
    yDomain?: [AxisBound, AxisBound];
    stepped?: boolean;
  };
  /** What to say when the period has nothing measured. */
  empty: string;
}

export const formatMilliseconds = (ms: number): string =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;

export const TREND_METRICS: readonly TrendMetric[] = [
  {
    key: 'uptime',
    title: 'Uptime',
    format: (v) => `${v.toFixed(2)}%`,
    axis: (v) => `${Number(v.toFixed(2))}%`,
    changeUnit: 'pp',
    rule: CHANGE_RULES.uptime,
    tone: getUptimeTone,
    // Up to 100% and at least one point below the lowest value, so a flat 100% is not drawn as a band around it.
    chart: { color: 'healthy', variant: 'area', yDomain: [(low) => Math.max(0, Math.floor(low) - 1), 100] },
    empty: 'No uptime checks in this period yet.',
  },
  {
    key: 'responseTime',
    title: 'Response time',
    format: formatMilliseconds,
    axis: (v) => `${Math.round(v)} ms`,
    changeUnit: 'ms',
    rule: CHANGE_RULES.responseTime,
    tone: () => 'info',
    chart: { color: 'info', variant: 'line' },
    empty: 'No response times measured in this period yet.',
  },
  {
    key: 'sslDaysLeft',
    title: 'SSL days left',
    format: (v) => `${Math.round(v)} ${Math.round(v) === 1 ? 'day' : 'days'}`,
    axis: (v) => `${Math.round(v)} d`,
    changeUnit: 'days',
    rule: CHANGE_RULES.sslDaysLeft,
    tone: getSslDaysTone,
    chart: { color: 'warning', variant: 'line', stepped: true },
    empty: 'No certificate checks in this period yet.',
  },
  {
    key: 'performanceScore',
    title: 'Performance score',
    format: (v) => `${Math.round(v)}/100`,
    axis: (v) => `${Math.round(v)}`,
    changeUnit: 'points',
    rule: CHANGE_RULES.performanceScore,
    tone: getPerformanceBarTone,
    chart: { color: 'accent', variant: 'line', yDomain: [0, 100] },
    empty: 'No Lighthouse runs in this period yet. Run one from the Performance page.',
  },
];

/** Period starts read as local hours for 24 hours, and as the UTC calendar day the rollups are kept by. */
export function periodFormatter(bucket: TrendBucket): (at: string) => string {
  const format =
    bucket === 'hour'
      ? new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })
      : new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (at) => format.format(new Date(at));
}

export function seriesOf(points: readonly TrendPoint[], key: TrendMetricKey) {
  return points.map((p) => ({ at: p.at, value: p[key] }));
}

/** For screen readers: how much of the range was measured, and the span of the values. */
export function describeSeries(points: readonly TrendPoint[], metric: TrendMetric): string {
  const values = points.map((p) => p[metric.key]).filter((v): v is number => v !== null);
  if (values.length === 0) return metric.empty;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = low === high ? metric.format(low) : `from ${metric.format(low)} to ${metric.format(high)}`;
  return `${values.length} of ${points.length} periods measured, ${span}.`;
}
