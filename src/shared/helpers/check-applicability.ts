import { displayDomain, domainHost, hostKind } from './domain-name';
import type { CheckType } from './domain-state';

/**
 * Which home-page check families make sense for a domain (decision 071): DNS records and registration (RDAP/WHOIS)
 * belong to names, so an IP address or localhost has none; a site served over plain HTTP ("HTTP only") has no
 * certificate. A family that does not apply is not run, raises no alert, is not pending and does not count towards
 * the domain's status; the screens say why in these words. The one rule: the engine, the domain answers and the
 * domain page all read it.
 */
export interface DomainTraits {
  /** The stored name ('example.com', 'shop.test:8443', '127.0.0.1:8080', '[::1]:8080', 'localhost:3000'). */
  name: string;
  /** The domain's "HTTP only" setting. */
  httpOnly: boolean;
}

const addressWords = (d: DomainTraits) =>
  hostKind(d.name) === 'localhost' ? 'localhost' : `${displayDomain(domainHost(d.name))} is an IP address`;

/** Per family, why it does not apply to a domain, or null when it does. Families absent here always apply. */
const RULES: Partial<Record<CheckType, (d: DomainTraits) => string | null>> = {
  dns: (d) =>
    hostKind(d.name) === 'name' ? null : `Not applicable: ${addressWords(d)}, which has no DNS records to watch.`,
  whois: (d) =>
    hostKind(d.name) === 'name'
      ? null
      : `Not applicable: ${addressWords(d)}, which has no domain registration to check.`,
  ssl: (d) =>
    d.httpOnly ? 'Not applicable: the site is served over plain HTTP (HTTP only), without a certificate.' : null,
};

/** Why a check family does not apply to the domain, or null when it does. */
export function notApplicableReason(type: string, domain: DomainTraits): string | null {
  return RULES[type as CheckType]?.(domain) ?? null;
}

/** The families that do not apply to the domain, each with the reason the screens show. */
export function notApplicableChecks(domain: DomainTraits): { check: CheckType; reason: string }[] {
  return (Object.keys(RULES) as CheckType[]).flatMap((check) => {
    const reason = notApplicableReason(check, domain);
    return reason === null ? [] : [{ check, reason }];
  });
}

/** What the security check leaves out of an HTTP-only site: what only HTTPS can give (shown on the domain page). */
export const HTTP_ONLY_SECURITY_NOTE =
  'HTTP only: HSTS, the HTTPS redirect and Secure cookies need HTTPS, so they are not checked.';
