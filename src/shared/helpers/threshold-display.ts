/** How alert thresholds read on screen: values with their unit, and the levels in words. */
import { THRESHOLD_METRIC_INFO, type ThresholdMetric } from '../contracts/alert-thresholds';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '3,000 ms', '99.5%', '30 days', '1 day', '0.1' (CLS), '50' (score). */
export function formatThresholdValue(metric: ThresholdMetric, value: number): string {
  const { unit } = THRESHOLD_METRIC_INFO[metric];
  if (unit === ' days' && value === 1) return '1 day';
  return `${number.format(value)}${unit}`;
}

/** 'above' metrics warn when the value rises over the level; 'below' ones when it falls under it. */
export function thresholdLevelText(
  metric: ThresholdMetric,
  severity: 'warning' | 'critical',
  value: number | null,
): string | null {
  if (value === null) return null;
  const { direction } = THRESHOLD_METRIC_INFO[metric];
  const name = severity === 'warning' ? 'Warning' : 'Critical';
  return `${name} ${direction === 'above' ? 'above' : 'below'} ${formatThresholdValue(metric, value)}`;
}

/** '09:00–17:30 Europe/Berlin' for a business-hours rule, null otherwise. */
export function businessHoursText(rule: {
  businessHoursOnly: boolean;
  businessHoursStart: string | null;
  businessHoursEnd: string | null;
  timezone: string;
}): string | null {
  if (!rule.businessHoursOnly || !rule.businessHoursStart || !rule.businessHoursEnd) return null;
  return `${rule.businessHoursStart}–${rule.businessHoursEnd} ${rule.timezone.replace(/_/g, ' ')}`;
}

/** '15 min cooldown', 'No cooldown', '2 h cooldown', '1 h 30 min cooldown'. */
export function cooldownText(minutes: number): string {
  if (minutes === 0) return 'No cooldown';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean);
  return `${parts.join(' ')} cooldown`;
}
