import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainChecks, sslCertificates, uptimeEvents, uptimeStats } from '../../../src/server/db/schema';
import type {
  CertificatePanel,
  CheckLog,
  DnsPanel,
  OutageList,
  RegistrationPanel,
  ResponseTimes,
  SecurityPanel,
  UptimeDays,
} from '../../../src/shared/contracts/domain-details';
import type { Domain } from '../../../src/shared/contracts/domains';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PANELS = ['response-times', 'uptime-days', 'outages', 'checks', 'certificate', 'dns', 'registration', 'security'];
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The panels of /domains/{id}: each answers from the domain's stored history, within the caller's workspace. */
describe.each(DATABASE_KINDS)('domain page panels on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let stranger: Client;
  let freeUser: Client;
  let domain: Domain;
  let fresh: Domain;
  const now = Date.now();
  const get = async <T>(c: Client, path: string) => {
    const res = await c.get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'owner@example.com', 'pro');
    stranger = await signedInClient(t, 'stranger@example.com', 'pro');
    freeUser = await signedInClient(t, 'free@example.com', 'free');
    domain = (await owner.post('/api/domains', { name: 'shop.example.com' })).json<Domain>();
    fresh = (await owner.post('/api/domains', { name: 'new.example.com' })).json<Domain>();
    const db = t.database.handle.db;
    const at = (ago: number) => new Date(now - ago);
    // 30 uptime checks, one a minute: the 5th and 6th newest failed
    await db.insert(domainChecks).values(
      Array.from({ length: 30 }, (_, i) => ({
        domainId: domain.id,
        checkType: 'uptime' as const,
        status: i === 4 || i === 5 ? ('critical' as const) : ('healthy' as const),
        responseTime: i === 4 || i === 5 ? null : 100 + i,
        details: { message: i === 4 || i === 5 ? 'Connection timed out' : 'Site is up' },
        checkedAt: at(i * MINUTE + 1000),
      })),
    );
    // two days ago: a rollup of 100 checks, 90 up (checks counted until an hour ago), and a 45-minute outage that day
    const twoDaysAgo = utcDay(now - 2 * DAY);
    await db.insert(uptimeStats).values({
      domainId: domain.id,
      date: twoDaysAgo,
      totalChecks: 100,
      successfulChecks: 90,
      uptimePercentage: 90,
      countedThrough: at(HOUR),
    });
    const outageStart = new Date(`${twoDaysAgo}T10:00:00.000Z`);
    await db.insert(uptimeEvents).values([
      {
        domainId: domain.id,
        eventType: 'down',
        startTime: outageStart,
        endTime: new Date(outageStart.getTime() + 45 * MINUTE),
        durationMs: 45 * MINUTE,
        statusCode: 503,
        errorMessage: 'HTTP 503 Service Unavailable',
      },
      {
        domainId: domain.id,
        eventType: 'up',
        startTime: new Date(outageStart.getTime() + 45 * MINUTE),
        endTime: new Date(outageStart.getTime() + 45 * MINUTE),
        durationMs: 0,
      },
    ]);
    await db.insert(domainChecks).values([
      {
        domainId: domain.id,
        checkType: 'ssl',
        status: 'healthy',
        responseTime: 20,
        details: {
          message: 'Valid certificate, expires in 80 days',
          connected: true,
          subject: 'shop.example.com',
          issuer: 'Test Intermediate CA',
          validFrom: new Date(now - 10 * DAY).toISOString(),
          validTo: new Date(now + 80 * DAY).toISOString(),
          daysUntilExpiry: 80,
          subjectAltNames: ['shop.example.com'],
          trusted: true,
          hostnameMatches: true,
          protocol: 'TLSv1.3',
          chain: [
            {
              subject: 'shop.example.com',
              issuer: 'Test Intermediate CA',
              validFrom: null,
              validTo: null,
              serialNumber: '01',
            },
            {
              subject: 'Test Intermediate CA',
              issuer: 'Test Root CA',
              validFrom: null,
              validTo: null,
              serialNumber: '02',
            },
          ],
        },
        checkedAt: at(MINUTE),
      },
      {
        domainId: domain.id,
        checkType: 'dns',
        status: 'healthy',
        responseTime: 5,
        details: {
          message: 'DNS resolves',
          records: [{ type: 'A', name: 'shop.example.com', value: '192.0.2.1', ttl: 300 }],
        },
        checkedAt: at(3 * HOUR),
      },
      {
        domainId: domain.id,
        checkType: 'dns',
        status: 'error',
        responseTime: 5,
        details: { message: 'DNS lookup failed', records: [] },
        checkedAt: at(2 * HOUR),
      },
      {
        domainId: domain.id,
        checkType: 'dns',
        status: 'healthy',
        responseTime: 5,
        // the same records in another order and another TTL: not a change
        details: {
          message: 'DNS resolves',
          records: [{ type: 'A', name: 'shop.example.com', value: '192.0.2.1', ttl: 120 }],
        },
        checkedAt: at(90 * MINUTE),
      },
      {
        domainId: domain.id,
        checkType: 'dns',
        status: 'healthy',
        responseTime: 5,
        details: {
          message: 'DNS resolves',
          records: [
            { type: 'MX', name: 'shop.example.com', value: '10 mail.example.com', ttl: 300 },
            { type: 'A', name: 'shop.example.com', value: '192.0.2.7', ttl: 300 },
          ],
        },
        checkedAt: at(HOUR),
      },
      {
        domainId: domain.id,
        checkType: 'whois',
        status: 'healthy',
        responseTime: 30,
        details: {
          message: 'Registered, expires in 300 days',
          registration: 'registered',
          source: 'rdap',
          server: 'https://rdap.example.com/',
          registrar: 'Example Registrar',
          createdAt: '2015-03-01T00:00:00Z',
          expiresAt: new Date(now + 300 * DAY).toISOString(),
          daysUntilExpiry: 300,
          nameservers: ['ns1.example.com'],
          statuses: ['clientTransferProhibited'],
          dnssec: false,
        },
        checkedAt: at(2 * MINUTE),
      },
      {
        domainId: domain.id,
        checkType: 'security',
        status: 'warning',
        responseTime: 40,
        details: {
          message: '1 security header missing',
          checkedUrl: 'https://shop.example.com/',
          httpsAvailable: true,
          httpRedirectsToHttps: true,
          headers: [
            {
              header: 'strict-transport-security',
              present: true,
              value: 'max-age=63072000',
              problem: null,
              warnings: [],
            },
            { header: 'content-security-policy', present: false, value: null, problem: null, warnings: [] },
          ],
          dnsbl: [
            { zone: 'dbl.example.org', kind: 'domain', subject: 'shop.example.com', outcome: 'clean', codes: [] },
          ],
        },
        checkedAt: at(3 * MINUTE),
      },
    ]);
    await db.insert(sslCertificates).values({
      domainId: domain.id,
      issuer: 'Test Intermediate CA',
      subject: 'shop.example.com',
      daysUntilExpiry: 80,
      isValid: true,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 404 for another workspace's domain and for an id that is not one, on every panel", async () => {
    for (const panel of PANELS) {
      const other = await stranger.get(`/api/domains/${domain.id}/${panel}`);
      expect(other.statusCode, panel).toBe(404);
      expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Domain not found.' });
      expect((await owner.get(`/api/domains/not-an-id/${panel}`)).statusCode, panel).toBe(404);
    }
    expect(
      (await new (owner.constructor as new (app: unknown) => Client)(t.app).get(`/api/domains/${domain.id}/checks`))
        .statusCode,
    ).toBe(401);
  });

  it('says nothing was measured for a domain just added: no points, no results, no figures', async () => {
    const base = `/api/domains/${fresh.id}`;
    expect((await get<ResponseTimes>(owner, `${base}/response-times`)).points).toEqual([]);
    const days = (await get<UptimeDays>(owner, `${base}/uptime-days`)).days;
    expect(days).toHaveLength(30);
    expect(days.every((d) => d.uptimePercentage === null && d.checks === 0 && d.outageMinutes === 0)).toBe(true);
    expect(await get<OutageList>(owner, `${base}/outages`)).toEqual({
      page: 1,
      pageSize: 20,
      hasMore: false,
      items: [],
    });
    expect((await get<CheckLog>(owner, `${base}/checks`)).items).toEqual([]);
    expect(await get<CertificatePanel>(owner, `${base}/certificate`)).toEqual({
      check: null,
      state: { state: 'pending', message: 'Pending first check' },
      certificate: null,
    });
    expect(await get<DnsPanel>(owner, `${base}/dns`)).toEqual({ check: null, records: [], changes: [] });
    expect(await get<RegistrationPanel>(owner, `${base}/registration`)).toEqual({ check: null, facts: null });
    expect(await get<SecurityPanel>(owner, `${base}/security`)).toMatchObject({
      check: null,
      headers: [],
      blacklists: [],
    });
  });

  it('charts response times within the ranges the plan keeps', async () => {
    const chart = await get<ResponseTimes>(owner, `/api/domains/${domain.id}/response-times?range=24h`);
    expect(chart.ranges).toEqual(['24h', '7d', '30d']);
    expect(chart.points.reduce((n, p) => n + p.checks, 0)).toBe(30);
    expect(chart.points.reduce((n, p) => n + p.failed, 0)).toBe(2);
    expect(Math.max(...chart.points.map((p) => p.maxMs ?? 0))).toBe(129);

    // a month reads a point per day from the rollups and the raw checks they do not count yet
    const month = await get<ResponseTimes>(owner, `/api/domains/${domain.id}/response-times?range=30d`);
    expect(month.bucketSeconds).toBe(86_400);
    expect(month.points.reduce((n, p) => n + p.checks, 0)).toBe(130);
    expect(month.points.find((p) => p.at.startsWith(utcDay(now - 2 * DAY)))).toMatchObject({
      checks: 100,
      failed: 10,
      avgMs: null,
      maxMs: null,
    });
    expect(month.points.every((p) => p.maxMs === null)).toBe(true);

    const refused = await owner.get(`/api/domains/${domain.id}/response-times?range=90d`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_FEATURE', details: { ranges: ['24h', '7d', '30d'] } });
    expect((await owner.get(`/api/domains/${domain.id}/response-times?range=2d`)).statusCode).toBe(400);
  });

  it('bars uptime per day from the rollups and the raw checks, with the minutes of outage', async () => {
    const { days } = await get<UptimeDays>(owner, `/api/domains/${domain.id}/uptime-days`);
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe(utcDay(Date.now()));
    const old = days.find((d) => d.date === utcDay(now - 2 * DAY))!;
    expect(old).toEqual({
      date: utcDay(now - 2 * DAY),
      checks: 100,
      successful: 90,
      uptimePercentage: 90,
      outageMinutes: 45,
      maintenanceMinutes: 0,
      uptimeExcludingMaintenance: null,
    });
    // the 30 raw checks (not rolled up yet) fall on today and maybe yesterday
    const recent = days.filter((d) => d.date >= utcDay(now - DAY));
    expect(recent.reduce((n, d) => n + d.checks, 0)).toBe(30);
    expect(recent.reduce((n, d) => n + d.successful, 0)).toBe(28);
    // the free plan keeps 7 days: 7 bars
    const own = (await freeUser.post('/api/domains', { name: 'solo.example.com' })).json<Domain>();
    expect((await get<UptimeDays>(freeUser, `/api/domains/${own.id}/uptime-days`)).days).toHaveLength(7);
  });

  it('lists outages with their cause and duration', async () => {
    const list = await get<OutageList>(owner, `/api/domains/${domain.id}/outages`);
    expect(list.items).toEqual([
      expect.objectContaining({
        type: 'down',
        durationMs: 45 * MINUTE,
        statusCode: 503,
        cause: 'HTTP 503 Service Unavailable',
        endedAt: expect.any(String),
      }),
    ]);
  });

  it('pages and filters the check log', async () => {
    const first = await get<CheckLog>(owner, `/api/domains/${domain.id}/checks?type=uptime&pageSize=25`);
    expect(first.items).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    expect(first.items.every((c) => c.type === 'uptime')).toBe(true);
    const second = await get<CheckLog>(owner, `/api/domains/${domain.id}/checks?type=uptime&pageSize=25&page=2`);
    expect(second.items).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    expect(new Date(first.items[24]!.checkedAt) > new Date(second.items[0]!.checkedAt)).toBe(true);

    const failed = await get<CheckLog>(owner, `/api/domains/${domain.id}/checks?status=critical`);
    expect(failed.items.map((c) => [c.type, c.message])).toEqual([
      ['uptime', 'Connection timed out'],
      ['uptime', 'Connection timed out'],
    ]);
    const all = await get<CheckLog>(owner, `/api/domains/${domain.id}/checks?pageSize=100`);
    expect(new Set(all.items.map((c) => c.type))).toEqual(new Set(['uptime', 'ssl', 'dns', 'whois', 'security']));
    expect((await owner.get(`/api/domains/${domain.id}/checks?type=ftp`)).statusCode).toBe(400);
  });

  it('shows the certificate with its chain, the state the domain list shows', async () => {
    const panel = await get<CertificatePanel>(owner, `/api/domains/${domain.id}/certificate`);
    expect(panel.state.state).toBe('valid');
    expect(panel.certificate).toMatchObject({
      issuer: 'Test Intermediate CA',
      daysUntilExpiry: 80,
      protocol: 'TLSv1.3',
      trusted: true,
    });
    expect(panel.certificate!.chain.map((c) => c.subject)).toEqual(['shop.example.com', 'Test Intermediate CA']);
    const listed = await get<Domain>(owner, `/api/domains/${domain.id}`);
    expect(listed.ssl.state).toBe(panel.state.state);
  });

  it('shows the DNS records and only the real changes (not a failed lookup, not a reordering or a TTL)', async () => {
    const panel = await get<DnsPanel>(owner, `/api/domains/${domain.id}/dns`);
    expect(panel.records.map((r) => `${r.type} ${r.value}`)).toEqual(['MX 10 mail.example.com', 'A 192.0.2.7']);
    expect(panel.changes).toHaveLength(1);
    expect(panel.changes[0]).toMatchObject({
      added: expect.arrayContaining([
        { type: 'A', name: 'shop.example.com', value: '192.0.2.7' },
        { type: 'MX', name: 'shop.example.com', value: '10 mail.example.com' },
      ]),
      removed: [{ type: 'A', name: 'shop.example.com', value: '192.0.2.1' }],
    });
  });

  it('shows the registration facts with their source, and the security headers and blacklists', async () => {
    const registration = await get<RegistrationPanel>(owner, `/api/domains/${domain.id}/registration`);
    expect(registration.facts).toMatchObject({
      source: 'rdap',
      registrar: 'Example Registrar',
      outcome: 'registered',
      daysUntilExpiry: 300,
      createdAt: '2015-03-01T00:00:00.000Z',
    });
    const security = await get<SecurityPanel>(owner, `/api/domains/${domain.id}/security`);
    expect(security.check).toMatchObject({ status: 'warning', message: '1 security header missing' });
    expect(security.headers.map((h) => [h.header, h.present])).toEqual([
      ['strict-transport-security', true],
      ['content-security-policy', false],
    ]);
    expect(security.blacklists).toEqual([{ zone: 'dbl.example.org', subject: 'shop.example.com', outcome: 'clean' }]);
  });

  it("lists only this domain's alerts through the alerts list's domain filter", async () => {
    const res = await owner.get(`/api/alerts?domainId=${fresh.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
