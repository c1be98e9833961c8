import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProbe } from '../registry';
import { rr } from '../testing/dns-server';
import { startLoopbackLab, type LoopbackLab } from '../testing/loopback-lab';
import { startRdapServer, type TestRdapServer } from '../testing/rdap-server';
import { verisignWhoisText } from '../testing/registry-fixtures';
import { startWhoisServer, type TestWhoisServer } from '../testing/whois-server';

// The three outcomes (decision 039) against loopback registries: only the registry's own "no such domain" is
// "not registered"; rate limits, other servers' 404s and silence are "unknown" and say why.
let lab: LoopbackLab;
let mirror: TestRdapServer;
let registrar: TestWhoisServer;
const DAY = 86_400_000;
const inDays = (days: number): Date => new Date(Date.now() + days * DAY + 3_600_000);
const THROTTLED = 'Your connection limit exceeded. Please slow down and try again later.\r\n';

/** A thin-registry answer: the registrar's WHOIS server named, no expiry date. */
function thinAnswer(domain: string, referral: string): string {
  return verisignWhoisText({ domain, expiresAt: inDays(1), registrar: 'Thin Registrar Inc.' })
    .split('\r\n')
    .filter((line) => !line.includes('Registry Expiry Date'))
    .map((line) => (line.includes('Registrar WHOIS Server') ? `   Registrar WHOIS Server: ${referral}` : line))
    .join('\r\n');
}

beforeAll(async () => {
  lab = await startLoopbackLab();
  mirror = await startRdapServer();
  registrar = await startWhoisServer();
  lab.rdap.answers.set('moved.test', { redirect: `${mirror.baseUrl}domain/moved.test` });
  lab.whois.answers.set(
    'moved.test',
    verisignWhoisText({ domain: 'moved.test', expiresAt: inDays(120), registrar: 'Gandi SAS' }),
  );
  lab.rdap.answers.set('limited.test', { status: 429 });
  lab.whois.answers.set('limited.test', verisignWhoisText({ domain: 'limited.test', expiresAt: inDays(90) }));
  lab.rdap.answers.set('busy.test', { status: 503 });
  lab.whois.answers.set('busy.test', THROTTLED);
  lab.rdap.answers.set('thin.test', { status: 503 });
  lab.whois.answers.set('thin.test', thinAnswer('thin.test', 'whois.registrar.test'));
  registrar.answers.set(
    'thin.test',
    verisignWhoisText({ domain: 'thin.test', expiresAt: inDays(250), registrar: 'Thin Registrar Inc.' }),
  );
  lab.rdap.answers.set('thin-nothing.test', { status: 503 });
  lab.whois.answers.set('thin-nothing.test', thinAnswer('thin-nothing.test', 'whois.registrar.test'));
  registrar.answers.set('thin-nothing.test', 'HANG');
  lab.rdap.answers.set('thin-private.test', { status: 503 });
  lab.whois.answers.set('thin-private.test', thinAnswer('thin-private.test', 'whois.private-registrar.test'));
  lab.dns.set('whois.private-registrar.test', [rr.a('127.0.0.1')]);
  lab.rdap.answers.set('forever.test', { status: 503 });
  lab.whois.answers.set(
    'forever.test',
    verisignWhoisText({
      domain: 'forever.test',
      expiresAt: new Date(Date.UTC(2999, 11, 31)),
      registrar: 'Forever Registrar',
    }),
  );
  lab.rdap.answers.set('undated.test', { status: 503 });
  lab.whois.answers.set(
    'undated.test',
    ['Domain Name: UNDATED.TEST', 'Registrar: Undated Registrar', 'Name Server: ns1.undated.test', ''].join('\r\n'),
  );
});
afterAll(async () => {
  await Promise.all([lab.close(), mirror.close(), registrar.close()]);
});

const options = () => ({
  ...lab.options,
  whoisServers: { ...lab.options.whoisServers, 'whois.registrar.test': registrar.address },
});
const check = (domain: string, opts = options()) => runProbe('whois', { domain }, opts);

describe('registration outcomes', () => {
  it("does not take a 404 from a server other than the registry's for 'not registered'", async () => {
    const result = await check('moved.test');
    expect(mirror.requests).toContain('/domain/moved.test');
    expect(result.details).toMatchObject({ registration: 'registered', source: 'whois', registrar: 'Gandi SAS' });
    expect(result.details?.rdapError).toMatch(
      /^RDAP answer 404 came from 127\.0\.0\.1:\d+, not the registry's server$/,
    );
    expect(result.status).toBe('healthy');
  });

  it('asks WHOIS when RDAP is rate-limited (429), and says so', async () => {
    const result = await check('limited.test');
    expect(result.details).toMatchObject({
      registration: 'registered',
      source: 'whois',
      rdapError: 'RDAP server is rate-limiting queries (429)',
      daysUntilExpiry: 90,
    });
  });

  it('is unknown, with both reasons, when RDAP is unavailable and WHOIS throttles; never critical', async () => {
    const result = await check('busy.test');
    expect(result.status).toBe('error');
    expect(result.details).toMatchObject({ registration: 'unknown', source: null, expiresAt: null });
    expect(result.message).toMatch(/^Registration unknown: \S/);
    expect(result.details?.unknownReason).toMatch(/^RDAP: RDAP server answered 503; WHOIS: \S/);
  });

  it('is healthy, and says why there is no date, when the registry never publishes one or says it never expires', async () => {
    const undated = await check('undated.test');
    expect(undated).toMatchObject({
      status: 'healthy',
      message: 'Registered with Undated Registrar; the registry does not publish an expiry date',
      details: { registration: 'registered', expiresAt: null },
    });
    const forever = await check('forever.test');
    expect(forever).toMatchObject({
      status: 'healthy',
      message: 'Registered with Forever Registrar; the registry says it never expires',
      details: { registration: 'registered', expiresAt: null, expiryNever: true },
    });
  });

  it("takes a thin registry's missing expiry from the registrar's WHOIS server it names, asked once", async () => {
    const result = await check('thin.test');
    expect(registrar.queries.filter((q) => q === 'thin.test')).toHaveLength(1);
    expect(result).toMatchObject({
      status: 'healthy',
      details: {
        registration: 'registered',
        referralServer: 'whois.registrar.test',
        registrar: 'Thin Registrar Inc.',
        daysUntilExpiry: 250,
        server: lab.whois.address,
      },
    });
    expect(result.message).toMatch(/^Registered with Thin Registrar Inc\., expires in 250 days/);
  });

  it("stays registered, and says the registrar gave no date, when the registrar's server is silent", async () => {
    const result = await check('thin-nothing.test', {
      ...options(),
      timeouts: { ...lab.options.timeouts, whoisMs: 300 },
    });
    expect(result.details).toMatchObject({
      registration: 'registered',
      expiresAt: null,
      referralServer: 'whois.registrar.test',
    });
    expect(result.message).toBe(
      "Registered with Thin Registrar Inc.; the registry does not publish an expiry date; the registrar's WHOIS server whois.registrar.test gave none either (WHOIS server 127.0.0.1 did not answer within 300 ms)",
    );
  });

  it('applies the SSRF guard to the referral: a registrar server on a private address is not asked', async () => {
    const result = await check('thin-private.test', { ...options(), allowPrivateTargets: false });
    expect(result.details).toMatchObject({
      registration: 'registered',
      expiresAt: null,
      referralServer: 'whois.private-registrar.test',
    });
    expect(result.message).toMatch(/gave none either \(.*(private|loopback|refused|not allowed).*\)$/i);
  });
});
