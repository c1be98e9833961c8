import type { AuditSectionResult } from '../../db/schema/performance';
import { analyseScan, type CheckStatus, type LighthouseResult, type ScanResult } from '../../engine';
import { overallAuditScore } from './audit-score';

/** What a completed audit stores in full_audit_results (SPEC §3.1 audit). */
export interface AuditReport {
  dnsResults: AuditSectionResult;
  sslResults: AuditSectionResult;
  whoisResults: AuditSectionResult;
  securityResults: AuditSectionResult;
  performanceResults: AuditSectionResult;
  vulnerabilityResults: AuditSectionResult;
  recommendations: string[];
  overallScore: number;
}

export interface Vulnerability {
  type:
    | 'blacklisted'
    | 'no-https'
    | 'no-https-redirect'
    | 'missing-header'
    | 'ignored-header'
    | 'weak-header'
    | 'insecure-cookie';
  severity: 'critical' | 'high' | 'medium' | 'low';
  title: string;
  detail: string;
}

const MAX_RECOMMENDATIONS = 20;
const NOT_RUN = (area: string): AuditSectionResult => ({ status: 'error', message: `The ${area} check did not run` });

// How much each missing (or ignored) header exposes visitors; the same ranking as the insights rules.
const HEADER_SEVERITY: Record<string, Vulnerability['severity']> = {
  'Strict-Transport-Security': 'high',
  'Content-Security-Policy': 'medium',
  'X-Frame-Options': 'medium',
  'X-Content-Type-Options': 'low',
  'Referrer-Policy': 'low',
};

export function buildAuditReport(scan: ScanResult, lighthouse: LighthouseResult | null): AuditReport {
  const insights = analyseScan(scan);
  const thirdPartyAdvice = lighthouse?.details?.thirdParties.flatMap((t) => t.recommendations) ?? [];
  const recommendations = [...new Set([...insights.recommendations.map((r) => r.action), ...thirdPartyAdvice])].slice(
    0,
    MAX_RECOMMENDATIONS,
  );
  return {
    dnsResults: dnsSection(scan),
    sslResults: sslSection(scan),
    whoisResults: whoisSection(scan),
    securityResults: securitySection(scan),
    performanceResults: performanceSection(scan, lighthouse),
    vulnerabilityResults: vulnerabilitySection(scan),
    recommendations,
    overallScore: overallAuditScore(scan, lighthouse),
  };
}

function dnsSection({ dns }: ScanResult): AuditSectionResult {
  if (!dns) return NOT_RUN('DNS');
  const d = dns.details;
  return {
    status: dns.status,
    message: dns.message,
    records: d?.records ?? [],
    findings: d?.findings ?? [],
    nameservers: d?.nameservers ?? [],
  };
}

function sslSection({ ssl }: ScanResult): AuditSectionResult {
  if (!ssl) return NOT_RUN('SSL');
  const d = ssl.details;
  return {
    status: ssl.status,
    message: ssl.message,
    issuer: d?.issuer ?? null,
    subject: d?.subject ?? null,
    validFrom: d?.validFrom ?? null,
    validTo: d?.validTo ?? null,
    daysUntilExpiry: d?.daysUntilExpiry ?? null,
    trusted: d?.trusted ?? null,
    protocol: d?.protocol ?? null,
  };
}

function whoisSection({ whois }: ScanResult): AuditSectionResult {
  if (!whois) return NOT_RUN('registration');
  const d = whois.details;
  return {
    status: whois.status,
    message: whois.message,
    registration: d?.registration ?? null,
    unknownReason: d?.unknownReason ?? null,
    registrar: d?.registrar ?? null,
    createdAt: d?.createdAt ?? null,
    expiresAt: d?.expiresAt ?? null,
    daysUntilExpiry: d?.daysUntilExpiry ?? null,
    statuses: d?.statuses ?? [],
    source: d?.source ?? null,
  };
}

function securitySection({ security }: ScanResult): AuditSectionResult {
  if (!security) return NOT_RUN('security');
  const d = security.details;
  return {
    status: security.status,
    message: security.message,
    headers: d?.headers ?? [],
    missingHeaders: d?.missingHeaders ?? [],
    ignoredHeaders: d?.ignoredHeaders ?? [],
    cookies: d?.cookies ?? [],
    httpsAvailable: d?.httpsAvailable ?? null,
    httpRedirectsToHttps: d?.httpRedirectsToHttps ?? null,
    blocklists: d?.dnsbl ?? [],
  };
}

const RANK: Record<CheckStatus, number> = { healthy: 0, error: 1, warning: 2, critical: 3 };

/** The HTTP timing check plus the Lighthouse run; Lighthouse failing to run does not hide the timing verdict. */
function performanceSection({ performance }: ScanResult, lighthouse: LighthouseResult | null): AuditSectionResult {
  if (!performance) return NOT_RUN('performance');
  const lh = lighthouse?.details ? lighthouse : null;
  const status: CheckStatus = lh && RANK[lh.status] > RANK[performance.status] ? lh.status : performance.status;
  const message = lh
    ? `${lh.message}; ${performance.message}`
    : lighthouse
      ? `${performance.message} (Lighthouse: ${lighthouse.message})`
      : performance.message;
  const d = lh?.details;
  return {
    status,
    message,
    loadTime: performance.metrics.loadTime,
    metrics: performance.metrics,
    lighthouse: lighthouse
      ? {
          status: lighthouse.status,
          message: lighthouse.message,
          url: d?.finalUrl ?? d?.requestedUrl ?? null,
          device: d?.device ?? null,
          scores: d?.scores ?? null,
          vitals: d?.vitals ?? null,
          resourceCount: d?.resourceCount ?? null,
          totalTransferSize: d?.totalTransferSize ?? null,
          thirdParties: (d?.thirdParties ?? []).map((t) => ({
            entity: t.entity,
            domain: t.domain,
            impact: t.impact,
            requestCount: t.requestCount,
            transferSize: t.transferSize,
          })),
          durationMs: lighthouse.durationMs,
        }
      : null,
  };
}

/** Security findings as a list of vulnerabilities: blocklistings, missing HTTPS, missing, ignored and weak headers, insecure cookies. */
export function vulnerabilities({ security }: ScanResult): Vulnerability[] {
  const d = security?.details;
  if (!d) return [];
  const out: Vulnerability[] = [];
  for (const listing of d.dnsbl.filter((r) => r.outcome === 'listed')) {
    out.push({
      type: 'blacklisted',
      severity: 'critical',
      title: `Listed on ${listing.zone}`,
      detail: `${listing.subject} is listed (${listing.codes.join(', ')})`,
    });
  }
  if (d.findings.some((f) => f.code === 'no-https'))
    out.push({
      type: 'no-https',
      severity: 'critical',
      title: 'Not served over HTTPS',
      detail: 'Everything visitors send and receive can be read and changed in transit.',
    });
  if (d.findings.some((f) => f.code === 'no-https-redirect'))
    out.push({
      type: 'no-https-redirect',
      severity: 'high',
      title: 'HTTP does not redirect to HTTPS',
      detail: 'Visitors who type the bare domain stay on an unencrypted page.',
    });
  for (const header of d.missingHeaders) {
    out.push({
      type: 'missing-header',
      severity: HEADER_SEVERITY[header] ?? 'low',
      title: `Missing ${header} header`,
      detail: `Responses do not include ${header}.`,
    });
  }
  for (const header of d.headers.filter((h) => h.value !== null && !h.present)) {
    out.push({
      type: 'ignored-header',
      severity: HEADER_SEVERITY[header.header] ?? 'low',
      title: `${header.header} ignored by browsers`,
      detail: `Ignored by browsers: ${header.problem ?? 'not applied'}.`,
    });
  }
  for (const header of d.headers.filter((h) => h.present && h.warnings.length > 0)) {
    out.push({
      type: 'weak-header',
      severity: 'low',
      title: `Weak ${header.header}`,
      detail: `${header.warnings.join('; ')}.`,
    });
  }
  for (const cookie of d.cookies) {
    const missing = [cookie.secure ? null : 'Secure', cookie.httpOnly ? null : 'HttpOnly'].filter(
      (flag): flag is string => flag !== null,
    );
    if (missing.length > 0)
      out.push({
        type: 'insecure-cookie',
        severity: cookie.secure ? 'medium' : 'high',
        title: `Cookie ${cookie.name} is not protected`,
        detail: `Missing ${missing.join(' and ')}.`,
      });
  }
  return out;
}

function vulnerabilitySection(scan: ScanResult): AuditSectionResult {
  if (!scan.security?.details)
    return {
      status: 'error',
      message: scan.security
        ? `Security findings unavailable: ${scan.security.message}`
        : 'The security check did not run',
      findings: [],
    };
  const findings = vulnerabilities(scan);
  if (findings.length === 0) return { status: 'healthy', message: 'No vulnerabilities found', findings };
  const counts = (['critical', 'high', 'medium', 'low'] as const)
    .map((s) => [s, findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0);
  const status = findings.some((f) => f.severity === 'critical') ? 'critical' : 'warning';
  return {
    status,
    message: `${findings.length} finding${findings.length === 1 ? '' : 's'}: ${counts.map(([s, n]) => `${n} ${s}`).join(', ')}`,
    findings,
  };
}
