import { keepOpen } from './lifecycle';
import type { NewAlert, RuleResult } from './types';

/**
 * Blacklist listings and security headers that stop protecting: alert on what is new, resolve when all is clean.
 * A header browsers now ignore counts as lost, like one no longer sent (decision 040): either way the protection is
 * gone. A header never in effect raises nothing, and neither does a weakness of one in effect. While a listing or a
 * lost header remains, the alert is kept open (re-opened, saying what remains, if someone resolved it).
 */
export interface SecurityState {
  listedOn: string[];
  /** Headers sent last time (in effect or not). */
  presentHeaders: string[] | null;
  /** Headers in effect last time; absent in states stored before decision 040, which knew only what was sent. */
  effectiveHeaders?: string[] | null;
  /** Headers that stopped protecting and have not come back into effect; the alert stays open while any remains. */
  lostHeaders?: string[];
  alerted: boolean;
}

export const initialSecurityState: SecurityState = {
  listedOn: [],
  presentHeaders: null,
  effectiveHeaders: null,
  lostHeaders: [],
  alerted: false,
};

export interface SecurityObservation {
  listedOn: string[];
  /** Headers the response sent. */
  sentHeaders: string[];
  /** Headers browsers apply (a subset of those sent). */
  effectiveHeaders: string[];
  /** Why browsers ignore a sent header, by header name. */
  problems?: Record<string, string>;
}

export function evaluateSecurity(
  state: SecurityState,
  obs: SecurityObservation,
  settings: { domain: string },
): RuleResult<SecurityState> {
  const newListings = obs.listedOn.filter((z) => !state.listedOn.includes(z));
  // Before decision 040 only sending was recorded: then a header lost is one no longer sent.
  const before = state.effectiveHeaders ?? state.presentHeaders;
  const stillCounts = state.effectiveHeaders ? obs.effectiveHeaders : obs.sentHeaders;
  const lost = before ? before.filter((h) => !stillCounts.includes(h)) : [];
  const noLongerSent = lost.filter((h) => !obs.sentHeaders.includes(h));
  const nowIgnored = lost.filter((h) => obs.sentHeaders.includes(h));
  const stillLost = [...(state.lostHeaders ?? []), ...lost].filter(
    (h, i, all) => all.indexOf(h) === i && !obs.effectiveHeaders.includes(h),
  );
  const next: SecurityState = {
    listedOn: obs.listedOn,
    presentHeaders: obs.sentHeaders,
    effectiveHeaders: obs.effectiveHeaders,
    lostHeaders: stillLost,
    alerted: state.alerted,
  };
  if (newListings.length || noLongerSent.length || nowIgnored.length) {
    next.alerted = true;
    return {
      state: next,
      actions: [
        {
          kind: 'open-alert',
          alert: securityAlert(settings.domain, newListings, noLongerSent, nowIgnored, obs.problems, lost),
        },
      ],
    };
  }
  if (state.alerted && (obs.listedOn.length > 0 || stillLost.length > 0)) {
    const remaining = securityAlert(
      settings.domain,
      obs.listedOn,
      stillLost.filter((h) => !obs.sentHeaders.includes(h)),
      stillLost.filter((h) => obs.sentHeaders.includes(h)),
      obs.problems,
      stillLost,
    );
    return { state: next, actions: [keepOpen(remaining)] };
  }
  if (state.alerted) {
    next.alerted = false;
    return {
      state: next,
      actions: [
        {
          kind: 'resolve-alert',
          type: 'security',
          message: `${settings.domain} is off every blacklist checked and its security headers are in effect again.`,
        },
      ],
    };
  }
  return { state: next, actions: [] };
}

function securityAlert(
  domain: string,
  newListings: string[],
  noLongerSent: string[],
  nowIgnored: string[],
  problems: SecurityObservation['problems'],
  lost: string[],
): NewAlert {
  const parts: string[] = [];
  if (newListings.length) parts.push(`${domain} or its addresses appear on ${newListings.join(', ')}.`);
  if (noLongerSent.length) parts.push(`These security headers are no longer sent: ${noLongerSent.join(', ')}.`);
  if (nowIgnored.length) {
    const why = nowIgnored.map((h) => (problems?.[h] ? `${h} (${problems[h]})` : h));
    parts.push(`These security headers are still sent but browsers now ignore them: ${why.join('; ')}.`);
  }
  return {
    type: 'security',
    severity: newListings.length ? 'critical' : 'warning',
    title: newListings.length
      ? `${domain} is on a blacklist`
      : noLongerSent.length
        ? `${domain}: security headers removed`
        : `${domain}: security headers ignored by browsers`,
    message: parts.join(' '),
    metadata: { newListings, lostHeaders: lost, noLongerSent, nowIgnored },
  };
}
