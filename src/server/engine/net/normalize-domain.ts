import {
  isValidDomainName,
  isValidDomainTarget,
  normalizeDomainName,
  splitDomainName,
} from '../../../shared/helpers/domain-name';

/**
 * domain: the name as stored ('example.com' or 'example.com:8443'); host and port: what the probes connect to.
 * Uptime/HTTP, TLS and security headers use the port; DNS, registration and blacklist checks use the host (decision 050).
 */
export type NormalizedDomain =
  { ok: true; domain: string; host: string; port: number | null } | { ok: false; message: string };

export const EMPTY_DOMAIN_MESSAGE = 'Please enter a domain name';
export const INVALID_DOMAIN_MESSAGE = 'Please enter a valid domain name';

/**
 * The shared domain rule (shared/helpers/domain-name.ts) with the engine's messages. `addresses`: localhost and IP
 * addresses pass too (monitored domains may be those, decision 071; the quick scan takes names only).
 */
export function normalizeDomain(input: string, options: { addresses?: boolean } = {}): NormalizedDomain {
  if (input.trim() === '') return { ok: false, message: EMPTY_DOMAIN_MESSAGE };
  const domain = normalizeDomainName(input);
  if (!(options.addresses ? isValidDomainTarget(domain) : isValidDomainName(domain)))
    return { ok: false, message: INVALID_DOMAIN_MESSAGE };
  return { ok: true, domain, ...splitDomainName(domain) };
}
