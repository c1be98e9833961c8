/**
 * Strict-Transport-Security as browsers apply it: RFC 6797 §6.1 syntax, read the way Chromium's ParseHSTSHeader
 * (net/http/http_security_headers.cc) and Firefox's nsSiteSecurityService read it. Only the first field counts
 * (RFC 6797 §8.1; Chromium's HttpResponseHeaders and Firefox's nsHttpHeaderArray both keep just the first).
 */
import { hasListComma, isCompleteQuotedString, isToken, quotedStringEnd, trimHttpSpace } from './list-syntax';
import { applies, ignored, quoted, type HeaderVerdict } from './verdict';

/** Six months, the shortest lifetime the verdict does not call weak (decision 040). */
export const HSTS_MIN_STRONG_MAX_AGE = 15_552_000;

interface Directive {
  name: string;
  value: string;
  quotedValue: boolean;
}

type Parsed = { ok: true; maxAge: number } | { ok: false; reason: string };

/** Verdict for the Strict-Transport-Security fields of one response, in the order they were received. */
export function judgeHsts(fields: string[], overHttps: boolean): HeaderVerdict {
  const [first = ''] = fields;
  if (!overHttps) return ignored('sent over plain HTTP, where browsers ignore it');
  const warnings = fields.length > 1 ? [`sent in ${fields.length} separate fields; browsers apply only the first`] : [];
  const parsed = parseHsts(first);
  if (!parsed.ok)
    return ignored(
      fields.length > 1
        ? `the first of ${fields.length} fields, which is the one browsers read: ${parsed.reason}`
        : parsed.reason,
      warnings,
    );
  if (parsed.maxAge === 0) return ignored('max-age=0 tells browsers to forget HSTS for this site', warnings);
  if (parsed.maxAge < HSTS_MIN_STRONG_MAX_AGE)
    warnings.push(
      `max-age is ${describeSeconds(parsed.maxAge)}, under the 180 days (15552000 s) that keeps visitors protected between visits`,
    );
  return applies(warnings);
}

function parseHsts(field: string): Parsed {
  if (trimHttpSpace(field) === '') return { ok: false, reason: 'empty value' };
  // A comma never belongs in this header: two policies joined into one field (RFC 6797 §6.1 has no list form).
  const joined = hasListComma(field) ? `several values joined into one field with a comma (${quoted(field)})` : null;
  let maxAge: number | null = null;
  let includeSubDomains = false;
  for (const piece of splitDirectives(field)) {
    const directive = readDirective(piece);
    if (!directive) return { ok: false, reason: joined ?? `malformed directive ${quoted(piece)}` };
    const name = directive.name.toLowerCase();
    if (name === 'max-age') {
      if (maxAge !== null) return { ok: false, reason: joined ?? 'max-age appears more than once' };
      if (directive.value === '') return { ok: false, reason: joined ?? 'max-age has no value' };
      if (!/^\d+$/.test(directive.value))
        return { ok: false, reason: joined ?? `max-age is not a whole number of seconds (${quoted(directive.value)})` };
      maxAge = Number(directive.value);
    } else if (name === 'includesubdomains') {
      if (includeSubDomains) return { ok: false, reason: joined ?? 'includeSubDomains appears more than once' };
      if (directive.value !== '' || directive.quotedValue)
        return { ok: false, reason: joined ?? 'includeSubDomains must not have a value' };
      includeSubDomains = true;
    } else if (
      !isToken(directive.name) ||
      (!directive.quotedValue && directive.value !== '' && !isToken(directive.value))
    ) {
      return { ok: false, reason: joined ?? `malformed directive ${quoted(piece)}` };
    }
    // Other well-formed directives (preload, extensions) are ignored, as RFC 6797 §6.1 asks.
  }
  if (maxAge === null) return { ok: false, reason: joined ?? 'no max-age directive' };
  return { ok: true, maxAge };
}

/** The `;`-separated pieces, not splitting inside quoted strings; empty pieces are skipped as browsers skip them. */
function splitDirectives(field: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let i = 0;
  while (i <= field.length) {
    if (i === field.length || field[i] === ';') {
      const piece = trimHttpSpace(field.slice(start, i));
      if (piece !== '') pieces.push(piece);
      start = i + 1;
      i += 1;
    } else if (field[i] === '"') {
      i = quotedStringEnd(field, i);
    } else {
      i += 1;
    }
  }
  return pieces;
}

/** name[=value], value a token or a complete quoted string; null when the piece is not of that form. */
function readDirective(piece: string): Directive | null {
  const eq = piece.indexOf('=');
  const name = trimHttpSpace(eq === -1 ? piece : piece.slice(0, eq));
  if (name === '') return null;
  const raw = eq === -1 ? '' : trimHttpSpace(piece.slice(eq + 1));
  if (!raw.startsWith('"')) return raw.includes('"') ? null : { name, value: raw, quotedValue: false };
  if (!isCompleteQuotedString(raw)) return null;
  return { name, value: raw.slice(1, -1).replace(/\\(.)/g, '$1'), quotedValue: true };
}

function describeSeconds(seconds: number): string {
  const days = seconds / 86_400;
  if (days >= 1) return `${Math.floor(days)} day${Math.floor(days) === 1 ? '' : 's'} (${seconds} s)`;
  return `${seconds} s`;
}
