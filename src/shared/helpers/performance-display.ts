/**
 * SPEC §9.4 performance display rules: summary labels, vital badges and bars. The score's colour is the
 * performance bar's (getPerformanceBarTone in status-bands).
 */
import type { StatusTone } from './health-score';
import type { VitalRating } from './web-vitals-rating';

/** SPEC §2.15: the summary warns when the score is below this. */
export const PERFORMANCE_WARNING_BELOW = 90;
/** SPEC §9.4: recommendations appear when the average score is below this. */
export const PERFORMANCE_RECOMMEND_BELOW = 70;

export type PerformanceSummaryLabel = 'Excellent' | 'Needs Improvement' | 'Poor';

/** Summary labels: 90+ Excellent, 50+ Needs Improvement, below 50 Poor. */
export function performanceSummaryLabel(score: number): PerformanceSummaryLabel {
  if (score >= 90) return 'Excellent';
  if (score >= 50) return 'Needs Improvement';
  return 'Poor';
}

export const VITAL_RATING_LABELS: Readonly<Record<VitalRating, string>> = {
  good: 'Good',
  'needs-improvement': 'Needs Improvement',
  poor: 'Poor',
};

export function vitalRatingTone(rating: VitalRating | null | undefined): StatusTone {
  if (rating === 'good') return 'healthy';
  if (rating === 'needs-improvement') return 'warning';
  if (rating === 'poor') return 'critical';
  return 'unknown';
}

/**
 * How far a vital is from its target, 0-1 (1 = at or better than target), and its bar colour:
 * SPEC §9.4 vital bar ratios, 0.9+ green, 0.7+ yellow, else red.
 */
export function vitalBar(value: number, target: number): { ratio: number; tone: StatusTone } {
  const ratio = value <= target || value <= 0 ? 1 : target / value;
  return { ratio, tone: ratio >= 0.9 ? 'healthy' : ratio >= 0.7 ? 'warning' : 'critical' };
}
