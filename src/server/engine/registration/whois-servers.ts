import { tld as ianaTldLookup } from 'whoiser';
import { errorMessage } from '../net/deadline';
import builtInServers from './whois-servers.json' with { type: 'json' };

/** Registry WHOIS servers of IANA's root zone database (scripts/registry-data.mjs); other TLDs are asked of IANA. */
const KNOWN_SERVERS: Readonly<Record<string, string>> = builtInServers.servers;

export interface WhoisServer {
  host: string;
  port: number;
  /** Named in WHOIS_SERVERS: exempt from the private-address refusal (tests point it at loopback). */
  fromConfiguration: boolean;
}

const discovered = new Map<string, string | null>();

export function parseHostPort(value: string, defaultPort = 43): { host: string; port: number } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(value);
  if (bracketed) return { host: bracketed[1] ?? '', port: bracketed[2] ? Number(bracketed[2]) : defaultPort };
  const parts = value.split(':');
  if (parts.length === 2) return { host: parts[0] ?? '', port: Number(parts[1]) || defaultPort };
  return { host: value, port: defaultPort };
}

/** Configured server for the TLD, else IANA's list as built in, else IANA's answer now (whois.iana.org via whoiser), cached. */
export async function whoisServerFor(
  tld: string,
  configured: Record<string, string> | undefined,
  timeoutMs: number,
): Promise<WhoisServer | { error: string }> {
  const fromConfig = configured?.[tld];
  if (fromConfig) return { ...parseHostPort(fromConfig), fromConfiguration: true };
  const known = KNOWN_SERVERS[tld];
  if (known) return { host: known, port: 43, fromConfiguration: false };
  if (!discovered.has(tld)) {
    try {
      const answer = await ianaTldLookup(tld, { timeout: timeoutMs });
      const host = typeof answer.whois === 'string' && answer.whois.trim() !== '' ? answer.whois.trim() : null;
      discovered.set(tld, host);
    } catch (error) {
      return { error: `no WHOIS server found for .${tld} (${errorMessage(error)})` };
    }
  }
  const host = discovered.get(tld);
  return host ? { host, port: 43, fromConfiguration: false } : { error: `.${tld} has no WHOIS server` };
}
