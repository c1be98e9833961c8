import { isIP, type LookupFunction } from 'node:net';
import type { EngineContext } from '../context';
import { describeDnsError, queryDns } from './dns-query';
import { classifyAddress, type BlockedCategory } from './ip-ranges';

/** An address that passed the guard; connections go to it and nowhere else (no DNS rebinding). */
export interface CheckedAddress {
  host: string;
  address: string;
  family: 4 | 6;
  /** Every address the name resolved to; all of them were checked. */
  addresses: string[];
  /** Time spent resolving the name. */
  dnsMs: number;
}

export type GuardFailure =
  | { ok: false; reason: 'refused'; message: string; address: string; category: BlockedCategory }
  | { ok: false; reason: 'nxdomain' | 'no-address'; message: string }
  | { ok: false; reason: 'dns-error'; message: string; code: string };

export type GuardResult = ({ ok: true } & CheckedAddress) | GuardFailure;

export interface GuardOptions {
  /** Servers named in configuration (RDAP, WHOIS) may be private even when targets may not. */
  allowPrivate?: boolean;
  /** Resolve afresh even if the address cache has the name (timing measurements). */
  noCache?: boolean;
}

const ADDRESS_CACHE_LIMIT = 50_000;

/**
 * Resolves a host with the configured resolver and refuses it if ANY of its addresses is private, loopback,
 * link-local, CGNAT, multicast, unspecified, reserved, unique-local or a cloud metadata address, unless
 * private targets are allowed. Returns the first checked address to connect to.
 */
export async function checkHost(host: string, ctx: EngineContext, guard: GuardOptions = {}): Promise<GuardResult> {
  const allowPrivate = guard.allowPrivate ?? ctx.options.allowPrivateTargets;
  const started = performance.now();
  const literal = stripBrackets(host);
  if (isIP(literal) !== 0) return verdict(host, [literal], allowPrivate, 0);
  // RFC 6761: localhost is loopback, whatever a resolver would say of it (decision 071)
  if (host.toLowerCase() === 'localhost') return verdict(host, ['127.0.0.1'], allowPrivate, 0);

  const cached = guard.noCache ? undefined : ctx.addressCache.get(host);
  if (cached && cached.expiresAt > Date.now()) return verdict(host, cached.addresses, allowPrivate, 0);

  const [v4, v6] = await Promise.all([queryDns(ctx, 'A', host), queryDns(ctx, 'AAAA', host)]);
  const dnsMs = performance.now() - started;
  const answers = [...(v4.status === 'ok' ? v4.values : []), ...(v6.status === 'ok' ? v6.values : [])];
  const addresses = answers.map((r) => r.address);
  if (addresses.length === 0) {
    if (v4.status === 'nxdomain' && v6.status !== 'error') {
      return { ok: false, reason: 'nxdomain', message: `${host} does not exist in DNS` };
    }
    const failed = v4.status === 'error' ? v4 : v6.status === 'error' ? v6 : null;
    if (failed)
      return {
        ok: false,
        reason: 'dns-error',
        code: failed.code,
        message: `Could not resolve ${host}: ${describeDnsError(failed.code)}`,
      };
    return { ok: false, reason: 'no-address', message: `${host} has no A or AAAA record` };
  }
  remember(ctx, host, addresses, Math.min(...answers.map((r) => r.ttl)) * 1_000);
  return verdict(host, addresses, allowPrivate, dnsMs);
}

function remember(ctx: EngineContext, host: string, addresses: string[], ttlMs: number): void {
  const keepMs = Math.min(ttlMs, ctx.dnsCacheMaxMs);
  if (keepMs <= 0) return;
  if (ctx.addressCache.size >= ADDRESS_CACHE_LIMIT) {
    const oldest = ctx.addressCache.keys().next().value;
    if (oldest !== undefined) ctx.addressCache.delete(oldest);
  }
  ctx.addressCache.delete(host);
  ctx.addressCache.set(host, { addresses, expiresAt: Date.now() + keepMs });
}

function verdict(host: string, addresses: string[], allowPrivate: boolean, dnsMs: number): GuardResult {
  if (!allowPrivate) {
    for (const address of addresses) {
      const category = classifyAddress(address);
      if (category) {
        return {
          ok: false,
          reason: 'refused',
          address,
          category,
          message: `Refused to check ${host}: it resolves to a ${CATEGORY_WORDS[category]} address (${address})`,
        };
      }
    }
  }
  const address = addresses[0] as string;
  return { ok: true, host, address, family: isIP(address) === 6 ? 6 : 4, addresses, dnsMs };
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

const CATEGORY_WORDS: Record<BlockedCategory, string> = {
  metadata: 'cloud metadata',
  private: 'private',
  loopback: 'loopback',
  'link-local': 'link-local',
  cgnat: 'carrier-grade NAT',
  multicast: 'multicast',
  unspecified: 'unspecified',
  'unique-local': 'unique-local',
  reserved: 'reserved',
};

/**
 * A `lookup` for net/tls/http that answers only with the checked address, so the socket connects exactly
 * where the guard looked (Node 20 asks with all: true when autoSelectFamily is on).
 */
export function pinnedLookup(checked: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all === true) callback(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
}
