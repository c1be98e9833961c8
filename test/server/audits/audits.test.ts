import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fullAuditResults,
  performanceMetrics,
  performanceNetworkTimings,
  performanceResourceMetrics,
  performanceScans,
  performanceThirdParty,
} from '../../../src/server/db/schema';
import { rr } from '../../../src/server/engine/testing/dns-server';
import { behaviours, SECURITY_HEADERS } from '../../../src/server/engine/testing/http-server';
import { startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, signedInClient, validRegistration, type TestApp } from '../helpers/test-app';
import { CHROMIUM_PATH, createLabApp } from '../scan/lab-app';

const AUDITED = 'audit.sitewarden.test';
const NEGLECTED = 'neglected.sitewarden.test';
const OTHER = 'other.sitewarden.test';

/** A small real page with every security header, so Lighthouse has something to paint and measure. */
function page(_req: IncomingMessage, res: ServerResponse): void {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Audited</title><meta name="description" content="The site the full audit test audits."></head>
<body><main><h1>Audited site</h1><p>A page with all security headers.</p></main></body></html>`;
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

// Lighthouse costs ~10-15 s, so it runs once: on the last database of the list (PostgreSQL when reachable).
// On the others Chromium is missing on purpose, which must still give a completed audit.
const LIGHTHOUSE_KIND = DATABASE_KINDS[DATABASE_KINDS.length - 1];
const chromiumThere = existsSync(CHROMIUM_PATH);

/** Polls the audit every 250 ms, as the client does every 2 s, until it is no longer running. */
async function settle(client: Client, auditId: string, timeoutMs = 80_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/audits/${auditId}`);
    expect(res.statusCode).toBe(200);
    if (res.json().status !== 'running' || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(DATABASE_KINDS)('full audits on %s', (kind) => {
  const withLighthouse = kind === LIGHTHOUSE_KIND && chromiumThere;
  let lab: LoopbackLab;
  let t: TestApp;
  let owner: Client;
  let stranger: Client;
  let domainId: string;
  let neglectedId: string;

  beforeAll(async () => {
    lab = await startLoopbackLab();
    // The plain-HTTP redirect answers slowly, so the audit is surely still running when first read.
    lab.addSite(AUDITED, {
      https: page,
      http: behaviours.delay(400, behaviours.redirect(`https://${AUDITED}/`)),
      expiresInDays: 300,
    });
    // No security headers, an insecure cookie, registration ending soon, listed on the test blocklist.
    lab.addSite(NEGLECTED, {
      https: (_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'sid=1; Path=/' }).end('<h1>hi</h1>'),
      expiresInDays: 10,
    });
    lab.dns.set(`${NEGLECTED}.dbl.sitewarden.test`, [rr.a('127.0.1.2')]);
    lab.addSite(OTHER, { expiresInDays: 300 });
    t = await createLabApp(kind, lab, { env: withLighthouse ? {} : { CHROMIUM_PATH: '/nonexistent/chromium' } });
    owner = await signedInClient(t, 'owner@example.com', 'pro');
    stranger = await signedInClient(t, 'stranger@example.com');
    domainId = (await owner.post('/api/domains', { name: AUDITED })).json().id;
    neglectedId = (await owner.post('/api/domains', { name: NEGLECTED })).json().id;
    await stranger.post('/api/domains', { name: OTHER });
  });
  afterAll(async () => {
    await t?.close();
    await lab?.close();
  });

  it(`runs every check${withLighthouse ? ' and Lighthouse' : ''} in the background, then completes with a score`, async () => {
    const start = await owner.post(`/api/domains/${domainId}/full-audit`);
    expect(start.statusCode).toBe(202);
    const { auditId } = start.json();
    expect(auditId).toMatch(/^[0-9a-f-]{36}$/);

    const first = (await owner.get(`/api/audits/${auditId}`)).json();
    expect(first).toMatchObject({
      id: auditId,
      domainId,
      domainName: AUDITED,
      status: 'running',
      overallScore: null,
      error: null,
      completedAt: null,
      recommendations: [],
    });
    // While it runs, asking again gives the same audit instead of a second run.
    expect((await owner.post(`/api/domains/${domainId}/full-audit`)).json().auditId).toBe(auditId);

    await settle(owner, auditId);
    const audit = (await owner.get(`/api/audits/${auditId}`)).json();
    expect(audit.status).toBe('completed');
    expect(audit.error).toBeNull();
    expect(new Date(audit.completedAt).getTime()).toBeGreaterThanOrEqual(new Date(audit.startedAt).getTime());
    expect(audit.dnsResults).toMatchObject({
      status: 'healthy',
      message: expect.any(String),
      records: expect.arrayContaining([expect.objectContaining({ type: 'A', value: '127.0.0.1' })]),
    });
    expect(audit.sslResults).toMatchObject({
      status: 'healthy',
      message: expect.any(String),
      daysUntilExpiry: expect.any(Number),
    });
    expect(audit.securityResults).toMatchObject({ status: 'healthy', missingHeaders: [] });
    expect(audit.whoisResults).toMatchObject({ status: 'healthy', registrar: 'Example Registrar, LLC' });
    expect(audit.vulnerabilityResults).toMatchObject({
      status: 'healthy',
      message: 'No vulnerabilities found',
      findings: [],
    });
    expect(audit.performanceResults.loadTime).toBeGreaterThan(0);
    expect(audit.recommendations).toEqual(expect.any(Array));

    const db = t.database.handle.db;
    const scans = await db.select().from(performanceScans).where(eq(performanceScans.domainId, domainId));
    if (withLighthouse) {
      const lighthouse = audit.performanceResults.lighthouse;
      expect(lighthouse).toMatchObject({ device: 'mobile', url: `https://${AUDITED}/` });
      expect(lighthouse.scores.performance).toBeGreaterThanOrEqual(0);
      // Formula: security 30, ssl 25, dns 20, whois 10 all healthy (100) plus 15 x the Lighthouse score.
      expect(audit.overallScore).toBe(Math.round((85 * 100 + 15 * lighthouse.scores.performance) / 100));

      expect(scans).toHaveLength(1);
      const scan = scans[0]!;
      expect(scan).toMatchObject({
        url: `https://${AUDITED}/`,
        device: 'mobile',
        performanceScore: lighthouse.scores.performance,
      });
      expect(scan.accessibilityScore).toBeGreaterThan(0);
      expect(scan.seoScore).toBeGreaterThan(0);
      expect(scan.bestPracticesScore).toBeGreaterThan(0);
      expect(scan.rawData).toHaveProperty('audits');
      const timings = await db
        .select()
        .from(performanceNetworkTimings)
        .where(eq(performanceNetworkTimings.scanId, scan.id));
      expect(timings).toHaveLength(1);
      expect(timings[0]!.totalTime).toBeGreaterThan(0);
      const resources = await db
        .select()
        .from(performanceResourceMetrics)
        .where(eq(performanceResourceMetrics.scanId, scan.id));
      expect(resources.find((r) => r.resourceUrl === `https://${AUDITED}/`)).toMatchObject({
        resourceType: 'Document',
        isThirdParty: false,
      });
      expect(await db.select().from(performanceThirdParty).where(eq(performanceThirdParty.scanId, scan.id))).toEqual(
        [],
      );
      const [metrics] = await db.select().from(performanceMetrics).where(eq(performanceMetrics.domainId, domainId));
      expect(metrics).toMatchObject({ performanceScore: lighthouse.scores.performance, firstInputDelay: null });
      expect(metrics!.largestContentfulPaint).toBeGreaterThan(0);
      // The dashboard's domain list now shows the Lighthouse score.
      expect((await owner.get(`/api/domains/${domainId}`)).json().performanceScore).toBe(lighthouse.scores.performance);
    } else {
      // Without Chromium the audit still completes: performance from the HTTP check, Lighthouse's failure noted.
      expect(audit.performanceResults.lighthouse).toMatchObject({
        status: 'error',
        message: 'Chromium was not found at /nonexistent/chromium (set CHROMIUM_PATH)',
      });
      expect(audit.performanceResults.message).toMatch(/\(Lighthouse: /);
      expect(audit.overallScore).toBe(100);
      expect(scans).toEqual([]);
    }
  }, 120_000);

  it("hides one workspace's domains and audits from another (404), and needs a signed-in user", async () => {
    const [audit] = await t.database.handle.db
      .select()
      .from(fullAuditResults)
      .where(eq(fullAuditResults.domainId, domainId));
    expect((await stranger.post(`/api/domains/${domainId}/full-audit`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/audits/${audit!.id}`)).statusCode).toBe(404);
    expect((await owner.get('/api/audits/not-a-uuid')).statusCode).toBe(404);
    expect((await owner.post('/api/domains/not-a-uuid/full-audit')).statusCode).toBe(404);
    expect((await owner.get('/api/audits/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Audit not found.',
    });
    expect((await t.app.inject({ method: 'POST', url: `/api/domains/${domainId}/full-audit` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/audits/${audit!.id}` })).statusCode).toBe(401);
  });

  it('refuses deleted domains', async () => {
    const other = await signedInClient(t, 'deleter@example.com');
    const id = (await other.post('/api/domains', { name: 'gone.sitewarden.test' })).json().id;
    await other.request('DELETE', `/api/domains/${id}`);
    expect((await other.post(`/api/domains/${id}/full-audit`)).statusCode).toBe(404);
  });

  describe('on a second process', () => {
    let second: TestApp;
    let ownerThere: Client;
    let staleId: string;

    const signIn = async (app: TestApp): Promise<Client> => {
      const client = new Client(app.app);
      const login = await client.post('/api/auth/login', {
        email: 'owner@example.com',
        password: validRegistration('owner@example.com').password,
      });
      expect(login.statusCode).toBe(200);
      return client;
    };

    beforeAll(async () => {
      // An audit left running by a process that stopped...
      const [stale] = await t.database.handle.db
        .insert(fullAuditResults)
        .values({ domainId, status: 'running', startedAt: new Date(Date.now() - 60_000) })
        .returning();
      staleId = stale!.id;
      // ...and a second process starting on the same database, without Chromium (one Lighthouse run per suite).
      second = await createLabApp(kind, lab, { database: t.database, env: { CHROMIUM_PATH: '/nonexistent/chromium' } });
      ownerThere = await signIn(second);
    });
    afterAll(async () => {
      await second?.close();
    });

    it('marks audits interrupted by a restart failed instead of leaving them running', async () => {
      const audit = (await owner.get(`/api/audits/${staleId}`)).json();
      expect(audit).toMatchObject({
        status: 'failed',
        error: 'The audit was interrupted by a restart.',
        overallScore: null,
      });
      expect(audit.completedAt).not.toBeNull();
    });

    it('lists vulnerabilities and recommendations for a neglected site and scores it lower', async () => {
      const { auditId } = (await ownerThere.post(`/api/domains/${neglectedId}/full-audit`)).json();
      await settle(ownerThere, auditId);
      const audit = (await ownerThere.get(`/api/audits/${auditId}`)).json();
      expect(audit.status).toBe('completed');
      expect(audit.vulnerabilityResults.status).toBe('critical');
      const types = audit.vulnerabilityResults.findings.map((f: { type: string }) => f.type);
      expect(types).toEqual(expect.arrayContaining(['blacklisted', 'missing-header', 'insecure-cookie']));
      expect(audit.securityResults.status).toBe('critical');
      expect(audit.whoisResults.status).toBe('warning');
      expect(audit.recommendations).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Send Strict-Transport-Security/),
          expect.stringMatching(/^Set the Secure attribute/),
        ]),
      );
      expect(audit.overallScore).toBeLessThan(75);
    }, 60_000);

    it('fails with a clear error when the site may not be checked', async () => {
      const strict = await createLabApp(kind, lab, {
        database: t.database,
        env: { ALLOW_PRIVATE_TARGETS: 'false', CHROMIUM_PATH: '/nonexistent/chromium' },
      });
      try {
        const client = await signIn(strict);
        const { auditId } = (await client.post(`/api/domains/${domainId}/full-audit`)).json();
        await settle(client, auditId);
        const audit = (await client.get(`/api/audits/${auditId}`)).json();
        expect(audit).toMatchObject({
          status: 'failed',
          overallScore: null,
          error: `Refused to check ${AUDITED}: it resolves to a loopback address (127.0.0.1)`,
        });
      } finally {
        await strict.close();
      }
    }, 60_000);
  });
});
