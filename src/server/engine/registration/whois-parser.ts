import type { RegistrationData } from './registration-types';
import { readWhoisDate } from './whois-dates';
import type { ResolvedProfile, RuleEntry, WhoisField } from './whois-profile';
import { whoisProfiles } from './whois-profiles';
import { readWhoisEntries, type WhoisEntry } from './whois-reader';
import { cleanRegistrar, nameserverHosts, readDnssec, splitStatuses } from './whois-values';

export { parseWhoisDate } from './whois-dates';

export type WhoisParse =
  | { kind: 'parsed'; data: RegistrationData }
  | { kind: 'not-found' }
  /** The registry holds the name back from registration (reserved, blocked): nobody holds it, nobody can take it. */
  | { kind: 'reserved' }
  /** The registry refused to answer now (rate limit, quota): the domain's state is unknown, never "not registered". */
  | { kind: 'throttled'; reason: string }
  | { kind: 'unparseable'; reason: string };

// Blocks about someone other than the domain: their dates and statuses are the contact's or the registrar's own.
const FOREIGN_SECTION =
  /registrant|registrar|admin|tech|billing|contact|person|role|holder|owner|org|nic hdl|nsset|keyset|reseller|abuse|zone/;
const DOMAIN_ONLY: ReadonlySet<WhoisField> = new Set(['expiry', 'created', 'updated', 'status', 'dnssec']);

interface Candidate {
  field: WhoisField;
  value: string;
  rank: number;
  order: number;
}

/**
 * Reads a port-43 answer with the profile of the domain's registry (by longest public suffix; generic otherwise).
 * Order of judgement: an answer with registration facts is registered, whatever its disclaimers say; otherwise a
 * rate-limit reply is "throttled" (even when it also says "No entries found", as AFNIC's does); otherwise a
 * registry's "reserved" line is "reserved" and its "no such domain" line "not-found" (whichever it says first);
 * anything else is "unparseable". Never throws, never guesses.
 */
export function parseWhois(text: string, domain: string): WhoisParse {
  try {
    const name = typeof domain === 'string' ? domain : '';
    return parseWith(typeof text === 'string' ? text : '', whoisProfiles.forDomain(name), name);
  } catch (error) {
    return {
      kind: 'unparseable',
      reason: `the WHOIS answer could not be read (${error instanceof Error ? error.message : 'unknown error'})`,
    };
  }
}

function parseWith(text: string, profile: ResolvedProfile, domain: string): WhoisParse {
  const entries = readWhoisEntries(text, { sections: profile.sections, known: profile.known });
  const data = extract(entries, profile);
  // An update time alone is no fact: not-found replies often end with the database's "Last updated on ...".
  const hasFacts =
    data.expiresAt !== null ||
    data.expiryNever === true ||
    data.createdAt !== null ||
    data.registrar !== null ||
    data.nameservers.length > 0 ||
    data.statuses.some((status) => !AVAILABLE_STATUS.test(status));
  const dated = data.expiresAt !== null || data.expiryNever === true;
  if (hasFacts && dated) return { kind: 'parsed', data };

  const lines = verdictLines(text, domain);
  const throttleAt = lines.findIndex((line) => profile.throttled.some((pattern) => pattern.test(line)));
  const notFoundAt = lines.findIndex((line) => profile.notFound.some((pattern) => pattern.test(line)));
  const reservedAt = lines.findIndex((line) => profile.reserved.some((pattern) => pattern.test(line)));
  const firstFieldAt = lines.findIndex((line) => FIELD_LINE.test(line));
  // A registry's verdict comes before its small print: a rate-limit line ahead of any "no such domain" line and of
  // the record is the reply (AFNIC's ends "No entries found"; .br's shows a reduced record after it); a disclaimer
  // further down that mentions rate limits (CentralNic, Donuts) is not.
  const before = (a: number, b: number): boolean => a !== -1 && (b === -1 || a < b);
  const throttle = lines[throttleAt];
  const throttled = {
    kind: 'throttled' as const,
    reason: `the registry refused the query for now: "${(throttle ?? '').slice(0, 120)}"`,
  };
  if (throttle !== undefined && before(throttleAt, notFoundAt) && before(throttleAt, firstFieldAt)) return throttled;
  if (hasFacts) return { kind: 'parsed', data };
  // 'reserved' often comes with a "not available" line; whichever the registry says first is its verdict
  if (reservedAt !== -1 && (notFoundAt === -1 || reservedAt <= notFoundAt)) return { kind: 'reserved' };
  if (notFoundAt !== -1) return { kind: 'not-found' };
  if (throttle !== undefined) return throttled;
  const recognised = entries.some(
    (e) => profile.rules.has(e.label) || (e.section !== null && profile.rules.has(`${e.section} > ${e.label}`)),
  );
  if (!recognised) return { kind: 'unparseable', reason: 'the WHOIS answer has no recognisable fields' };
  return { kind: 'unparseable', reason: 'the WHOIS answer has no registration fields' };
}

// Statuses a registry gives a name nobody holds ('Status: AVAILABLE', 'free'): no fact of a registration.
const AVAILABLE_STATUS = /^(?:available|free|notregistered|noobjectfound|notfound|reserved)$/i;
const FIELD_LINE = /^[\p{L}][\p{L} ._/-]{1,40}:(?!\/\/)\s*\S/u;

/** Significant lines, comment marks removed, and a leading echo of the queried name ("x.pt - No Match") dropped. */
function verdictLines(text: string, domain: string): string[] {
  const name = domain.toLowerCase();
  return text
    .slice(0, 64 * 1024)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^[\s%#*>-]+/, '').trim())
    .map((line) =>
      name !== '' && line.toLowerCase().startsWith(name)
        ? line.slice(name.length).replace(/^["']?\s*(?:-|:)?\s*/, '')
        : line,
    )
    .filter((line) => line !== '');
}

function extract(entries: WhoisEntry[], profile: ResolvedProfile): RegistrationData {
  const candidates: Candidate[] = [];
  entries.forEach((entry, order) => {
    const qualified = entry.section ? profile.rules.get(`${entry.section} > ${entry.label}`) : undefined;
    const rules: RuleEntry[] = qualified ?? profile.rules.get(entry.label) ?? [];
    const foreign = !qualified && entry.section !== null && FOREIGN_SECTION.test(entry.section);
    for (const rule of rules) {
      if (foreign && DOMAIN_ONLY.has(rule.field)) continue;
      const value = rule.pick ? rule.pick.exec(entry.value)?.[1] : entry.value;
      if (value !== undefined && value.trim() !== '')
        candidates.push({ field: rule.field, value: value.trim(), rank: rule.rank, order });
    }
  });
  candidates.sort((a, b) => a.rank - b.rank || a.order - b.order);
  const of = (field: WhoisField): Candidate[] => candidates.filter((c) => c.field === field);
  const inOrder = (field: WhoisField): Candidate[] => of(field).sort((a, b) => a.order - b.order);

  const dateOf = (field: WhoisField): { iso: string | null; never: boolean } => {
    const list = of(field);
    for (const candidate of list) {
      const date = readWhoisDate(candidate.value, profile.dayOrder);
      if (date?.kind === 'never') return { iso: null, never: field === 'expiry' };
      if (date?.kind !== 'date') continue;
      if (field !== 'updated') return { iso: date.date.toISOString(), never: false };
      // RIPE-style objects list every change ('changed: ... 20020926', ... 'changed: ... 20181216'): the latest counts.
      const latest = list
        .filter((c) => c.rank === candidate.rank)
        .map((c) => readWhoisDate(c.value, profile.dayOrder))
        .reduce((max, d) => (d?.kind === 'date' && d.date > max ? d.date : max), date.date);
      return { iso: latest.toISOString(), never: false };
    }
    return { iso: null, never: false };
  };

  const expiry = dateOf('expiry');
  const registrar =
    of('registrar')
      .map((c) => cleanRegistrar(c.value))
      .find((name): name is string => name !== null) ?? null;
  const nameservers = [...new Set(inOrder('nameserver').flatMap((c) => nameserverHosts(c.value)))];
  const statuses = [...new Set(inOrder('status').flatMap((c) => splitStatuses(c.value)))];
  const dnssec =
    of('dnssec')
      .map((c) => readDnssec(c.value))
      .find((v) => v !== null) ?? null;

  return {
    registrar,
    createdAt: dateOf('created').iso,
    updatedAt: dateOf('updated').iso,
    expiresAt: expiry.iso,
    ...(expiry.never ? { expiryNever: true } : {}),
    nameservers,
    statuses,
    dnssec,
  };
}
