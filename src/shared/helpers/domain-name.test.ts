import { describe, expect, it } from 'vitest';
import {
  displayDomain,
  domainHost,
  hostKind,
  isValidDomainName,
  isValidDomainTarget,
  normalizeDomainName,
  splitDomainName,
} from './domain-name';
import { decodePunycode } from './punycode';

describe('normalizeDomainName', () => {
  it.each([
    ['  HTTPS://Example.COM/pricing?x=1 ', 'example.com'],
    ['example.com:8443', 'example.com:8443'],
    ['https://user:pass@Example.com:08443/x', 'example.com:8443'],
    ['example.com:443', 'example.com'],
    ['example.com:', 'example.com'],
    ['example.com.', 'example.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
    ['ПРИМЕР.РФ:8080', 'xn--e1afmkfd.xn--p1ai:8080'],
    ['испытание.xn--80asehdb', 'xn--80akhbyknj4f.xn--80asehdb'],
  ])('stores %j as %j', (input, stored) => {
    expect(normalizeDomainName(input)).toBe(stored);
    expect(isValidDomainName(stored)).toBe(true);
  });
});

describe('isValidDomainName', () => {
  it.each([
    'example.photography',
    'example.xn--p1ai',
    'example.xn--80asehdb',
    'a.io',
    'my_host.example.co.uk',
    'example.com:1',
    'example.com:65535',
  ])('accepts %j', (name) => {
    expect(isValidDomainName(name)).toBe(true);
  });

  it.each([
    'localhost',
    'example',
    'example.c',
    'example.123',
    '-example.com',
    'a..b.com',
    `${'a'.repeat(64)}.com`,
    'example.com:0',
    'example.com:65536',
    'example.com:99999',
    'example.xn--',
    '[::1]',
    '10.0.0.1',
  ])('refuses %j', (name) => {
    expect(isValidDomainName(name)).toBe(false);
  });
});

describe('displayDomain', () => {
  it('shows internationalised labels in Unicode and keeps the port', () => {
    expect(displayDomain('xn--e1afmkfd.xn--p1ai')).toBe('пример.рф');
    expect(displayDomain('xn--bcher-kva.de:8443')).toBe('bücher.de:8443');
    expect(displayDomain('xn--80akhbyknj4f.xn--80asehdb')).toBe('испытание.онлайн');
    expect(displayDomain('example.com:8443')).toBe('example.com:8443');
  });

  it('leaves a label that does not decode as stored', () => {
    expect(displayDomain('xn--zzzzzzzzzzzzzzzzzzzz9.com')).toBe('xn--zzzzzzzzzzzzzzzzzzzz9.com');
  });
});

describe('splitDomainName', () => {
  it('splits the host from the port the probes use', () => {
    expect(splitDomainName('example.com:8443')).toEqual({ host: 'example.com', port: 8443 });
    expect(splitDomainName('example.com')).toEqual({ host: 'example.com', port: null });
    expect(domainHost('xn--p1ai.example.com:8080')).toBe('xn--p1ai.example.com');
  });
});

describe('decodePunycode', () => {
  it('decodes the RFC 3492 samples', () => {
    expect(decodePunycode('p1ai')).toBe('рф');
    expect(decodePunycode('mnchen-3ya')).toBe('münchen');
    expect(decodePunycode('ihqwcrb4cv8a8dqg056pqjye')).toBe('他们为什么不说中文');
    expect(decodePunycode('-> $1.00 <--')).toBe('-> $1.00 <-');
    expect(decodePunycode('99999999999')).toBeNull();
  });
});

describe('isValidDomainTarget and hostKind (decision 071)', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['127.0.0.1:8080', 'address'],
    ['[::1]:8080', 'address'],
    ['10.0.0.1', 'address'],
    ['shop.example.com:8443', 'name'],
  ] as const)('accepts %j as a %s', (name, kind) => {
    expect(isValidDomainTarget(name)).toBe(true);
    expect(hostKind(name)).toBe(kind);
  });

  it.each(['localhost:0', '256.1.1.1', '[::1', '[gg::1]:80', '127.0.0.1:70000'])('refuses %j', (name) => {
    expect(isValidDomainTarget(name)).toBe(false);
  });

  it('writes a bare IPv6 address in brackets', () => {
    expect(normalizeDomainName('fd00::5')).toBe('[fd00::5]');
    expect(normalizeDomainName('http://[::1]:8080/health')).toBe('[::1]:8080');
  });
});
