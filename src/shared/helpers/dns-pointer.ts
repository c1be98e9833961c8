/**
 * The DNS record that points a custom domain at this installation (decision 072). A CNAME names a host, never an
 * address nor a port: when PUBLIC_URL's host is an IP address the record is an A (IPv4) or AAAA (IPv6) record to it,
 * and such a record cannot prove the name (only the TXT record does). The port is never part of DNS.
 */
export interface PointerRecord {
  type: 'CNAME' | 'A' | 'AAAA';
  value: string;
  /** A CNAME to the installation also proves the name; an address record does not. */
  proves: boolean;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** `host`: PUBLIC_URL's host name without port (URL.hostname; an IPv6 address may come bracketed). */
export function pointerRecord(host: string): PointerRecord {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (IPV4.test(bare)) return { type: 'A', value: bare, proves: false };
  if (bare.includes(':')) return { type: 'AAAA', value: bare, proves: false };
  return { type: 'CNAME', value: bare.replace(/\.$/, ''), proves: true };
}
