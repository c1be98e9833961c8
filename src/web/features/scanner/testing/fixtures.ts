/**
 * Scan results as the server answers them, captured from the engine against its loopback lab (an expired certificate,
 * registration expiring in 9 days, no security headers) with the expert-rules insights.
 */
import type { AiInsightsResult, ScanResultResponse } from '../../../../shared/contracts/scan';

export const brokenScan: ScanResultResponse = {
  domain: 'expired.sitewarden.test',
  overallStatus: 'critical',
  scannedAt: '2026-11-22T03:47:49.174Z',
  dns: {
    status: 'healthy',
    message: 'DNS healthy: 1 address, 2 nameservers, SPF and DMARC in place',
    details: {
      records: [
        {
          type: 'A',
          name: 'expired.sitewarden.test',
          value: '127.0.0.1',
          ttl: 300,
        },
        {
          type: 'MX',
          name: 'expired.sitewarden.test',
          value: '10 mail.expired.sitewarden.test',
          ttl: null,
        },
        {
          type: 'NS',
          name: 'expired.sitewarden.test',
          value: 'ns1.expired.sitewarden.test',
          ttl: null,
        },
        {
          type: 'NS',
          name: 'expired.sitewarden.test',
          value: 'ns2.expired.sitewarden.test',
          ttl: null,
        },
        {
          type: 'TXT',
          name: 'expired.sitewarden.test',
          value: 'v=spf1 mx -all',
          ttl: null,
        },
        {
          type: 'CAA',
          name: 'expired.sitewarden.test',
          value: '0 issue "letsencrypt.org"',
          ttl: null,
        },
        {
          type: 'SOA',
          name: 'expired.sitewarden.test',
          value: 'ns1.expired.sitewarden.test hostmaster.expired.sitewarden.test 2024010101 3600 600 604800 300',
          ttl: null,
        },
        {
          type: 'TXT',
          name: '_dmarc.expired.sitewarden.test',
          value: 'v=DMARC1; p=reject; rua=mailto:dmarc@example.org',
          ttl: null,
        },
      ],
      findings: [],
      zone: 'expired.sitewarden.test',
      nameservers: ['ns1.expired.sitewarden.test', 'ns2.expired.sitewarden.test'],
      lameNameservers: [],
      spf: {
        record: 'v=spf1 mx -all',
        recordCount: 1,
        valid: true,
        problems: [],
        lookupCount: 1,
        lookupLimitExceeded: false,
        allQualifier: '-',
        includes: [],
      },
      dmarc: {
        record: 'v=DMARC1; p=reject; rua=mailto:dmarc@example.org',
        recordCount: 1,
        policy: 'reject',
        valid: true,
        problems: [],
      },
      caaFound: true,
    },
  },
  ssl: {
    status: 'critical',
    message: 'Certificate expired 3 days ago (2026-11-19)',
    details: {
      host: 'expired.sitewarden.test',
      port: 43473,
      connected: true,
      subject: 'expired.sitewarden.test',
      issuer: 'Sitewarden Test Intermediate CA',
      subjectAltNames: ['expired.sitewarden.test', 'www.expired.sitewarden.test'],
      validFrom: '2026-08-24T03:47:46.000Z',
      validTo: '2026-11-19T04:47:46.000Z',
      daysUntilExpiry: -3,
      hostnameMatches: true,
      trusted: false,
      trustError: 'CERT_HAS_EXPIRED',
      trustProblem: 'expired',
      protocol: 'TLSv1.3',
      cipher: 'TLS_AES_256_GCM_SHA384',
      chain: [
        {
          subject: 'expired.sitewarden.test',
          issuer: 'Sitewarden Test Intermediate CA',
          validFrom: '2026-08-24T03:47:46.000Z',
          validTo: '2026-11-19T04:47:46.000Z',
          serialNumber: '0160301B51A2244A5B',
          fingerprint256:
            '1D:57:BC:AE:83:A0:E9:B8:07:9D:03:92:B6:A0:AE:F7:1F:9C:41:53:F0:96:A2:6F:7C:20:D7:0E:EC:C1:1F:51',
        },
        {
          subject: 'Sitewarden Test Intermediate CA',
          issuer: 'Sitewarden Test Root CA',
          validFrom: '2026-10-23T03:47:46.000Z',
          validTo: '2031-11-21T03:47:46.000Z',
          serialNumber: '016978CEB749B18B2A',
          fingerprint256:
            '70:1D:55:68:95:4D:AD:CB:D4:27:70:FA:E8:51:A4:22:F6:2F:F4:71:6A:FF:F0:43:00:2A:68:F7:A4:F5:90:79',
        },
      ],
      error: null,
    },
  },
  whois: {
    status: 'warning',
    message: 'Domain registration expires in 9 days (2026-12-02)',
    details: {
      registrar: 'Example Registrar, LLC',
      createdAt: '1995-08-14T04:00:00.000Z',
      updatedAt: '2024-08-14T07:01:34.000Z',
      expiresAt: '2026-12-02T03:47:48.965Z',
      nameservers: ['a.iana-servers.net', 'b.iana-servers.net'],
      statuses: ['clientDeleteProhibited', 'clientTransferProhibited', 'clientUpdateProhibited'],
      dnssec: true,
      source: 'rdap',
      server: 'http://127.0.0.1:34577/',
      daysUntilExpiry: 9,
      rdapError: null,
      whoisError: null,
    },
  },
  security: {
    status: 'warning',
    message:
      'Missing headers: Strict-Transport-Security, Content-Security-Policy, X-Content-Type-Options, X-Frame-Options, Referrer-Policy; Cookies without Secure: tracking (+2 more)',
    details: {
      checkedUrl: 'https://expired.sitewarden.test/',
      headers: [
        {
          header: 'Strict-Transport-Security',
          present: false,
          value: null,
          problem: null,
          warnings: [],
        },
        {
          header: 'Content-Security-Policy',
          present: false,
          value: null,
          problem: null,
          warnings: [],
        },
        {
          header: 'X-Content-Type-Options',
          present: false,
          value: null,
          problem: null,
          warnings: [],
        },
        {
          header: 'X-Frame-Options',
          present: false,
          value: null,
          problem: null,
          warnings: [],
        },
        {
          header: 'Referrer-Policy',
          present: false,
          value: null,
          problem: null,
          warnings: [],
        },
      ],
      ignoredHeaders: [],
      missingHeaders: [
        'Strict-Transport-Security',
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'X-Frame-Options',
        'Referrer-Policy',
      ],
      cookies: [
        {
          name: 'tracking',
          secure: false,
          httpOnly: false,
        },
      ],
      httpsAvailable: true,
      httpRedirectsToHttps: false,
      dnsbl: [],
      findings: [
        {
          code: 'missing-headers',
          severity: 'warning',
          message:
            'Missing headers: Strict-Transport-Security, Content-Security-Policy, X-Content-Type-Options, X-Frame-Options, Referrer-Policy',
        },
        {
          code: 'cookie-not-secure',
          severity: 'warning',
          message: 'Cookies without Secure: tracking',
        },
        {
          code: 'cookie-not-httponly',
          severity: 'warning',
          message: 'Cookies without HttpOnly: tracking',
        },
        {
          code: 'no-https-redirect',
          severity: 'warning',
          message: 'HTTP does not redirect to HTTPS',
        },
      ],
    },
  },
  performance: {
    status: 'healthy',
    message: 'Loaded in 45 ms (first byte after 43 ms)',
    details: {
      url: 'https://expired.sitewarden.test/',
      finalUrl: 'https://expired.sitewarden.test/',
      statusCode: 200,
      redirects: [],
      timings: {
        dnsLookup: 6.2,
        tcpConnection: 2.7,
        tlsHandshake: 28.7,
        timeToFirstByte: 43,
        downloadTime: 0.3,
        totalTime: 45.1,
        redirectTime: 0,
        serverResponseTime: 5.5,
      },
      bodyBytes: 34,
      truncated: false,
      connectionReused: false,
      remoteAddress: '127.0.0.1',
      httpsError: null,
      error: null,
    },
    metrics: {
      loadTime: 45.1,
      dnsLookup: 6.2,
      tcpConnection: 2.7,
      tlsHandshake: 28.7,
      timeToFirstByte: 43,
      downloadTime: 0.3,
      totalTime: 45.1,
      redirectTime: 0,
      serverResponseTime: 5.5,
    },
  },
  aiInsights: {
    score: 0,
    summary:
      '10 issues found for expired.sitewarden.test (1 critical, 3 high, 4 medium, 2 low). Most urgent: TLS certificate has expired.',
    generatedAt: '2026-11-22T03:47:49.239Z',
    engine: 'rules',
    issues: [
      {
        type: 'ssl',
        severity: 'critical',
        title: 'TLS certificate has expired',
        description: 'Certificate expired 3 days ago (2026-11-19)',
      },
      {
        type: 'security',
        severity: 'high',
        title: 'Missing Strict-Transport-Security header',
        description: 'The response does not include Strict-Transport-Security.',
      },
      {
        type: 'security',
        severity: 'high',
        title: 'Cookies sent without the Secure flag',
        description: 'Cookies without Secure: tracking',
      },
      {
        type: 'security',
        severity: 'high',
        title: 'HTTP does not redirect to HTTPS',
        description: 'HTTP does not redirect to HTTPS',
      },
      {
        type: 'security',
        severity: 'medium',
        title: 'Missing Content-Security-Policy header',
        description: 'The response does not include Content-Security-Policy.',
      },
      {
        type: 'security',
        severity: 'medium',
        title: 'Missing X-Frame-Options header',
        description: 'The response does not include X-Frame-Options.',
      },
      {
        type: 'security',
        severity: 'medium',
        title: 'Cookies readable by scripts',
        description: 'Cookies without HttpOnly: tracking',
      },
      {
        type: 'other',
        severity: 'medium',
        title: 'Domain registration expires soon',
        description: 'Domain registration expires in 9 days (2026-12-02)',
      },
      {
        type: 'security',
        severity: 'low',
        title: 'Missing X-Content-Type-Options header',
        description: 'The response does not include X-Content-Type-Options.',
      },
      {
        type: 'security',
        severity: 'low',
        title: 'Missing Referrer-Policy header',
        description: 'The response does not include Referrer-Policy.',
      },
    ],
    recommendations: [
      {
        priority: 'high',
        action: 'Renew the TLS certificate and install it on the server now',
        reasoning: 'Browsers block visitors with a full-page warning once the certificate is past its end date.',
        citation: {
          quote:
            'The validity period for a certificate is the period of time from notBefore through notAfter, inclusive.',
          source: 'RFC 5280, Internet X.509 PKI Certificate and CRL Profile, section 4.1.2.5',
          url: 'https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.5',
        },
      },
      {
        priority: 'high',
        action: 'Send Strict-Transport-Security: max-age=31536000; includeSubDomains on HTTPS responses',
        reasoning:
          "Without HSTS a visitor's first request can go over plain HTTP, where it can be intercepted or downgraded.",
        citation: {
          quote:
            'This specification defines a mechanism enabling web sites to declare themselves accessible only via secure connections and/or for users to be able to direct their user agent(s) to interact with given sites only over secure connections.',
          source: 'RFC 6797, HTTP Strict Transport Security (HSTS), Abstract',
          url: 'https://www.rfc-editor.org/rfc/rfc6797',
        },
      },
      {
        priority: 'high',
        action: 'Set the Secure attribute on every cookie',
        reasoning: 'Cookies without Secure are also sent over plain HTTP, where session cookies can be stolen.',
        citation: {
          quote:
            'The Secure attribute limits the scope of the cookie to "secure" channels (where "secure" is defined by the user agent).',
          source: 'RFC 6265, HTTP State Management Mechanism, section 4.1.2.5',
          url: 'https://www.rfc-editor.org/rfc/rfc6265#section-4.1.2.5',
        },
      },
      {
        priority: 'high',
        action: 'Answer every http:// request with a 301 redirect to the same https:// URL',
        reasoning: 'Visitors who type the bare domain otherwise stay on an unencrypted page.',
        citation: {
          quote:
            'If an HSTS Host receives an HTTP request message over a non-secure transport, it SHOULD send an HTTP response message containing a status code indicating a permanent redirect, such as status code 301',
          source: 'RFC 6797, HTTP Strict Transport Security (HSTS), section 7.2',
          url: 'https://www.rfc-editor.org/rfc/rfc6797#section-7.2',
        },
      },
      {
        priority: 'medium',
        action:
          "Add a Content-Security-Policy, starting from default-src 'self' and allowing only the origins the site needs",
        reasoning: 'A CSP limits what an injected script can load or run, which contains cross-site scripting.',
        citation: {
          quote:
            'The HTTP Content-Security-Policy response header allows website administrators to control resources the user agent is allowed to load for a given page.',
          source: 'MDN Web Docs, Content-Security-Policy',
          url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Content-Security-Policy',
        },
      },
      {
        priority: 'medium',
        action: "Send X-Frame-Options: DENY (or CSP frame-ancestors 'none') unless the site must be framed",
        reasoning: 'Pages that can be framed by any site can be used for clickjacking.',
        citation: {
          quote:
            'Sites can use this to avoid clickjacking attacks, by ensuring that their content is not embedded into other sites.',
          source: 'MDN Web Docs, X-Frame-Options',
          url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/X-Frame-Options',
        },
      },
      {
        priority: 'medium',
        action: 'Set HttpOnly on cookies that scripts do not need, session cookies above all',
        reasoning: 'A script injected into the page can read and exfiltrate cookies that lack HttpOnly.',
        citation: {
          quote: 'The HttpOnly attribute limits the scope of the cookie to HTTP requests.',
          source: 'RFC 6265, HTTP State Management Mechanism, section 4.1.2.6',
          url: 'https://www.rfc-editor.org/rfc/rfc6265#section-4.1.2.6',
        },
      },
      {
        priority: 'medium',
        action: 'Renew the domain registration with your registrar and turn on auto-renew',
        reasoning: 'An expired domain stops resolving and can be registered by someone else.',
        citation: {
          quote:
            'The object instance has been removed or will be removed at a predetermined date and time from the registry.',
          source: 'RFC 9083, RDAP JSON Responses, section 10.2.3 (event action "expiration")',
          url: 'https://www.rfc-editor.org/rfc/rfc9083#section-10.2.3',
        },
      },
      {
        priority: 'low',
        action: 'Send X-Content-Type-Options: nosniff',
        reasoning: 'Stops browsers from guessing content types, so an uploaded file cannot be run as a script.',
        citation: {
          quote:
            'The header allows you to avoid MIME type sniffing by specifying that the MIME types are deliberately configured.',
          source: 'MDN Web Docs, X-Content-Type-Options',
          url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/X-Content-Type-Options',
        },
      },
      {
        priority: 'low',
        action: 'Send Referrer-Policy: strict-origin-when-cross-origin',
        reasoning: 'Keeps full URLs, which can carry tokens or personal data, from leaking to other sites.',
        citation: {
          quote:
            'The HTTP Referrer-Policy response header controls how much referrer information (sent with the Referer header) should be included with requests.',
          source: 'MDN Web Docs, Referrer-Policy',
          url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Referrer-Policy',
        },
      },
    ],
  },
  cached: false,
};

export const modelInsights: AiInsightsResult = {
  ...brokenScan.aiInsights!,
  engine: 'model',
  model: 'claude-sonnet-4-5',
};

export const cleanInsights: AiInsightsResult = {
  score: 100,
  summary: 'No issues found for healthy.sitewarden.test: all 5 checks passed.',
  generatedAt: '2026-11-22T03:47:49.239Z',
  engine: 'rules',
  issues: [],
  recommendations: [],
};
