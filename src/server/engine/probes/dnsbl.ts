import { isIPv4 } from 'node:net';
import type { EngineContext } from '../context';
import { queryDns } from '../net/dns-query';

export type DnsblKind = 'ip' | 'domain';

export interface DnsblZone {
  zone: string;
  kind: DnsblKind;
}

/**
 * DNSBL_ZONES format: 'zone' or 'zone:ip' lists IPv4 addresses (queried as reversed octets, e.g.
 * 2.0.0.127.zen.spamhaus.org); 'zone:domain' lists domain names (queried as example.com.dbl.spamhaus.org).
 */
export function parseDnsblZones(entries: readonly string[]): DnsblZone[] {
  return entries
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [zone = '', kind] = entry.split(':');
      return { zone: zone.replace(/\.$/, ''), kind: kind === 'domain' ? 'domain' : 'ip' };
    });
}

export interface DnsblResult {
  zone: string;
  kind: DnsblKind;
  /** What was looked up: the domain or the IPv4 address. */
  subject: string;
  /** listed: 127.0.0.2-style answer; clean: NXDOMAIN; unknown: the list refused or the lookup failed. */
  outcome: 'listed' | 'clean' | 'unknown';
  /** The A answers (return codes) of a listing or of a refusal. */
  codes: string[];
}

/**
 * Return codes in 127.0.0.0/8 mean listed (RFC 5782 §2.1), except 127.255.255.0/24, which Spamhaus uses for
 * "query refused" (public resolver, rate limit), and 127.0.0.1, which SURBL uses for "blocked".
 */
function isListingCode(address: string): boolean {
  return address.startsWith('127.') && !address.startsWith('127.255.255.') && address !== '127.0.0.1';
}

export async function checkDnsbl(
  ctx: EngineContext,
  domain: string,
  ipv4: string[],
  zones: DnsblZone[],
): Promise<DnsblResult[]> {
  const lookups: Array<{ zone: DnsblZone; subject: string; name: string }> = [];
  for (const zone of zones) {
    if (zone.kind === 'domain') lookups.push({ zone, subject: domain, name: `${domain}.${zone.zone}` });
    else
      for (const ip of ipv4.filter((a) => isIPv4(a)).slice(0, 4))
        lookups.push({ zone, subject: ip, name: `${ip.split('.').reverse().join('.')}.${zone.zone}` });
  }
  return Promise.all(
    lookups.map(async ({ zone, subject, name }): Promise<DnsblResult> => {
      const answer = await queryDns(ctx, 'A', name);
      const base = { zone: zone.zone, kind: zone.kind, subject };
      if (answer.status === 'nxdomain' || answer.status === 'nodata') return { ...base, outcome: 'clean', codes: [] };
      if (answer.status === 'error') return { ...base, outcome: 'unknown', codes: [] };
      const codes = answer.values.map((v) => v.address);
      return { ...base, outcome: codes.some(isListingCode) ? 'listed' : 'unknown', codes };
    }),
  );
}
