/**
 * Figures and rules about the world that the marketing pages quote, each with the document it comes from. Only
 * published standards, regulations and first-party announcements; no survey statistics we cannot trace.
 */
import type { Fact } from './types';

export const FACTS = {
  certificateLifetimes: {
    text: 'Publicly trusted TLS certificates may be valid for at most 200 days from 15 March 2026, 100 days from 15 March 2027 and 47 days from 15 March 2029, down from 398 days.',
    source: {
      label: 'CA/Browser Forum, Ballot SC-081v3 (April 2025)',
      url: 'https://cabforum.org/2025/04/11/ballot-sc081v3-introduce-schedule-of-reducing-validity-and-data-reuse-periods/',
    },
  },
  letsEncryptEmails: {
    text: 'Let’s Encrypt stopped sending certificate expiration reminder e-mails on 4 June 2025, and recommends relying on automated renewal and your own monitoring.',
    source: {
      label: 'Let’s Encrypt, “Ending Support for Expiration Notification Emails” (January 2025)',
      url: 'https://letsencrypt.org/2025/01/22/ending-expiration-emails/',
    },
  },
  letsEncryptLifetime: {
    text: 'Let’s Encrypt certificates are valid for 90 days, so a site that uses them renews at least four times a year.',
    source: { label: 'Let’s Encrypt, FAQ', url: 'https://letsencrypt.org/docs/faq/' },
  },
  spfLookupLimit: {
    text: 'An SPF check may cause at most 10 DNS lookups (include, a, mx, ptr, exists and redirect). A record that needs more fails with a permanent error, and receivers may treat the mail as unauthenticated.',
    source: { label: 'RFC 7208, section 4.6.4', url: 'https://www.rfc-editor.org/rfc/rfc7208#section-4.6.4' },
  },
  gmailSenders: {
    text: 'Since February 2024, anyone sending more than 5,000 messages a day to Gmail accounts must authenticate with SPF, DKIM and DMARC.',
    source: { label: 'Google Workspace Admin Help, Email sender guidelines', url: 'https://support.google.com/a/answer/81126' },
  },
  caa: {
    text: 'A CAA record names the certificate authorities that may issue certificates for a domain, and other authorities must not issue one.',
    source: { label: 'RFC 8659', url: 'https://www.rfc-editor.org/rfc/rfc8659' },
  },
  registrarReminders: {
    text: 'For generic top-level domains, registrars must send renewal reminders about one month and one week before a registration expires, and one within five days after, to the registrant’s contact address on record.',
    source: {
      label: 'ICANN, Expired Registration Recovery Policy',
      url: 'https://www.icann.org/resources/pages/errp-2013-02-28-en',
    },
  },
  pageSpeedBounce: {
    text: 'Google’s research with SOASTA found that as mobile page load time goes from 1 second to 3 seconds, the probability of a visitor bouncing increases by 32%.',
    source: {
      label: 'Think with Google, mobile page speed benchmarks (2017)',
      url: 'https://www.thinkwithgoogle.com/marketing-strategies/app-and-mobile/page-load-time-statistics/',
    },
  },
  webVitals: {
    text: 'Google’s Core Web Vitals thresholds for a good experience, at the 75th percentile of page loads: Largest Contentful Paint within 2.5 s, Interaction to Next Paint within 200 ms, Cumulative Layout Shift under 0.1.',
    source: { label: 'web.dev, Web Vitals', url: 'https://web.dev/articles/vitals' },
  },
  inpReplacedFid: {
    text: 'Interaction to Next Paint replaced First Input Delay as a Core Web Vital on 12 March 2024.',
    source: { label: 'web.dev, “INP is officially a Core Web Vital”', url: 'https://web.dev/blog/inp-cwv-march-12' },
  },
  pciCertificates: {
    text: 'PCI DSS v4.0.1 requirement 4.2.1 asks that certificates protecting cardholder data in transit are confirmed as valid and not expired or revoked.',
    source: { label: 'PCI Security Standards Council, PCI DSS v4.0.1', url: 'https://www.pcisecuritystandards.org/document_library/' },
  },
  pciHeaders: {
    text: 'PCI DSS v4.0.1 requirement 11.6.1 asks for a mechanism that alerts staff to unauthorised changes to the security-impacting HTTP headers and the scripts of payment pages, mandatory since 31 March 2025.',
    source: { label: 'PCI Security Standards Council, PCI DSS v4.0.1', url: 'https://www.pcisecuritystandards.org/document_library/' },
  },
  dora: {
    text: 'The EU Digital Operational Resilience Act (Regulation 2022/2554) applies to banks, insurers, investment firms and payment institutions from 17 January 2025, including requirements on ICT incident detection and third-party risk.',
    source: { label: 'Regulation (EU) 2022/2554, EUR-Lex', url: 'https://eur-lex.europa.eu/eli/reg/2022/2554/oj' },
  },
  owaspHeaders: {
    text: 'The OWASP Secure Headers Project lists the HTTP response headers that protect a site’s visitors, including Strict-Transport-Security, Content-Security-Policy, X-Content-Type-Options and Referrer-Policy.',
    source: { label: 'OWASP Secure Headers Project', url: 'https://owasp.org/www-project-secure-headers/' },
  },
  rdap: {
    text: 'RDAP, the JSON successor of WHOIS, became the definitive source of registration data for generic top-level domains on 28 January 2025.',
    source: { label: 'ICANN, Registration Data Access Protocol', url: 'https://www.icann.org/rdap' },
  },
} as const satisfies Record<string, Fact>;
