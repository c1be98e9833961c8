import type { RuleResult } from './types';

/** Record types whose change is worth telling people about (SOA serials change on every edit). */
export const WATCHED_RECORD_TYPES = ['A', 'AAAA', 'MX', 'NS', 'TXT', 'CAA'] as const;
export type RecordSet = Partial<Record<(typeof WATCHED_RECORD_TYPES)[number], string[]>>;

export interface DnsChangeState {
  /** The last record set seen; null before the first observation (nothing to compare with). */
  records: RecordSet | null;
}

export const initialDnsChangeState: DnsChangeState = { records: null };

const norm = (values: string[] | undefined) => [...new Set((values ?? []).map((v) => v.trim().toLowerCase()))].sort();

/** Compares record sets type by type and raises an info alert that says what changed, before and after. */
export function evaluateDnsChange(
  state: DnsChangeState,
  observed: RecordSet,
  settings: { domain: string; enabled: boolean },
): RuleResult<DnsChangeState> {
  const next: DnsChangeState = { records: observed };
  if (!state.records || !settings.enabled) return { state: next, actions: [] };
  const changes: { type: string; before: string[]; after: string[] }[] = [];
  for (const type of WATCHED_RECORD_TYPES) {
    const before = norm(state.records[type]);
    const after = norm(observed[type]);
    if (before.join('\n') !== after.join('\n')) changes.push({ type, before, after });
  }
  if (!changes.length) return { state: next, actions: [] };
  const describe = (c: (typeof changes)[number]) =>
    `${c.type}: ${c.before.length ? c.before.join(', ') : '(none)'} → ${c.after.length ? c.after.join(', ') : '(none)'}`;
  const critical = changes.some((c) => (c.type === 'NS' || c.type === 'A') && c.after.length === 0);
  return {
    state: next,
    actions: [
      {
        kind: 'open-alert',
        alert: {
          type: 'dns_change',
          severity: critical ? 'critical' : changes.some((c) => c.type === 'NS' || c.type === 'MX') ? 'warning' : 'info',
          title: `${settings.domain}: DNS records changed (${changes.map((c) => c.type).join(', ')})`,
          message: changes.map(describe).join('\n'),
          metadata: { changes },
        },
      },
    ],
  };
}
