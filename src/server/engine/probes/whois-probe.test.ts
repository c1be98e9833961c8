import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProbe } from '../registry';
import { startLoopbackLab, type LoopbackLab } from '../testing/loopback-lab';
import { GARBLED_RDAP, GARBLED_WHOIS, verisignRdapDomain, verisignWhoisText } from '../testing/registry-fixtures';

let lab: LoopbackLab;
const DAY = 86_400_000;
const inDays = (days: number): Date => new Date(Date.now() + days * DAY + 3_600_000);

beforeAll(async () => {
  lab = await startLoopbackLab();
  const rdap = (domain: string, days: number, extra = {}) =>
    lab.rdap.answers.set(domain, { json: verisignRdapDomain({ domain, expiresAt: inDays(days), ...extra }) });
  rdap('fine.test', 200, { registrar: 'MarkMonitor Inc.' });
  rdap('soon.test', 20);
  rdap('urgent.test', 5);
  rdap('lapsed.test', -3);
  rdap('held.test', 90, { statuses: ['client hold'] });
  lab.rdap.answers.set('fallback.test', { status: 500 });
  lab.whois.answers.set(
    'fallback.test',
    verisignWhoisText({ domain: 'fallback.test', expiresAt: inDays(100), registrar: 'Gandi SAS' }),
  );
  lab.rdap.answers.set('garbled-rdap.test', { raw: GARBLED_RDAP });
  lab.whois.answers.set('garbled-rdap.test', verisignWhoisText({ domain: 'garbled-rdap.test', expiresAt: inDays(60) }));
  lab.rdap.answers.set('garbled.test', { status: 503 });
  lab.whois.answers.set('garbled.test', GARBLED_WHOIS);
  lab.rdap.answers.set('silent.test', { status: 503 });
  lab.whois.answers.set('silent.test', 'HANG');
});
afterAll(async () => lab.close());

const check = (domain: string, options = lab.options) => runProbe('whois', { domain }, options);

describe('registration probe', () => {
  it('reads RDAP: registrar, dates, nameservers, statuses, DNSSEC', async () => {
    const result = await check('fine.test');
    expect(result.status).toBe('healthy');
    expect(result.message).toMatch(/^Registered with MarkMonitor Inc\., expires in 200 days \(\d{4}-\d{2}-\d{2}\)$/);
    expect(result.details).toMatchObject({
      registration: 'registered',
      unknownReason: null,
      source: 'rdap',
      registrar: 'MarkMonitor Inc.',
      createdAt: '1995-08-14T04:00:00.000Z',
      updatedAt: '2024-08-14T07:01:34.000Z',
      nameservers: ['a.iana-servers.net', 'b.iana-servers.net'],
      statuses: ['clientDeleteProhibited', 'clientTransferProhibited', 'clientUpdateProhibited'],
      dnssec: true,
      daysUntilExpiry: 200,
    });
    expect(lab.whois.queries).not.toContain('fine.test');
  });

  it('warns 20 days before expiry and is critical at 5 days and after expiry', async () => {
    expect(await check('soon.test')).toMatchObject({ status: 'warning' });
    expect((await check('soon.test')).message).toMatch(/^Domain registration expires in 20 days/);
    expect((await check('urgent.test')).status).toBe('critical');
    const lapsed = await check('lapsed.test');
    expect(lapsed.status).toBe('critical');
    expect(lapsed.message).toMatch(/^Domain registration expired 3 days ago \(/);
  });

  it('is critical when the domain is on hold', async () => {
    const result = await check('held.test');
    expect(result.status).toBe('critical');
    expect(result.message).toMatch(/^Domain is in status clientHold; registration expires in 90 days/);
  });

  it('falls back to port-43 WHOIS when RDAP fails', async () => {
    const result = await check('fallback.test');
    expect(result.status).toBe('healthy');
    expect(result.message).toMatch(/^Registered with Gandi SAS, expires in 100 days/);
    expect(result.details).toMatchObject({
      source: 'whois',
      server: lab.whois.address,
      rdapError: 'RDAP server answered 500',
      dnssec: true,
    });
  });

  it('falls back to WHOIS when the RDAP answer is broken JSON', async () => {
    const result = await check('garbled-rdap.test');
    expect(result.details).toMatchObject({
      source: 'whois',
      rdapError: 'RDAP answer is not valid JSON',
      daysUntilExpiry: 60,
    });
  });

  it("reports a domain the registry's RDAP server does not know as not registered once its WHOIS agrees", async () => {
    const result = await check('unregistered.test');
    expect(result).toMatchObject({
      status: 'critical',
      message: 'Not registered (the registry has no record)',
      details: { registration: 'not-registered', unknownReason: null, source: 'rdap' },
    });
    expect(lab.whois.queries).toContain('unregistered.test');
  });

  it('reports a name the registry holds back as reserved (a warning), not as not registered', async () => {
    // RDAP has no record (404); the registry's WHOIS says why
    lab.whois.answers.set(
      'premium.test',
      '% The domain premium.test is reserved by the registry.\n% It is not available for registration.\n',
    );
    const result = await check('premium.test');
    expect(result).toMatchObject({
      status: 'warning',
      message: 'Reserved by the registry: not available for registration',
      details: { registration: 'reserved', source: 'whois' },
    });
  });

  it('keeps a domain registered when RDAP does not know it but the registry WHOIS has its record (a wrong or lagging RDAP server)', async () => {
    lab.whois.answers.set(
      'rdap-lags.test',
      verisignWhoisText({ domain: 'rdap-lags.test', expiresAt: inDays(200), registrar: 'Gandi SAS' }),
    );
    const result = await check('rdap-lags.test');
    expect(result).toMatchObject({
      status: 'healthy',
      details: {
        registration: 'registered',
        source: 'whois',
        registrar: 'Gandi SAS',
        daysUntilExpiry: 200,
        rdapError: 'the RDAP server said it has no record of the domain',
      },
    });
  });

  it('gives unknown, never a date or "not registered", for an unreadable WHOIS answer', async () => {
    const result = await check('garbled.test');
    expect(result.status).toBe('error');
    expect(result.message).toMatch(/^Registration unknown: \S/);
    expect(result.details?.unknownReason).toMatch(/^RDAP: RDAP server answered 503; WHOIS: \S/);
    expect(result.details).toMatchObject({
      registration: 'unknown',
      expiresAt: null,
      rdapError: 'RDAP server answered 503',
    });
  });

  it('gives unknown when the WHOIS server never answers, with both reasons', async () => {
    const result = await check('silent.test', { ...lab.options, timeouts: { ...lab.options.timeouts, whoisMs: 300 } });
    expect(result.status).toBe('error');
    expect(result.message).toBe(
      "Registration unknown: could not reach the registry's RDAP service or its WHOIS server",
    );
    expect(result.details?.unknownReason).toBe(
      'RDAP: RDAP server answered 503; WHOIS: WHOIS server 127.0.0.1 did not answer within 300 ms',
    );
    expect(result.details).toMatchObject({
      registration: 'unknown',
      unknownReason: 'RDAP: RDAP server answered 503; WHOIS: WHOIS server 127.0.0.1 did not answer within 300 ms',
    });
  });

  it('uses WHOIS directly for a TLD without RDAP', async () => {
    lab.whois.answers.set('example.zz', verisignWhoisText({ domain: 'example.zz', expiresAt: inDays(365) }));
    const result = await check('example.zz', { ...lab.options, whoisServers: { zz: lab.whois.address } });
    expect(result.status).toBe('healthy');
    expect(result.details).toMatchObject({ source: 'whois', rdapError: 'no RDAP server is known for this TLD' });
  });

  it('may reach configured registry servers on loopback even when targets may not', async () => {
    const result = await check('fine.test', { ...lab.options, allowPrivateTargets: false });
    expect(result.status).toBe('healthy');
  });
});
