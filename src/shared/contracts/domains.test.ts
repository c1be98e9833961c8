import { describe, expect, it } from 'vitest';
import { createDomainSchema, normalizeDomainInput, planLimitMessage, updateDomainSchema } from './domains';

describe('domain names', () => {
  it('normalises what people paste', () => {
    expect(normalizeDomainInput('  HTTPS://Example.COM/pricing?x=1 ')).toBe('example.com');
    expect(normalizeDomainInput('example.com:8443')).toBe('example.com');
    expect(createDomainSchema.parse({ name: 'Example.com:8443' }).name).toBe('example.com:8443');
    expect(createDomainSchema.parse({ name: 'пример.рф' }).name).toBe('xn--e1afmkfd.xn--p1ai');
    expect(updateDomainSchema.parse({ name: 'shop.xn--80asehdb' }).name).toBe('shop.xn--80asehdb');
    expect(normalizeDomainInput('example.com.')).toBe('example.com');
    expect(normalizeDomainInput('bücher.de')).toBe('xn--bcher-kva.de');
  });

  it('accepts the SPEC §5 domain rule and names the example when adding', () => {
    expect(createDomainSchema.parse({ name: 'shop.example.co.uk' }).name).toBe('shop.example.co.uk');
    expect(createDomainSchema.parse({ name: 'my_host.example.io', description: '' }).description).toBeNull();
    for (const bad of [
      'localhost:99999',
      'localhostx',
      'example.c',
      '300.1.1.1',
      '127.0.0.1:0',
      '[::1',
      '[zz::1]:80',
      '-example.com',
      'exa mple.com',
      'example.123',
      'example.com:70000',
    ]) {
      const r = createDomainSchema.safeParse({ name: bad });
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Please enter a valid domain name (e.g., example.com)');
    }
    expect(createDomainSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('Domain name is required');
    expect(updateDomainSchema.safeParse({ name: 'nope' }).error?.issues[0]?.message).toBe(
      'Please enter a valid domain name',
    );
  });

  it('takes localhost and IP addresses (IPv6 in brackets) with a port, and an HTTP-only choice (decision 071)', () => {
    expect(createDomainSchema.parse({ name: 'localhost:3000' }).name).toBe('localhost:3000');
    expect(createDomainSchema.parse({ name: 'http://127.0.0.1:8080/health' }).name).toBe('127.0.0.1:8080');
    expect(createDomainSchema.parse({ name: '[::1]:8080' }).name).toBe('[::1]:8080');
    expect(createDomainSchema.parse({ name: 'fd00::5' }).name).toBe('[fd00::5]');
    expect(createDomainSchema.parse({ name: '192.168.1.20', httpOnly: true })).toMatchObject({
      name: '192.168.1.20',
      httpOnly: true,
    });
    // a PATCH of one setting keeps the description; an empty one clears it
    expect(updateDomainSchema.parse({ httpOnly: true }).description).toBeUndefined();
    expect(updateDomainSchema.parse({ description: '' }).description).toBeNull();
  });

  it('words the plan limit notice like the spec, with the count said right (decision 069: never "domain(s)")', () => {
    expect(planLimitMessage(1, 'Free')).toBe(
      "You've reached the limit of 1 domain for your Free plan. Upgrade to monitor more domains.",
    );
    expect(planLimitMessage(10, 'Pro')).toContain('the limit of 10 domains for your Pro plan');
  });
});
