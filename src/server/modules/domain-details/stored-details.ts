/**
 * Readers of the `details` a check stored (engine probe details, jsonb): what a panel shows, taken field by field,
 * so a row written by an older probe version (a field missing or of another type) reads as "not stated", never as a
 * failure of the page.
 */

type Json = Record<string, unknown>;

const object = (v: unknown): Json | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const flag = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const texts = (v: unknown): string[] => list(v).filter((s): s is string => typeof s === 'string');

/** A date the probe stored as an ISO string, re-stated in UTC ISO; anything unparseable is not stated. */
function date(v: unknown): string | null {
  const s = text(v);
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const summary = (c: Json) => ({
  subject: text(c.subject),
  issuer: text(c.issuer),
  validFrom: date(c.validFrom),
  validTo: date(c.validTo),
});

/** The certificate a TLS check got (null when it got none: no handshake, or no certificate in it). */
export function certificate(details: Json) {
  if (details.connected !== true || !text(details.validTo)) return null;
  return {
    ...summary(details),
    daysUntilExpiry: num(details.daysUntilExpiry),
    subjectAltNames: texts(details.subjectAltNames),
    protocol: text(details.protocol),
    trusted: details.trusted === true,
    hostnameMatches: flag(details.hostnameMatches),
    trustError: text(details.trustError),
    chain: list(details.chain).flatMap((c) => {
      const o = object(c);
      return o ? [summary(o)] : [];
    }),
  };
}

export interface DnsRecordFact {
  type: string;
  name: string;
  value: string;
  ttl: number | null;
}

export function dnsRecords(v: unknown): DnsRecordFact[] {
  return list(v).flatMap((r) => {
    const o = object(r);
    const type = text(o?.type);
    const name = text(o?.name);
    const value = text(o?.value);
    return o && type && name !== null && value !== null ? [{ type, name, value, ttl: num(o.ttl) }] : [];
  });
}

/** What one DNS answer added and removed against the one before (TTL left out: it counts down between checks). */
export function recordDiff(before: unknown, after: unknown) {
  const key = (r: DnsRecordFact) => `${r.type} ${r.name} ${r.value}`;
  const bare = ({ type, name, value }: DnsRecordFact) => ({ type, name, value });
  const old = dnsRecords(before);
  const now = dnsRecords(after);
  const oldKeys = new Set(old.map(key));
  const nowKeys = new Set(now.map(key));
  return {
    added: now.filter((r) => !oldKeys.has(key(r))).map(bare),
    removed: old.filter((r) => !nowKeys.has(key(r))).map(bare),
  };
}

/** The registration facts of a registration check, and where they came from (RDAP or WHOIS, decision 039). */
export function registration(details: Json) {
  const source: 'rdap' | 'whois' | null =
    details.source === 'rdap' || details.source === 'whois' ? details.source : null;
  return {
    outcome: text(details.registration),
    source,
    server: text(details.server),
    registrar: text(details.registrar),
    createdAt: date(details.createdAt),
    updatedAt: date(details.updatedAt),
    expiresAt: date(details.expiresAt),
    expiryNever: details.expiryNever === true,
    daysUntilExpiry: num(details.daysUntilExpiry),
    nameservers: texts(details.nameservers),
    statuses: texts(details.statuses),
    dnssec: flag(details.dnssec),
    unknownReason: text(details.unknownReason),
  };
}

const isBlacklistOutcome = (v: unknown): v is 'listed' | 'clean' | 'unknown' =>
  v === 'listed' || v === 'clean' || v === 'unknown';

/** The security headers and blacklist lookups of a security check (empty lists before the first one). */
export function security(details: Json | null) {
  const d = details ?? {};
  return {
    checkedUrl: text(d.checkedUrl),
    httpsAvailable: flag(d.httpsAvailable),
    httpRedirectsToHttps: flag(d.httpRedirectsToHttps),
    headers: list(d.headers).flatMap((h) => {
      const o = object(h);
      const header = text(o?.header);
      return o && header
        ? [
            {
              header,
              present: o.present === true,
              value: text(o.value),
              problem: text(o.problem),
              warnings: texts(o.warnings),
            },
          ]
        : [];
    }),
    blacklists: list(d.dnsbl).flatMap((b) => {
      const o = object(b);
      const zone = text(o?.zone);
      const outcome = o?.outcome;
      return o && zone && isBlacklistOutcome(outcome) ? [{ zone, subject: text(o.subject) ?? '', outcome }] : [];
    }),
  };
}
