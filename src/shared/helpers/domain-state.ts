import { describeFailure } from './error-classification';
import { midSentence } from './mid-sentence';

/**
 * A domain's state from the facts the checks stored (decision 041): the server works it out once per domain, the
 * domain answers carry it, and the dashboard's cards count the same answers, so a card never says what the table
 * contradicts. Pure and zod-free: the screens use the words below.
 */

/** What the domain_checks rows are stored under, one per check family. */
export const CHECK_TYPES = ['uptime', 'dns', 'ssl', 'whois', 'security', 'performance'] as const;
export type CheckType = (typeof CHECK_TYPES)[number];

/** Each check family in the words of the screens. */
export const CHECK_TYPE_LABELS: Record<CheckType, string> = {
  uptime: 'Uptime',
  dns: 'DNS',
  ssl: 'Certificate',
  whois: 'Registration',
  security: 'Security',
  performance: 'Lighthouse',
};

/** The latest stored result of one check family. */
export interface LatestResult {
  status: string;
  message: string | null;
  checkedAt: string;
}

export const DOMAIN_STATUSES = ['pending', 'online', 'warning', 'critical', 'offline'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** What every screen says of something that has no result yet. */
export const PENDING_FIRST_CHECK = 'Pending first check';
/** What a summary says when nothing it summarises has been measured. */
export const NO_DATA_YET = 'No data yet';

const RANK: Record<DomainStatus, number> = { pending: 0, online: 1, warning: 2, critical: 3, offline: 4 };

/**
 * The badges that mean a domain is failing: Critical and Offline. What every "failing" figure counts (the dashboard's
 * System Health and Active Alerts cards), so a card and the table's badges never disagree.
 */
export function isFailingStatus(status: DomainStatus): boolean {
  return status === 'critical' || status === 'offline';
}

/** How many of the domains show each badge. */
export function countStatuses(statuses: Iterable<DomainStatus>): Record<DomainStatus, number> {
  const counts: Record<DomainStatus, number> = { pending: 0, online: 0, warning: 0, critical: 0, offline: 0 };
  for (const status of statuses) counts[status]++;
  return counts;
}

const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** A check's message for the reason line: a known failure in words (never OpenSSL's or Node's text), else as stored. */
const inWords = (message: string) => sentence(describeFailure(message).sentence);

/**
 * The domain's status: the site's own answer (the latest uptime check) decides Online, Warning, Critical or Offline;
 * a failing certificate check makes it Critical, a failing DNS check at least Warning. Registration, security headers
 * and Lighthouse have panels of their own and do not move it. No uptime result yet: pending, whatever else is known.
 * The reason names each check that made it worse than Online, in its own words. A family that does not apply to the
 * domain (HTTP only: the certificate; an IP address: DNS) is passed as null by the caller (check-applicability.ts).
 */
export function domainStatus(latest: {
  uptime: LatestResult | null;
  ssl: LatestResult | null;
  dns: LatestResult | null;
}): {
  status: DomainStatus;
  reason: string;
} {
  if (!latest.uptime) return { status: 'pending', reason: 'The first uptime check has not run yet.' };
  const findings: { status: DomainStatus; text: string }[] = [];
  const uptime = latest.uptime;
  const site: DomainStatus =
    uptime.status === 'healthy'
      ? 'online'
      : uptime.status === 'warning'
        ? 'warning'
        : uptime.status === 'critical'
          ? 'critical'
          : 'offline';
  if (site !== 'online')
    findings.push({ status: site, text: `Uptime: ${inWords(uptime.message ?? 'the site did not answer')}` });
  const ssl = latest.ssl;
  if (ssl && ssl.status !== 'healthy') {
    findings.push({
      status: ssl.status === 'warning' ? 'warning' : 'critical',
      text: `SSL: ${inWords(ssl.message ?? 'the certificate check failed')}`,
    });
  }
  const dns = latest.dns;
  if (dns && dns.status !== 'healthy')
    findings.push({ status: 'warning', text: `DNS: ${inWords(dns.message ?? 'the DNS check failed')}` });
  if (!findings.length) return { status: 'online', reason: 'The latest checks passed.' };
  const status = findings.reduce<DomainStatus>(
    (worst, f) => (RANK[f.status] > RANK[worst] ? f.status : worst),
    'online',
  );
  return { status, reason: findings.map((f) => f.text).join(' ') };
}

/** 'not-applicable': the domain is HTTP only, it has no certificate (decision 071). */
export const SSL_STATES = ['pending', 'failed', 'invalid', 'expiring', 'valid', 'not-applicable'] as const;
export type SslStateName = (typeof SSL_STATES)[number];

/** How far ahead a certificate expiry counts as soon (SPEC §2.7 'Within 30 days'). */
export const SSL_SOON_DAYS = 30;

export interface SslState {
  state: SslStateName;
  /** The words for it: the failure, the trust problem, or when it expires. */
  message: string;
}

/**
 * "Could not connect to port 443: connect ECONNREFUSED ..." reads "the server refused the connection" after
 * "Certificate check failed: ": a known failure in words (never OpenSSL's text), any other as it was recorded.
 */
function failureWords(message: string | null): string {
  const text = (message ?? 'no certificate was received').replace(/^Could not connect to port \d+: /i, '');
  const { sentence, detail } = describeFailure(text);
  return midSentence(detail === null ? text : sentence);
}

/**
 * The certificate's state from the latest certificate check (`connected`: whether it reached a TLS handshake and
 * got a certificate) and the certificate that check stored. A check that got no certificate is a failure, even if
 * an older check stored one: that certificate is no longer what the site serves.
 */
export function sslState(
  latest: (LatestResult & { gotCertificate: boolean }) | null,
  certificate: { isValid: boolean; daysUntilExpiry: number | null } | null,
): SslState {
  if (!latest) return { state: 'pending', message: PENDING_FIRST_CHECK };
  if (!latest.gotCertificate || !certificate)
    return { state: 'failed', message: `Certificate check failed: ${failureWords(latest.message)}` };
  if (!certificate.isValid) return { state: 'invalid', message: latest.message ?? 'The certificate is not valid' };
  const days = certificate.daysUntilExpiry;
  if (days !== null && days <= SSL_SOON_DAYS)
    return { state: 'expiring', message: latest.message ?? `Expires in ${days} days` };
  return { state: 'valid', message: latest.message ?? 'Valid certificate' };
}
