/** SPEC §2.15 time ranges of the performance screens (zod-free: screens read them without downloading zod). */
export const PERFORMANCE_RANGES = ['24h', '7d', '30d'] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];

export const PERFORMANCE_RANGE_LABELS: Readonly<Record<PerformanceRange, string>> = {
  '24h': 'Last 24h',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

export function isPerformanceRange(value: unknown): value is PerformanceRange {
  return (PERFORMANCE_RANGES as readonly unknown[]).includes(value);
}
