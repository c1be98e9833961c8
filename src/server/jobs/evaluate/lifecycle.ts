import type { NewAlert, RuleAction } from './types';

/**
 * The alert lifecycle every rule follows (decision 043), whatever the family:
 *   open     the rule sees its cause start (after its own confirmation: re-check, threshold, streak): 'open-alert'
 *   failing  every later check that still sees the cause says so: 'keep-open'. The monitoring service opens the alert
 *            again (a new one, notified) only when none of that cause is open: a person resolved it while the cause
 *            persisted. While one is open this costs one indexed lookup and changes nothing.
 *   recover  the rule sees the cause gone: 'resolve-alert' closes every open alert of that cause, whoever resolved
 *            what meanwhile.
 * An alert's cause is its domain, type and metadata.metric (the key `openAlert` and `resolveAlerts` match on), so a
 * rule whose alerts share a type with another rule's gives them a metric of its own.
 */
export function keepOpen(alert: NewAlert): RuleAction {
  return { kind: 'keep-open', alert };
}
