import type { thresholdMetrics } from '../../db/schema';

export type ThresholdMetric = (typeof thresholdMetrics)[number];

/** The part of an alert_thresholds row the rules read; the notification layer reads the rest (hours, channels). */
export interface ThresholdOverride {
  warning: number | null;
  critical: number | null;
  enabled: boolean;
}

/** Per metric, the rule that applies to a domain: its own row first, else the workspace-wide one. */
export type ThresholdOverrides = Partial<Record<ThresholdMetric, ThresholdOverride>>;

export interface Levels {
  warning: number | null;
  critical: number | null;
}

/**
 * The levels a rule checks. An enabled override brings its own warning and critical levels (either may be
 * absent); a disabled one, or one with no level at all, leaves the user's default in place. A disabled rule
 * also mutes notifications (notify-policy), so its alerts are stored but nobody is told.
 */
export function levelsFor(override: ThresholdOverride | undefined, defaultWarning: number | null): Levels {
  if (!override?.enabled || (override.warning === null && override.critical === null)) {
    return { warning: defaultWarning, critical: null };
  }
  return { warning: override.warning, critical: override.critical };
}

/** Minutes of confirmed downtime before the alert: the earliest level of the override, else the default. */
export function downtimeMinutesFor(overrides: ThresholdOverrides, defaultMinutes: number): number {
  const { warning, critical } = levelsFor(overrides.downtime_minutes, defaultMinutes);
  const set = [warning, critical].filter((v): v is number => v !== null);
  return Math.max(0, Math.min(...set));
}

/** SPEC §9.1 steps 30, 14, 7: the override's warning replaces the first step, its critical level adds one. */
export function sslExpiryStepsFor(
  overrides: ThresholdOverrides,
  defaultDays: number,
): { steps: number[]; criticalDays: number } {
  const { warning, critical } = levelsFor(overrides.ssl_expiry_days, defaultDays);
  const first = warning ?? critical ?? defaultDays;
  const criticalDays = critical ?? 7;
  const steps = [...new Set([first, 14, 7, criticalDays])].filter((s) => s > 0 && s <= first).sort((a, b) => b - a);
  return { steps, criticalDays };
}
