import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainChecks, domains } from '../../../src/server/db/schema';
import { startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { ANSWER_TIMEOUTS } from '../../../src/server/engine/testing/test-options';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, signedInClient, type TestApp } from '../helpers/test-app';
import { createLabApp } from './lab-app';

const HEALTHY = 'healthy.sitewarden.test';
const OWNED = 'owned.sitewarden.test';

describe.each(DATABASE_KINDS)('scan on %s', (kind) => {
  let lab: LoopbackLab;
  let t: TestApp;
  let ip = 0;
  // Each visitor test comes from its own address, so the per-IP limit of one test does not leak into another.
  const visitor = (payload: unknown, remoteAddress = `10.0.0.${++ip}`) =>
    t.app.inject({ method: 'POST', url: '/api/scan', payload: payload as Record<string, unknown>, remoteAddress });

  beforeAll(async () => {
    lab = await startLoopbackLab({ timeouts: ANSWER_TIMEOUTS });
    lab.addSite(HEALTHY, { expiresInDays: 300 });
    lab.addSite(OWNED, { expiresInDays: 300 });
    lab.addSite(lab.pki.hostFor('expired'), { expiresInDays: 300 });
    t = await createLabApp(kind, lab, {
      scanLimits: { visitor: { max: 3, timeWindow: 60_000 }, signedIn: { max: 6, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await lab?.close();
  });

  it('scans a healthy domain for a visitor: four sections, performance timing, nothing cached yet', async () => {
    const res = await visitor({ domain: ' https://Healthy.Sitewarden.test/path ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ domain: HEALTHY, overallStatus: 'healthy', cached: false });
    for (const section of ['dns', 'ssl', 'security', 'whois', 'performance']) {
      expect(body[section], section).toMatchObject({ status: 'healthy', message: expect.any(String) });
    }
    expect(body.ssl.message).toMatch(/valid/i);
    expect(body.whois.details).toMatchObject({ registrar: 'Example Registrar, LLC' });
    expect(body.performance.metrics.loadTime).toBeGreaterThan(0);
    expect(body.performance.metrics.timeToFirstByte).toBeGreaterThan(0);
    expect(body.aiInsights).toBeUndefined();
    expect(new Date(body.scannedAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('rates an expired certificate critical, and the whole scan with it', async () => {
    const res = await visitor({ domain: lab.pki.hostFor('expired'), checkTypes: ['ssl', 'dns'] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ssl.status).toBe('critical');
    expect(body.ssl.message).toMatch(/expired/i);
    expect(body.overallStatus).toBe('critical');
    expect(body.whois).toBeUndefined();
    expect(body.performance).toBeUndefined();
  });

  it('rejects bad input with field errors in the API error shape', async () => {
    const empty = await visitor({ domain: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please enter a domain name',
      details: { fieldErrors: { domain: ['Please enter a domain name'] } },
    });

    const invalid = await visitor({ domain: 'not a domain' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: 'Please enter a valid domain name (e.g., example.com)',
      details: { fieldErrors: { domain: ['Please enter a valid domain name (e.g., example.com)'] } },
    });

    const noChecks = await visitor({ domain: HEALTHY, checkTypes: [] });
    expect(noChecks.statusCode).toBe(400);
    expect(noChecks.json().details.fieldErrors.checkTypes).toEqual(['Please select at least one check type']);

    const unknownCheck = await visitor({ domain: HEALTHY, checkTypes: ['ping'] });
    expect(unknownCheck.statusCode).toBe(400);
    expect(unknownCheck.json().details.fieldErrors['checkTypes.0']).toBeDefined();

    const missing = await visitor({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fieldErrors.domain).toEqual(['Please enter a domain name']);
  });

  it('answers a repeated scan from the cache without touching the site again', async () => {
    const first = (await visitor({ domain: HEALTHY, checkTypes: ['performance', 'dns'] })).json();
    const hits = lab.router.hits.get(HEALTHY);
    const again = await visitor({ domain: HEALTHY, checkTypes: ['dns', 'performance', 'dns'] });
    expect(again.json()).toMatchObject({ cached: true, scannedAt: first.scannedAt, domain: HEALTHY });
    expect(lab.router.hits.get(HEALTHY)).toBe(hits);
    // Other checks are another scan.
    expect((await visitor({ domain: HEALTHY, checkTypes: ['dns'] })).json().cached).toBe(false);
  });

  it('reads the last result of a domain back, and 404 when there is none', async () => {
    const browser = new Client(t.app, `10.0.0.${++ip}`);
    await browser.post('/api/scan', { domain: HEALTHY, checkTypes: ['whois'] });
    const last = await browser.get(`/api/scan?domain=${encodeURIComponent('HEALTHY.sitewarden.test')}`);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ domain: HEALTHY, cached: true, whois: { status: 'healthy' } });
    expect(last.json().dns).toBeUndefined();

    const none = await browser.get('/api/scan?domain=never-scanned.sitewarden.test');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: 'SCAN_NOT_FOUND',
      message: 'No scan of this domain yet. Run a scan first.',
    });
    expect((await browser.get('/api/scan?domain=nope')).statusCode).toBe(400);
    expect((await browser.get('/api/scan')).statusCode).toBe(400);
  });

  it("reads back only the caller's own scans; anyone else's answer the same 404 as none (decision 031)", async () => {
    const alice = new Client(t.app, `10.0.0.${++ip}`);
    const bob = new Client(t.app, `10.0.0.${++ip}`);
    const scanned = await alice.post('/api/scan', { domain: HEALTHY, checkTypes: ['dns'] });
    expect(scanned.statusCode).toBe(200);
    const cookie = String(scanned.headers['set-cookie']);
    expect(cookie).toMatch(/sitewarden\.scans=/);
    expect(cookie).toMatch(/Path=\/api\/scan/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=3600/);
    const url = `/api/scan?domain=${HEALTHY}`;
    expect((await alice.get(url)).json()).toMatchObject({ domain: HEALTHY, dns: { status: 'healthy' } });

    const never = (await alice.get('/api/scan?domain=never-scanned.sitewarden.test')).json();
    const notBobs = await bob.get(url);
    expect(notBobs.statusCode).toBe(404);
    expect(notBobs.json()).toEqual(never);
    // Bob's own scan gives him an id of his own, not a view of Alice's.
    await bob.post('/api/scan', { domain: OWNED, checkTypes: ['dns'] });
    expect((await bob.get(url)).statusCode).toBe(404);
    expect((await bob.get(`/api/scan?domain=${OWNED}`)).statusCode).toBe(200);
    // A made-up or copied-without-signature id is nobody.
    const forged = await t.app.inject({ method: 'GET', url, headers: { cookie: 'sitewarden.scans=someone-elses-id' } });
    expect(forged.statusCode).toBe(404);

    // Signed in: the workspace's scans, not a visitor's, not another workspace's.
    const carol = await signedInClient(t, 'carol@example.com');
    const dave = await signedInClient(t, 'dave@example.com');
    expect((await carol.get(url)).statusCode).toBe(404);
    await carol.post('/api/scan', { domain: HEALTHY, checkTypes: ['ssl'] });
    expect((await carol.get(url)).json()).toMatchObject({ domain: HEALTHY, ssl: { status: 'healthy' } });
    expect((await dave.get(url)).json()).toEqual(never);
    // Alice still reads her own scan (DNS), not Carol's later one (SSL).
    expect((await alice.get(url)).json()).toMatchObject({ dns: { status: 'healthy' } });
    expect((await alice.get(url)).json().ssl).toBeUndefined();
  });

  it('explains a scan with the rules engine and says so', async () => {
    const res = await visitor({ domain: lab.pki.hostFor('expired'), checkTypes: ['ssl'], includeAiInsights: true });
    const insights = res.json().aiInsights;
    expect(insights).toMatchObject({
      engine: 'rules',
      score: expect.any(Number),
      summary: expect.stringContaining('expired.sitewarden.test'),
    });
    expect(insights.model).toBeUndefined();
    expect(insights.fallbackReason).toBeUndefined();
    expect(insights.score).toBeGreaterThanOrEqual(0);
    expect(insights.score).toBeLessThan(100);
    expect(new Date(insights.generatedAt).toISOString()).toBe(insights.generatedAt);
    expect(insights.issues[0]).toEqual({
      type: 'ssl',
      severity: 'critical',
      title: 'TLS certificate has expired',
      description: expect.any(String),
    });
    expect(insights.recommendations[0]).toMatchObject({
      priority: 'high',
      action: expect.stringMatching(/^Renew the TLS certificate/),
      reasoning: expect.any(String),
      citation: {
        quote: expect.any(String),
        source: expect.stringContaining('RFC 5280'),
        url: 'https://www.rfc-editor.org/rfc/rfc5280#section-4.1.2.5',
      },
    });
  });

  describe('history for signed-in users', () => {
    let owner: Client;
    let other: Client;
    let ownedId: string;
    const checksOf = async (domainId: string) =>
      t.database.handle.db.select().from(domainChecks).where(eq(domainChecks.domainId, domainId));

    beforeAll(async () => {
      owner = await signedInClient(t, 'owner@example.com');
      other = await signedInClient(t, 'other@example.com');
      ownedId = (await owner.post('/api/domains', { name: OWNED })).json().id;
    });

    it("stores one domain_checks row per check for the user's own active domain, once", async () => {
      const res = await owner.post('/api/scan', { domain: OWNED });
      expect(res.statusCode).toBe(200);
      const rows = await checksOf(ownedId);
      expect(rows.map((r) => r.checkType).sort()).toEqual(['dns', 'performance', 'security', 'ssl', 'whois']);
      const scanned = res.json<Record<string, { status: string }>>();
      for (const row of rows) {
        // The stored row is what the user was shown (performance may read "Slow" on a loaded machine: first byte > 800 ms).
        expect([row.checkType, row.status]).toEqual([row.checkType, scanned[row.checkType]?.status]);
        if (row.checkType !== 'performance') expect([row.checkType, row.status]).toEqual([row.checkType, 'healthy']);
        expect(row.checkedAt.toISOString()).toBe(res.json().scannedAt);
        expect(row.details).toMatchObject({ source: 'scan', message: expect.any(String) });
      }
      expect(rows.find((r) => r.checkType === 'performance')?.responseTime).toBeGreaterThan(0);
      // The same (cached) result asked for again is not stored twice.
      expect((await owner.post('/api/scan', { domain: OWNED })).json().cached).toBe(true);
      expect(await checksOf(ownedId)).toHaveLength(5);
    });

    it("stores nothing for another workspace's domain or for visitors", async () => {
      const [domain] = await t.database.handle.db.select().from(domains).where(eq(domains.id, ownedId));
      expect(domain?.name).toBe(OWNED);
      await other.post('/api/scan', { domain: OWNED, checkTypes: ['dns'] });
      await visitor({ domain: OWNED, checkTypes: ['ssl'] });
      expect(await checksOf(ownedId)).toHaveLength(5);
      expect(await t.database.handle.db.select().from(domainChecks)).toHaveLength(5);
    });
  });

  it('limits visitors per address much more tightly than signed-in users', async () => {
    const address = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await visitor({ domain: HEALTHY, checkTypes: ['dns'] }, address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await visitor({ domain: HEALTHY, checkTypes: ['dns'] }, address);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await visitor({ domain: HEALTHY, checkTypes: ['dns'] }, '10.9.9.10')).statusCode).toBe(200);

    const user = await signedInClient(t, 'busy@example.com');
    const userCodes: number[] = [];
    for (let i = 0; i < 7; i++)
      userCodes.push((await user.post('/api/scan', { domain: HEALTHY, checkTypes: ['dns'] })).statusCode);
    expect(userCodes).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});
