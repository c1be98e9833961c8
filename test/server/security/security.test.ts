import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainChecks, sslCertificates } from '../../../src/server/db/schema';
import type { SecuritySummary } from '../../../src/shared/contracts/security';
import type { RescanFamily } from '../../../src/server/modules/security/check-queue';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const lookup = (zone: string, kind: 'ip' | 'domain', subject: string, outcome: 'listed' | 'clean' | 'unknown') => ({
  zone,
  kind,
  subject,
  outcome,
  codes: outcome === 'listed' ? ['127.0.0.2'] : [],
});

describe.each(DATABASE_KINDS)('Security Status card on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let newcomer: Client;
  const queued: Array<{ domainId: string; family: RescanFamily }> = [];
  const ids: Record<'clean' | 'listed' | 'unchecked', string> = { clean: '', listed: '', unchecked: '' };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      checkQueue: { enqueue: async (domainId, family) => void queued.push({ domainId, family }) },
    });
    owner = await signedInClient(t, 'owner@sec.test', 'pro');
    newcomer = await signedInClient(t, 'newcomer@sec.test');
    for (const name of ['clean', 'listed', 'unchecked'] as const)
      ids[name] = (await owner.post('/api/domains', { name: `${name}.sec.test` })).json().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says nothing was checked yet, without a score, before any result', async () => {
    const body = (await owner.get('/api/security/summary')).json();
    expect(body).toMatchObject({ score: null, protectedDomains: 0, totalDomains: 3 });
    expect(
      body.checks.map((c: { label: string; status: string; lastCheckedAt: unknown }) => [
        c.label,
        c.status,
        c.lastCheckedAt,
      ]),
    ).toEqual([
      ['Malware Scan', 'unknown', null],
      ['Blacklist Status', 'unknown', null],
      ['SSL Certificates', 'unknown', null],
      ['DNS Health', 'unknown', null],
    ]);
    expect((await newcomer.get('/api/security/summary')).json()).toMatchObject({ totalDomains: 0, score: null });
  });

  it('builds the four checks, score and protected domains from the latest stored results', async () => {
    const db = t.database.handle.db;
    const now = Date.now();
    const earlier = new Date(now - 2 * 3_600_000);
    const latest = new Date(now - 60_000);
    await db.insert(domainChecks).values([
      // an old listing that a later check no longer shows
      {
        domainId: ids.clean,
        checkType: 'security',
        status: 'critical',
        checkedAt: earlier,
        details: { message: 'listed', dnsbl: [lookup('dbl.test', 'domain', 'clean.sec.test', 'listed')] },
      },
      // as the monitoring engine stores them: probe details at the top
      {
        domainId: ids.clean,
        checkType: 'security',
        status: 'healthy',
        checkedAt: latest,
        details: {
          message: 'All headers present',
          dnsbl: [
            lookup('dbl.test', 'domain', 'clean.sec.test', 'clean'),
            lookup('zen.test', 'ip', '192.0.2.1', 'clean'),
          ],
        },
      },
      {
        domainId: ids.clean,
        checkType: 'dns',
        status: 'healthy',
        checkedAt: latest,
        details: { message: 'DNS healthy' },
      },
      // as the scanner stores them: probe details under details.details
      {
        domainId: ids.listed,
        checkType: 'security',
        status: 'critical',
        checkedAt: earlier,
        details: {
          source: 'scan',
          message: 'Listed',
          details: {
            dnsbl: [
              lookup('dbl.test', 'domain', 'listed.sec.test', 'listed'),
              lookup('zen.test', 'ip', '192.0.2.2', 'clean'),
            ],
          },
        },
      },
      {
        domainId: ids.listed,
        checkType: 'dns',
        status: 'warning',
        checkedAt: earlier,
        details: { source: 'scan', message: 'Only one nameserver' },
      },
    ]);
    await db.insert(sslCertificates).values([
      { domainId: ids.clean, validTo: new Date(now + 90 * DAY + 3_600_000), isValid: true, lastChecked: latest },
      { domainId: ids.listed, validTo: new Date(now + 10 * DAY + 3_600_000), isValid: true, lastChecked: earlier },
    ]);

    const body = (await owner.get('/api/security/summary')).json<SecuritySummary>();
    const check = (key: string) => body.checks.find((c) => c.key === key);
    expect(check('malware')).toMatchObject({
      status: 'critical',
      message: 'listed.sec.test: Listed on dbl.test',
      lastCheckedAt: latest.toISOString(),
      issues: [{ domainId: ids.listed, domainName: 'listed.sec.test', message: 'Listed on dbl.test' }],
    });
    expect(check('blacklist')).toMatchObject({
      status: 'healthy',
      message: 'No server address is on a spam blacklist (2 of 3 domains checked)',
    });
    expect(check('ssl')).toMatchObject({ status: 'warning', message: 'listed.sec.test: Certificate 10 days left' });
    expect(check('dns')).toMatchObject({
      status: 'warning',
      message: 'listed.sec.test: Only one nameserver',
      lastCheckedAt: latest.toISOString(),
    });
    // 8 results known, 5 healthy; the listed domain is not protected, the unchecked one is not either
    expect(body).toMatchObject({ score: 63, protectedDomains: 1, totalDomains: 3 });
  });

  it('rescans: queues the security, TLS and DNS checks of every active domain', async () => {
    const res = await owner.post('/api/security/rescan');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ domains: 3, queued: 9 });
    expect(
      queued
        .filter((q) => q.domainId === ids.unchecked)
        .map((q) => q.family)
        .sort(),
    ).toEqual(['dns', 'security', 'ssl']);
    const none = await newcomer.post('/api/security/rescan');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please add a domain before running a security scan.');
  });

  it("rescans one domain from its page, and not another workspace's", async () => {
    queued.length = 0;
    const res = await owner.post(`/api/security/rescan?domainId=${ids.listed}`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ domains: 1, queued: 3 });
    expect(new Set(queued.map((q) => q.domainId))).toEqual(new Set([ids.listed]));
    const foreign = await newcomer.post(`/api/security/rescan?domainId=${ids.listed}`);
    expect(foreign.statusCode).toBe(404);
    expect(queued).toHaveLength(3);
  });
});
