import { describe, expect, it } from 'vitest';
import type { RegistrationData } from './registration-types';
import { parseWhois } from './whois-parser';

// Small answers in the layouts registries send (shortened; names and handles are made up).

function read(text: string, domain: string): RegistrationData {
  const parsed = parseWhois(text, domain);
  if (parsed.kind !== 'parsed') throw new Error(`expected a parsed answer, got ${JSON.stringify(parsed)}`);
  return parsed.data;
}

const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;

describe('gTLD registry format (RRA)', () => {
  it('reads a registered .london answer whose disclaimer talks about availability', () => {
    const text = lines(
      'Domain Name: EXAMPLE.LONDON',
      'Registry Domain ID: D248266759-CNIC',
      'Registrar URL:',
      'Updated Date: 2020-11-23T00:26:53.0Z',
      'Creation Date: 2014-08-25T16:30:21.0Z',
      'Registry Expiry Date: 2024-08-25T23:59:59.0Z',
      'Registrar: Mesh Digital Ltd',
      'Registrar IANA ID: 1390',
      'Domain Status: ok https://icann.org/epp#ok',
      'Registrant Organization: ',
      'Name Server: NS2.EXAMPLE-DNS.CO.UK',
      'Name Server: NS.EXAMPLE-DNS.CO.UK',
      'DNSSEC: unsigned',
      '>>> Last update of WHOIS database: 2022-04-08T11:01:24.0Z <<<',
      '',
      'The Service is provided so that you may look up certain information in relation to domain names that we store',
      'in our database. The absence of a record does not indicate that the name is available for registration.',
      'Domain is available for registration: ask your registrar.',
    );
    expect(read(text, 'example.london')).toEqual({
      registrar: 'Mesh Digital Ltd',
      createdAt: '2014-08-25T16:30:21.000Z',
      updatedAt: '2020-11-23T00:26:53.000Z',
      expiresAt: '2024-08-25T23:59:59.000Z',
      nameservers: ['ns2.example-dns.co.uk', 'ns.example-dns.co.uk'],
      statuses: ['ok'],
      dnssec: false,
    });
  });

  it('keeps statuses of several words whole', () => {
    const data = read(
      lines(
        'Domain Name: example.biz',
        'Registrar: Example Registrar, Inc.',
        'Domain Status: CLIENT DELETE PROHIBITED',
        'Domain Status: client hold',
        'Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited',
        'Domain Status: serverUpdateProhibited (https://www.icann.org/epp#serverUpdateProhibited)',
        'Domain Expiration Date: Mon Apr 25 23:59:59 GMT 2016',
      ),
      'example.biz',
    );
    expect(data.statuses).toEqual([
      'clientDeleteProhibited',
      'clientHold',
      'clientTransferProhibited',
      'serverUpdateProhibited',
    ]);
    expect(data.expiresAt).toBe('2016-04-25T23:59:59.000Z');
    expect(data.registrar).toBe('Example Registrar, Inc.');
  });

  it('prefers the registry expiry to the registrar expiry, and the registrar name to its id or URL', () => {
    const data = read(
      lines(
        'Registrar WHOIS Server: whois.example-registrar.com',
        'Registrar URL: http://www.example-registrar.com',
        'Registrar Registration Expiration Date: 2027-01-01T00:00:00Z',
        'Registry Expiry Date: 2026-01-01T00:00:00Z',
        'Sponsoring Registrar IANA ID: 1234',
        'Sponsoring Registrar Organization: Example Registrar Ltd',
        'Sponsoring Registrar: R1234-LROR',
      ),
      'example.org',
    );
    expect(data.expiresAt).toBe('2026-01-01T00:00:00.000Z');
    expect(data.registrar).toBe('Example Registrar Ltd');
  });

  it('reads an answer whose first line is the registrar (a later "registrar:" paragraph is an object of its own)', () => {
    const data = read(
      lines(
        'Registrar: Example Registrar',
        'Creation Date: 2001-02-03',
        'Expiry Date: 2026-02-03',
        'Name Server: ns1.example.com',
      ),
      'example.info',
    );
    expect(data).toMatchObject({
      registrar: 'Example Registrar',
      createdAt: '2001-02-03T00:00:00.000Z',
      expiresAt: '2026-02-03T00:00:00.000Z',
    });
  });

  it('does not take disclaimer prose after an empty "Registrar:" for its value', () => {
    const data = read(
      lines(
        'Domain Name: EXAMPLE.ORG',
        'Registry Expiry Date: 2026-01-01T00:00:00Z',
        'Registrar:',
        '',
        'For more information on Whois status codes, please visit https://icann.org/epp',
      ),
      'example.org',
    );
    expect(data.registrar).toBeNull();
  });

  it('reads the old registrar layout: "Record expires on" without a colon, name servers in a block', () => {
    const data = read(
      lines(
        'Registrant:',
        '   Example Corp',
        '   1 Main St',
        '',
        '   Domain Name: EXAMPLE.NET',
        '',
        '   Record expires on 14-Sep-2020.',
        '   Record created on 15-Sep-1997.',
        '',
        '   Domain servers in listed order:',
        '      NS1.EXAMPLE.NET',
        '      NS2.EXAMPLE.NET',
      ),
      'example.net',
    );
    expect(data.expiresAt).toBe('2020-09-14T00:00:00.000Z');
    expect(data.createdAt).toBe('1997-09-15T00:00:00.000Z');
    expect(data.nameservers).toEqual(['ns1.example.net', 'ns2.example.net']);
  });
});

describe('AFNIC (.fr .pm .re .tf .wf .yt)', () => {
  const registered = lines(
    '%%',
    '%% This is the AFNIC Whois server.',
    '%%',
    'domain:      example.fr',
    'status:      ACTIVE',
    'hold:        NO',
    'registrar:   EXAMPLE REGISTRAR SAS',
    'Expiry Date: 2026-10-25T22:00:00Z',
    'created:     2004-10-25T22:00:00Z',
    'last-update: 2024-10-25T22:34:00Z',
    'source:      FRNIC',
    '',
    'ns-list:     NSL1-FRNIC',
    'nserver:     ns1.example.fr',
    'nserver:     ns2.example.fr',
    '',
    'registrar:   EXAMPLE REGISTRAR SAS',
    'type:        Isp Option 1',
    'registered:  1997-05-22T12:00:00Z',
    '',
    'nic-hdl:     ABC1-FRNIC',
    'type:        ROLE',
    'changed:     2005-08-23T16:13:17Z hostmaster@example.fr',
  );

  it('reads the domain object, not the registrar or contact objects after it', () => {
    expect(read(registered, 'example.fr')).toEqual({
      registrar: 'EXAMPLE REGISTRAR SAS',
      createdAt: '2004-10-25T22:00:00.000Z',
      updatedAt: '2024-10-25T22:34:00.000Z',
      expiresAt: '2026-10-25T22:00:00.000Z',
      nameservers: ['ns1.example.fr', 'ns2.example.fr'],
      statuses: ['active'],
      dnssec: null,
    });
  });

  it('reads old day-first dates', () => {
    const data = read(
      lines(
        'domain:      example.re',
        'status:      ACTIVE',
        'created:     25/10/2004',
        'Expiry Date: 03/04/2026',
        'nserver:     ns1.example.re',
      ),
      'example.re',
    );
    expect(data.createdAt).toBe('2004-10-25T00:00:00.000Z');
    expect(data.expiresAt).toBe('2026-04-03T00:00:00.000Z');
  });

  it.each(['fr', 'pm', 're', 'tf', 'wf', 'yt'])(
    'reads the .%s rate-limit reply as throttled although it ends "No entries found"',
    (tld) => {
      const parsed = parseWhois(
        '%%\n%% This is the AFNIC Whois server.\n%%\n%% Too many requests...\n%%\n\n%% No entries found in the AFNIC Database.\n',
        `example.${tld}`,
      );
      expect(parsed.kind).toBe('throttled');
    },
  );

  it('reads "No entries found" alone as not registered', () => {
    expect(
      parseWhois(
        '%%\n%% This is the AFNIC Whois server.\n%%\n\n%% No entries found in the AFNIC Database.\n',
        'example.fr',
      ),
    ).toEqual({ kind: 'not-found' });
  });
});

describe('Nominet (.uk)', () => {
  it('reads a value on the line after its label, and the registrar without its tag', () => {
    const text = lines(
      '',
      '    Domain name:',
      '        example.co.uk',
      '',
      '    Data validation:',
      "        Nominet was able to match the registrant's name and address against a 3rd party data source on 10-Dec-2012",
      '',
      '    Registrar:',
      '        Example Registrar Ltd t/a Example [Tag = EXAMPLE]',
      '        URL: http://www.example-registrar.co.uk',
      '',
      '    Relevant dates:',
      '        Registered on: 14-Feb-1999',
      '        Expiry date:',
      '                12-Jan-2026',
      '        Last updated:  13-Jan-2025',
      '',
      '    Registration status:',
      '        Registered until expiry date.',
      '',
      '    Name servers:',
      '        ns1.example.net           192.0.2.1',
      '        ns2.example.net',
      '',
      '    WHOIS lookup made at 11:47:13 12-Feb-2025',
    );
    expect(read(text, 'example.co.uk')).toEqual({
      registrar: 'Example Registrar Ltd t/a Example',
      createdAt: '1999-02-14T00:00:00.000Z',
      updatedAt: '2025-01-13T00:00:00.000Z',
      expiresAt: '2026-01-12T00:00:00.000Z',
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      statuses: ['registeredUntilExpiryDate'],
      dnssec: null,
    });
  });

  it('reads its quota reply as throttled and its "no match" as not registered', () => {
    expect(
      parseWhois(
        '\n    The WHOIS query quota for 192.0.2.7 has been exceeded\n    and will be replenished in 23 seconds.\n',
        'example.co.uk',
      ).kind,
    ).toBe('throttled');
    expect(
      parseWhois(
        '\n    No match for "example.co.uk".\n\n    This domain name has not been registered.\n',
        'example.co.uk',
      ),
    ).toEqual({ kind: 'not-found' });
  });
});

describe('RIPE-style ccTLDs', () => {
  it('.ru: paid-till is the expiry, free-date is not; the comma list of states is split', () => {
    const data = read(
      lines(
        'domain:        EXAMPLE.RU',
        'nserver:       ns1.example.ru.',
        'state:         REGISTERED, DELEGATED, VERIFIED',
        'registrar:     RU-CENTER-RU',
        'created:       2004-03-03T21:00:00Z',
        'paid-till:     2026-03-04T21:00:00Z',
        'free-date:     2026-04-05',
        'source:        TCI',
      ),
      'example.ru',
    );
    expect(data.expiresAt).toBe('2026-03-04T21:00:00.000Z');
    expect(data.statuses).toEqual(['registered', 'delegated', 'verified']);
  });

  it('.ua: hour-only zones, the registrar block, contact statuses left out', () => {
    const text = lines(
      '% This is the Ukrainian Whois query server #S.',
      '',
      'domain:           example.com.ua',
      'nserver:          ns1.example.com',
      'status:           clientDeleteProhibited',
      'status:           clientTransferProhibited',
      'created:          2002-12-04 00:00:00+02',
      'modified:         2023-11-02 11:52:29+02',
      'expires:          2024-12-04 00:00:00+02',
      'source:           UAEPP',
      '',
      '% Registrar:',
      '% ==========',
      'registrar:        ua.example',
      'organization:     Example Registrar Inc.',
      'url:              http://registrar.example',
      '',
      '% Registrant:',
      '% ===========',
      'person:           n/a',
      'status:           ok',
      'status:           linked',
      'created:          2018-02-27 21:07:26+02',
    );
    expect(read(text, 'example.com.ua')).toEqual({
      registrar: 'Example Registrar Inc.',
      createdAt: '2002-12-03T22:00:00.000Z',
      updatedAt: '2023-11-02T09:52:29.000Z',
      expiresAt: '2024-12-03T22:00:00.000Z',
      nameservers: ['ns1.example.com'],
      statuses: ['clientDeleteProhibited', 'clientTransferProhibited'],
      dnssec: null,
    });
  });

  it('.ua (old): the expiry inside the status line', () => {
    const data = read(
      lines(
        'domain:     example.ua',
        'admin-c:    EX-UANIC',
        'status:     OK-UNTIL 20140903121852',
        'nserver:    ns1.example.ua',
      ),
      'example.ua',
    );
    expect(data.expiresAt).toBe('2014-09-03T12:18:52.000Z');
    expect(data.statuses).toEqual(['ok']);
  });

  it('.ee: blocks named by a header line, then unindented key: value lines', () => {
    const text = lines(
      'Estonia .ee Top Level Domain WHOIS server',
      '',
      'Domain:',
      'name:       example.ee',
      'status:     ok (paid and in zone)',
      'registered: 2010-07-04 02:15:57 +03:00',
      'changed:    2019-06-04 10:57:45 +03:00',
      'expire:     2026-07-05',
      '',
      'Registrant:',
      'name:       Example OU',
      'changed:    2018-04-26 17:01:21 +03:00',
      '',
      'Registrar:',
      'name:       Example Registrar OÜ',
      'url:        http://www.example.ee',
      'changed:    2018-09-21 14:43:53 +03:00',
      '',
      'Name servers:',
      'nserver:   ns1.example.ee',
      'changed:   2018-09-21 14:43:53 +03:00',
    );
    expect(read(text, 'example.ee')).toEqual({
      registrar: 'Example Registrar OÜ',
      createdAt: '2010-07-03T23:15:57.000Z',
      updatedAt: '2019-06-04T07:57:45.000Z',
      expiresAt: '2026-07-05T00:00:00.000Z',
      nameservers: ['ns1.example.ee'],
      statuses: ['ok'],
      dnssec: null,
    });
  });

  it('.sk: the registrar object after the domain object gives the name', () => {
    const text = lines(
      'Domain:                       example.sk',
      'Registrar:                    EXAM-0001',
      'Created:                      2003-07-24',
      'Updated:                      2024-07-03',
      'Valid Until:                  2026-07-24',
      'Nameserver:                   ns1.example.sk',
      'EPP Status:                   ok',
      '',
      'Registrar:                    EXAM-0001',
      'Name:                         Example s. r. o.',
      'Organization:                 Example s. r. o.',
      'Created:                      2017-09-01',
    );
    const data = read(text, 'example.sk');
    expect(data.registrar).toBe('Example s. r. o.');
    expect(data.createdAt).toBe('2003-07-24T00:00:00.000Z');
    expect(data.expiresAt).toBe('2026-07-24T00:00:00.000Z');
  });

  it('.sk (old): label and value separated by spaces with no colon', () => {
    const data = read(
      lines(
        'Domain                        example.sk',
        'Valid Until                   2019-07-24',
        'Created                       2003-07-24',
        'Nameserver                    ns1.example.sk',
      ),
      'example.sk',
    );
    expect(data.expiresAt).toBe('2019-07-24T00:00:00.000Z');
    expect(data.nameservers).toEqual(['ns1.example.sk']);
  });

  it('.cz (FRED): dotted dates, the nsset object holds the name servers', () => {
    const text = lines(
      '%  (c) 2006-2021 CZ.NIC, z.s.p.o.',
      '',
      'domain:       example.cz',
      'registrant:   EXAMPLE-CONTACT',
      'nsset:        NSS:EXAMPLE:1',
      'registrar:    REG-EXAMPLE',
      'registered:   12.11.1999 18:00:00',
      'changed:      16.03.2024 15:44:06',
      'expire:       01.12.2026',
      '',
      'contact:      EXAMPLE-CONTACT',
      'org:          Example s.r.o.',
      'created:      14.03.2004 10:09:13',
      '',
      'nsset:        NSS:EXAMPLE:1',
      'nserver:      ns1.example.cz (192.0.2.1)',
      'nserver:      ns2.example.net',
    );
    expect(read(text, 'example.cz')).toMatchObject({
      registrar: 'REG-EXAMPLE',
      createdAt: '1999-11-12T18:00:00.000Z',
      expiresAt: '2026-12-01T00:00:00.000Z',
      nameservers: ['ns1.example.cz', 'ns2.example.net'],
    });
  });

  it('.br: YYYYMMDD dates with trailing text, contact objects left out', () => {
    const text = lines(
      '% Copyright (c) Nic.br',
      '',
      'domain:      example.com.br',
      'owner:       Example Ltda',
      'nserver:     ns1.example.com',
      'nsstat:      20190614 AA',
      'created:     19990518 #153979',
      'changed:     20190313',
      'expires:     20260518',
      'status:      published',
      '',
      'nic-hdl-br:  EXA123',
      'person:      Example Person',
      'created:     20030925',
    );
    expect(read(text, 'example.com.br')).toMatchObject({
      createdAt: '1999-05-18T00:00:00.000Z',
      updatedAt: '2019-03-13T00:00:00.000Z',
      expiresAt: '2026-05-18T00:00:00.000Z',
      statuses: ['published'],
    });
  });

  it('.ie (old): renewal is the expiry, account the registrar', () => {
    const data = read(
      lines(
        'domain:       example.ie',
        'descr:        Example Ltd',
        'account:      Example Registrar Ltd',
        'registration: 05-Mar-2002',
        'renewal:      06-Mar-2026',
        'ren-status:   Active',
        'nserver:      ns1.example.ie',
      ),
      'example.ie',
    );
    expect(data).toMatchObject({
      registrar: 'Example Registrar Ltd',
      createdAt: '2002-03-05T00:00:00.000Z',
      expiresAt: '2026-03-06T00:00:00.000Z',
      statuses: ['active'],
    });
  });

  it('.il: validity is day-first, creation and update dates come from the changed lines', () => {
    const text = lines(
      'domain:       example.co.il',
      'descr:        Example Ltd.',
      'nserver:      ns1.example.com',
      'validity:     05-11-2026',
      'DNSSEC:       unsigned',
      'status:       Transfer Locked',
      'changed:      domain-registrar AT isoc.org.il 19990615 (Assigned)',
      'changed:      domain-registrar AT isoc.org.il 20180803 (Changed)',
      '',
      'registrar name: Example Registrar Ltd',
      'registrar info: https://www.example-registrar.co.il',
    );
    expect(read(text, 'example.co.il')).toEqual({
      registrar: 'Example Registrar Ltd',
      createdAt: '1999-06-15T00:00:00.000Z',
      updatedAt: '2018-08-03T00:00:00.000Z',
      expiresAt: '2026-11-05T00:00:00.000Z',
      nameservers: ['ns1.example.com'],
      statuses: ['transferLocked'],
      dnssec: false,
    });
  });

  it('.il: "assigned" is the creation; of several "changed" lines the latest is the update', () => {
    const text = lines(
      'domain:       example.co.il',
      'nserver:      ns1.example.com',
      'assigned:     05-06-1999',
      'validity:     05-06-2026',
      'changed:      registrar AT ns.il 19990605 (Assigned)',
      'changed:      domain-registrar AT isoc.org.il 20020926 (Changed)',
      'changed:      domain-registrar AT isoc.org.il 20181216 (Changed)',
      '',
      'person:       Domain admin',
      'address      Example Inc.',
      'nic-hdl:      EX-1-IL',
      'changed:      Managing Registrar 20230329',
    );
    expect(read(text, 'example.co.il')).toMatchObject({
      createdAt: '1999-06-05T00:00:00.000Z',
      updatedAt: '2018-12-16T00:00:00.000Z',
      expiresAt: '2026-06-05T00:00:00.000Z',
    });
  });

  it('.ie (2020): Account Name, Renewal Date with a full month name', () => {
    const text = lines(
      'Domain:                  example.ie',
      'Account Name:            Example Registrar Inc',
      'Registrar Abuse Contact: Service not supported currently',
      'Registration Date:       21-March-2002',
      'Renewal Date:            21-March-2026',
      'Renewal status:          Active',
      'Nserver:                 ns1.example.com',
    );
    expect(read(text, 'example.ie')).toMatchObject({
      registrar: 'Example Registrar Inc',
      createdAt: '2002-03-21T00:00:00.000Z',
      expiresAt: '2026-03-21T00:00:00.000Z',
      statuses: ['active'],
    });
  });

  it('.ir: expire-date', () => {
    expect(
      read(
        lines(
          'domain:\t\texample.ir',
          'nserver:\tns1.example.ir',
          'last-updated:\t2019-02-26',
          'expire-date:\t2026-03-24',
          'source:\t\tIRNIC # Filtered',
        ),
        'example.ir',
      ),
    ).toMatchObject({ expiresAt: '2026-03-24T00:00:00.000Z', updatedAt: '2019-02-26T00:00:00.000Z' });
  });
});

describe('Asia and Pacific', () => {
  it('.jp: bracket labels in Japanese, JST times', () => {
    const text = lines(
      '[ JPRS database provides information on network administration. Its use is    ]',
      '[ restricted to network administration purposes.                              ]',
      '',
      'Domain Information: [ドメイン情報]',
      '[Domain Name]                   EXAMPLE.JP',
      '',
      '[登録者名]                      Example LLC',
      '',
      '[Name Server]                   ns1.example.jp',
      '[Name Server]                   ns2.example.jp',
      '[Signing Key]                   ',
      '',
      '[登録年月日]                    2005/05/30',
      '[有効期限]                      2026/05/31',
      '[状態]                          Active',
      '[最終更新]                      2025/06/01 01:05:07 (JST)',
      '',
      'Contact Information: [公開連絡窓口]',
      '[最終更新]                      2018/03/02 18:03:16 (JST)',
    );
    expect(read(text, 'example.jp')).toEqual({
      registrar: null,
      createdAt: '2005-05-30T00:00:00.000Z',
      updatedAt: '2025-05-31T16:05:07.000Z',
      expiresAt: '2026-05-31T00:00:00.000Z',
      nameservers: ['ns1.example.jp', 'ns2.example.jp'],
      statuses: ['active'],
      dnssec: null,
    });
  });

  it('.co.jp: English labels with list letters; the expiry inside [State]', () => {
    const text = lines(
      'Domain Information:',
      'a. [Domain Name]                EXAMPLE.CO.JP',
      'p. [Name Server]                ns1.example.co.jp',
      '[State]                         Connected (2026/03/31)',
      '[Registered Date]               2001/03/22',
      '[Last Update]                   2025/04/01 01:05:22 (JST)',
    );
    expect(read(text, 'example.co.jp')).toMatchObject({
      expiresAt: '2026-03-31T00:00:00.000Z',
      createdAt: '2001-03-22T00:00:00.000Z',
      statuses: ['connected'],
      nameservers: ['ns1.example.co.jp'],
    });
  });

  it('.jp English answer: [Expires on]', () => {
    expect(
      read(
        lines(
          '[Domain Name]                   EXAMPLE.JP',
          '[Created on]                    2005/05/30',
          '[Expires on]                    2020/05/31',
          '[Status]                        Active',
        ),
        'example.jp',
      ).expiresAt,
    ).toBe('2020-05-31T00:00:00.000Z');
  });

  it('.kr: "2015. 03. 02." dates, the English registrar, name servers in blocks', () => {
    const text = lines(
      'query : example.co.kr',
      '',
      '# KOREAN(UTF8)',
      '',
      '도메인이름                  : example.co.kr',
      '등록일                      : 1999. 08. 26.',
      '최근 정보 변경일            : 2015. 03. 02.',
      '사용 종료일                 : 2026. 08. 26.',
      '등록대행자                  : (주)예시(http://www.example-agency.co.kr)',
      'DNSSEC                      : 미서명',
      '',
      '1차 네임서버 정보',
      '   호스트이름               : ns1.example.com',
      '',
      '# ENGLISH',
      '',
      'Domain Name                 : example.co.kr',
      'Registered Date             : 1999. 08. 26.',
      'Last Updated Date           : 2015. 03. 02.',
      'Expiration Date             : 2026. 08. 26.',
      'Authorized Agency           : Example Agency Co., Ltd.(http://www.example-agency.co.kr)',
      'DNSSEC                      : unsigned',
      '',
      'Primary Name Server',
      '   Host Name                : ns1.example.com',
      'Secondary Name Server',
      '   Host Name                : ns2.example.com',
    );
    expect(read(text, 'example.co.kr')).toEqual({
      registrar: 'Example Agency Co., Ltd.',
      createdAt: '1999-08-26T00:00:00.000Z',
      updatedAt: '2015-03-02T00:00:00.000Z',
      expiresAt: '2026-08-26T00:00:00.000Z',
      nameservers: ['ns1.example.com', 'ns2.example.com'],
      statuses: [],
      dnssec: false,
    });
  });

  it('.tw: "Record expires on ... (UTC+8)" with no colon, comma-separated statuses', () => {
    const text = lines(
      'Domain Name: example.com.tw',
      '   Domain Status: clientUpdateProhibited,clientTransferProhibited',
      '   Registrant:',
      '      Example Inc.',
      '      1 Example Road',
      '',
      '   Record expires on 2026-11-09 23:59:59 (UTC+8)',
      '   Record created on 2000-08-29 10:00:00 (UTC+8)',
      '',
      '   Domain servers in listed order:',
      '      ns1.example.com',
      '      ns2.example.com',
      '',
      'Registration Service Provider: Example Registrar, Inc.',
      'Registration Service URL: http://www.example-registrar.com/',
    );
    expect(read(text, 'example.com.tw')).toEqual({
      registrar: 'Example Registrar, Inc.',
      createdAt: '2000-08-29T02:00:00.000Z',
      updatedAt: null,
      expiresAt: '2026-11-09T15:59:59.000Z',
      nameservers: ['ns1.example.com', 'ns2.example.com'],
      statuses: ['clientUpdateProhibited', 'clientTransferProhibited'],
      dnssec: null,
    });
  });

  it('.hk: DD-MM-YYYY and the commencement date', () => {
    const text = lines(
      'Domain Name:  EXAMPLE.COM.HK',
      'Domain Status: Active',
      'Registrar Name: Example Domain Registration Company Limited',
      '',
      'Domain Name Commencement Date: 06-04-2000',
      'Expiry Date: 31-03-2026',
      '',
      'Name Servers Information:',
      '',
      'NS1.EXAMPLE.COM',
    );
    expect(read(text, 'example.com.hk')).toMatchObject({
      createdAt: '2000-04-06T00:00:00.000Z',
      expiresAt: '2026-03-31T00:00:00.000Z',
      nameservers: ['ns1.example.com'],
    });
  });

  it('.nz: snake_case keys', () => {
    const text = lines(
      'domain_name: example.co.nz',
      'query_status: 200 Active',
      'domain_dateregistered: 2002-09-11T12:00:00+12:00',
      'domain_datebilleduntil: 2026-07-28T00:00:00+12:00',
      'domain_datelastmodified: 2025-06-26T09:18:54+12:00',
      'domain_signed: no',
      'registrar_name: Example Registrar Inc',
      'ns_name_01: ns1.example.com',
      'ns_name_02: ns2.example.com',
    );
    expect(read(text, 'example.co.nz')).toEqual({
      registrar: 'Example Registrar Inc',
      createdAt: '2002-09-11T00:00:00.000Z',
      updatedAt: '2025-06-25T21:18:54.000Z',
      expiresAt: '2026-07-27T12:00:00.000Z',
      nameservers: ['ns1.example.com', 'ns2.example.com'],
      statuses: ['active'],
      dnssec: false,
    });
    expect(parseWhois('domain_name: nothing.co.nz\nquery_status: 220 Available\n', 'nothing.co.nz')).toEqual({
      kind: 'not-found',
    });
  });

  it('.th: "Exp date" with month names', () => {
    expect(
      read(
        lines(
          'Domain Name:                EXAMPLE.CO.TH',
          'Registrar:                  THNIC',
          'Status:                     ACTIVE',
          'Updated date:               17 Jan 2025',
          'Created date:               08 Oct 2004',
          'Exp date:                   07 Oct 2026',
        ),
        'example.co.th',
      ),
    ).toMatchObject({ expiresAt: '2026-10-07T00:00:00.000Z', createdAt: '2004-10-08T00:00:00.000Z' });
  });

  it('.my: bracket labels', () => {
    expect(
      read(
        lines(
          '[Domain Name]                   EXAMPLE.COM.MY',
          '[Record Created]                24-Apr-2002',
          '[Record Expired]                23-Apr-2026',
        ),
        'example.com.my',
      ),
    ).toMatchObject({ expiresAt: '2026-04-23T00:00:00.000Z', createdAt: '2002-04-24T00:00:00.000Z' });
  });

  it('.kz: dot leaders, "Current Registar", (GMT+0:00)', () => {
    const text = lines(
      'Domain Name............: example.kz',
      '',
      'Primary server.........: ns1.example.kz',
      'Domain created: 1999-06-07 20:00:00 (GMT+0:00)',
      'Last modified : 2025-05-16 09:18:57 (GMT+0:00)',
      'Domain status : clientTransferProhibited - status prohibits transfer',
      'Current Registar:        EXAMPLE-REG',
    );
    expect(read(text, 'example.kz')).toMatchObject({
      registrar: 'EXAMPLE-REG',
      createdAt: '1999-06-07T20:00:00.000Z',
      statuses: ['clientTransferProhibited'],
    });
  });
});

describe('Europe', () => {
  it('.it: registrar block with Organization, Nameservers block, Signed: no', () => {
    const text = lines(
      'Domain:             example.it',
      'Status:             ok',
      'Signed:             no',
      'Created:            1999-12-10 00:00:00',
      'Last Update:        2025-05-07 00:54:15',
      'Expire Date:        2026-04-21',
      '',
      'Registrant',
      '  Organization:     Example S.p.A.',
      '  Created:          2018-03-02 10:28:24',
      '',
      'Registrar',
      '  Organization:     Example Registrar s.p.a.',
      '  Name:             EXAMPLE-REG',
      '  Web:              http://www.example-registrar.it',
      '',
      'Nameservers',
      '  ns1.example.it',
      '  ns2.example.it',
    );
    expect(read(text, 'example.it')).toEqual({
      registrar: 'Example Registrar s.p.a.',
      createdAt: '1999-12-10T00:00:00.000Z',
      updatedAt: '2025-05-07T00:54:15.000Z',
      expiresAt: '2026-04-21T00:00:00.000Z',
      nameservers: ['ns1.example.it', 'ns2.example.it'],
      statuses: ['ok'],
      dnssec: false,
    });
  });

  it('.fi: dot leaders, D.M.YYYY, blocks under bare headers separated by a blank line', () => {
    const text = lines(
      'domain.............: example.fi',
      'status.............: Registered',
      'created............: 30.6.2006 12:54:51',
      'expires............: 1.9.2026 10:18:46',
      'available..........: 1.10.2026 10:18:46',
      'modified...........: 19.7.2025 12:04:31',
      '',
      'Nameservers',
      '',
      'nserver............: ns1.example.fi [Technical Error]',
      '',
      'Holder',
      '',
      'name...............: Example Oy',
      'created............: 1.1.2001',
      '',
      'Registrar',
      '',
      'registrar..........: Example Registrar Oy',
      'www................: www.example-registrar.fi',
    );
    expect(read(text, 'example.fi')).toEqual({
      registrar: 'Example Registrar Oy',
      createdAt: '2006-06-30T12:54:51.000Z',
      updatedAt: '2025-07-19T12:04:31.000Z',
      expiresAt: '2026-09-01T10:18:46.000Z',
      nameservers: ['ns1.example.fi'],
      statuses: ['registered'],
      dnssec: null,
    });
  });

  it('.pl: a value continued on indented lines, the registrar on the line after its header', () => {
    const text = lines(
      'DOMAIN NAME:           example.pl',
      'nameservers:           ns2.example.com.',
      '                       ns1.example.com.',
      'created:               2002.09.19 13:00:00',
      'last modified:         2025.08.22 11:42:46',
      'renewal date:          2026.09.18 14:00:00',
      'dnssec:                Unsigned',
      '',
      'REGISTRAR:',
      'Example Registrar Sp. z o.o.',
      'ul. Przykładowa 1',
    );
    expect(read(text, 'example.pl')).toEqual({
      registrar: 'Example Registrar Sp. z o.o.',
      createdAt: '2002-09-19T13:00:00.000Z',
      updatedAt: '2025-08-22T11:42:46.000Z',
      expiresAt: '2026-09-18T14:00:00.000Z',
      nameservers: ['ns2.example.com', 'ns1.example.com'],
      statuses: [],
      dnssec: false,
    });
  });

  it('.tr: "**" headers, dot leaders and 2014-Aug-22. dates', () => {
    const text = lines(
      '** Domain Name: example.com.tr',
      '',
      '** Registrar:',
      'NIC Handle\t\t: exa14-metu',
      'Organization Name\t: Example Registrar A.S.',
      '',
      '** Domain Servers:',
      'ns1.example.com',
      'ns2.example.com',
      '',
      '** Additional Info:',
      'Created on..............: 2001-Aug-23.',
      'Expires on..............: 2026-Aug-22.',
    );
    expect(read(text, 'example.com.tr')).toMatchObject({
      registrar: 'Example Registrar A.S.',
      createdAt: '2001-08-23T00:00:00.000Z',
      expiresAt: '2026-08-22T00:00:00.000Z',
      nameservers: ['ns1.example.com', 'ns2.example.com'],
    });
  });

  it('.ch: every value on the line after its label', () => {
    const text = lines(
      'Domain name:',
      'example.ch',
      '',
      'Holder of domain name:',
      'Example AG',
      'Example Street 1',
      '',
      'Registrar:',
      'Example Registrar AG',
      '',
      'DNSSEC:N',
      '',
      'Name servers:',
      'ns1.example.ch',
      'ns2.example.ch',
      '',
      'First registration date:',
      '31.01.1995',
    );
    expect(read(text, 'example.ch')).toEqual({
      registrar: 'Example Registrar AG',
      createdAt: '1995-01-31T00:00:00.000Z',
      updatedAt: null,
      expiresAt: null,
      nameservers: ['ns1.example.ch', 'ns2.example.ch'],
      statuses: [],
      dnssec: false,
    });
  });

  it(".be: a weekday before the date; the registrar block; contacts' organisation left out", () => {
    const text = lines(
      'Domain:\texample.be',
      'Status:\tNOT AVAILABLE',
      'Registered:\tTue Dec 12 2000',
      '',
      'Registrar Technical Contacts:',
      '\tOrganisation:\tOther Org',
      '',
      'Registrar:',
      '\tName:\t Example Registrar NV',
      '\tWebsite: http://www.example-registrar.be',
      '',
      'Nameservers:',
      '\tns1.example.be',
    );
    expect(read(text, 'example.be')).toMatchObject({
      registrar: 'Example Registrar NV',
      createdAt: '2000-12-12T00:00:00.000Z',
      statuses: ['notAvailable'],
      nameservers: ['ns1.example.be'],
    });
  });

  it('.de: bracketed contact blocks do not lend their dates to the domain', () => {
    const text = lines(
      'Domain: example.de',
      'Nserver: ns1.example.de',
      'Status: connect',
      'Changed: 2018-03-12T21:44:25+01:00',
      '',
      '[Tech-C]',
      'Type: ROLE',
      'Changed: 2010-01-01T00:00:00+01:00',
    );
    expect(read(text, 'example.de')).toMatchObject({ updatedAt: '2018-03-12T20:44:25.000Z', statuses: ['connect'] });
    expect(parseWhois('Domain: nothing.de\nStatus: free\n', 'nothing.de')).toEqual({ kind: 'not-found' });
  });
});

describe('Americas and others', () => {
  it('.edu: "Domain expires", "Domain record activated"', () => {
    const text = lines(
      'Domain Name: EXAMPLE.EDU',
      '',
      'Registrant:',
      '\tExample University',
      '',
      'Name Servers:',
      '\tNS1.EXAMPLE.EDU',
      '',
      'Domain record activated:    18-Jan-1999',
      'Domain record last updated: 05-Sep-2025',
      'Domain expires:             31-Jul-2026',
    );
    expect(read(text, 'example.edu')).toMatchObject({
      createdAt: '1999-01-18T00:00:00.000Z',
      updatedAt: '2025-09-05T00:00:00.000Z',
      expiresAt: '2026-07-31T00:00:00.000Z',
      nameservers: ['ns1.example.edu'],
    });
  });

  it('.ws: "Domain Currently Expires", name servers after a blank line', () => {
    const text = lines(
      '    Domain Name: example.ws',
      '',
      '    Registrar Name: Example.ws',
      '',
      '    Domain Created: 2002-04-19',
      '    Domain Last Updated: 2024-03-20',
      '    Domain Currently Expires: 2026-04-19',
      '',
      '    Current Nameservers:',
      '',
      '        ns1.example.ws',
      '        ns2.example.ws',
    );
    expect(read(text, 'example.ws')).toMatchObject({
      registrar: 'Example.ws',
      expiresAt: '2026-04-19T00:00:00.000Z',
      nameservers: ['ns1.example.ws', 'ns2.example.ws'],
    });
  });

  it('.ca: date_renewal and the registrar block', () => {
    const text = lines(
      'Domain name:           example.ca',
      'Domain status:         registered',
      'Creation date:         2000/10/03',
      'Expiry date:           2026/04/28',
      'date_renewal:          2026/04/28',
      '',
      'Registrar:',
      '    Name:              Example Registrar Canada Ltd.',
      '    Number:            5000040',
      '',
      'Registrant:',
      '    Name:              Example Inc.',
    );
    expect(read(text, 'example.ca')).toMatchObject({
      registrar: 'Example Registrar Canada Ltd.',
      expiresAt: '2026-04-28T00:00:00.000Z',
      statuses: ['registered'],
    });
    expect(read('date_renewal: 2026/04/28\ndomain_name: example.ca\n', 'example.ca').expiresAt).toBe(
      '2026-04-28T00:00:00.000Z',
    );
  });

  it('.ly: "Expired"', () => {
    expect(
      read(
        lines('Domain Name: example.ly', 'Created: 2006-04-28T10:00:00Z', 'Expired: 2026-04-28T10:00:00Z'),
        'example.ly',
      ).expiresAt,
    ).toBe('2026-04-28T10:00:00.000Z');
  });

  it('.bo and .ve: Spanish labels, day-first dates', () => {
    expect(
      read(
        lines('Dominio: example.bo', 'Fecha de registro: 22/01/2009', 'Fecha de vencimiento: 03/02/2026'),
        'example.bo',
      ),
    ).toMatchObject({ createdAt: '2009-01-22T00:00:00.000Z', expiresAt: '2026-02-03T00:00:00.000Z' });
    expect(
      read(lines('Nombre de Dominio: example.co.ve', 'Fecha de Vencimiento: 2026-05-04 10:00:00'), 'example.co.ve')
        .expiresAt,
    ).toBe('2026-05-04T10:00:00.000Z');
  });

  it('.ve: Spanish labels, name servers as a bulleted list after a blank line', () => {
    const text = lines(
      'Titular:',
      'Example C.A. \t\tdns@example.co.ve',
      '   Caracas',
      '',
      '   Nombre de Dominio: example.co.ve',
      '',
      '   Contacto Administrativo:',
      '      DNS Admin \t\tdns@example.co.ve',
      '',
      '   Fecha de Vencimiento: 2026-03-06 00:00:00',
      '   Ultima Actualización: 2005-11-17 20:35:01',
      '   Fecha de Creación: 2003-03-06 00:00:00',
      '',
      '   Estatus del dominio: ACTIVO',
      '',
      '   Servidor(es) de Nombres de Dominio:',
      '',
      '   - ns1.example.com',
      '   - ns2.example.com',
    );
    expect(read(text, 'example.co.ve')).toEqual({
      registrar: null,
      createdAt: '2003-03-06T00:00:00.000Z',
      updatedAt: '2005-11-17T20:35:01.000Z',
      expiresAt: '2026-03-06T00:00:00.000Z',
      nameservers: ['ns1.example.com', 'ns2.example.com'],
      statuses: ['activo'],
      dnssec: null,
    });
  });

  it('.bg: no dates published; name servers after an upper-case header', () => {
    const text = lines(
      '',
      'DOMAIN NAME: example.bg',
      'activated on: see at www.register.bg',
      'expires at: see at www.register.bg',
      'registration status: Registered',
      '',
      'REGISTRANT:',
      'Example EAD',
      '  SOFIA, 1592',
      '',
      'NAME SERVER INFORMATION:',
      'ns.example.bg',
      'ns2.example.bg',
      '',
      'DNSSEC: Inactive',
    );
    expect(read(text, 'example.bg')).toEqual({
      registrar: null,
      createdAt: null,
      updatedAt: null,
      expiresAt: null,
      nameservers: ['ns.example.bg', 'ns2.example.bg'],
      statuses: ['registered'],
      dnssec: false,
    });
  });

  it('.kz: name servers as "Primary server"', () => {
    expect(
      read(
        lines(
          'Domain Name............: example.kz',
          '',
          'Nameserver in listed order',
          '',
          'Primary server.........: ns1.example.kz',
          'Primary ip address.....: 192.0.2.10',
          '',
          'Secondary server.......: ns2.example.kz',
        ),
        'example.kz',
      ).nameservers,
    ).toEqual(['ns1.example.kz', 'ns2.example.kz']);
  });

  it('.hu: only a creation date is published', () => {
    expect(
      read(
        lines(
          '% Whois server 4.0 serving the hu ccTLD',
          '',
          '',
          'domain:         example.hu',
          'record created: 2000-03-03',
          'Tovabbi adatokert ld.:',
          'https://www.domain.hu/domain-kereses/',
        ),
        'example.hu',
      ),
    ).toMatchObject({ createdAt: '2000-03-03T00:00:00.000Z', expiresAt: null });
  });

  it('.cl: a zone abbreviation', () => {
    expect(
      read(
        lines(
          'Domain name: example.cl',
          'Registrar name: Example Registrar',
          'Expiration date: 2026-11-20 14:48:02 CLST',
        ),
        'example.cl',
      ).expiresAt,
    ).toBe('2026-11-20T17:48:02.000Z');
  });

  it('.ng: WAT times', () => {
    expect(
      read(lines('Domain Name: example.com.ng', 'Registry Expiry Date: 07 Oct 2026 10:02 WAT'), 'example.com.ng')
        .expiresAt,
    ).toBe('2026-10-07T09:02:00.000Z');
  });
});
