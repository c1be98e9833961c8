import type { RuleResult } from './types';

/** Blacklist listings and security headers that disappear: alert on what is new, resolve when all is clean. */
export interface SecurityState {
  listedOn: string[];
  /** Headers seen present before; losing one of them is what deserves an alert, not a header never set. */
  presentHeaders: string[] | null;
  /** Headers that disappeared and have not come back; the alert stays open while any remains. */
  lostHeaders?: string[];
  alerted: boolean;
}

export const initialSecurityState: SecurityState = { listedOn: [], presentHeaders: null, lostHeaders: [], alerted: false };

export function evaluateSecurity(
  state: SecurityState,
  obs: { listedOn: string[]; presentHeaders: string[] },
  settings: { domain: string },
): RuleResult<SecurityState> {
  const newListings = obs.listedOn.filter((z) => !state.listedOn.includes(z));
  const lostHeaders = state.presentHeaders ? state.presentHeaders.filter((h) => !obs.presentHeaders.includes(h)) : [];
  const stillLost = [...(state.lostHeaders ?? []), ...lostHeaders].filter((h, i, all) => all.indexOf(h) === i && !obs.presentHeaders.includes(h));
  const next: SecurityState = { listedOn: obs.listedOn, presentHeaders: obs.presentHeaders, lostHeaders: stillLost, alerted: state.alerted };
  const parts: string[] = [];
  if (newListings.length) parts.push(`${settings.domain} or its addresses appear on ${newListings.join(', ')}.`);
  if (lostHeaders.length) parts.push(`These security headers are no longer sent: ${lostHeaders.join(', ')}.`);
  if (parts.length) {
    next.alerted = true;
    return {
      state: next,
      actions: [
        {
          kind: 'open-alert',
          alert: {
            type: 'security',
            severity: newListings.length ? 'critical' : 'warning',
            title: newListings.length ? `${settings.domain} is on a blacklist` : `${settings.domain}: security headers removed`,
            message: parts.join(' '),
            metadata: { newListings, lostHeaders },
          },
        },
      ],
    };
  }
  if (state.alerted && obs.listedOn.length === 0 && stillLost.length === 0) {
    next.alerted = false;
    return {
      state: next,
      actions: [{ kind: 'resolve-alert', type: 'security', message: `${settings.domain} is off every blacklist checked and sends its security headers again.` }],
    };
  }
  return { state: next, actions: [] };
}
