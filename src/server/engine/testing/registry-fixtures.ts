/** Registry answers shaped like real ones (Verisign RDAP and WHOIS), with dates chosen by the test. */

export interface RegistrationFixture {
  domain: string;
  registrar?: string;
  createdAt?: Date;
  expiresAt: Date;
  updatedAt?: Date;
  nameservers?: string[];
  statuses?: string[];
  dnssec?: boolean;
}

const iso = (date: Date): string => date.toISOString().replace('.000Z', 'Z');

/** An RFC 9083 domain object as rdap.verisign.com returns it. */
export function verisignRdapDomain(f: RegistrationFixture): Record<string, unknown> {
  const registrar = f.registrar ?? 'Example Registrar, LLC';
  return {
    objectClassName: 'domain',
    handle: '2336799_DOMAIN_COM-VRSN',
    ldhName: f.domain.toUpperCase(),
    links: [
      {
        value: `https://rdap.verisign.com/com/v1/domain/${f.domain.toUpperCase()}`,
        rel: 'self',
        href: `https://rdap.verisign.com/com/v1/domain/${f.domain.toUpperCase()}`,
        type: 'application/rdap+json',
      },
    ],
    status: f.statuses ?? ['client delete prohibited', 'client transfer prohibited', 'client update prohibited'],
    entities: [
      {
        objectClassName: 'entity',
        handle: '376',
        roles: ['registrar'],
        publicIds: [{ type: 'IANA Registrar ID', identifier: '376' }],
        vcardArray: [
          'vcard',
          [
            ['version', {}, 'text', '4.0'],
            ['fn', {}, 'text', registrar],
          ],
        ],
        entities: [
          {
            objectClassName: 'entity',
            roles: ['abuse'],
            vcardArray: [
              'vcard',
              [
                ['version', {}, 'text', '4.0'],
                ['fn', {}, 'text', ''],
                ['tel', { type: 'voice' }, 'uri', 'tel:+1.5555551234'],
                ['email', {}, 'text', 'abuse@registrar.example'],
              ],
            ],
          },
        ],
      },
    ],
    events: [
      { eventAction: 'registration', eventDate: iso(f.createdAt ?? new Date('1995-08-14T04:00:00Z')) },
      { eventAction: 'expiration', eventDate: iso(f.expiresAt) },
      { eventAction: 'last changed', eventDate: iso(f.updatedAt ?? new Date('2024-08-14T07:01:34Z')) },
      { eventAction: 'last update of RDAP database', eventDate: iso(new Date()) },
    ],
    secureDNS: {
      delegationSigned: f.dnssec ?? true,
      dsData: [
        {
          keyTag: 370,
          algorithm: 13,
          digestType: 2,
          digest: 'BE74359954660069D5C63D200C39F5603827D7DD02B56F120EE9F3A86764247C',
        },
      ],
    },
    nameservers: (f.nameservers ?? ['a.iana-servers.net', 'b.iana-servers.net']).map((ns) => ({
      objectClassName: 'nameserver',
      ldhName: ns.toUpperCase(),
    })),
    rdapConformance: ['rdap_level_0', 'icann_rdap_technical_implementation_guide_1', 'icann_rdap_response_profile_1'],
    notices: [
      {
        title: 'Terms of Use',
        description: ['Service subject to Terms of Use.'],
        links: [
          {
            href: 'https://www.verisign.com/domain-names/registration-data-access-protocol/terms-service/index.xhtml',
            type: 'text/html',
          },
        ],
      },
    ],
  };
}

/** A thin-registry WHOIS answer in the format whois.verisign-grs.com sends. */
export function verisignWhoisText(f: RegistrationFixture): string {
  const registrar = f.registrar ?? 'Example Registrar, LLC';
  const lines = [
    `   Domain Name: ${f.domain.toUpperCase()}`,
    '   Registry Domain ID: 2336799_DOMAIN_COM-VRSN',
    '   Registrar WHOIS Server: whois.registrar.example',
    '   Registrar URL: http://www.registrar.example',
    `   Updated Date: ${iso(f.updatedAt ?? new Date('2024-08-14T07:01:34Z'))}`,
    `   Creation Date: ${iso(f.createdAt ?? new Date('1995-08-14T04:00:00Z'))}`,
    `   Registry Expiry Date: ${iso(f.expiresAt)}`,
    `   Registrar: ${registrar}`,
    '   Registrar IANA ID: 376',
    '   Registrar Abuse Contact Email: abuse@registrar.example',
    '   Registrar Abuse Contact Phone: +1.5555551234',
    ...(f.statuses ?? ['clientDeleteProhibited', 'clientTransferProhibited']).map(
      (s) => `   Domain Status: ${s} https://icann.org/epp#${s}`,
    ),
    ...(f.nameservers ?? ['a.iana-servers.net', 'b.iana-servers.net']).map(
      (ns) => `   Name Server: ${ns.toUpperCase()}`,
    ),
    `   DNSSEC: ${f.dnssec === false ? 'unsigned' : 'signedDelegation'}`,
    '   URL of the ICANN Whois Inaccuracy Complaint Form: https://www.icann.org/wicf/',
    `>>> Last update of whois database: ${iso(new Date())} <<<`,
    '',
    'For more information on Whois status codes, please visit https://icann.org/epp',
    '',
    'NOTICE: The expiration date displayed in this record is the date the',
    "registrar's sponsorship of the domain name registration in the registry is",
    'currently set to expire.',
    '',
    'TERMS OF USE: You are not authorized to access or query our Whois',
    'database through the use of electronic processes that are high-volume and',
    'automated except as reasonably necessary to register domain names.',
    '',
  ];
  return lines.join('\r\n');
}

export const VERISIGN_WHOIS_NO_MATCH =
  'No match for "UNREGISTERED.TEST".\r\n>>> Last update of whois database: 2025-01-01T00:00:00Z <<<\r\n';

/** Noise a broken or hostile server might send: no fields, nothing date-like. */
export const GARBLED_WHOIS = '\u0000\u0007%%%% ~~ ###\r\n@@@@ 13/14/15 -- ??? \r\nxzq vbn: \r\n\u00ff\u00fe';

export const GARBLED_RDAP =
  '{"objectClassName": "domain", "ldhName": "GARBLED.TEST", "events": [{"eventAction": "expir';
