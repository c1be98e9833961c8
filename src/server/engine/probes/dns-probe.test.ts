import dgram from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProbe } from '../registry';
import { rr, startDnsServer, type TestDnsServer } from '../testing/dns-server';
import { UNBOUND_LOOPBACK } from '../testing/free-port';
import { healthyZone } from '../testing/loopback-lab';
import { testEngineOptions } from '../testing/test-options';

let dns: TestDnsServer;
let options: ReturnType<typeof testEngineOptions>;
const check = (domain: string) => runProbe('dns', { domain }, options);
const codes = (result: Awaited<ReturnType<typeof check>>) => result.details?.findings.map((f) => f.code);

beforeAll(async () => {
  dns = await startDnsServer({
    ...healthyZone('good.test'),
    'www.good.test': [rr.cname('good.test')],
    // No MX, no SPF, no DMARC, no CAA, one nameserver that does not resolve.
    'sloppy.test': [rr.a('127.0.0.1'), rr.ns('ns.broken.test'), rr.soa('ns.broken.test', 'hostmaster.sloppy.test')],
    'manyspf.test': [
      rr.a('127.0.0.1'),
      rr.mx('mail.manyspf.test'),
      rr.txt('v=spf1 include:_a.spf.test include:_b.spf.test -all'),
      rr.ns('ns1.good.test'),
      rr.ns('ns2.good.test'),
    ],
    '_a.spf.test': [rr.txt('v=spf1 include:_c.spf.test a mx ptr exists:x.test -all')],
    '_b.spf.test': [rr.txt('v=spf1 a mx include:_c.spf.test -all')],
    '_c.spf.test': [rr.txt('v=spf1 a mx -all')],
    'twospf.test': [
      rr.a('127.0.0.1'),
      rr.mx('mail.twospf.test'),
      rr.txt('v=spf1 mx -all'),
      rr.txt('v=spf1 a -all'),
      rr.ns('ns1.good.test'),
      rr.ns('ns2.good.test'),
    ],
    'mailonly.test': [
      rr.mx('mail.good.test'),
      rr.txt('v=spf1 mx -all'),
      rr.ns('ns1.good.test'),
      rr.ns('ns2.good.test'),
      rr.soa('ns1.good.test', 'h.mailonly.test'),
    ],
    '_dmarc.mailonly.test': [rr.txt('v=DMARC1; p=none')],
  });
  options = testEngineOptions({ dnsServers: dns.servers });
});
afterAll(async () => dns.close());

describe('dns probe', () => {
  it('returns the records with TTLs and no findings for a well-run domain', async () => {
    const result = await check('good.test');
    expect(result.status).toBe('healthy');
    expect(result.message).toBe('DNS healthy: 1 address, 2 nameservers, SPF and DMARC in place');
    expect(result.details?.records).toEqual(
      expect.arrayContaining([
        { type: 'A', name: 'good.test', value: '127.0.0.1', ttl: 300 },
        { type: 'MX', name: 'good.test', value: '10 mail.good.test', ttl: null },
        { type: 'NS', name: 'good.test', value: 'ns1.good.test', ttl: null },
        { type: 'TXT', name: 'good.test', value: 'v=spf1 mx -all', ttl: null },
        { type: 'CAA', name: 'good.test', value: '0 issue "letsencrypt.org"', ttl: null },
        { type: 'TXT', name: '_dmarc.good.test', value: 'v=DMARC1; p=reject; rua=mailto:dmarc@example.org', ttl: null },
      ]),
    );
    expect(result.details?.records.find((r) => r.type === 'SOA')?.value).toMatch(
      /^ns1\.good\.test hostmaster\.good\.test 2024010101 /,
    );
    expect(codes(result)).toEqual([]);
  });

  it('follows a CNAME and inherits NS, CAA and DMARC from the parent zone', async () => {
    const result = await check('www.good.test');
    expect(result.details?.records).toEqual(
      expect.arrayContaining([
        { type: 'CNAME', name: 'www.good.test', value: 'good.test', ttl: null },
        { type: 'A', name: 'www.good.test', value: '127.0.0.1', ttl: 300 },
      ]),
    );
    expect(result.details?.nameservers).toEqual(['ns1.good.test', 'ns2.good.test']);
    expect(result.details?.caaFound).toBe(true);
    expect(codes(result)).not.toContain('dmarc-missing');
  });

  it('lists what a sloppy zone is missing', async () => {
    const result = await check('sloppy.test');
    expect(result.status).toBe('critical');
    expect(codes(result)).toEqual([
      'no-mx',
      'spf-missing',
      'dmarc-missing',
      'single-nameserver',
      'lame-nameserver',
      'no-caa',
    ]);
    expect(result.details?.lameNameservers).toEqual(['ns.broken.test']);
    expect(result.message).toBe('Nameserver ns.broken.test does not resolve to an address (+4 more)');
  });

  it('counts SPF lookups through nested includes', async () => {
    const result = await check('manyspf.test');
    expect(result.status).toBe('warning');
    // _c.spf.test is included twice and counted twice, as receivers evaluate it twice.
    expect(result.message).toBe('SPF needs 14 DNS lookups, more than the limit of 10 (+1 more)');
    expect(result.details?.spf?.lookupCount).toBe(14);
  });

  it('flags two SPF records as invalid', async () => {
    const result = await check('twospf.test');
    expect(codes(result)).toContain('spf-malformed');
    expect(result.details?.findings.find((f) => f.code === 'spf-malformed')?.message).toBe(
      'SPF record is invalid: more than one SPF record',
    );
  });

  it('is critical when the domain has no address, and notes p=none', async () => {
    const result = await check('mailonly.test');
    expect(result.status).toBe('critical');
    expect(result.message).toBe('No A or AAAA record: the domain does not point to any server');
    expect(codes(result)).toEqual(['no-address', 'dmarc-policy-none', 'no-caa']);
  });

  it('is critical for a name that does not exist', async () => {
    const result = await check('missing.test');
    expect(result).toMatchObject({ status: 'critical', message: 'missing.test does not exist in DNS (NXDOMAIN)' });
  });

  it('sees record changes between checks (mutable server)', async () => {
    dns.set('moving.test', [rr.a('127.0.0.1', 60)]);
    const before = await check('moving.test');
    dns.set('moving.test', [rr.a('127.0.0.3', 60), rr.aaaa('::1', 60)]);
    const after = await check('moving.test');
    const addresses = (r: typeof before) =>
      r.details?.records.filter((x) => x.type === 'A' || x.type === 'AAAA').map((x) => x.value);
    expect(addresses(before)).toEqual(['127.0.0.1']);
    expect(addresses(after)).toEqual(['127.0.0.3', '::1']);
  });

  it('answers error, quickly, when the DNS server is unreachable', async () => {
    const unused = UNBOUND_LOOPBACK;
    const socket = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, unused, resolve));
    const port = socket.address().port;
    await new Promise<void>((resolve) => socket.close(() => resolve()));
    const started = Date.now();
    const result = await runProbe(
      'dns',
      { domain: 'good.test' },
      testEngineOptions({ dnsServers: [`${unused}:${port}`] }),
    );
    expect(result.status).toBe('error');
    expect(result.message).toMatch(
      /^Could not query DNS: the DNS servers (could not be reached|did not answer in time)$/,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
