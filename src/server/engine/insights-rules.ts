import { NOT_REGISTERED_WORDS } from '../../shared/helpers/registration-outcome';
import { CITATIONS, type Citation } from './insights-citations';
import { formatDuration, plural } from './net/format';
import type { ScanResult } from './scan';

export type IssueType = 'ssl' | 'security' | 'performance' | 'dns' | 'other';
export type IssueSeverity = 'critical' | 'high' | 'medium' | 'low';
export type Priority = 'high' | 'medium' | 'low';

export interface InsightIssue {
  type: IssueType;
  severity: IssueSeverity;
  title: string;
  description: string;
}

export interface InsightRecommendation {
  priority: Priority;
  action: string;
  reasoning: string;
  citation: Citation;
}

/** SPEC §3.1 AI insights, produced here by fixed expert rules rather than a model. */
export interface AiInsights {
  score: number;
  summary: string;
  generatedAt: string;
  engine: 'rules';
  issues: InsightIssue[];
  recommendations: InsightRecommendation[];
}

interface Insight {
  issue: InsightIssue;
  recommendation?: InsightRecommendation;
}

type Rule = (scan: ScanResult) => Insight[];

const PENALTY: Record<IssueSeverity, number> = { critical: 30, high: 15, medium: 7, low: 3 };
const SEVERITY_ORDER: Record<IssueSeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };
const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
// A recommendation is as urgent as the issue behind it.
const PRIORITY_FOR: Record<IssueSeverity, Priority> = { critical: 'high', high: 'high', medium: 'medium', low: 'low' };

function insight(
  type: IssueType,
  severity: IssueSeverity,
  title: string,
  description: string,
  rec?: { action: string; reasoning: string; citation: Citation },
): Insight {
  return {
    issue: { type, severity, title, description },
    recommendation: rec ? { priority: PRIORITY_FOR[severity], ...rec } : undefined,
  };
}

const sslRule: Rule = ({ domain, ssl }) => {
  const d = ssl?.details;
  if (!ssl || !d) return [];
  if (!d.connected) {
    return ssl.status === 'critical' ? [insight('ssl', 'critical', 'HTTPS is not reachable', ssl.message)] : [];
  }
  const days = d.daysUntilExpiry ?? 0;
  const renew = { citation: CITATIONS.certificateValidity };
  switch (d.trustProblem) {
    case 'expired':
      return [
        insight('ssl', 'critical', 'TLS certificate has expired', ssl.message, {
          action: 'Renew the TLS certificate and install it on the server now',
          reasoning: 'Browsers block visitors with a full-page warning once the certificate is past its end date.',
          ...renew,
        }),
      ];
    case 'hostname-mismatch':
      return [
        insight('ssl', 'critical', `Certificate does not cover ${domain}`, ssl.message, {
          action: `Install a certificate whose Subject Alternative Names include ${domain}`,
          reasoning:
            'Browsers match the address against the names in the certificate and refuse the connection when none matches.',
          citation: CITATIONS.certificateHostname,
        }),
      ];
    case 'incomplete-chain':
      return [
        insight('ssl', 'high', 'Intermediate certificate missing', ssl.message, {
          action:
            'Configure the server to send the full chain: the certificate followed by its intermediate certificate(s)',
          reasoning:
            'Clients that do not already hold the intermediate cannot build a path to a trusted root and reject the site.',
          citation: CITATIONS.certificateTrust,
        }),
      ];
    case null:
      break;
    default:
      return [
        insight('ssl', 'critical', 'TLS certificate is not trusted', ssl.message, {
          action: 'Replace the certificate with one issued by a publicly trusted certificate authority',
          reasoning: 'Self-signed or privately issued certificates fail validation in every browser.',
          citation: CITATIONS.certificateTrust,
        }),
      ];
  }
  if (days <= 7)
    return [
      insight('ssl', 'critical', `TLS certificate expires in ${plural(days, 'day')}`, ssl.message, {
        action: 'Renew the TLS certificate now and automate renewal (for example with ACME)',
        reasoning: 'After the end date every visitor sees a security warning.',
        ...renew,
      }),
    ];
  if (days <= 30)
    return [
      insight('ssl', 'medium', `TLS certificate expires in ${plural(days, 'day')}`, ssl.message, {
        action: 'Schedule the certificate renewal, or automate it (for example with ACME)',
        reasoning: 'Renewing early leaves time to fix a failed renewal before visitors are affected.',
        ...renew,
      }),
    ];
  return [];
};

const HEADER_INSIGHTS: Record<
  string,
  { severity: IssueSeverity; action: string; reasoning: string; citation: Citation; fix: string; strengthen: string }
> = {
  'Strict-Transport-Security': {
    severity: 'high',
    action: 'Send Strict-Transport-Security: max-age=31536000; includeSubDomains on HTTPS responses',
    reasoning:
      "Without HSTS a visitor's first request can go over plain HTTP, where it can be intercepted or downgraded.",
    citation: CITATIONS.hsts,
    fix: 'Send one Strict-Transport-Security field over HTTPS, with a max-age in whole seconds, for example max-age=31536000; includeSubDomains',
    strengthen: 'Raise the HSTS max-age to at least 15552000 (180 days), ideally 31536000, and send the header once',
  },
  'Content-Security-Policy': {
    severity: 'medium',
    action:
      "Add a Content-Security-Policy, starting from default-src 'self' and allowing only the origins the site needs",
    reasoning: 'A CSP limits what an injected script can load or run, which contains cross-site scripting.',
    citation: CITATIONS.csp,
    fix: "Write the Content-Security-Policy as directives browsers know, such as default-src 'self'; check the spelling of each directive name",
    strengthen:
      "Allow scripts by nonce or hash (or 'strict-dynamic') instead of 'unsafe-inline', drop 'unsafe-eval' and wildcard script sources, and set script-src or default-src",
  },
  'X-Frame-Options': {
    severity: 'medium',
    action: "Send X-Frame-Options: DENY (or CSP frame-ancestors 'none') unless the site must be framed",
    reasoning: 'Pages that can be framed by any site can be used for clickjacking.',
    citation: CITATIONS.frameOptions,
    fix: 'Send X-Frame-Options with a single value, DENY or SAMEORIGIN, or CSP frame-ancestors listing only the sites allowed to frame the page',
    strengthen: 'Send one X-Frame-Options value, DENY or SAMEORIGIN, instead of conflicting ones',
  },
  'X-Content-Type-Options': {
    severity: 'low',
    action: 'Send X-Content-Type-Options: nosniff',
    reasoning: 'Stops browsers from guessing content types, so an uploaded file cannot be run as a script.',
    citation: CITATIONS.contentTypeOptions,
    fix: 'Send X-Content-Type-Options: nosniff as the first (and only) value',
    strengthen: 'Send X-Content-Type-Options: nosniff',
  },
  'Referrer-Policy': {
    severity: 'low',
    action: 'Send Referrer-Policy: strict-origin-when-cross-origin',
    reasoning: 'Keeps full URLs, which can carry tokens or personal data, from leaking to other sites.',
    citation: CITATIONS.referrerPolicy,
    fix: 'Send a Referrer-Policy browsers recognise, such as strict-origin-when-cross-origin',
    strengthen:
      'Use strict-origin-when-cross-origin or a stricter Referrer-Policy instead of one that sends full addresses to other sites',
  },
};

const securityRule: Rule = ({ security }) => {
  const d = security?.details;
  if (!security || !d) return [];
  const out: Insight[] = [];
  for (const f of d.findings) {
    switch (f.code) {
      case 'blocklisted':
        out.push(
          insight('security', 'critical', 'Listed on a DNS blocklist', f.message, {
            action:
              'Find and fix the cause of the listing (compromised pages, open relays, spam), then request removal from the list operator',
            reasoning:
              'Mail servers and filters consult these lists and reject or flag mail and links from listed domains and addresses.',
            citation: CITATIONS.dnsbl,
          }),
        );
        break;
      case 'no-https':
        out.push(
          insight('security', 'critical', 'Site is not served over HTTPS', f.message, {
            action: 'Install a TLS certificate, serve the site over HTTPS and redirect HTTP to it',
            reasoning: 'Over plain HTTP everything visitors send and receive can be read and altered in transit.',
            citation: CITATIONS.httpsRedirect,
          }),
        );
        break;
      case 'missing-headers':
        for (const header of d.missingHeaders) {
          const h = HEADER_INSIGHTS[header];
          if (h)
            out.push(
              insight('security', h.severity, `Missing ${header} header`, `The response does not include ${header}.`, {
                action: h.action,
                reasoning: h.reasoning,
                citation: h.citation,
              }),
            );
        }
        break;
      case 'ignored-headers':
        for (const header of d.headers.filter((h) => h.value !== null && !h.present)) {
          const h = HEADER_INSIGHTS[header.header];
          if (h)
            out.push(
              insight(
                'security',
                h.severity,
                `${header.header} is ignored by browsers`,
                `Ignored by browsers: ${header.problem ?? 'not applied'}.`,
                {
                  action: h.fix,
                  reasoning: 'A header browsers ignore protects no more than a missing one.',
                  citation: h.citation,
                },
              ),
            );
        }
        break;
      case 'weak-headers':
        for (const header of d.headers.filter((h) => h.present && h.warnings.length > 0)) {
          const h = HEADER_INSIGHTS[header.header];
          if (h)
            out.push(
              insight('security', 'low', `Weak ${header.header}`, `${header.warnings.join('; ')}.`, {
                action: h.strengthen,
                reasoning: 'Browsers apply the header, but this setting leaves part of the protection off.',
                citation: h.citation,
              }),
            );
        }
        break;
      case 'no-https-redirect':
        out.push(
          insight('security', 'high', 'HTTP does not redirect to HTTPS', f.message, {
            action: 'Answer every http:// request with a 301 redirect to the same https:// URL',
            reasoning: 'Visitors who type the bare domain otherwise stay on an unencrypted page.',
            citation: CITATIONS.httpsRedirect,
          }),
        );
        break;
      case 'cookie-not-secure':
        out.push(
          insight('security', 'high', 'Cookies sent without the Secure flag', f.message, {
            action: 'Set the Secure attribute on every cookie',
            reasoning: 'Cookies without Secure are also sent over plain HTTP, where session cookies can be stolen.',
            citation: CITATIONS.cookieSecure,
          }),
        );
        break;
      case 'cookie-not-httponly':
        out.push(
          insight('security', 'medium', 'Cookies readable by scripts', f.message, {
            action: 'Set HttpOnly on cookies that scripts do not need, session cookies above all',
            reasoning: 'A script injected into the page can read and exfiltrate cookies that lack HttpOnly.',
            citation: CITATIONS.cookieHttpOnly,
          }),
        );
        break;
      default:
        break;
    }
  }
  return out;
};

const dnsRule: Rule = ({ dns }) => {
  const d = dns?.details;
  if (!dns || !d) return [];
  const out: Insight[] = [];
  for (const f of d.findings) {
    switch (f.code) {
      case 'nxdomain':
        out.push(insight('dns', 'critical', 'Domain does not exist in DNS', f.message));
        break;
      case 'no-address':
        out.push(insight('dns', 'critical', 'Domain does not point to a server', f.message));
        break;
      case 'no-mx':
        if (f.severity !== 'info') out.push(insight('dns', 'low', 'No mail exchanger (MX) records', f.message));
        break;
      case 'spf-missing':
        out.push(
          insight('dns', 'medium', 'No SPF record', f.message, {
            action:
              'Publish one TXT record starting with v=spf1 that lists the services allowed to send your mail and ends with -all or ~all',
            reasoning: 'Receivers use SPF to reject mail that forges your domain as the sender.',
            citation: CITATIONS.spf,
          }),
        );
        break;
      case 'spf-too-many-lookups':
        out.push(
          insight('dns', 'high', 'SPF exceeds the 10 DNS lookup limit', f.message, {
            action:
              'Remove unused include: terms or replace some with ip4:/ip6: ranges to bring SPF to 10 lookups or fewer',
            reasoning:
              'Past 10 lookups receivers stop evaluating SPF and treat it as a permanent error, so legitimate mail can fail.',
            citation: CITATIONS.spfLookupLimit,
          }),
        );
        break;
      case 'spf-malformed': {
        const multiple = (d.spf?.recordCount ?? 0) > 1;
        out.push(
          insight('dns', 'high', 'SPF record is invalid', f.message, {
            action: multiple
              ? 'Merge the SPF records into a single v=spf1 record'
              : 'Correct the SPF syntax so every term is a valid mechanism or modifier',
            reasoning: 'An invalid SPF record is treated as an error and protects nothing.',
            citation: multiple ? CITATIONS.spfSingleRecord : CITATIONS.spf,
          }),
        );
        break;
      }
      case 'dmarc-missing':
        out.push(
          insight('dns', 'medium', 'No DMARC record', f.message, {
            action:
              'Publish a TXT record at _dmarc with v=DMARC1; p=none; rua=mailto:<your address>, then move to p=quarantine or p=reject',
            reasoning:
              'DMARC tells receivers what to do with mail that fails SPF and DKIM and sends you reports about who uses your domain.',
            citation: CITATIONS.dmarc,
          }),
        );
        break;
      case 'dmarc-malformed':
        out.push(
          insight('dns', 'medium', 'DMARC record is invalid', f.message, {
            action: 'Fix the DMARC record so it starts with v=DMARC1 and has a p= policy',
            reasoning: 'Receivers ignore a DMARC record they cannot parse.',
            citation: CITATIONS.dmarc,
          }),
        );
        break;
      case 'dmarc-policy-none':
        out.push(
          insight('dns', 'low', 'DMARC policy only monitors', f.message, {
            action: 'Once reports show legitimate mail passes, change the policy to p=quarantine, then p=reject',
            reasoning: 'With p=none, forged mail is still delivered.',
            citation: CITATIONS.dmarc,
          }),
        );
        break;
      case 'single-nameserver':
        out.push(
          insight('dns', 'medium', 'Only one nameserver', f.message, {
            action: 'Add at least one more nameserver, on a separate network',
            reasoning:
              'If the only nameserver is down, the domain stops resolving and the site and mail go down with it.',
            citation: CITATIONS.nameserverRedundancy,
          }),
        );
        break;
      case 'lame-nameserver':
        out.push(
          insight('dns', f.severity === 'critical' ? 'critical' : 'high', 'Nameserver does not resolve', f.message, {
            action: 'Fix or remove NS records whose names do not resolve, at the zone and at the registrar',
            reasoning:
              'Resolvers waste time on broken nameservers, and the domain fails when only broken ones are left.',
            citation: CITATIONS.nameserverRedundancy,
          }),
        );
        break;
      case 'no-caa':
        out.push(
          insight('dns', 'low', 'No CAA record', f.message, {
            action: 'Publish a CAA record naming the certificate authority you use, e.g. 0 issue "letsencrypt.org"',
            reasoning:
              'CAA lets certificate authorities refuse requests for your domain that do not come through your chosen CA.',
            citation: CITATIONS.caa,
          }),
        );
        break;
      case 'lookup-failed':
        out.push(insight('dns', 'low', 'A DNS lookup failed', f.message));
        break;
    }
  }
  return out;
};

const whoisRule: Rule = ({ whois }) => {
  const d = whois?.details;
  // unknown (throttled, unreadable, unreachable) is the error rule's "could not be completed", never "not registered"
  if (!whois || !d || whois.status === 'error' || d.registration === 'unknown') return [];
  const renew = {
    action: 'Renew the domain registration with your registrar and turn on auto-renew',
    reasoning: 'An expired domain stops resolving and can be registered by someone else.',
    citation: CITATIONS.domainExpiration,
  };
  if (d.registration === 'not-registered') {
    const register = {
      action: 'Register the domain again with a registrar now, before someone else does',
      reasoning: 'A name the registry has no record of does not resolve and anyone may register it.',
      citation: CITATIONS.domainExpiration,
    };
    return [insight('other', 'critical', 'Domain is not registered', NOT_REGISTERED_WORDS, register)];
  }
  if (d.expiresAt === null) return [];
  if (whois.status === 'critical')
    return [insight('other', 'critical', 'Domain registration at risk', whois.message, renew)];
  if (whois.status === 'warning')
    return [insight('other', 'medium', 'Domain registration expires soon', whois.message, renew)];
  return [];
};

const performanceRule: Rule = ({ performance }) => {
  if (!performance) return [];
  if (performance.status === 'critical')
    return [insight('performance', 'critical', 'Site is not responding', performance.message)];
  const m = performance.metrics;
  if (performance.status !== 'warning' || m.loadTime === null) return [];
  const ttfb = m.timeToFirstByte ?? 0;
  return [
    insight(
      'performance',
      'medium',
      'Slow server response',
      `The page took ${formatDuration(m.loadTime)} to load; the first byte arrived after ${formatDuration(ttfb)}.`,
      {
        action:
          'Cut server response time: cache rendered pages, serve static assets from a CDN and look for slow database queries',
        reasoning: 'Everything the visitor sees waits for the first byte.',
        citation: CITATIONS.ttfb,
      },
    ),
  ];
};

const CHECK_NAMES = {
  dns: 'DNS',
  ssl: 'SSL',
  whois: 'registration',
  security: 'security',
  performance: 'performance',
} as const;

const errorRule: Rule = (scan) =>
  (Object.keys(CHECK_NAMES) as Array<keyof typeof CHECK_NAMES>).flatMap((key) => {
    const check = scan[key];
    return check?.status === 'error'
      ? [insight('other', 'low', `The ${CHECK_NAMES[key]} check could not be completed`, check.message)]
      : [];
  });

const RULES: readonly Rule[] = [sslRule, securityRule, dnsRule, whoisRule, performanceRule, errorRule];

/** Expert-rules insights for a scan: issues, prioritised recommendations with sources, and a 0-100 score. Pure. */
export function analyseScan(scan: ScanResult, now: Date = new Date()): AiInsights {
  const insights = RULES.flatMap((rule) => rule(scan));
  const issues = insights.map((i) => i.issue).sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  const seen = new Set<string>();
  const recommendations = insights
    .flatMap((i) => (i.recommendation ? [i.recommendation] : []))
    .filter((r) => !seen.has(r.action) && seen.add(r.action))
    .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
  const score = Math.max(0, 100 - issues.reduce((sum, issue) => sum + PENALTY[issue.severity], 0));
  return {
    score,
    summary: summarise(scan, issues),
    generatedAt: now.toISOString(),
    engine: 'rules',
    issues,
    recommendations,
  };
}

function summarise(scan: ScanResult, issues: InsightIssue[]): string {
  const checked = (Object.keys(CHECK_NAMES) as Array<keyof typeof CHECK_NAMES>).filter(
    (key) => scan[key] !== undefined,
  );
  if (issues.length === 0) return `No issues found for ${scan.domain}: all ${plural(checked.length, 'check')} passed.`;
  const counts = (['critical', 'high', 'medium', 'low'] as const)
    .map((severity) => [severity, issues.filter((i) => i.severity === severity).length] as const)
    .filter(([, count]) => count > 0)
    .map(([severity, count]) => `${count} ${severity}`);
  return `${plural(issues.length, 'issue')} found for ${scan.domain} (${counts.join(', ')}). Most urgent: ${issues[0]?.title ?? ''}.`;
}
