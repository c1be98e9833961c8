import { describe, expect, it } from 'vitest';
import { CITATIONS } from './insights-citations';
import { analyseScan } from './insights-rules';
import type { ScanResult } from './scan';
import { checkSecurityHeaders } from './probes/security-headers';
import type { SecurityDetails } from './probes/security-probe';
import type { SslDetails } from './probes/ssl-probe';
import type { WhoisDetails } from './probes/whois-probe';

const NOW = new Date('2026-01-01T00:00:00Z');

function ssl(partial: Partial<SslDetails>): SslDetails {
  return {
    host: 'example.com',
    port: 443,
    connected: true,
    subject: 'example.com',
    issuer: 'R11',
    subjectAltNames: ['example.com'],
    validFrom: null,
    validTo: null,
    daysUntilExpiry: 80,
    hostnameMatches: true,
    trusted: true,
    trustError: null,
    trustProblem: null,
    protocol: 'TLSv1.3',
    cipher: 'TLS_AES_256_GCM_SHA384',
    chain: [],
    error: null,
    ...partial,
  };
}

function whois(partial: Partial<WhoisDetails>): WhoisDetails {
  return {
    registrar: null,
    createdAt: null,
    updatedAt: null,
    expiresAt: null,
    nameservers: [],
    statuses: [],
    dnssec: null,
    registration: 'registered',
    unknownReason: null,
    source: 'rdap',
    server: null,
    referralServer: null,
    daysUntilExpiry: null,
    rdapError: null,
    whoisError: null,
    ...partial,
  };
}

const base: ScanResult = { domain: 'example.com', overallStatus: 'healthy', scannedAt: NOW.toISOString() };

/** Security details as the probe builds them from these response headers. */
function security(headers: Record<string, string>, findings: SecurityDetails['findings']): SecurityDetails {
  const checks = checkSecurityHeaders(headers, true);
  return {
    checkedUrl: 'https://example.com/',
    headers: checks,
    cookies: [],
    httpsAvailable: true,
    httpRedirectsToHttps: true,
    dnsbl: [],
    findings,
    missingHeaders: checks.filter((h) => h.value === null).map((h) => h.header),
    ignoredHeaders: checks.filter((h) => h.value !== null && !h.present).map((h) => h.header),
  };
}

describe('analyseScan', () => {
  it('has nothing to say about a healthy scan', () => {
    const insights = analyseScan({ ...base, ssl: { status: 'healthy', message: 'ok', details: ssl({}) } }, NOW);
    expect(insights).toEqual({
      score: 100,
      summary: 'No issues found for example.com: all 1 check passed.',
      generatedAt: NOW.toISOString(),
      engine: 'rules',
      issues: [],
      recommendations: [],
    });
  });

  it('turns a certificate expiring in 20 days into a medium issue with an RFC 5280 citation', () => {
    const insights = analyseScan(
      {
        ...base,
        ssl: { status: 'warning', message: 'Certificate expires in 20 days', details: ssl({ daysUntilExpiry: 20 }) },
      },
      NOW,
    );
    expect(insights.issues).toEqual([
      {
        type: 'ssl',
        severity: 'medium',
        title: 'TLS certificate expires in 20 days',
        description: 'Certificate expires in 20 days',
      },
    ]);
    expect(insights.recommendations).toEqual([
      expect.objectContaining({ priority: 'medium', citation: CITATIONS.certificateValidity }),
    ]);
    expect(insights.score).toBe(93);
  });

  it('ranks an untrusted certificate first and scores it hard', () => {
    const insights = analyseScan(
      {
        ...base,
        ssl: {
          status: 'critical',
          message: 'The certificate is self-signed',
          details: ssl({ trusted: false, trustProblem: 'self-signed', trustError: 'DEPTH_ZERO_SELF_SIGNED_CERT' }),
        },
        whois: { status: 'error', message: 'Registration data unavailable: timeout', details: null },
      },
      NOW,
    );
    expect(insights.issues.map((i) => [i.severity, i.title])).toEqual([
      ['critical', 'TLS certificate is not trusted'],
      ['low', 'The registration check could not be completed'],
    ]);
    expect(insights.recommendations).toHaveLength(1);
    expect(insights.recommendations[0]?.citation).toBe(CITATIONS.certificateTrust);
    expect(insights.score).toBe(67);
    expect(insights.summary).toBe(
      '2 issues found for example.com (1 critical, 1 low). Most urgent: TLS certificate is not trusted.',
    );
  });

  it('quotes only the curated sources', () => {
    for (const citation of Object.values(CITATIONS)) {
      expect(citation.url).toMatch(
        /^https:\/\/(www\.rfc-editor\.org|developer\.mozilla\.org|owasp\.org|cabforum\.org|web\.dev)\//,
      );
      expect(citation.quote).not.toMatch(/\s{2,}/);
    }
  });

  it('keeps the three registration outcomes apart: only the registry saying so is "not registered"', () => {
    const notRegistered = analyseScan(
      {
        ...base,
        whois: {
          status: 'critical',
          message: 'Not registered (the registry has no record)',
          details: whois({ registration: 'not-registered', source: 'rdap' }),
        },
      },
      NOW,
    );
    expect(notRegistered.issues).toEqual([
      {
        type: 'other',
        severity: 'critical',
        title: 'Domain is not registered',
        description: 'Not registered (the registry has no record)',
      },
    ]);
    expect(notRegistered.recommendations[0]?.action).toMatch(/^Register the domain again/);

    const reason = 'RDAP: RDAP server answered 503; WHOIS: the registry is rate-limiting queries';
    const unknown = analyseScan(
      {
        ...base,
        whois: {
          status: 'error',
          message: `Registration unknown: ${reason}`,
          details: whois({ registration: 'unknown', unknownReason: reason, source: null }),
        },
      },
      NOW,
    );
    expect(unknown.issues).toEqual([
      {
        type: 'other',
        severity: 'low',
        title: 'The registration check could not be completed',
        description: `Registration unknown: ${reason}`,
      },
    ]);
    expect(JSON.stringify(unknown)).not.toMatch(/not registered/i);

    const noDate = analyseScan(
      {
        ...base,
        whois: {
          status: 'healthy',
          message: 'Registered with Domeneshop AS',
          details: whois({ registrar: 'Domeneshop AS' }),
        },
      },
      NOW,
    );
    expect(noDate.issues).toEqual([]);
  });

  it('tells a header browsers ignore from a missing one, and a weak one from both', () => {
    const details = security(
      {
        'strict-transport-security': 'max-age=31536000, max-age=31536000',
        'content-security-policy': "default-src 'self' 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      },
      [
        { code: 'missing-headers', severity: 'warning', message: 'Missing headers: Referrer-Policy' },
        {
          code: 'ignored-headers',
          severity: 'warning',
          message: 'Ignored by browsers: Strict-Transport-Security (...)',
        },
        { code: 'weak-headers', severity: 'warning', message: 'Weak headers: Content-Security-Policy (...)' },
      ],
    );
    const insights = analyseScan({ ...base, security: { status: 'warning', message: 'headers', details } }, NOW);
    expect(insights.issues.map((i) => [i.severity, i.title, i.description])).toEqual([
      [
        'high',
        'Strict-Transport-Security is ignored by browsers',
        'Ignored by browsers: several values joined into one field with a comma ("max-age=31536000, max-age=31536000").',
      ],
      ['low', 'Missing Referrer-Policy header', 'The response does not include Referrer-Policy.'],
      [
        'low',
        'Weak Content-Security-Policy',
        "'unsafe-inline' in default-src lets injected inline scripts run (no nonce, hash or 'strict-dynamic').",
      ],
    ]);
    expect(insights.recommendations.map((r) => r.action)).toContain(
      'Send one Strict-Transport-Security field over HTTPS, with a max-age in whole seconds, for example max-age=31536000; includeSubDomains',
    );
  });
});
