/** SPEC §9.4 Web Vitals rating thresholds (good at or under the first, poor above the second). */

export type VitalName = 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface VitalThreshold {
  good: number;
  poor: number;
  /** 'ms' for timings; CLS has no unit. */
  unit: 'ms' | '';
  label: string;
}

export const VITAL_NAMES: readonly VitalName[] = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'];

export const VITAL_THRESHOLDS: Readonly<Record<VitalName, VitalThreshold>> = {
  lcp: { good: 2500, poor: 4000, unit: 'ms', label: 'Largest Contentful Paint' },
  inp: { good: 200, poor: 500, unit: 'ms', label: 'Interaction to Next Paint' },
  cls: { good: 0.1, poor: 0.25, unit: '', label: 'Cumulative Layout Shift' },
  fcp: { good: 1800, poor: 3000, unit: 'ms', label: 'First Contentful Paint' },
  ttfb: { good: 800, poor: 1800, unit: 'ms', label: 'Time to First Byte' },
};

export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}

/** The p-th percentile (0-1) by nearest rank, the way field data is assessed (p75); null for no values. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1]!;
}

/** Counts of values per rating. */
export function ratingCounts(name: VitalName, values: readonly number[]): Record<VitalRating, number> {
  const counts: Record<VitalRating, number> = { good: 0, 'needs-improvement': 0, poor: 0 };
  for (const value of values) counts[rateVital(name, value)] += 1;
  return counts;
}

/** A duration as people read it: '840 ms', '2.4 s'. */
export function formatMilliseconds(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** A vital's value: a duration, or CLS's unitless score ('0.05'). */
export function formatVital(name: VitalName, value: number): string {
  return name === 'cls' ? value.toFixed(2) : formatMilliseconds(value);
}
