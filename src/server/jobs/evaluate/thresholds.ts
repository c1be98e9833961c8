import type { AlertType } from '../../db/schema';
import { keepOpen } from './lifecycle';
import type { NewAlert, RuleResult } from './types';

/**
 * A measured value against a limit (performance score under a floor, response time over a ceiling): one alert
 * when it breaches, one more if it then crosses the critical level, all resolved when it is back within the limit;
 * kept open (re-opened at its present level if someone resolved it) while it stays beyond.
 */
export interface ThresholdState {
  breached: boolean;
  /** The level already alerted; absent in states saved before critical levels were told apart (warning). */
  severity?: 'warning' | 'critical';
}

export interface ThresholdRule {
  type: AlertType;
  domain: string;
  metric: string;
  /** `below`: breach when value < limit (scores); `above`: breach when value > limit (times). */
  direction: 'below' | 'above';
  warning: number | null;
  critical: number | null;
  unit: string;
}

export const initialThresholdState: ThresholdState = { breached: false };

export function evaluateThreshold(
  state: ThresholdState,
  value: number | null,
  rule: ThresholdRule,
): RuleResult<ThresholdState> {
  if (value === null) return { state, actions: [] };
  const beyond = (limit: number | null) =>
    limit !== null && (rule.direction === 'below' ? value < limit : value > limit);
  const severity = beyond(rule.critical) ? 'critical' : beyond(rule.warning) ? 'warning' : null;
  const shown = `${Math.round(value * 100) / 100}${rule.unit}`;
  if (!severity) {
    if (!state.breached) return { state, actions: [] };
    return {
      state: { breached: false },
      actions: [
        {
          kind: 'resolve-alert',
          type: rule.type,
          metric: rule.metric,
          message: `${rule.domain}: ${rule.metric} is back within its limit (${shown}).`,
        },
      ],
    };
  }
  const alert = thresholdAlert(value, severity, rule);
  if (state.breached && (severity === 'warning' || state.severity === 'critical'))
    return { state, actions: [keepOpen(alert)] };
  return { state: { breached: true, severity }, actions: [{ kind: 'open-alert', alert }] };
}

function thresholdAlert(value: number, severity: 'warning' | 'critical', rule: ThresholdRule): NewAlert {
  const shown = `${Math.round(value * 100) / 100}${rule.unit}`;
  const limit = severity === 'critical' ? rule.critical! : rule.warning!;
  return {
    type: rule.type,
    severity,
    title: `${rule.domain}: ${rule.metric} ${rule.direction === 'below' ? 'dropped to' : 'rose to'} ${shown}`,
    message: `${rule.metric} of ${rule.domain} is ${shown}, ${rule.direction === 'below' ? 'under' : 'over'} the ${severity} limit of ${limit}${rule.unit}.`,
    metadata: { metric: rule.metric, value, limit, severity },
  };
}
