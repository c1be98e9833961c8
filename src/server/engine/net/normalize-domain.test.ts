import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './normalize-domain';

describe('normalizeDomain', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['  example.com  ', 'example.com'],
    ['https://www.example.com/path?q=1#top', 'www.example.com'],
    ['http://user:pass@example.com:8080/', 'example.com:8080'],
    ['example.com.', 'example.com'],
    ['example.com:443', 'example.com'],
    ['münchen.de', 'xn--mnchen-3ya.de'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
    ['mail_relay.example.com', 'mail_relay.example.com'],
    ['sub-domain.example.co.uk', 'sub-domain.example.co.uk'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeDomain(input)).toMatchObject({ ok: true, domain: expected });
  });

  it('keeps a port for the probes that connect and gives the host to those that look up names', () => {
    expect(normalizeDomain('https://Shop.Example.com:8443/cart')).toEqual({
      ok: true,
      domain: 'shop.example.com:8443',
      host: 'shop.example.com',
      port: 8443,
    });
    expect(normalizeDomain('пример.рф')).toEqual({
      ok: true,
      domain: 'xn--e1afmkfd.xn--p1ai',
      host: 'xn--e1afmkfd.xn--p1ai',
      port: null,
    });
  });

  it('asks for a domain when the input is blank', () => {
    expect(normalizeDomain('   ')).toEqual({ ok: false, message: 'Please enter a domain name' });
  });

  it.each([
    '_dmarc.example.com',
    'localhost',
    'example',
    '-example.com',
    'exa mple.com',
    'example.c',
    'example.123',
    '10.0.0.1',
    '[::1]',
    'http://[::1]/',
    'a..b.com',
    `${'a'.repeat(64)}.com`,
    'example.com:0',
    'example.com:65536',
  ])('rejects %j with the SPEC message', (input) => {
    expect(normalizeDomain(input)).toEqual({ ok: false, message: 'Please enter a valid domain name' });
  });
});
