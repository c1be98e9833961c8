import { keepOpen } from './lifecycle';
import type { NewAlert, RuleResult } from './types';

/**
 * "Not registered" (decision 039): one critical alert once the registry has said twice in a row that it has no record
 * of the domain (one flaky answer is not enough), kept open while it keeps saying so (re-opened if someone resolved
 * it), resolved when the registry knows the domain again. An unknown
 * outcome (throttled, unreadable, unreachable) is no evidence either way: it neither opens, closes nor resets anything.
 */
export interface RegistrationState {
  /** Consecutive "not registered" answers, unknown ones skipped. */
  notRegisteredStreak: number;
  alerted: boolean;
}

export const initialRegistrationState: RegistrationState = { notRegisteredStreak: 0, alerted: false };

/** Answers in a row before the alert opens. */
export const NOT_REGISTERED_ANSWERS = 2;

/** Keeps this rule's alert apart from the registration-expiry alerts filed under the same type (decision 077). */
export const NOT_REGISTERED_METRIC = 'registration-status';

export function evaluateRegistration(
  state: RegistrationState,
  obs: { registration: string | null | undefined },
  settings: { domain: string },
): RuleResult<RegistrationState> {
  if (obs.registration === 'not-registered') {
    const streak = state.notRegisteredStreak + 1;
    if (streak < NOT_REGISTERED_ANSWERS) return { state: { ...state, notRegisteredStreak: streak }, actions: [] };
    const alert = notRegisteredAlert(streak, settings.domain);
    if (state.alerted) return { state: { ...state, notRegisteredStreak: streak }, actions: [keepOpen(alert)] };
    return { state: { notRegisteredStreak: streak, alerted: true }, actions: [{ kind: 'open-alert', alert }] };
  }
  // reserved: the registry holds the name back, so nobody can register it and there is nothing to act on (no alert)
  if (obs.registration === 'registered' || obs.registration === 'reserved') {
    if (!state.alerted)
      return { state: state.notRegisteredStreak === 0 ? state : { ...state, notRegisteredStreak: 0 }, actions: [] };
    const message =
      obs.registration === 'registered'
        ? `The registry knows ${settings.domain} again: it is registered.`
        : `The registry now says ${settings.domain} is reserved: nobody can register it.`;
    return {
      state: { notRegisteredStreak: 0, alerted: false },
      actions: [{ kind: 'resolve-alert', type: 'registration_expiry', metric: NOT_REGISTERED_METRIC, message }],
    };
  }
  return { state, actions: [] };
}

function notRegisteredAlert(streak: number, domain: string): NewAlert {
  return {
    type: 'registration_expiry',
    severity: 'critical',
    title: `${domain} is not registered`,
    message: `The registry has no record of ${domain} (${streak} checks in a row). If it lapsed, register it again now before someone else does.`,
    metadata: { kind: 'registration', metric: NOT_REGISTERED_METRIC, consecutiveAnswers: streak },
  };
}
