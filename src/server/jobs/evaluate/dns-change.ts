import { keepOpen } from './lifecycle';
import type { NewAlert, RuleResult } from './types';

/** Record types whose change is worth telling people about (SOA serials change on every edit). */
export const WATCHED_RECORD_TYPES = ['A', 'AAAA', 'MX', 'NS', 'TXT', 'CAA'] as const;
/** CNAME only from DNS record monitors (a domain's apex has none worth watching); absent compares as none. */
const COMPARED_TYPES = [...WATCHED_RECORD_TYPES, 'CNAME'] as const;
export type RecordSet = Partial<Record<(typeof COMPARED_TYPES)[number], string[]>>;

export interface DnsChangeState {
  /** The last record set seen; null before the first observation (nothing to compare with). */
  records: RecordSet | null;
  /**
   * The record set before the first change alerted since records were last as expected (decision 043): the records
   * coming back to it close the change's alerts. Absent in states saved before, and when no change is alerted.
   */
  baseline?: RecordSet | null;
}

export const initialDnsChangeState: DnsChangeState = { records: null };

const norm = (values: string[] | undefined) => [...new Set((values ?? []).map((v) => v.trim().toLowerCase()))].sort();

/**
 * The records as kept in the state: each type's values sorted, without repeats. Resolvers answer round-robin, so the
 * same records come in another order from one check to the next; kept as observed, the state differed at almost every
 * check and was written each time (decision 070).
 */
function canonical(records: RecordSet): RecordSet {
  const out: RecordSet = {};
  for (const type of COMPARED_TYPES) {
    const values = records[type];
    if (values) out[type] = [...new Set(values.map((v) => v.trim()))].sort();
  }
  return out;
}

interface Change {
  type: string;
  before: string[];
  after: string[];
}

function changesBetween(before: RecordSet, after: RecordSet): Change[] {
  const changes: Change[] = [];
  for (const type of COMPARED_TYPES) {
    const b = norm(before[type]);
    const a = norm(after[type]);
    if (b.join('\n') !== a.join('\n')) changes.push({ type, before: b, after: a });
  }
  return changes;
}

/** A change that takes the domain off the network: its A or NS records all gone. */
const isOutage = (changes: Change[]) => changes.some((c) => (c.type === 'NS' || c.type === 'A') && c.after.length === 0 && c.before.length > 0);

/**
 * Compares record sets type by type and raises an alert that says what changed, before and after. A change is an
 * event: a person resolving its alert accepts it. Records back to what they were before the change close its alerts
 * by themselves; while A or NS records stay gone the alert is kept open (re-opened if someone resolved it).
 */
export function evaluateDnsChange(
  state: DnsChangeState,
  observed: RecordSet,
  settings: { domain: string; enabled: boolean },
  /** Types whose lookup failed this time: unknown, so they keep the values last seen (a timeout is no change). */
  unknown: readonly string[] = [],
): RuleResult<DnsChangeState> {
  observed = canonical(observed);
  for (const type of unknown) {
    const last = state.records?.[type as keyof RecordSet];
    if (last) observed[type as keyof RecordSet] = last;
    else delete observed[type as keyof RecordSet];
  }
  if (!state.records || !settings.enabled) return { state: { records: observed }, actions: [] };
  const baseline = state.baseline ?? null;
  const changes = changesBetween(state.records, observed);

  if (baseline && changes.length && changesBetween(baseline, observed).length === 0) {
    return {
      state: { records: observed },
      actions: [
        {
          kind: 'resolve-alert',
          type: 'dns_change',
          message: `The DNS records of ${settings.domain} are back to what they were before the change.`,
        },
      ],
    };
  }
  if (changes.length) return { state: { records: observed, baseline: baseline ?? state.records }, actions: [{ kind: 'open-alert', alert: changeAlert(changes, settings.domain) }] };
  const sinceBaseline = baseline ? changesBetween(baseline, observed) : [];
  if (isOutage(sinceBaseline)) return { state, actions: [keepOpen(changeAlert(sinceBaseline, settings.domain))] };
  return { state, actions: [] };
}

function changeAlert(changes: Change[], domain: string): NewAlert {
  const describe = (c: Change) => `${c.type}: ${c.before.length ? c.before.join(', ') : '(none)'} → ${c.after.length ? c.after.join(', ') : '(none)'}`;
  const critical = changes.some((c) => (c.type === 'NS' || c.type === 'A') && c.after.length === 0);
  return {
    type: 'dns_change',
    severity: critical ? 'critical' : changes.some((c) => c.type === 'NS' || c.type === 'MX') ? 'warning' : 'info',
    title: `${domain}: DNS records changed (${changes.map((c) => c.type).join(', ')})`,
    message: changes.map(describe).join('\n'),
    metadata: { changes },
  };
}
