import { domainToASCII } from 'node:url';

export type NormalizedDomain = { ok: true; domain: string } | { ok: false; message: string };

/**
 * SPEC §5 domain rule, applied to the ASCII (punycode) form: starts with a letter or digit; letters, digits,
 * hyphen, underscore and dot; contains a dot; ends with a top-level part of at least 2 letters. An IDN top-level
 * part is accepted in its A-label form (xn--...), otherwise 'пример.рф' could never pass after conversion.
 */
const DOMAIN_RULE = /^[a-z0-9][a-z0-9_.-]*\.(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

export const EMPTY_DOMAIN_MESSAGE = 'Please enter a domain name';
export const INVALID_DOMAIN_MESSAGE = 'Please enter a valid domain name';

/** Trims, lower-cases, strips scheme, credentials, path, port and trailing dot, converts IDN to punycode, validates. */
export function normalizeDomain(input: string): NormalizedDomain {
  let host = input.trim().replace(SCHEME, '');
  host = host.split(/[/?#\\]/, 1)[0] ?? '';
  host = host.slice(host.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return { ok: false, message: INVALID_DOMAIN_MESSAGE };
  host = host.replace(/:\d*$/, '').replace(/\.+$/, '').toLowerCase();
  if (host === '') return { ok: false, message: input.trim() === '' ? EMPTY_DOMAIN_MESSAGE : INVALID_DOMAIN_MESSAGE };
  const ascii = domainToASCII(host);
  if (!isValidAsciiDomain(ascii)) return { ok: false, message: INVALID_DOMAIN_MESSAGE };
  return { ok: true, domain: ascii };
}

function isValidAsciiDomain(domain: string): boolean {
  if (domain.length === 0 || domain.length > 253 || !DOMAIN_RULE.test(domain)) return false;
  return domain.split('.').every((label) => label.length > 0 && label.length <= 63);
}
