import { plausibleDate, type RegistrationData } from './registration-types';

export type WhoisParse =
  | { kind: 'parsed'; data: RegistrationData }
  | { kind: 'not-found' }
  /** The registry refused to answer now (rate limit, quota): the domain's state is unknown, never "not registered". */
  | { kind: 'throttled'; reason: string }
  | { kind: 'unparseable'; reason: string };

type Field = 'expiry' | 'created' | 'updated' | 'registrar' | 'nameserver' | 'status' | 'dnssec';

// Keys seen across registries (gTLD RRA format, Nominet, AFNIC, RIPE-style ccTLDs, .ru paid-till...), lower case.
const KEYS: Record<string, Field> = {
  'registry expiry date': 'expiry',
  'registrar registration expiration date': 'expiry',
  'expiry date': 'expiry',
  'expiration date': 'expiry',
  'expiration time': 'expiry',
  'expire date': 'expiry',
  'expires on': 'expiry',
  expires: 'expiry',
  expire: 'expiry',
  expiry: 'expiry',
  'expiry-date': 'expiry',
  'paid-till': 'expiry',
  'renewal date': 'expiry',
  'valid until': 'expiry',
  'domain expiration date': 'expiry',
  'creation date': 'created',
  'created date': 'created',
  'created on': 'created',
  created: 'created',
  'registered on': 'created',
  registered: 'created',
  'registration date': 'created',
  'registration time': 'created',
  'domain registration date': 'created',
  'updated date': 'updated',
  'last updated': 'updated',
  'last modified': 'updated',
  'last-update': 'updated',
  'last update': 'updated',
  changed: 'updated',
  modified: 'updated',
  registrar: 'registrar',
  'registrar name': 'registrar',
  'sponsoring registrar': 'registrar',
  'registrar organization': 'registrar',
  'name server': 'nameserver',
  'name servers': 'nameserver',
  nameserver: 'nameserver',
  nameservers: 'nameserver',
  nserver: 'nameserver',
  'domain status': 'status',
  status: 'status',
  state: 'status',
  dnssec: 'dnssec',
  'dnssec signed': 'dnssec',
};

// Expiry keys in order of trust: the registry's own date beats the registrar's.
const EXPIRY_PRIORITY = ['registry expiry date', 'expiry date', 'expiration date', 'paid-till', 'registrar registration expiration date'];

const NOT_FOUND = [
  /^no match for/im,
  /^%*\s*not found/im,
  /^%*\s*no entries found/im,
  /^no data found/im,
  /^domain not found/im,
  /^status:\s*(free|available)/im,
  /is available for registration/i,
  /^the queried object does not exist/im,
  /^no object found/im,
];

/** Reads a port-43 answer. Never guesses: an ambiguous date is dropped, an answer with no known field is unparseable. */
export function parseWhois(text: string): WhoisParse {
  if (NOT_FOUND.some((pattern) => pattern.test(text))) return { kind: 'not-found' };
  const values = collect(text);
  if (values.size === 0) return { kind: 'unparseable', reason: 'the WHOIS answer has no recognisable fields' };

  const dateOf = (field: Field): string | null => {
    for (const [, list] of orderedEntries(values, field)) {
      for (const raw of list) {
        const date = parseWhoisDate(raw);
        if (date) return date.toISOString();
      }
    }
    return null;
  };
  const all = (field: Field): string[] => orderedEntries(values, field).flatMap(([, list]) => list);

  const registrar = all('registrar').map(cleanRegistrar).find((r) => r !== '') ?? null;
  const nameservers = [...new Set(all('nameserver').map((ns) => (ns.split(/\s+/)[0] ?? '').toLowerCase().replace(/\.$/, '')).filter((ns) => ns.includes('.')))];
  const statuses = [...new Set(all('status').map((s) => s.split(/\s+/)[0] ?? '').filter((s) => s !== '' && !s.startsWith('http')))];
  const dnssecText = all('dnssec')[0]?.toLowerCase();
  const dnssec = dnssecText === undefined ? null : /unsigned|^no|false|inactive/.test(dnssecText) ? false : /signed|^yes|true|active/.test(dnssecText) ? true : null;

  const data: RegistrationData = {
    registrar,
    createdAt: dateOf('created'),
    updatedAt: dateOf('updated'),
    expiresAt: dateOf('expiry'),
    nameservers,
    statuses,
    dnssec,
  };
  if (!data.expiresAt && !data.createdAt && !data.registrar && nameservers.length === 0) {
    return { kind: 'unparseable', reason: 'the WHOIS answer has no registration fields' };
  }
  return { kind: 'parsed', data };
}

/** key -> values, including indented blocks ('Name servers:' followed by one server per line, as Nominet writes). */
function collect(text: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  const push = (key: string, value: string): void => {
    const list = values.get(key) ?? [];
    list.push(value);
    values.set(key, list);
  };
  let blockKey: string | null = null;
  for (const rawLine of text.split(/\r?\n/)) {
    if (/^\s*(%|#|>>>)/.test(rawLine)) continue;
    const line = rawLine.trim();
    if (line === '') {
      blockKey = null;
      continue;
    }
    const match = /^([A-Za-z][A-Za-z0-9 ._/-]{0,60}?)\s*:\s*(.*)$/.exec(line);
    const key = match?.[1]?.toLowerCase().replace(/\s+/g, ' ');
    if (match && key && KEYS[key]) {
      const value = (match[2] ?? '').trim();
      if (value === '') blockKey = key;
      else {
        blockKey = null;
        push(key, value);
      }
      continue;
    }
    if (blockKey && /^\s/.test(rawLine)) push(blockKey, line);
    else blockKey = null;
  }
  return values;
}

function orderedEntries(values: Map<string, string[]>, field: Field): Array<[string, string[]]> {
  const entries = [...values.entries()].filter(([key]) => KEYS[key] === field);
  if (field !== 'expiry') return entries;
  const rank = (key: string): number => {
    const index = EXPIRY_PRIORITY.indexOf(key);
    return index === -1 ? EXPIRY_PRIORITY.length : index;
  };
  return entries.sort(([a], [b]) => rank(a) - rank(b));
}

function cleanRegistrar(value: string): string {
  // Nominet: 'Example Registrar Ltd [Tag = EXAMPLE]'.
  return value.replace(/\s*\[tag\s*=.*\]$/i, '').trim();
}

const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };

/**
 * Dates registries write: ISO 8601 (with or without time and zone), YYYY.MM.DD, YYYY/MM/DD, DD-Mon-YYYY and
 * DD.MM.YYYY. Forms like 01/02/2025 are ambiguous (day or month first) and give null. Times without a zone are UTC.
 */
export function parseWhoisDate(raw: string): Date | null {
  const text = raw.trim();
  let m = /^(\d{4})[-./](\d{2})[-./](\d{2})(?:[T\s]+(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?\b/i.exec(text);
  if (m) return build(m[1], m[2], m[3], m[4], m[5], m[6], m[7]);
  m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})(?:[T\s]+(\d{2}):(\d{2})(?::(\d{2}))?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?\b/.exec(text);
  if (m) {
    const month = MONTHS[(m[2] ?? '').toLowerCase()];
    return month ? build(m[3], String(month), m[1], m[4], m[5], m[6], m[7]) : null;
  }
  m = /^(\d{2})\.(\d{2})\.(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?\s*$/.exec(text);
  if (m) return build(m[3], m[2], m[1], m[4], m[5], m[6], undefined);
  return null;
}

function build(y?: string, mo?: string, d?: string, h?: string, mi?: string, s?: string, zone?: string): Date | null {
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const [hour, minute, second] = [Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)];
  let offsetMinutes = 0;
  if (zone && /^[+-]/.test(zone)) {
    const digits = zone.replace(':', '');
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  const date = new Date(utc);
  // Reject rollovers such as 2025-02-30 instead of silently moving the date.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 60) return null;
  return plausibleDate(date) ? date : null;
}
