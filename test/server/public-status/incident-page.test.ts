import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFeed } from '../../../src/server/db/change-feed';
import { statusIncidents, statusPages, statusSubscribers } from '../../../src/server/db/schema';
import { createInProcessScheduler, type InProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import {
  createSubscriberNoticeJobs,
  STATUS_NOTICE_JOB,
  type StatusNoticeJobData,
} from '../../../src/server/modules/status-subscribers/subscriber-notices.service';
import type { SubscriberNotices } from '../../../src/server/modules/status-subscribers/subscriber-notices';
import { hashToken, unsubscribeToken } from '../../../src/server/modules/status-subscribers/subscriber-tokens';
import type { Incident } from '../../../src/shared/contracts/status-pages';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { DAY_MS, statusFixture } from './status-page-fixture';

const XSS = '<script>alert(1)</script>';

// jsdom ships no types; the module name is a variable so TypeScript does not look for them.
const jsdomModule = 'jsdom';
interface XmlNode {
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): XmlNode | null;
  querySelectorAll(selector: string): Iterable<XmlNode>;
}
const { JSDOM } = (await import(jsdomModule)) as {
  JSDOM: new (text: string, options?: { contentType: string }) => { window: { document: XmlNode } };
};
/** Parses XML strictly: malformed XML throws. */
const parseXml = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;

/**
 * An incident's own public page (decision 079): its timeline, linked from the feeds, the Statuspage JSON and the
 * subscribers' mail; and deliver_notifications, which posts an update without mailing anyone.
 */
describe.each(DATABASE_KINDS)("an incident's public page on %s", (kind) => {
  let t: TestApp;
  let fx: ReturnType<typeof statusFixture>;
  let owner: Client;
  let userId: string;
  let pageId: string;
  let shopComponent: string;
  let incidentId: string;
  let scheduler: InProcessScheduler;
  const feed = createLocalFeed();
  const now = Date.now();
  const visitor = () => new Client(t.app, '10.9.0.1');
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const address = (id: string, slug = 'acme') => `${TEST_ORIGIN}/public/status/${slug}/incidents/${id}`;

  beforeAll(async () => {
    // the subscribers' notices through the real queue and mail writer, into the test app's mailer
    const notices: { current?: SubscriberNotices } = {};
    t = await createTestApp(kind, {
      feed,
      subscriberNotices: {
        incidentUpdated: (id) => notices.current!.incidentUpdated(id),
        maintenanceScheduled: (id) => notices.current!.maintenanceScheduled(id),
      },
    });
    const db = t.database.handle.db;
    const jobs = createSubscriberNoticeJobs({
      db,
      mailer: t.mailer,
      publicUrl: TEST_ORIGIN,
      secret: t.config.sessionSecret,
    });
    scheduler = createInProcessScheduler();
    scheduler.startWorker(
      async (job) => {
        if (job.name === STATUS_NOTICE_JOB) await jobs.run(job.data as unknown as StatusNoticeJobData, job);
      },
      { concurrency: 2 },
    );
    notices.current = jobs.notices(scheduler);

    fx = statusFixture(db);
    owner = await signedInClient(t, 'owner@incidents.test', 'pro');
    userId = await fx.userId('owner@incidents.test');
    const shop = await fx.domain(userId, 'shop.example.com');
    const api = await fx.domain(userId, 'api.example.com');
    pageId = await fx.page({ userId, slug: 'acme', name: `Acme ${XSS}`, allowSubscriptions: true });
    shopComponent = await fx.component(pageId, shop, { displayName: `Shop ${XSS}`, orderIndex: 0 });
    await fx.component(pageId, api, { displayName: 'API', orderIndex: 1 });
    incidentId = await fx.incident(
      pageId,
      {
        title: `Checkout errors ${XSS}`,
        status: 'identified',
        impact: 'major',
        startedAt: new Date(now - 7_200_000),
        components: [shopComponent],
      },
      [
        { status: 'investigating', message: `We are looking **into** it ${XSS}`, at: new Date(now - 7_200_000) },
        { status: 'identified', message: 'The payment provider times out.', at: new Date(now - 3_600_000) },
      ],
    );
    const subscriberId = crypto.randomUUID();
    await db.insert(statusSubscribers).values({
      id: subscriberId,
      statusPageId: pageId,
      email: 'reader@example.org',
      isVerified: true,
      confirmedAt: new Date(),
      unsubscribeToken: hashToken(unsubscribeToken(t.config.sessionSecret, subscriberId)),
    });
  });
  afterAll(async () => {
    await scheduler?.close();
    await t?.close();
  });

  it('shows the title, impact, components and whole timeline (Markdown, times, newest first), escaped, with a way back', async () => {
    const res = await get(`/public/status/acme/incidents/${incidentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    const html = res.body;
    expect(html).toContain(
      '<h1 class="sw-incident-title">Checkout errors &lt;script&gt;alert(1)&lt;/script&gt; <span class="sw-tag">Identified</span></h1>',
    );
    expect(html).toContain('Impact: Major.');
    expect(html).toContain('Affects: Shop &lt;script&gt;');
    expect(html).not.toContain('Affects: Shop &lt;script&gt;alert(1)&lt;/script&gt;, API');
    const timeline = html.slice(html.indexOf('<ol class="sw-timeline"'));
    expect(timeline.indexOf('The payment provider times out.')).toBeLessThan(timeline.indexOf('looking'));
    expect(html).toContain('We are looking <strong>into</strong> it &lt;script&gt;');
    // the instant for the page's script, the UTC words for everyone else
    expect(html).toContain(`<time datetime="${new Date(now - 3_600_000).toISOString()}">`);
    expect(html).toContain('<span data-zone-note>Times in UTC.</span>');
    expect(html).toContain('<a href="/public/status/acme">&larr; Back to Acme &lt;script&gt;');
    expect(html).toContain(`<link rel="canonical" href="${address(incidentId)}">`);
    expect(html).toContain('<title>Checkout errors &lt;script&gt;alert(1)&lt;/script&gt; (Identified) · Acme');
    expect(html).not.toContain(XSS);
    expect(html.match(/<script/g) ?? []).toHaveLength(0);

    // the status page links each incident to its page
    const page = (await get('/public/status/acme')).body;
    expect(page).toContain(`<a href="/public/status/acme/incidents/${incidentId}">Checkout errors &lt;script&gt;`);
  });

  it('reads an incident older than the page keeps in memory', async () => {
    const archive = await fx.page({ userId, slug: 'archive', name: 'Archive' });
    const oldest = await fx.incident(
      archive,
      {
        title: 'The first outage',
        status: 'resolved',
        startedAt: new Date(now - 300 * DAY_MS),
        resolvedAt: new Date(now - 300 * DAY_MS + 600_000),
      },
      [{ status: 'resolved', message: 'Long fixed.', at: new Date(now - 300 * DAY_MS + 600_000) }],
    );
    // 50 newer ones: more than the JSON's list and the first page of the history hold
    await t.database.handle.db.insert(statusIncidents).values(
      Array.from({ length: 50 }, (_, i) => ({
        statusPageId: archive,
        title: `Later outage ${i}`,
        status: 'resolved' as const,
        startedAt: new Date(now - (100 - i) * DAY_MS),
        resolvedAt: new Date(now - (100 - i) * DAY_MS + 60_000),
      })),
    );
    const res = await get(`/public/status/archive/incidents/${oldest}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The first outage');
    expect(res.body).toContain('Long fixed.');
  });

  it('answers the usual 404 page for an unknown incident, another page’s, and a private page to a visitor', async () => {
    const other = await fx.page({ userId, slug: 'other', name: 'Other' });
    const othersIncident = await fx.incident(other, { title: 'Not of acme', startedAt: new Date(now - 60_000) });
    const secret = await fx.page({ userId, slug: 'secret', name: 'Internal', isPublic: false });
    const secretIncident = await fx.incident(secret, { title: 'Private trouble', startedAt: new Date(now - 60_000) });
    for (const url of [
      `/public/status/acme/incidents/${othersIncident}`,
      `/public/status/acme/incidents/${crypto.randomUUID()}`,
      '/public/status/acme/incidents/not-an-id',
      `/public/status/no-such-page/incidents/${incidentId}`,
      `/public/status/secret/incidents/${secretIncident}`,
    ]) {
      const res = await visitor().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('Status page not found');
      expect(res.body, url).not.toContain('Not of acme');
      expect(res.body, url).not.toContain('Private trouble');
    }
    // the private page's members see it (and it is never indexed)
    const member = await owner.get(`/public/status/secret/incidents/${secretIncident}`);
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('Private trouble');
    expect(member.headers['x-robots-tag']).toBe('noindex');
    expect(member.headers['cache-control']).toBe('private, no-store');
  });

  it('links each feed entry and JSON incident to its page, the feeds still well-formed', async () => {
    const rss = parseXml((await get('/public/status/acme/feed.rss')).body);
    const item = rss.querySelector('item');
    expect(item?.querySelector('link')?.textContent).toBe(address(incidentId));
    expect(item?.querySelector('guid')?.textContent).toBe(address(incidentId));
    expect(item?.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true');
    // the channel still links to the page itself
    expect(rss.querySelector('channel > link')?.textContent).toBe(`${TEST_ORIGIN}/public/status/acme`);

    const atom = parseXml((await get('/public/status/acme/feed.atom')).body);
    const entry = atom.querySelector('entry');
    expect(entry?.querySelector('id')?.textContent).toBe(address(incidentId));
    expect(entry?.querySelector('link')?.getAttribute('href')).toBe(address(incidentId));

    const json = (await get('/public/status/acme/api/v2/incidents.json')).json<{
      incidents: { id: string; shortlink: string; incident_updates: { deliver_notifications: boolean }[] }[];
    }>();
    const incident = json.incidents.find((i) => i.id === incidentId);
    expect(incident?.shortlink).toBe(address(incidentId));
    expect(incident?.incident_updates.map((u) => u.deliver_notifications)).toEqual([true, true]);
  });

  it('posts an update with deliverNotifications false without mailing anyone, and says so in every answer', async () => {
    const created = await owner.post(`/api/status-pages/${pageId}/incidents`, {
      title: 'Login errors',
      impact: 'minor',
      message: 'Some sign-ins fail.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Incident>().id;
    await scheduler.settle();
    const mails = () => t.mailer.sent.filter((m) => m.subject.includes('Login errors'));
    expect(mails()).toHaveLength(1);
    // the mail leads to the incident's page first, the status page beside it
    expect(mails()[0]!.text).toContain(`Follow this incident: ${address(id)}`);
    expect(mails()[0]!.html).toContain(`href="${address(id)}"`);

    const quiet = await owner.post(`/api/incidents/${id}/updates`, {
      status: 'identified',
      message: 'A *certificate* expired.',
      deliverNotifications: false,
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    // the earlier name still works
    const legacy = await owner.post(`/api/incidents/${id}/updates`, {
      status: 'monitoring',
      message: 'Renewed; watching.',
      notifySubscribers: false,
    });
    expect(legacy.statusCode, legacy.body).toBe(200);
    await scheduler.settle();
    expect(mails()).toHaveLength(1);
    const answer = legacy.json<Incident>();
    expect(answer.updates.map((u) => u.deliverNotifications)).toEqual([false, false, true]);
    expect(answer.updates[1]!.messageHtml).toBe('<p>A <em>certificate</em> expired.</p>\n');

    const json = (await get('/public/status/acme/api/v2/incidents.json')).json<{
      incidents: { id: string; incident_updates: { body: string; deliver_notifications: boolean }[] }[];
    }>();
    expect(
      json.incidents.find((i) => i.id === id)?.incident_updates.map((u) => [u.body, u.deliver_notifications]),
    ).toEqual([
      ['Renewed; watching.', false],
      ['A *certificate* expired.', false],
      ['Some sign-ins fail.', true],
    ]);

    const resolved = await owner.post(`/api/incidents/${id}/updates`, { status: 'resolved', message: 'Fixed.' });
    expect(resolved.statusCode).toBe(200);
    await scheduler.settle();
    expect(mails().map((m) => m.subject)).toEqual([
      expect.stringContaining('Investigating: Login errors'),
      expect.stringContaining('Resolved: Login errors'),
    ]);
  });

  it("serves the incident's page at the short path of the page's own domain", async () => {
    await t.database.handle.db
      .update(statusPages)
      .set({
        customDomain: 'status.acme.test',
        customDomainToken: 'f'.repeat(32),
        customDomainVerifiedAt: new Date(),
        customDomainProof: 'txt',
      })
      .where(eq(statusPages.id, pageId));
    await feed.publish({ type: 'status-page', pageId });
    const path = `/incidents/${incidentId}`;
    await expect.poll(async () => (await get(path, { host: 'status.acme.test' })).statusCode).toBe(200);
    const res = await get(path, { host: 'status.acme.test' });
    expect(res.body).toContain(`<link rel="canonical" href="https://status.acme.test/incidents/${incidentId}">`);
    const json = (await get('/api/v2/incidents.json', { host: 'status.acme.test' })).json<{
      incidents: { id: string; shortlink: string }[];
    }>();
    expect(json.incidents.find((i) => i.id === incidentId)?.shortlink).toBe(
      `https://status.acme.test/incidents/${incidentId}`,
    );
  });
});
