import { displayDomain } from '../../../shared/helpers/domain-name';
import { keepOpen } from './lifecycle';
import type { NewAlert, RuleResult } from './types';

/** Record types whose change is worth telling people about (SOA serials change on every edit). */
export const WATCHED_RECORD_TYPES = ['A', 'AAAA', 'MX', 'NS', 'TXT', 'CAA'] as const;

/**
 * Records by owner name and type (decision 073): `example.com TXT`, `_dmarc.example.com TXT`. Each owner name's
 * records are a set of their own, so the DMARC record is never read as one of the apex's TXT records.
 */
export type RecordSet = Record<string, string[]>;

export interface ObservedRecord {
  name: string;
  type: string;
  value: string;
}

/** DNS names compare without case and without their final dot (RFC 4343); the name is the key's first word. */
const ownerName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
export const recordKey = (name: string, type: string) => `${ownerName(name)} ${type}`;
const keyParts = (key: string) => {
  const at = key.lastIndexOf(' ');
  return { name: key.slice(0, at), type: key.slice(at + 1) };
};

/**
 * A value as compared and shown: only what DNS itself compares without case is lower-cased (the names inside MX, NS
 * and CNAME values, IPv6 hex digits). TXT and CAA values keep their case: a verification token or an SPF macro is
 * case-sensitive, and the alert shows the value as published.
 */
const VALUE_FORMS: Record<string, (value: string) => string> = {
  AAAA: (v) => v.toLowerCase(),
  MX: (v) => v.toLowerCase().replace(/\.$/, ''),
  NS: (v) => v.toLowerCase().replace(/\.$/, ''),
  CNAME: (v) => v.toLowerCase().replace(/\.$/, ''),
};
const valueForm = (type: string, value: string) => (VALUE_FORMS[type] ?? ((v: string) => v))(value.trim());

/**
 * The records as compared and kept: keyed by owner and type, each key's values in their compared form, sorted,
 * without repeats. Resolvers answer round-robin, so the same records come in another order from one check to the
 * next; kept as observed, the state differed at almost every check and was written each time (decision 070).
 */
export function recordSet(records: readonly ObservedRecord[]): RecordSet {
  const sets = new Map<string, Set<string>>();
  for (const r of records) {
    const key = recordKey(r.name, r.type);
    const values = sets.get(key) ?? new Set<string>();
    values.add(valueForm(r.type, r.value));
    sets.set(key, values);
  }
  return canonical(Object.fromEntries([...sets].map(([key, values]) => [key, [...values]])));
}

function canonical(records: RecordSet): RecordSet {
  const out: RecordSet = {};
  for (const key of Object.keys(records).sort()) {
    const values = records[key];
    if (values?.length) out[key] = [...new Set(values)].sort();
  }
  return out;
}

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

/**
 * States saved before decision 073 keyed the records by type alone ('TXT'), the DMARC record among the apex's: they
 * cannot be compared with records by owner, so the first check after the upgrade takes its records as the new start.
 */
const isKeyedByOwner = (records: RecordSet) => Object.keys(records).every((key) => key.includes(' '));

export interface Change {
  /** The owner name, as stored (ASCII). */
  name: string;
  type: string;
  before: string[];
  after: string[];
}

function changesBetween(before: RecordSet, after: RecordSet): Change[] {
  const changes: Change[] = [];
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const b = before[key] ?? [];
    const a = after[key] ?? [];
    if (b.join('\n') !== a.join('\n')) changes.push({ ...keyParts(key), before: b, after: a });
  }
  return changes;
}

/** A change that takes the domain off the network: its A or NS records all gone. */
const isOutage = (changes: Change[]) =>
  changes.some((c) => (c.type === 'NS' || c.type === 'A') && c.after.length === 0 && c.before.length > 0);

/**
 * Compares record sets owner name by owner name and raises one alert per check that finds differences, listing every
 * change (which name and type, before and after). A change is an event: a person resolving its alert accepts it.
 * Records back to what they were before the change close its alerts by themselves; while A or NS records stay gone
 * the alert is kept open (re-opened if someone resolved it).
 */
export function evaluateDnsChange(
  state: DnsChangeState,
  observed: RecordSet,
  settings: { domain: string; enabled: boolean },
  /** Types whose lookup failed this time, at any owner: unknown, so they keep the values last seen (a timeout is no change). */
  unknown: readonly string[] = [],
): RuleResult<DnsChangeState> {
  observed = canonical(observed);
  const last = state.records && isKeyedByOwner(state.records) ? state.records : null;
  if (unknown.length) {
    for (const key of Object.keys(observed)) if (unknown.includes(keyParts(key).type)) delete observed[key];
    for (const [key, values] of Object.entries(last ?? {}))
      if (unknown.includes(keyParts(key).type)) observed[key] = values;
    observed = canonical(observed);
  }
  if (!last || !settings.enabled) return { state: { records: observed }, actions: [] };
  const baseline = state.baseline && isKeyedByOwner(state.baseline) ? state.baseline : null;
  const changes = changesBetween(last, observed);

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
  if (changes.length)
    return {
      state: { records: observed, baseline: baseline ?? last },
      actions: [{ kind: 'open-alert', alert: changeAlert(changes, settings.domain) }],
    };
  const sinceBaseline = baseline ? changesBetween(baseline, observed) : [];
  if (isOutage(sinceBaseline)) return { state, actions: [keepOpen(changeAlert(sinceBaseline, settings.domain))] };
  return { state, actions: [] };
}

/** `example.com TXT`, the name as the screens show domains (Unicode). */
export const changeLabel = (c: Pick<Change, 'name' | 'type'>) => `${displayDomain(c.name)} ${c.type}`;

/** The lines that say what changed: `_dmarc.example.com TXT: v=DMARC1; p=none → v=DMARC1; p=reject`. */
export function describeChanges(changes: readonly Change[]): string {
  const values = (list: string[]) => (list.length ? list.join(', ') : '(none)');
  return changes.map((c) => `${changeLabel(c)}: ${values(c.before)} → ${values(c.after)}`).join('\n');
}

function changeAlert(changes: Change[], domain: string): NewAlert {
  const critical = changes.some((c) => (c.type === 'NS' || c.type === 'A') && c.after.length === 0);
  return {
    type: 'dns_change',
    severity: critical ? 'critical' : changes.some((c) => c.type === 'NS' || c.type === 'MX') ? 'warning' : 'info',
    title: `${domain}: DNS records changed (${changes.map(changeLabel).join(', ')})`,
    message: describeChanges(changes),
    metadata: { changes },
  };
}
