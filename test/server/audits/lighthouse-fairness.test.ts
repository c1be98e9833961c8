import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { domains, teamMembers, teams, users } from '../../../src/server/db/schema';
import type { LighthouseResult, LighthouseTarget } from '../../../src/server/engine';
import { createLighthouseScheduler, LIGHTHOUSE_PLACES } from '../../../src/server/jobs/lighthouse/lighthouse-scheduler';
import { PLANS } from '../../../src/shared/constants/plans';
import type { Audit } from '../../../src/shared/contracts/audits';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

/*
 * Issue 13, item 6: one workspace's burst of audits must not starve another's. Two workspaces share one process's
 * Lighthouse scheduler, as they do in production; Lighthouse is a stand-in whose runs finish when the test says.
 */

const BURST = 12;

function standIn() {
  const started: string[] = [];
  const gates: Array<() => void> = [];
  let open = false;
  const run = async (target: LighthouseTarget): Promise<LighthouseResult> => {
    started.push(target.domain);
    if (!open) await new Promise<void>((resolve) => gates.push(resolve));
    return {
      status: 'healthy',
      message: `Performance 95/100 (mobile) for ${target.domain}`,
      details: null,
      raw: null,
      durationMs: 5,
      waitedMs: 0,
    };
  };
  return {
    run,
    started,
    async finishOne() {
      await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0), { timeout: 20_000 });
      gates.shift()!();
    },
    /** From now on runs finish at once. */
    openAll() {
      open = true;
      for (const release of gates.splice(0)) release();
    },
  };
}

describe.each(DATABASE_KINDS)('Lighthouse shared fairly between workspaces on %s', (kind) => {
  const lighthouse = standIn();
  const scheduler = createLighthouseScheduler({ run: lighthouse.run });
  let t: TestApp;
  let agency: Client;
  let small: Client;
  const agencyDomains: string[] = [];
  let smallDomain: string;

  const auditOf = async (client: Client, auditId: string) => (await client.get(`/api/audits/${auditId}`)).json<Audit>();
  const settled = async (client: Client, auditId: string) => {
    await vi.waitFor(async () => expect((await auditOf(client, auditId)).status).not.toBe('running'), {
      timeout: 30_000,
      interval: 100,
    });
    return auditOf(client, auditId);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { lighthouse: scheduler });
    agency = await signedInClient(t, 'burst@fair.test', 'agency');
    small = await signedInClient(t, 'small@fair.test', 'free');
    for (let i = 0; i < BURST; i++)
      agencyDomains.push((await agency.post('/api/domains', { name: `site${i}.burst.test` })).json().id);
    smallDomain = (await small.post('/api/domains', { name: 'shop.small.test' })).json().id;
  });
  afterAll(async () => {
    lighthouse.openAll();
    await t?.close();
  });

  it("refuses one workspace's burst beyond its places (429, Retry-After) while another's audit is accepted and runs next", async () => {
    const answers = await Promise.all(agencyDomains.map((id) => agency.post(`/api/domains/${id}/full-audit`)));
    const accepted = answers.filter((res) => res.statusCode === 202);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(accepted).toHaveLength(LIGHTHOUSE_PLACES.request);
    expect(refused).toHaveLength(BURST - LIGHTHOUSE_PLACES.request);
    for (const res of refused) {
      const body = res.json();
      expect(body).toMatchObject({
        code: 'LIGHTHOUSE_BUSY',
        message: expect.stringMatching(
          /^This workspace already has 5 audits and performance analyses waiting or running\. Try again in \d+ (s|min)\.$/,
        ),
        details: { retryAfter: expect.any(Number) },
      });
      expect(body.details.retryAfter).toBeGreaterThanOrEqual(1);
      expect(res.headers['retry-after']).toBe(String(body.details.retryAfter));
    }
    // Analyses share the workspace's places: they are Lighthouse runs too.
    const analysis = await agency.post(`/api/domains/${agencyDomains[0]}/performance/analyze`);
    expect(analysis.statusCode).toBe(429);
    expect(analysis.json().code).toBe('LIGHTHOUSE_BUSY');

    // The burst's runs are in line (one under way, the others waiting) when the other workspace asks: it is not
    // refused, and its run comes right after the one under way, not after the burst.
    await vi.waitFor(() => expect(scheduler.running + scheduler.waiting).toBe(LIGHTHOUSE_PLACES.request), {
      timeout: 20_000,
    });
    const start = await small.post(`/api/domains/${smallDomain}/full-audit`);
    expect(start.statusCode).toBe(202);
    await vi.waitFor(() => expect(scheduler.waiting).toBe(LIGHTHOUSE_PLACES.request), { timeout: 20_000 });
    expect(lighthouse.started).toHaveLength(1);
    await lighthouse.finishOne();
    await vi.waitFor(() => expect(lighthouse.started).toHaveLength(2), { timeout: 5_000 });
    expect(lighthouse.started[1]).toBe('shop.small.test');
    await lighthouse.finishOne();

    const audit = await settled(small, start.json().auditId);
    expect(audit).toMatchObject({ status: 'completed', error: null });
    expect(audit.performanceResults?.lighthouse).toMatchObject({
      status: 'healthy',
      message: 'Performance 95/100 (mobile) for shop.small.test',
    });

    // The burst's audits finish in their turn; then the workspace has its places back.
    lighthouse.openAll();
    for (const res of accepted) expect((await settled(agency, res.json().auditId)).status).toBe('completed');
    expect(lighthouse.started.slice(2).every((name) => name.endsWith('.burst.test'))).toBe(true);
    expect(scheduler.held('user:' + (await agency.get('/api/auth/user')).json().id, 'request')).toBe(0);
    expect((await agency.post(`/api/domains/${agencyDomains[BURST - 1]}/full-audit`)).statusCode).toBe(202);
  });

  it('limits the audits and analyses a workspace starts per hour by its plan (429 RATE_LIMITED, Retry-After)', async () => {
    lighthouse.openAll();
    const limit = PLANS.free.lighthouseRunsPerHour;
    // One audit started above; the rest of the hour's runs as analyses, one after another.
    for (let run = 1; run < limit; run++) {
      const res = await small.post(`/api/domains/${smallDomain}/performance/analyze`);
      expect(res.statusCode, res.body).toBe(202);
      await vi.waitFor(
        async () =>
          expect((await small.get(`/api/domains/${smallDomain}/performance/analysis`)).json().status).toMatch(
            /completed|failed/,
          ),
        { timeout: 20_000, interval: 50 },
      );
    }
    const refused = await small.post(`/api/domains/${smallDomain}/full-audit`);
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body, refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^The Free plan allows 10 audits and performance analyses an hour per workspace, and this workspace has started them all\. Try again in (\d+ min|1 h)\.$/,
      ),
    });
    expect(body.details.retryAfter).toBeGreaterThan(3_000);
    expect(body.details.retryAfter).toBeLessThanOrEqual(3_600);
    expect(refused.headers['retry-after']).toBe(String(body.details.retryAfter));
    expect((await small.post(`/api/domains/${smallDomain}/performance/analyze`)).statusCode).toBe(429);
    // Refused asks hold no place.
    expect(scheduler.held('user:' + (await small.get('/api/auth/user')).json().id, 'request')).toBe(0);
  });

  it('refuses viewers (403) through the permissions table, before any place or count is taken', async () => {
    const db = t.database.handle.db;
    const ownerId = (await agency.get('/api/auth/user')).json().id as string;
    const viewer = await signedInClient(t, 'viewer@fair.test', 'free');
    const viewerId = (await viewer.get('/api/auth/user')).json().id as string;
    const [team] = await db.insert(teams).values({ name: 'Client', slug: 'client-fair', ownerId }).returning();
    await db.insert(teamMembers).values([
      { teamId: team!.id, userId: ownerId, role: 'owner' },
      { teamId: team!.id, userId: viewerId, role: 'viewer' },
    ]);
    await db.update(users).set({ currentTeamId: team!.id }).where(eq(users.id, viewerId));
    const [domain] = await db
      .insert(domains)
      .values({ name: 'client.fair.test', userId: ownerId, teamId: team!.id })
      .returning();

    for (const url of [`/api/domains/${domain!.id}/full-audit`, `/api/domains/${domain!.id}/performance/analyze`]) {
      const res = await viewer.post(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Viewers cannot start audits or performance analyses. Ask a team admin for a different role.',
      });
    }
    expect(scheduler.held(`team:${team!.id}`, 'request')).toBe(0);
  });
});
