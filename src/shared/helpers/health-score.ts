/** SPEC §4 health score labels: 90+ Excellent, 70+ Good, 50+ Fair, 30+ Poor, below 30 Critical. */

export type HealthScoreLabel = 'Excellent' | 'Good' | 'Fair' | 'Poor' | 'Critical';
export type StatusTone = 'healthy' | 'warning' | 'critical' | 'unknown' | 'info';

export function getHealthScoreLabel(score: number): HealthScoreLabel {
  if (score >= 90) return 'Excellent';
  if (score >= 70) return 'Good';
  if (score >= 50) return 'Fair';
  if (score >= 30) return 'Poor';
  return 'Critical';
}

/** The status colour a health score is drawn in. */
export function getHealthScoreTone(score: number | null | undefined): StatusTone {
  if (score === null || score === undefined || Number.isNaN(score)) return 'unknown';
  if (score >= 70) return 'healthy';
  if (score >= 50) return 'warning';
  return 'critical';
}
