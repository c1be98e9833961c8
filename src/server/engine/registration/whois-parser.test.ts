import { describe, expect, it } from 'vitest';
import { GARBLED_WHOIS, VERISIGN_WHOIS_NO_MATCH, verisignWhoisText } from '../testing/registry-fixtures';
import { parseWhois, parseWhoisDate } from './whois-parser';

describe('parseWhois', () => {
  it('reads a Verisign answer', () => {
    const parsed = parseWhois(verisignWhoisText({ domain: 'example.com', expiresAt: new Date('2026-08-13T04:00:00Z'), registrar: 'RESERVED-Internet Assigned Numbers Authority' }), 'example.com');
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
    const parsed = parseWhois('domain:        EXAMPLE.RU\nnserver:       ns1.example.ru.\nstate:         REGISTERED, DELEGATED, VERIFIED\nregistrar:     RU-CENTER-RU\ncreated:       2005-04-12T20:00:00Z\npaid-till:     2026-04-13T21:00:00Z\n', 'example.ru');
    expect(parsed.kind === 'parsed' && parsed.data.expiresAt).toBe('2026-04-13T21:00:00.000Z');
    expect(parsed.kind === 'parsed' && parsed.data.nameservers).toEqual(['ns1.example.ru']);
  });

  it('recognises "not registered" answers', () => {
    expect(parseWhois(VERISIGN_WHOIS_NO_MATCH, 'unregistered.test')).toEqual({ kind: 'not-found' });
    expect(parseWhois('%% NOT FOUND\n', 'example.org')).toEqual({ kind: 'not-found' });
  });

  it('calls garbage unparseable instead of guessing', () => {
    expect(parseWhois(GARBLED_WHOIS, 'example.com').kind).toBe('unparseable');
  });

  it('never turns an ambiguous date into a wrong one', () => {
    const parsed = parseWhois('Registrar: Example\nRegistry Expiry Date: 03/04/2027\n', 'example.com');
    expect(parsed.kind === 'parsed' && parsed.data.expiresAt).toBeNull();
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
