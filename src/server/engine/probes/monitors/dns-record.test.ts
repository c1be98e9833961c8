import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dnsRecordSettingsSchema } from '../../../../shared/contracts/monitors';
import { rr, startDnsServer, type TestDnsServer } from '../../testing/dns-server';
import { testEngineOptions } from '../../testing/test-options';
import { closeEngineContext } from '../../context';
import type { EngineOptions } from '../../options';
import { runMonitorProbe } from './index';

let dns: TestDnsServer;
let options: EngineOptions;

beforeAll(async () => {
  dns = await startDnsServer({
    'shop.test': [
      rr.a('203.0.113.10'),
      rr.a('203.0.113.11'),
      rr.aaaa('2001:db8::1'),
      rr.mx('mail1.shop.test', 10),
      rr.mx('mail2.shop.test', 20),
      rr.ns('ns1.dns-host.test'),
      rr.ns('ns2.dns-host.test'),
      rr.txt('v=spf1 include:_spf.mail.test ', '-all'),
      rr.txt('google-site-verification=AbC123'),
      rr.caa('issue', 'letsencrypt.org'),
    ],
    'www.shop.test': [rr.cname('shop-cdn.example.test')],
    'shop-cdn.example.test': [rr.a('198.51.100.7')],
    'empty.shop.test': [rr.txt('only text')],
  });
  options = testEngineOptions({ dnsServers: dns.servers });
});
afterAll(async () => {
  closeEngineContext(options);
  await dns.close();
});

const check = (input: Record<string, unknown>, opts = options) =>
  runMonitorProbe('dns-record', dnsRecordSettingsSchema.parse(input), opts);

describe('DNS record monitor', () => {
  it('is up when the records are exactly the expected ones, in any order and case', async () => {
    const result = await check({ host: 'Shop.Test.', recordType: 'A', expected: ['203.0.113.11', '203.0.113.10'] });
    expect(result).toMatchObject({
      status: 'healthy',
      up: true,
      message: 'The A record of shop.test is 203.0.113.10, 203.0.113.11, as expected',
    });
    expect(result.details).toMatchObject({ found: ['203.0.113.10', '203.0.113.11'], missing: [], unexpected: [] });
    expect(result.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('names what differs in an exact match', async () => {
    const result = await check({ host: 'shop.test', recordType: 'A', expected: ['203.0.113.10', '203.0.113.99'] });
    expect(result).toMatchObject({
      status: 'critical',
      up: false,
      message:
        'The A record of shop.test is 203.0.113.10, 203.0.113.11: 203.0.113.99 missing, 203.0.113.11 not expected',
      details: { missing: ['203.0.113.99'], unexpected: ['203.0.113.11'] },
    });
  });

  it('with includes, only asks for the expected values to be among those found', async () => {
    expect(
      (await check({ host: 'shop.test', recordType: 'A', expected: ['203.0.113.10'], match: 'includes' })).status,
    ).toBe('healthy');
    const missing = await check({ host: 'shop.test', recordType: 'A', expected: ['203.0.113.99'], match: 'includes' });
    expect(missing.message).toBe('The A record of shop.test is 203.0.113.10, 203.0.113.11: 203.0.113.99 missing');
  });

  it('compares IPv6 addresses in their canonical form', async () => {
    expect((await check({ host: 'shop.test', recordType: 'AAAA', expected: ['2001:DB8:0:0::1'] })).status).toBe(
      'healthy',
    );
  });

  it('takes MX values with or without their priority', async () => {
    expect(
      (await check({ host: 'shop.test', recordType: 'MX', expected: ['10 mail1.shop.test.', '20 MAIL2.shop.test'] }))
        .status,
    ).toBe('healthy');
    expect(
      (await check({ host: 'shop.test', recordType: 'MX', expected: ['mail1.shop.test', 'mail2.shop.test'] })).status,
    ).toBe('healthy');
    const wrongPriority = await check({
      host: 'shop.test',
      recordType: 'MX',
      expected: ['20 mail1.shop.test', 'mail2.shop.test'],
    });
    expect(wrongPriority.message).toBe(
      'The MX record of shop.test is 10 mail1.shop.test, 20 mail2.shop.test: 20 mail1.shop.test missing, 10 mail1.shop.test not expected',
    );
  });

  it('joins TXT strings and keeps their case', async () => {
    expect(
      (
        await check({
          host: 'shop.test',
          recordType: 'TXT',
          expected: ['v=spf1 include:_spf.mail.test -all'],
          match: 'includes',
        })
      ).status,
    ).toBe('healthy');
    expect(
      (
        await check({
          host: 'shop.test',
          recordType: 'TXT',
          expected: ['"v=spf1 include:_spf.mail.test " "-all"', 'google-site-verification=AbC123'],
        })
      ).status,
    ).toBe('healthy');
    expect(
      (
        await check({
          host: 'shop.test',
          recordType: 'TXT',
          expected: ['google-site-verification=abc123'],
          match: 'includes',
        })
      ).status,
    ).toBe('critical');
  });

  it('checks NS, CNAME and CAA records', async () => {
    expect(
      (await check({ host: 'shop.test', recordType: 'NS', expected: ['ns2.dns-host.test.', 'NS1.dns-host.test'] }))
        .status,
    ).toBe('healthy');
    expect(
      (await check({ host: 'www.shop.test', recordType: 'CNAME', expected: ['shop-cdn.example.test'] })).status,
    ).toBe('healthy');
    const moved = await check({ host: 'www.shop.test', recordType: 'CNAME', expected: ['old-cdn.example.test'] });
    expect(moved.message).toBe(
      'The CNAME record of www.shop.test is shop-cdn.example.test: old-cdn.example.test missing, shop-cdn.example.test not expected',
    );
    for (const caa of ['0 issue "letsencrypt.org"', 'issue letsencrypt.org']) {
      const result = await check({ host: 'shop.test', recordType: 'CAA', expected: [caa] });
      expect(result, caa).toMatchObject({
        status: 'healthy',
        message: 'The CAA record of shop.test is 0 issue "letsencrypt.org", as expected',
      });
    }
  });

  it('says when the name or the record does not exist', async () => {
    const gone = await check({ host: 'gone.shop.test', recordType: 'A', expected: ['203.0.113.10'] });
    expect(gone).toMatchObject({
      status: 'critical',
      up: false,
      message: 'gone.shop.test does not exist in DNS; expected 203.0.113.10',
      details: { answer: 'nxdomain' },
    });
    const none = await check({ host: 'empty.shop.test', recordType: 'MX', expected: ['mail.shop.test'] });
    expect(none).toMatchObject({
      status: 'critical',
      message: 'empty.shop.test has no MX record; expected mail.shop.test',
      details: { answer: 'nodata' },
    });
  });

  it('follows a change of the records at the next check', async () => {
    const settings = { host: 'moving.shop.test', recordType: 'A', expected: ['203.0.113.50'] };
    dns.set('moving.shop.test', [rr.a('203.0.113.50', 0)]);
    expect((await check(settings)).status).toBe('healthy');
    dns.set('moving.shop.test', [rr.a('203.0.113.51', 0)]);
    expect((await check(settings)).message).toBe(
      'The A record of moving.shop.test is 203.0.113.51: 203.0.113.50 missing, 203.0.113.51 not expected',
    );
  });

  it('is an error, not a mismatch, when the resolver does not answer', async () => {
    const silent = testEngineOptions({
      dnsServers: ['127.0.0.1:9'],
      timeouts: { dnsMs: 300 } as EngineOptions['timeouts'],
    });
    try {
      const result = await check({ host: 'shop.test', recordType: 'A', expected: ['203.0.113.10'] }, silent);
      expect(result).toMatchObject({ status: 'error', up: false, responseTime: null });
      expect(result.message).toMatch(
        /^Could not look up the A record of shop\.test: the DNS servers (did not answer in time|could not be reached)/,
      );
    } finally {
      closeEngineContext(silent);
    }
  });
});
