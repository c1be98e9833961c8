import type { DnsRecordDetails } from '../../../engine/probes/monitors';
import { evaluateDnsChange, initialDnsChangeState, recordSet, type DnsChangeState } from '../../evaluate/dns-change';
import { keepOpen } from '../../evaluate/lifecycle';
import type { RuleAction, RuleResult } from '../../evaluate/types';
import { probedMonitorFamily } from './probed-monitor';

/**
 * DNS record monitors: the record must hold the expected values. A mismatch raises its own alert at once (DNS answers
 * do not blip like HTTP requests: no re-check, no downtime threshold), kept open while it lasts and resolved when the
 * record is as expected again; any change of the record's values raises the DNS change alert too (before -> after),
 * whether or not it matches. A resolver failure tells nothing about the record: neither rule moves.
 */
export const dnsRecordFamily = probedMonitorFamily('dns-record', {
  noDowntimeRule: true,
  async rules(check, result) {
    const details = result.details;
    if (!details || details.answer === 'error') return [];
    const label = check.subject;
    const mismatch = await check.rule<RecordMismatchState>('dns-mismatch', initialRecordMismatchState, (state) =>
      evaluateRecordMismatch(state, { matches: result.up, message: result.message, details }, { label }),
    );
    const observed = recordSet(details.found.map((value) => ({ name: details.host, type: details.recordType, value })));
    const change = await check.rule<DnsChangeState>('dns-change', initialDnsChangeState, (state) =>
      evaluateDnsChange(state, observed, { domain: label, enabled: true }),
    );
    return oneAlertPerChange(mismatch, change);
  },
});

/**
 * One DNS change, one alert (decision 073): a change that makes the record stop matching opens the mismatch alert
 * with the change (before -> after) in it, instead of a second alert for the same edit. The change rule's state
 * still moves, so the records coming back close what is open.
 */
export function oneAlertPerChange(mismatch: RuleAction[], change: RuleAction[]): RuleAction[] {
  const opened = mismatch.find((a) => a.kind === 'open-alert');
  const changed = change.find((a) => a.kind === 'open-alert');
  if (!opened || opened.kind !== 'open-alert' || !changed || changed.kind !== 'open-alert')
    return [...mismatch, ...change];
  const merged: RuleAction = {
    kind: 'open-alert',
    alert: {
      ...opened.alert,
      message: `${opened.alert.message}\n${changed.alert.message}`,
      metadata: { ...opened.alert.metadata, changes: changed.alert.metadata.changes },
    },
  };
  return [...mismatch.map((a) => (a === opened ? merged : a)), ...change.filter((a) => a !== changed)];
}

export interface RecordMismatchState {
  mismatched: boolean;
}
export const initialRecordMismatchState: RecordMismatchState = { mismatched: false };

/** metadata.metric of mismatch alerts, so the DNS change rule's resolutions never close them (nor the other way). */
export const DNS_RECORD_MISMATCH_METRIC = 'dns-record-mismatch';

export function evaluateRecordMismatch(
  state: RecordMismatchState,
  obs: { matches: boolean; message: string; details: DnsRecordDetails },
  settings: { label: string },
): RuleResult<RecordMismatchState> {
  const { details } = obs;
  if (obs.matches) {
    if (!state.mismatched) return { state, actions: [] };
    return {
      state: { mismatched: false },
      actions: [
        {
          kind: 'resolve-alert',
          type: 'dns_change',
          metric: DNS_RECORD_MISMATCH_METRIC,
          message: `${settings.label}: the ${details.recordType} record of ${details.host} is as expected again (${details.found.join(', ')}).`,
        },
      ],
    };
  }
  const alert = {
    type: 'dns_change' as const,
    severity: 'critical' as const,
    title: `${settings.label}: ${details.recordType} record of ${details.host} not as expected`,
    message: `${obs.message}.`,
    metadata: {
      metric: DNS_RECORD_MISMATCH_METRIC,
      recordType: details.recordType,
      host: details.host,
      expected: details.expected,
      found: details.found,
      missing: details.missing,
      unexpected: details.unexpected,
    },
  };
  if (state.mismatched) return { state, actions: [keepOpen(alert)] };
  return { state: { mismatched: true }, actions: [{ kind: 'open-alert', alert }] };
}
