import { describe, expect, it } from 'vitest';
import { GARBLED_WHOIS, VERISIGN_WHOIS_NO_MATCH, verisignWhoisText } from '../testing/registry-fixtures';
import { parseWhois, parseWhoisDate } from './whois-parser';

describe('parseWhois', () => {
  it('reads a Verisign answer', () => {
    const parsed = parseWhois(
      verisignWhoisText({
        domain: 'example.com',
        expiresAt: new Date('2026-08-13T04:00:00Z'),
        registrar: 'RESERVED-Internet Assigned Numbers Authority',
      }),
      'example.com',
    );
    expect(parsed).toEqual({
      kind: 'parsed',
      data: {
        registrar: 'RESERVED-Internet Assigned Numbers Authority',
        createdAt: '1995-08-14T04:00:00.000Z',
        updatedAt: '2024-08-14T07:01:34.000Z',
        expiresAt: '2026-08-13T04:00:00.000Z',
        nameservers: ['a.iana-servers.net', 'b.iana-servers.net'],
        statuses: ['clientDeleteProhibited', 'clientTransferProhibited'],
        dnssec: true,
      },
    });
  });

  it('reads Nominet blocks and DD-Mon-YYYY dates', () => {
    const text = [
      '    Domain name:',
      '        example.co.uk',
      '',
      '    Registrar:',
      '        Example Registrar Ltd [Tag = EXAMPLE]',
      '        URL: https://registrar.example',
      '',
      '    Relevant dates:',
      '        Registered on: 26-Mar-2001',
      '        Expiry date:  26-Mar-2027',
      '        Last updated:  12-Feb-2025',
      '',
      '    Name servers:',
      '        ns1.example.net        192.0.2.1',
      '        ns2.example.net',
      '',
    ].join('\n');
    const parsed = parseWhois(text, 'example.co.uk');
    expect(parsed.kind).toBe('parsed');
    if (parsed.kind !== 'parsed') return;
    expect(parsed.data.registrar).toBe('Example Registrar Ltd');
    expect(parsed.data.expiresAt).toBe('2027-03-26T00:00:00.000Z');
    expect(parsed.data.createdAt).toBe('2001-03-26T00:00:00.000Z');
    expect(parsed.data.nameservers).toEqual(['ns1.example.net', 'ns2.example.net']);
  });

  it('reads RIPE-style ccTLD keys (paid-till, nserver)', () => {
    const parsed = parseWhois(
      'domain:        EXAMPLE.RU\nnserver:       ns1.example.ru.\nstate:         REGISTERED, DELEGATED, VERIFIED\nregistrar:     RU-CENTER-RU\ncreated:       2005-04-12T20:00:00Z\npaid-till:     2026-04-13T21:00:00Z\n',
      'example.ru',
    );
    expect(parsed.kind === 'parsed' && parsed.data.expiresAt).toBe('2026-04-13T21:00:00.000Z');
    expect(parsed.kind === 'parsed' && parsed.data.nameservers).toEqual(['ns1.example.ru']);
  });

  it('recognises "not registered" answers', () => {
    expect(parseWhois(VERISIGN_WHOIS_NO_MATCH, 'unregistered.test')).toEqual({ kind: 'not-found' });
    expect(parseWhois('%% NOT FOUND\n', 'example.org')).toEqual({ kind: 'not-found' });
  });

  it('calls garbage unparseable instead of guessing', () => {
    expect(parseWhois(GARBLED_WHOIS, 'example.com')).toEqual({
      kind: 'unparseable',
      reason: 'the WHOIS answer has no recognisable fields',
    });
  });

  it('tells a reserved name from one with no record, by whichever the registry says first', () => {
    expect(parseWhois('Domain Name: example.com\nDomain Status: reserved\n', 'example.com')).toEqual({
      kind: 'reserved',
    });
    expect(parseWhois('% example.de is reserved\n', 'example.de')).toEqual({ kind: 'reserved' });
    expect(parseWhois('Reserved name\nNot available for registration\n', 'example.test')).toEqual({ kind: 'reserved' });
    expect(
      parseWhois('No match for "example.test".\n% Some names are reserved by the registry.\n', 'example.test'),
    ).toEqual({ kind: 'not-found' });
  });

  it('never turns an ambiguous date into a wrong one', () => {
    const parsed = parseWhois('Registrar: Example\nRegistry Expiry Date: 03/04/2027\n', 'example.com');
    expect(parsed.kind === 'parsed' && parsed.data.expiresAt).toBeNull();
  });
});

describe('parseWhois: registered, not registered, unknown', () => {
  it.each([
    ['example.com', 'No match for "EXAMPLE.COM".\r\n>>> Last update of whois database: 2025-01-01T00:00:00Z <<<\r\n'],
    ['example.xyz', 'DOMAIN NOT FOUND\n'],
    [
      'example.app',
      'Domain not found.\n>>> Last update of WHOIS database: 2025-01-01T00:00:00Z <<<\n\nTerms of Use: Google Registry provides this service.\n',
    ],
    [
      'example.tel',
      'No Data Found\n\nThe absence of a record does not indicate that the name is available for registration.\n',
    ],
    ['example.top', 'The queried object does not exist: no matching objects\n'],
    ['example.cn', 'No matching record.\n'],
    ['example.jp', '[ JPRS database provides information on network administration. Its use is    ]\n\nNo match!!\n'],
    ['example.se', 'domain "example.se" not found.\n'],
    ['example.nl', 'example.nl is free\n'],
    ['example.it', 'Domain:             example.it\nStatus:             AVAILABLE\n'],
    ['example.cz', '%ERROR:101: no entries found\n'],
    ['example.at', '% nothing found\n'],
    ['example.kz', '*** Nothing found for this query.\n'],
    ['example.pl', 'No information available about domain name example.pl in the Registry NASK database.\n'],
    ['example.ch', 'The requested domain was not found in the Registry or Registrar\u2019s WHOIS Server.\n'],
    ['example.hk', 'The domain has not been registered.\n'],
    ['example.co.kr', 'Above domain name is not registered to KRNIC.\n'],
    ['example.ie', 'Not Registered - The domain you have requested is not a registered .ie domain name.\n'],
    ['example.co.il', 'No data was found to match the request criteria.\n'],
    ['example.ca', 'Not found: example.ca\n'],
    ['example.bg', 'DOMAIN NAME: example.bg\nregistration status: available\n'],
    ['example.tk', 'Invalid query or domain name not known in Dot TK Domain Registry\n'],
    ['example.com.ar', 'El dominio example.com.ar no se encuentra registrado en NIC Argentina\n'],
    ['example.cl', 'example.cl: no existe\n'],
    ['example.pt', 'example.pt no match\n'],
    ['example.tw', 'No Found\n'],
    ['example.hr', '%ERROR:103: Domain is not registered\n'],
    ['example.lk', 'This Domain is not available in our whois database\n'],
    ['example.uz', 'Sorry, but domain: "example.uz", not found in database\n'],
    ['example.coop', 'No domain records were found to match "EXAMPLE.COOP"\n'],
    ['example.bg', 'Domain name example.bg does not exist in database!\n'],
  ])('%s: "no such domain" is not-found', (domain, text) => {
    expect(parseWhois(text, domain)).toEqual({ kind: 'not-found' });
  });

  it.each([
    ['example.org', 'WHOIS LIMIT EXCEEDED - SEE WWW.PIR.ORG/WHOIS FOR DETAILS\n'],
    ['example.ch', 'Requests of this client are not permitted. Please use https://www.nic.ch/ for queries.\n'],
    ['example.kr', 'query rate exceeded, try later\n'],
    ['example.de', '55000000002 Connection refused; access control limit reached.\n'],
    ['example.com', 'Your connection limit exceeded. Please slow down and try again later.\n'],
    ['example.eu', '-2: Excessive querying, grace period of 30 seconds.\n'],
    ['example.ru', 'You have exceeded allowed connection rate.\nNo entries found for the selected source(s).\n'],
    ['example.it', 'Number of allowed queries exceeded\n'],
    ['example.jp', 'Query rate limit exceeded\n'],
    ['example.fr', '%% Too many requests...\n%% No entries found\n'],
  ])('%s: a rate-limit reply is throttled, never not-found', (domain, text) => {
    expect(parseWhois(text, domain).kind).toBe('throttled');
  });

  it('never reads an answer with registration facts as not registered', () => {
    const text = 'Domain Name: EXAMPLE.TEL\nRegistry Expiry Date: 2026-01-01T00:00:00Z\nNo Data Found\nNOT FOUND\n';
    expect(parseWhois(text, 'example.tel').kind).toBe('parsed');
  });

  it('reads a "never expires" placeholder as no expiry, not as an error or a misparse', () => {
    const parsed = parseWhois(
      'Domain Name: example.arpa\nRegistrar: Example Registry\nRegistry Expiry Date: 9999-12-31T23:59:59Z\n',
      'example.arpa',
    );
    expect(parsed).toMatchObject({
      kind: 'parsed',
      data: { expiresAt: null, expiryNever: true, registrar: 'Example Registry' },
    });
    const dmy = parseWhois('domain: example.fr\nExpiry Date: 31/12/2999\nnserver: ns1.example.fr\n', 'example.fr');
    expect(dmy).toMatchObject({ kind: 'parsed', data: { expiresAt: null, expiryNever: true } });
    const ordinary = parseWhois('Registrar: Example\nRegistry Expiry Date: 2026-01-01\n', 'example.com');
    expect(ordinary.kind === 'parsed' && 'expiryNever' in ordinary.data).toBe(false);
  });

  it('reads ambiguous numeric dates day-first only where the registry writes them so', () => {
    const text = 'Registrar: Example\nExpiry Date: 03/04/2027\n';
    expect(parseWhois(text, 'example.pt')).toMatchObject({ data: { expiresAt: '2027-04-03T00:00:00.000Z' } });
    expect(parseWhois(text, 'example.unknowntld')).toMatchObject({ data: { expiresAt: null } });
  });

  it('chooses the profile by the longest suffix and falls back to the generic one', () => {
    // 'renewal' means expiry only for IEDR (.ie); '(Assigned)' dates only for .il.
    expect(parseWhois('domain: example.ie\nrenewal: 06-Mar-2026\n', 'www.example.ie')).toMatchObject({
      data: { expiresAt: '2026-03-06T00:00:00.000Z' },
    });
    expect(parseWhois('domain: example.com\nrenewal: 06-Mar-2026\nregistrar: X\n', 'example.com')).toMatchObject({
      data: { expiresAt: null },
    });
    expect(parseWhois('Expiry date: 06/03/2026\nRegistrar: X\n', 'EXAMPLE.CO.UK.')).toMatchObject({
      data: { expiresAt: '2026-03-06T00:00:00.000Z' },
    });
  });

  it('never throws, whatever it is given', () => {
    const inputs: unknown[] = [
      '',
      '\u0000',
      ':::',
      '[',
      '[]',
      'a:'.repeat(10_000),
      '\n'.repeat(50_000),
      'Registrar:\n'.repeat(2000),
      '\t\t[x]\n  y\n z: \n',
      'x'.repeat(300_000),
      null,
      undefined,
      42,
    ];
    for (const input of inputs) {
      for (const domain of ['example.com', '', '.', 'co.uk', 'a..b', 'рф']) {
        expect(() => parseWhois(input as string, domain)).not.toThrow();
      }
    }
  });

  it('reads a few kilobytes in well under a millisecond', () => {
    const one = verisignWhoisText({
      domain: 'example.com',
      expiresAt: new Date('2026-08-13T04:00:00Z'),
      registrar: 'Example Registrar',
    });
    const answer = `${one}\n${one}\n${one}`;
    expect(answer.length).toBeGreaterThan(4000);
    for (let i = 0; i < 200; i += 1) parseWhois(answer, 'example.com');
    // This process's CPU time, best of several batches: other work on a busy machine delays the parser (wall
    // time), it does not make it do more.
    const perAnswerMs = Math.min(
      ...Array.from({ length: 8 }, () => {
        const started = process.cpuUsage();
        for (let i = 0; i < 200; i += 1) parseWhois(answer, 'example.com');
        const used = process.cpuUsage(started);
        return (used.user + used.system) / 1000 / 200;
      }),
    );
    expect(perAnswerMs).toBeLessThan(0.5);
  });
});

describe('parseWhoisDate', () => {
  it.each([
    ['2026-08-13T04:00:00Z', '2026-08-13T04:00:00.000Z'],
    ['2026-08-13T04:00:00.0Z', '2026-08-13T04:00:00.000Z'],
    ['2026-08-13 04:00:00', '2026-08-13T04:00:00.000Z'],
    ['2026-08-13T06:00:00+02:00', '2026-08-13T04:00:00.000Z'],
    ['2026-08-13', '2026-08-13T00:00:00.000Z'],
    ['2026.08.13', '2026-08-13T00:00:00.000Z'],
    ['2026/08/13 10:00:00', '2026-08-13T10:00:00.000Z'],
    ['13-aug-2026', '2026-08-13T00:00:00.000Z'],
    ['13.08.2026', '2026-08-13T00:00:00.000Z'],
  ])('%s', (raw, iso) => {
    expect(parseWhoisDate(raw)?.toISOString()).toBe(iso);
  });

  it.each(['08/13/2026', '2026-02-30', 'tomorrow', '13 August', '1900-01-01'])('rejects %s', (raw) => {
    expect(parseWhoisDate(raw)).toBeNull();
  });
});
