/** A quotation backing a recommendation. Quotes are verbatim from the source at the URL. */
export interface Citation {
  quote: string;
  source: string;
  url: string;
}

// Stable sources only: RFCs, the CA/Browser Forum Baseline Requirements, MDN reference pages, OWASP.
export const CITATIONS = {
  hsts: {
    quote:
      'This specification defines a mechanism enabling web sites to declare themselves accessible only via secure connections and/or for users to be able to direct their user agent(s) to interact with given sites only over secure connections.',
    source: 'RFC 6797, HTTP Strict Transport Security (HSTS), Abstract',
    url: 'https://www.rfc-editor.org/rfc/rfc6797',
  },
  httpsRedirect: {
    quote:
      'If an HSTS Host receives an HTTP request message over a non-secure transport, it SHOULD send an HTTP response message containing a status code indicating a permanent redirect, such as status code 301',
    source: 'RFC 6797, HTTP Strict Transport Security (HSTS), section 7.2',
    url: 'https://www.rfc-editor.org/rfc/rfc6797#section-7.2',
  },
  csp: {
    quote:
      'The HTTP Content-Security-Policy response header allows website administrators to control resources the user agent is allowed to load for a given page.',
    source: 'MDN Web Docs, Content-Security-Policy',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Content-Security-Policy',
  },
  frameOptions: {
    quote:
      'Sites can use this to avoid clickjacking attacks, by ensuring that their content is not embedded into other sites.',
    source: 'MDN Web Docs, X-Frame-Options',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/X-Frame-Options',
  },
  contentTypeOptions: {
    quote:
      'The header allows you to avoid MIME type sniffing by specifying that the MIME types are deliberately configured.',
    source: 'MDN Web Docs, X-Content-Type-Options',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/X-Content-Type-Options',
  },
  referrerPolicy: {
    quote:
      'The HTTP Referrer-Policy response header controls how much referrer information (sent with the Referer header) should be included with requests.',
    source: 'MDN Web Docs, Referrer-Policy',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Referrer-Policy',
  },
  secureHeaders: {
    quote:
      'Once set, these HTTP response headers can restrict modern browsers from running into easily preventable vulnerabilities.',
    source: 'OWASP Secure Headers Project',
    url: 'https://owasp.org/www-project-secure-headers/',
  },
  cookieSecure: {
    quote:
      'The Secure attribute limits the scope of the cookie to "secure" channels (where "secure" is defined by the user agent).',
    source: 'RFC 6265, HTTP State Management Mechanism, section 4.1.2.5',
    url: 'https://www.rfc-editor.org/rfc/rfc6265#section-4.1.2.5',
  },
  cookieHttpOnly: {
    quote: 'The HttpOnly attribute limits the scope of the cookie to HTTP requests.',
    source: 'RFC 6265, HTTP State Management Mechanism, section 4.1.2.6',
    url: 'https://www.rfc-editor.org/rfc/rfc6265#section-4.1.2.6',
  },
  certificateValidity: {
    quote: 'The validity period for a certificate is the period of time from notBefore through notAfter, inclusive.',
    source: 'RFC 5280, Internet X.509 PKI Certificate and CRL Profile, section 4.1.2.5',
    url: 'https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.5',
  },
  certificateTrust: {
    quote: 'A Certificate that passes the validation procedure specified in RFC 5280.',
    source: 'CA/Browser Forum Baseline Requirements, section 1.6.1 (definition of Valid Certificate)',
    url: 'https://cabforum.org/working-groups/server/baseline-requirements/documents/',
  },
  certificateHostname: {
    quote: 'If a subjectAltName extension of type dNSName is present, that MUST be used as the identity.',
    source: 'RFC 2818, HTTP Over TLS, section 3.1',
    url: 'https://www.rfc-editor.org/rfc/rfc2818#section-3.1',
  },
  spf: {
    quote: 'Email on the Internet can be forged in a number of ways.',
    source: 'RFC 7208, Sender Policy Framework (SPF), Abstract',
    url: 'https://www.rfc-editor.org/rfc/rfc7208',
  },
  spfLookupLimit: {
    quote:
      'SPF implementations MUST limit the total number of those terms to 10 during SPF evaluation, to avoid unreasonable load on the DNS.',
    source: 'RFC 7208, Sender Policy Framework (SPF), section 4.6.4',
    url: 'https://www.rfc-editor.org/rfc/rfc7208#section-4.6.4',
  },
  spfSingleRecord: {
    quote: 'If the resultant record set includes more than one record, check_host() produces the "permerror" result.',
    source: 'RFC 7208, Sender Policy Framework (SPF), section 4.5',
    url: 'https://www.rfc-editor.org/rfc/rfc7208#section-4.5',
  },
  dmarc: {
    quote:
      'Domain-based Message Authentication, Reporting, and Conformance (DMARC) is a scalable mechanism by which a mail-originating organization can express domain-level policies and preferences for message validation, disposition, and reporting, that a mail-receiving organization can use to improve mail handling.',
    source: 'RFC 7489, DMARC, Abstract',
    url: 'https://www.rfc-editor.org/rfc/rfc7489',
  },
  caa: {
    quote:
      'The Certification Authority Authorization (CAA) DNS Resource Record allows a DNS domain name holder to specify one or more Certification Authorities (CAs) authorized to issue certificates for that domain name.',
    source: 'RFC 8659, DNS Certification Authority Authorization (CAA) Resource Record, Abstract',
    url: 'https://www.rfc-editor.org/rfc/rfc8659',
  },
  nameserverRedundancy: {
    quote:
      'By administrative fiat, we require every zone to be available on at least two servers, and many zones have more redundancy than that.',
    source: 'RFC 1034, Domain Names: Concepts and Facilities, section 4.1',
    url: 'https://www.rfc-editor.org/rfc/rfc1034#section-4.1',
  },
  dnsbl: {
    quote: 'The DNS has become the de-facto standard method of distributing these blacklists and whitelists.',
    source: 'RFC 5782, DNS Blacklists and Whitelists, Abstract',
    url: 'https://www.rfc-editor.org/rfc/rfc5782',
  },
  domainExpiration: {
    quote:
      'The object instance has been removed or will be removed at a predetermined date and time from the registry.',
    source: 'RFC 9083, RDAP JSON Responses, section 10.2.3 (event action "expiration")',
    url: 'https://www.rfc-editor.org/rfc/rfc9083#section-10.2.3',
  },
  ttfb: {
    quote: 'As a rough guide, most sites should strive to have a TTFB of 0.8 seconds or less.',
    source: 'web.dev, Time to First Byte (TTFB)',
    url: 'https://web.dev/articles/ttfb',
  },
} as const satisfies Record<string, Citation>;
