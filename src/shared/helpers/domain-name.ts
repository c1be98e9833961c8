import { decodePunycode } from './punycode';

/**
 * The one domain-name rule, used by the add/settings forms, the API and the engine (decision 050).
 *
 * A name is a host, optionally followed by ':port'. The host follows SPEC §5 in its ASCII (punycode) form: starts with
 * a letter or digit; letters, digits, hyphen, underscore and dot; contains a dot; ends with a top-level part of at
 * least 2 letters, or an internationalised top-level part in its A-label form (xn--p1ai for .рф), so every IANA
 * top-level domain passes without shipping (and keeping current) the IANA list.
 */
export const DOMAIN_PATTERN = /^[a-z0-9][a-z0-9._-]*\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const TRAILING_PORT = /:(\d*)$/;
/** The port the HTTPS probes use anyway: 'example.com:443' is stored as 'example.com'. */
const DEFAULT_PORT = '443';

export interface DomainNameParts {
  host: string;
  /** Null when the name has no port (the probes then use 443, and 80 for plain HTTP). */
  port: number | null;
}

/** 'example.com:8443' -> { host: 'example.com', port: 8443 }. For stored (already normalised) names. */
export function splitDomainName(name: string): DomainNameParts {
  const match = TRAILING_PORT.exec(name);
  if (!match || match[1] === '') return { host: match ? name.slice(0, match.index) : name, port: null };
  return { host: name.slice(0, match.index), port: Number(match[1]) };
}

/** The host of a stored name: what DNS, registration (RDAP/WHOIS) and blacklist checks look up. */
export function domainHost(name: string): string {
  return splitDomainName(name).host;
}

/**
 * What people paste, as it is stored: trims; drops a scheme, credentials, path, query, trailing dot and ':443';
 * lower-cases; keeps any other port; turns a Unicode name into its ASCII (punycode) form. Something that cannot be
 * parsed comes back roughly as typed, so validation reports it.
 */
export function normalizeDomainName(input: string): string {
  let value = input.trim().replace(SCHEME, '');
  value = value.split(/[/?#\\]/, 1)[0] ?? '';
  value = value.slice(value.lastIndexOf('@') + 1);
  // a bare IPv6 address ('::1', 'fd00::5') is written in brackets, so its last group is not read as a port
  if (!value.startsWith('[') && (value.match(/:/g)?.length ?? 0) >= 2) value = `[${value}]`;
  const match = TRAILING_PORT.exec(value);
  const rawHost = (match ? value.slice(0, match.index) : value).replace(/\.+$/, '').toLowerCase();
  const port = match?.[1] ? match[1].replace(/^0+(?=\d)/, '') : '';
  const host = toAsciiHost(rawHost);
  return port === '' || port === DEFAULT_PORT ? host : `${host}:${port}`;
}

/** Like normalizeDomainName without the port: the host a competitor address or a scan names. */
export function normalizeDomainInput(input: string): string {
  return domainHost(normalizeDomainName(input));
}

function toAsciiHost(host: string): string {
  if (!host || /\s/.test(host)) return host;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return host;
  }
}

/** Whether a normalised name passes the rule: host as above (labels 1-63, 253 at most), port 1-65535 if present. */
export function isValidDomainName(name: string): boolean {
  const match = TRAILING_PORT.exec(name);
  const host = match ? name.slice(0, match.index) : name;
  if (match && !/^[1-9]\d{0,4}$/.test(match[1] ?? '')) return false;
  if (match && Number(match[1]) > 65535) return false;
  if (host.length > 253 || !DOMAIN_PATTERN.test(host)) return false;
  return host
    .split('.')
    .every(
      (label) =>
        label.length > 0 &&
        label.length <= 63 &&
        (!label.startsWith('xn--') || decodePunycode(label.slice(4)) !== null),
    );
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** What a monitored host is: a domain name, an IP address (v4, or v6 in brackets) or `localhost` (decision 071). */
export type HostKind = 'name' | 'address' | 'localhost';

/** The kind of a stored name's host ('127.0.0.1:8080' -> 'address'). */
export function hostKind(name: string): HostKind {
  const host = domainHost(name);
  if (host === 'localhost') return 'localhost';
  return IPV4.test(host) || isBracketedIpv6(host) ? 'address' : 'name';
}

/** '[::1]' as the URL standard writes it (the form normalizeDomainName stores). */
function isBracketedIpv6(host: string): boolean {
  if (!/^\[[0-9a-f:.]+\]$/i.test(host)) return false;
  try {
    return new URL(`http://${host}`).hostname === host;
  } catch {
    return false;
  }
}

/**
 * What a workspace may add as a domain: a name by the rule above, or `localhost` or an IP address with an optional
 * port (decision 071). Whether the installation may check a private address is the server's decision, not the name's.
 */
export function isValidDomainTarget(name: string): boolean {
  if (isValidDomainName(name)) return true;
  const match = TRAILING_PORT.exec(name);
  if (match && (!/^[1-9]\d{0,4}$/.test(match[1] ?? '') || Number(match[1]) > 65535)) return false;
  return hostKind(name) !== 'name';
}

/**
 * A stored name as people read it: internationalised labels in Unicode ('xn--e1afmkfd.xn--p1ai:8443' ->
 * 'пример.рф:8443'). A label that does not decode is shown as stored.
 */
export function displayDomain(name: string): string {
  if (!name.includes('xn--')) return name;
  const { host, port } = splitDomainName(name);
  const unicode = host
    .split('.')
    .map((label) => (label.toLowerCase().startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.');
  return port === null ? unicode : `${unicode}:${port}`;
}
