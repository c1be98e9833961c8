import { SSL_ALERT_DAYS } from '../../../shared/constants/plans';
import type { AlertType } from '../../db/schema';
import { keepOpen } from './lifecycle';
import type { NewAlert, RuleResult } from './types';

/**
 * Certificate expiry (alerts of type ssl_expiry) and registration expiry (registration_expiry): one alert per step crossed (30, 14, 7 days, then expired), each step
 * alerting once and kept open while the date stays within a step (re-opened if someone resolved it); a renewal (days
 * back above the first step) resolves the alert. A certificate that is invalid (untrusted chain, wrong host) is
 * critical whatever its dates: its alert (metric 'certificate-trust') stays open until the certificate is trusted
 * again, whatever its dates then.
 */
export interface ExpiryState {
  /** The smallest step already alerted, 0 for expired, null when none. */
  alertedStep: number | null;
  invalidAlerted: boolean;
}

export interface ExpiryObservation {
  daysUntilExpiry: number | null;
  /** For certificates: trusted and matching the host. Registrations pass true. */
  valid: boolean;
  invalidReason?: string;
  expiresAt: string | null;
}

export interface ExpirySettings {
  kind: 'ssl' | 'registration';
  domain: string;
  steps?: readonly number[];
  /** At or under this many days the alert is critical (7; an alert_thresholds critical level changes it). */
  criticalDays?: number;
}

/** metadata.metric of the "certificate not trusted" alerts, apart from the expiry steps' (decision 043). */
export const CERTIFICATE_TRUST_METRIC = 'certificate-trust';

/** metadata.metric of registration-expiry alerts (decision 039). */
export const REGISTRATION_EXPIRY_METRIC = 'registration-expiry';

/** The alert type each kind files (decision 077): the certificate's and the registration's never resolve each other. */
export const EXPIRY_ALERT_TYPE = { ssl: 'ssl_expiry', registration: 'registration_expiry' } as const satisfies Record<
  ExpirySettings['kind'],
  AlertType
>;

export const initialExpiryState: ExpiryState = { alertedStep: null, invalidAlerted: false };

const label = (kind: ExpirySettings['kind']) => (kind === 'ssl' ? 'TLS certificate' : 'domain registration');

export function evaluateExpiry(
  state: ExpiryState,
  obs: ExpiryObservation,
  settings: ExpirySettings,
): RuleResult<ExpiryState> {
  const steps = [...(settings.steps ?? SSL_ALERT_DAYS)].sort((a, b) => b - a);
  const what = label(settings.kind);
  // each kind files its own type (decision 077), so a renewed certificate never resolves a registration alert (or
  // the other way round); the registration's metric keeps them apart from the "not registered" alert of that type
  const type = EXPIRY_ALERT_TYPE[settings.kind];
  const metric = settings.kind === 'registration' ? REGISTRATION_EXPIRY_METRIC : undefined;
  const actions: RuleResult<ExpiryState>['actions'] = [];
  let next = { ...state };

  if (settings.kind === 'ssl') {
    if (!obs.valid) {
      const alert = untrustedAlert(obs, settings.domain);
      next.invalidAlerted = true;
      actions.push(state.invalidAlerted ? keepOpen(alert) : { kind: 'open-alert', alert });
    } else if (state.invalidAlerted) {
      next.invalidAlerted = false;
      actions.push({
        kind: 'resolve-alert',
        type: 'ssl_expiry',
        metric: CERTIFICATE_TRUST_METRIC,
        message: `Browsers trust the ${what} of ${settings.domain} again.`,
      });
    }
  }

  const days = obs.daysUntilExpiry;
  if (days === null) return { state: next, actions };

  // the step the date has reached now: 0 when expired
  const reached = days <= 0 ? 0 : (steps.filter((s) => days <= s).at(-1) ?? null);
  if (reached === null) {
    if (state.alertedStep !== null) {
      next = { ...next, alertedStep: null };
      actions.push({
        kind: 'resolve-alert',
        type,
        ...(metric ? { metric } : {}),
        message: `The ${what} of ${settings.domain} was renewed: it now expires in ${days} days.`,
        metadata: { daysUntilExpiry: days },
      });
    }
    return { state: next, actions };
  }
  const alert = expiryAlert(obs, days, reached, settings, what, metric);
  if (state.alertedStep !== null && reached >= state.alertedStep)
    return { state: next, actions: [...actions, keepOpen(alert)] };
  next.alertedStep = reached;
  actions.push({ kind: 'open-alert', alert });
  return { state: next, actions };
}

function untrustedAlert(obs: ExpiryObservation, domain: string): NewAlert {
  return {
    type: 'ssl_expiry',
    severity: 'critical',
    title: `${domain}: certificate not trusted`,
    message: `Browsers will refuse the ${label('ssl')} of ${domain}: ${obs.invalidReason ?? 'it is not valid'}.`,
    metadata: { reason: obs.invalidReason ?? null, metric: CERTIFICATE_TRUST_METRIC },
  };
}

function expiryAlert(
  obs: ExpiryObservation,
  days: number,
  reached: number,
  settings: ExpirySettings,
  what: string,
  metric: string | undefined,
): NewAlert {
  const expired = reached === 0;
  return {
    type: EXPIRY_ALERT_TYPE[settings.kind],
    severity: expired || days <= (settings.criticalDays ?? 7) ? 'critical' : 'warning',
    title: expired ? `${settings.domain}: ${what} expired` : `${settings.domain}: ${what} expires in ${days} days`,
    message: expired
      ? `The ${what} of ${settings.domain} expired${obs.expiresAt ? ` on ${obs.expiresAt.slice(0, 10)}` : ''}. Renew it now.`
      : `The ${what} of ${settings.domain} expires${obs.expiresAt ? ` on ${obs.expiresAt.slice(0, 10)}` : ''}, in ${days} days. Renew it before then.`,
    metadata: {
      kind: settings.kind,
      daysUntilExpiry: days,
      step: reached,
      expiresAt: obs.expiresAt,
      ...(metric ? { metric } : {}),
    },
  };
}
