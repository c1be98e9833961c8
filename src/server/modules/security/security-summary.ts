import {
  SECURITY_CHECK_LABELS,
  type SecurityCheck,
  type SecurityCheckKey,
  type SecurityCheckStatus,
  type SecuritySummary,
} from '../../../shared/contracts/security';
import { describeDaysLeft } from '../../../shared/helpers/status-bands';

/** One DNS blocklist lookup, as the security probe stores it. */
export interface BlocklistLookup {
  zone: string;
  kind: 'ip' | 'domain';
  subject: string;
  outcome: 'listed' | 'clean' | 'unknown';
}

export interface StoredCheck {
  status: string;
  message: string;
  checkedAt: Date;
}

/** What is stored about one active domain: the latest result of each check kind and its certificate. */
export interface DomainSecurityFacts {
  id: string;
  name: string;
  security: (StoredCheck & { blocklists: BlocklistLookup[] }) | null;
  ssl: StoredCheck | null;
  dns: StoredCheck | null;
  certificate: { validTo: Date | null; isValid: boolean; lastChecked: Date } | null;
}

interface Verdict {
  status: SecurityCheckStatus;
  /** Why, for a domain with a problem or an unknown result. */
  message: string;
  checkedAt: Date | null;
}

const DAY_MS = 86_400_000;
/** SPEC §9.4: the SSL check warns when a certificate expires within 30 days. */
export const SSL_WARNING_DAYS = 30;
const MAX_ISSUES = 10;
const RANK: Record<SecurityCheckStatus, number> = { unknown: 0, healthy: 1, warning: 2, critical: 3 };
const NOT_CHECKED: Verdict = { status: 'unknown', message: 'Not checked yet', checkedAt: null };

/**
 * Blocklists by kind: lists of domain names (DBL, SURBL) are where malware, phishing and spam sites are listed, so
 * they make the Malware Scan; lists of addresses (ZEN, SpamCop) make the Blacklist Status.
 */
function blocklistVerdict(facts: DomainSecurityFacts, kind: BlocklistLookup['kind']): Verdict {
  const check = facts.security;
  if (!check) return NOT_CHECKED;
  const lookups = check.blocklists.filter((b) => b.kind === kind);
  const listed = lookups.filter((b) => b.outcome === 'listed');
  if (listed.length > 0) {
    const zones = [...new Set(listed.map((b) => b.zone))].join(', ');
    const what = kind === 'ip' ? `${[...new Set(listed.map((b) => b.subject))].join(', ')} listed` : 'Listed';
    return { status: 'critical', message: `${what} on ${zones}`, checkedAt: check.checkedAt };
  }
  if (lookups.some((b) => b.outcome === 'clean'))
    return { status: 'healthy', message: 'Not listed', checkedAt: check.checkedAt };
  const message =
    lookups.length === 0
      ? kind === 'ip'
        ? 'No address to look up, or no address blacklist configured'
        : 'No domain blocklist configured'
      : 'The blocklists did not answer';
  return { status: 'unknown', message, checkedAt: check.checkedAt };
}

function sslVerdict(facts: DomainSecurityFacts, now: Date): Verdict {
  const cert = facts.certificate;
  const check = facts.ssl;
  const checkedAt =
    [cert?.lastChecked, check?.checkedAt].filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0] ??
    null;
  if (cert?.validTo) {
    const days = Math.floor((cert.validTo.getTime() - now.getTime()) / DAY_MS);
    if (days < 0) return { status: 'critical', message: `Certificate ${describeDaysLeft(days)}`, checkedAt };
    if (!cert.isValid)
      return { status: 'critical', message: check?.message || 'The certificate is not trusted', checkedAt };
    if (days <= SSL_WARNING_DAYS)
      return { status: 'warning', message: `Certificate ${describeDaysLeft(days)}`, checkedAt };
    return { status: 'healthy', message: `Certificate ${describeDaysLeft(days)}`, checkedAt };
  }
  if (!check) return NOT_CHECKED;
  // No certificate on record: the TLS check could not connect, or failed before reading one.
  return { status: check.status === 'critical' ? 'critical' : 'unknown', message: check.message, checkedAt };
}

function dnsVerdict(facts: DomainSecurityFacts): Verdict {
  const check = facts.dns;
  if (!check) return NOT_CHECKED;
  const status: SecurityCheckStatus =
    check.status === 'healthy' || check.status === 'warning' || check.status === 'critical' ? check.status : 'unknown';
  return { status, message: check.message, checkedAt: check.checkedAt };
}

const HEALTHY_TEXT: Record<SecurityCheckKey, string> = {
  malware: 'No domain is on a malware or phishing blocklist',
  blacklist: 'No server address is on a spam blacklist',
  ssl: `Every certificate is valid for more than ${SSL_WARNING_DAYS} days`,
  dns: 'DNS is healthy',
};

function combine(key: SecurityCheckKey, domains: DomainSecurityFacts[], verdicts: Verdict[]): SecurityCheck {
  const worst = verdicts.reduce<SecurityCheckStatus>((w, v) => (RANK[v.status] > RANK[w] ? v.status : w), 'unknown');
  const lastChecked = verdicts
    .map((v) => v.checkedAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const checked = verdicts.filter((v) => v.status !== 'unknown').length;
  const issues = verdicts
    .map((v, i) => ({ v, domain: domains[i]! }))
    .filter(({ v }) => v.status === 'critical' || v.status === 'warning')
    .sort((a, b) => RANK[b.v.status] - RANK[a.v.status])
    .map(({ v, domain }) => ({ domainId: domain.id, domainName: domain.name, message: v.message }));
  let message: string;
  if (domains.length === 0) message = 'No domains to check';
  else if (worst === 'unknown') message = verdicts.find((v) => v.checkedAt)?.message ?? 'Not checked yet';
  else if (issues.length > 0)
    message = `${issues[0]!.domainName}: ${issues[0]!.message}${issues.length > 1 ? ` (+${issues.length - 1} more)` : ''}`;
  else
    message =
      checked < domains.length
        ? `${HEALTHY_TEXT[key]} (${checked} of ${domains.length} domains checked)`
        : HEALTHY_TEXT[key];
  return {
    key,
    label: SECURITY_CHECK_LABELS[key],
    status: worst,
    message,
    lastCheckedAt: lastChecked ? lastChecked.toISOString() : null,
    issues: issues.slice(0, MAX_ISSUES),
  };
}

/**
 * The Security Status card from stored results. Score: the share of healthy results among the checks that have
 * a result (SPEC §9.4 "the share of healthy checks", counted per domain). A domain is protected when it has been
 * checked and none of its four checks is critical.
 */
export function summarizeSecurity(domains: DomainSecurityFacts[], now: Date): SecuritySummary {
  const perDomain = domains.map((d) => ({
    malware: blocklistVerdict(d, 'domain'),
    blacklist: blocklistVerdict(d, 'ip'),
    ssl: sslVerdict(d, now),
    dns: dnsVerdict(d),
  }));
  const keys: SecurityCheckKey[] = ['malware', 'blacklist', 'ssl', 'dns'];
  const all = perDomain.flatMap((v) => keys.map((k) => v[k]));
  const known = all.filter((v) => v.status !== 'unknown');
  const healthy = known.filter((v) => v.status === 'healthy').length;
  const protectedDomains = perDomain.filter((v) => {
    const list = keys.map((k) => v[k]);
    return list.some((x) => x.status !== 'unknown') && list.every((x) => x.status !== 'critical');
  }).length;
  return {
    score: known.length === 0 ? null : Math.round((100 * healthy) / known.length),
    protectedDomains,
    totalDomains: domains.length,
    checks: keys.map((k) =>
      combine(
        k,
        domains,
        perDomain.map((v) => v[k]),
      ),
    ),
  };
}
