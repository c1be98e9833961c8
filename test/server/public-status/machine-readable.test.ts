import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLocalFeed } from '../../../src/server/db/change-feed';
import { statusPages } from '../../../src/server/db/schema';
import { publishComponentChanges } from '../../../src/server/jobs/monitoring/component-changes';
import { createHistoryWriter } from '../../../src/server/jobs/monitoring/history-writer';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { DAY_MS, isoDay, statusFixture } from './status-page-fixture';

// Statuspage v2's documented shapes (https://metastatuspage.com/api/v2): exact field names, no others.
const iso = z.iso.datetime({ offset: true });
const pageShape = z.strictObject({
  id: z.string(),
  name: z.string(),
  url: z.url(),
  time_zone: z.string(),
  updated_at: iso,
});
const statusShape = z.strictObject({
  indicator: z.enum(['none', 'minor', 'major', 'critical']),
  description: z.string(),
});
const componentStatus = z.enum([
  'operational',
  'degraded_performance',
  'partial_outage',
  'major_outage',
  'under_maintenance',
]);
const componentShape = z.strictObject({
  id: z.string(),
  name: z.string(),
  status: componentStatus,
  created_at: iso,
  updated_at: iso,
  position: z.number().int(),
  description: z.string().nullable(),
  showcase: z.boolean(),
  start_date: z.string().nullable(),
  group_id: z.string().nullable(),
  page_id: z.string(),
  group: z.boolean(),
  only_show_if_degraded: z.boolean(),
  components: z.array(z.string()).optional(),
});
const updateShape = z.strictObject({
  id: z.string(),
  status: z.string(),
  body: z.string(),
  incident_id: z.string(),
  created_at: iso,
  updated_at: iso,
  display_at: iso,
  deliver_notifications: z.boolean(),
  affected_components: z
    .array(
      z.strictObject({ code: z.string(), name: z.string(), old_status: componentStatus, new_status: componentStatus }),
    )
    .nullable(),
});
const incidentFields = {
  id: z.string(),
  name: z.string(),
  created_at: iso,
  updated_at: iso,
  monitoring_at: iso.nullable(),
  resolved_at: iso.nullable(),
  shortlink: z.string(),
  started_at: iso,
  page_id: z.string(),
  incident_updates: z.array(updateShape),
  components: z.array(componentShape),
};
const incidentShape = z.strictObject({
  ...incidentFields,
  status: z.enum(['investigating', 'identified', 'monitoring', 'resolved', 'postmortem']),
  impact: z.enum(['none', 'minor', 'major', 'critical']),
});
const maintenanceShape = z.strictObject({
  ...incidentFields,
  status: z.enum(['scheduled', 'in_progress', 'verifying', 'completed']),
  impact: z.enum(['none', 'maintenance', 'minor', 'major', 'critical']),
  scheduled_for: iso,
  scheduled_until: iso,
});
const SHAPES = {
  'summary.json': z.strictObject({
    page: pageShape,
    components: z.array(componentShape),
    incidents: z.array(incidentShape),
    scheduled_maintenances: z.array(maintenanceShape),
    status: statusShape,
  }),
  'status.json': z.strictObject({ page: pageShape, status: statusShape }),
  'components.json': z.strictObject({ page: pageShape, components: z.array(componentShape) }),
  'incidents.json': z.strictObject({ page: pageShape, incidents: z.array(incidentShape) }),
  'incidents/unresolved.json': z.strictObject({ page: pageShape, incidents: z.array(incidentShape) }),
  'scheduled-maintenances.json': z.strictObject({ page: pageShape, scheduled_maintenances: z.array(maintenanceShape) }),
  'scheduled-maintenances/upcoming.json': z.strictObject({
    page: pageShape,
    scheduled_maintenances: z.array(maintenanceShape),
  }),
  'scheduled-maintenances/active.json': z.strictObject({
    page: pageShape,
    scheduled_maintenances: z.array(maintenanceShape),
  }),
};

// jsdom ships no types; the module name is a variable so TypeScript does not look for them.
const jsdomModule = 'jsdom';
interface XmlNode {
  textContent: string | null;
  querySelectorAll(selector: string): Iterable<XmlNode>;
  getElementsByTagName(name: string): ArrayLike<XmlNode>;
}
const { JSDOM } = (await import(jsdomModule)) as {
  JSDOM: new (text: string, options?: { contentType: string }) => { window: { document: XmlNode } };
};
/** Parses XML strictly: malformed XML throws. */
const parseXml = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;
const XSS = '<script>alert(1)</script>';

describe.each(DATABASE_KINDS)('status page JSON, feeds, widget, badges and custom domains on %s', (kind) => {
  let t: TestApp;
  let fx: ReturnType<typeof statusFixture>;
  const feed = createLocalFeed();
  let userId: string;
  let pageId: string;
  let api: string;
  let shop: string;
  let web: string;
  let mailComponent: string;
  const now = Date.now();

  beforeAll(async () => {
    t = await createTestApp(kind, { feed });
    fx = statusFixture(t.database.handle.db);
    await signedInClient(t, 'owner@example.com');
    userId = await fx.userId('owner@example.com');
    shop = await fx.domain(userId, 'shop.example.com');
    api = await fx.domain(userId, 'api.example.com');
    const mail = await fx.monitor(shop, 'Mail');
    pageId = await fx.page({ userId, slug: 'acme', name: `Acme ${XSS}` });
    web = await fx.component(pageId, shop, { displayName: 'Web shop', groupName: 'Customer facing', orderIndex: 0 });
    await fx.component(pageId, api, { displayName: 'API', groupName: 'Customer facing', orderIndex: 1 });
    mailComponent = await fx.component(pageId, shop, { monitorId: mail, displayName: `Mail ${XSS}`, orderIndex: 2 });
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    for (let d = 1; d <= 30; d++) await fx.rollup(shop, isoDay(today - d * DAY_MS), 1440, d === 2 ? 1368 : 1440);
    await fx.check(shop, 'healthy', new Date(now - 60_000));
    await fx.check(api, 'warning', new Date(now - 60_000));
    await fx.check(shop, 'healthy', new Date(now - 60_000), mail);
    await fx.incident(
      pageId,
      {
        title: `Slow API ${XSS}`,
        status: 'identified',
        impact: 'minor',
        startedAt: new Date(now - 7_200_000),
        components: [],
      },
      [
        { status: 'investigating', message: 'Looking into slow answers', at: new Date(now - 7_200_000) },
        { status: 'identified', message: `A slow query ${XSS}`, at: new Date(now - 3_600_000) },
      ],
    );
    await fx.incident(
      pageId,
      {
        title: 'Old outage',
        status: 'resolved',
        impact: 'major',
        startedAt: new Date(now - 5 * DAY_MS),
        resolvedAt: new Date(now - 5 * DAY_MS + 600_000),
      },
      [{ status: 'resolved', message: 'All good', at: new Date(now - 5 * DAY_MS + 600_000) }],
    );
    await fx.maintenance(userId, 'Mail server move', new Date(now - 600_000), new Date(now + 600_000), [
      { domainId: shop, monitorId: mail },
    ]);
    await fx.maintenance(userId, 'Database upgrade', new Date(now + DAY_MS), new Date(now + DAY_MS + 3_600_000), [
      { domainId: api },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers every Statuspage v2 document in its documented shape, open to other sites, briefly cacheable', async () => {
    for (const [file, shape] of Object.entries(SHAPES)) {
      const res = await get(`/public/status/acme/api/v2/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('public, max-age=10');
      const parsed = shape.safeParse(res.json());
      expect(parsed.error?.issues ?? [], file).toEqual([]);
    }
    const summary = SHAPES['summary.json'].parse((await get('/public/status/acme/api/v2/summary.json')).json());
    expect(summary.page).toMatchObject({
      id: pageId,
      name: `Acme ${XSS}`,
      url: 'http://localhost:3000/public/status/acme',
    });
    // a degraded component and a minor incident: minor
    expect(summary.status).toEqual({ indicator: 'minor', description: 'Minor Service Outage' });
    const byName = new Map(summary.components.map((c) => [c.name, c]));
    expect(byName.get('Web shop')?.status).toBe('operational');
    expect(byName.get('API')?.status).toBe('degraded_performance');
    expect(byName.get(`Mail ${XSS}`)?.status).toBe('under_maintenance');
    const group = byName.get('Customer facing');
    expect(group).toMatchObject({ group: true, status: 'degraded_performance' });
    expect(group?.components).toEqual([web, byName.get('API')?.id]);
    expect(byName.get('Web shop')?.group_id).toBe(group?.id);
    expect(byName.get(`Mail ${XSS}`)?.group_id).toBeNull();
    expect(summary.incidents.map((i) => i.name)).toEqual([`Slow API ${XSS}`]);
    expect(summary.incidents[0]?.incident_updates.map((u) => u.status)).toEqual(['identified', 'investigating']);
    expect(summary.scheduled_maintenances.map((m) => [m.name, m.status])).toEqual([
      ['Mail server move', 'in_progress'],
      ['Database upgrade', 'scheduled'],
    ]);
    expect(summary.scheduled_maintenances[0]?.components.map((c) => c.id)).toEqual([mailComponent]);

    const incidents = SHAPES['incidents.json'].parse((await get('/public/status/acme/api/v2/incidents.json')).json());
    expect(incidents.incidents.map((i) => [i.name, i.status])).toEqual([
      [`Slow API ${XSS}`, 'identified'],
      ['Old outage', 'resolved'],
    ]);
    const upcoming = SHAPES['scheduled-maintenances/upcoming.json'].parse(
      (await get('/public/status/acme/api/v2/scheduled-maintenances/upcoming.json')).json(),
    );
    expect(upcoming.scheduled_maintenances.map((m) => m.name)).toEqual(['Database upgrade']);
    const active = SHAPES['scheduled-maintenances/active.json'].parse(
      (await get('/public/status/acme/api/v2/scheduled-maintenances/active.json')).json(),
    );
    expect(active.scheduled_maintenances.map((m) => m.name)).toEqual(['Mail server move']);
    expect((await get('/public/status/nope/api/v2/summary.json')).statusCode).toBe(404);
  });

  it('serves well-formed RSS and Atom of the incidents, text escaped', async () => {
    const rss = await get('/public/status/acme/feed.rss');
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    const rssDoc = parseXml(rss.body);
    const titles = [...rssDoc.querySelectorAll('item > title')].map((n) => n.textContent);
    expect(titles).toEqual([`Slow API ${XSS} (Identified)`, 'Old outage (Resolved)']);
    expect(rss.body).not.toContain(XSS);

    const atom = await get('/public/status/acme/feed.atom');
    expect(atom.statusCode).toBe(200);
    expect(atom.headers['content-type']).toContain('application/atom+xml');
    const atomDoc = parseXml(atom.body);
    expect(atomDoc.getElementsByTagName('entry')).toHaveLength(2);
    const content = [...atomDoc.querySelectorAll('entry > content')][0]?.textContent ?? '';
    // the update's Markdown rendered, its raw HTML escaped
    expect(content).toContain('A slow query &lt;script&gt;');
  });

  it('serves the widget framable anywhere and the snippet that frames it', async () => {
    const widget = await get('/public/status/acme/widget');
    expect(widget.statusCode).toBe(200);
    expect(widget.headers['x-frame-options']).toBeUndefined();
    expect(String(widget.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(String(widget.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(widget.body).toContain('Minor Service Outage');
    // the page's name is the frame's heading
    expect(widget.body).toContain('<h1 class="n">Acme &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(widget.body).not.toContain('<script');
    // the page itself may not be framed
    expect(String((await get('/public/status/acme')).headers['content-security-policy'])).toContain(
      "frame-ancestors 'none'",
    );

    const script = await get('/public/status/acme/widget.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain('createElement("iframe")');
    expect(script.body).not.toContain('<script');
  });

  it('draws SVG badges for the page, its uptime and each component, escaped and cacheable for a minute', async () => {
    const status = await get('/public/status/acme/badges/status.svg');
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-type']).toContain('image/svg+xml');
    expect(status.headers['cache-control']).toBe('public, max-age=60');
    expect(status.body).toContain('minor service outage');
    expect(status.body).toContain('Acme &lt;script&gt;');
    expect(status.body).not.toContain('<script');

    // the web shop over 7 days: six rolled-up days (one at 95 %) and today's one raw check
    const week = await get(`/public/status/acme/badges/components/${web}.svg?period=7d`);
    expect(week.statusCode).toBe(200);
    const expected = ((100 * (5 * 1440 + 1368 + 1)) / (6 * 1440 + 1)).toFixed(2);
    expect(week.body).toContain(`${expected}%`);
    const day = await get('/public/status/acme/badges/uptime.svg?period=24h');
    expect(day.body).toContain('uptime 24h');
    expect(day.body).toContain('100%');
    const state = await get(`/public/status/acme/badges/components/${mailComponent}.svg`);
    expect(state.body).toContain('under maintenance');
    expect(state.body).toContain('Mail &lt;script&gt;');
    expect((await get('/public/status/acme/badges/uptime.svg?period=1y')).statusCode).toBe(400);
    expect((await get('/public/status/acme/badges/components/not-a-component.svg')).statusCode).toBe(404);
  });

  it('serves a page on its own domain at /, and never rewrites the installation host', async () => {
    // a proven claim (decision 065; test/server/status-pages/custom-domain-verification.test.ts proves them through DNS)
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
    await expect.poll(async () => (await get('/', { host: 'status.acme.test' })).statusCode).toBe(200);
    const home = await get('/', { host: 'status.acme.test' });
    expect(home.body).toContain('<h1>Acme &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(home.body).toContain('<link rel="canonical" href="https://status.acme.test/">');
    const summary = await get('/api/v2/summary.json', { host: 'status.acme.test' });
    expect(summary.statusCode).toBe(200);
    expect(SHAPES['summary.json'].parse(summary.json()).page.url).toBe('https://status.acme.test/');
    expect((await get('/feed.atom', { host: 'status.acme.test' })).headers['content-type']).toContain(
      'application/atom+xml',
    );
    expect((await get('/badges/status.svg', { host: 'STATUS.acme.test:443' })).statusCode).toBe(200);
    // the page's own links (under /public/status/acme) pass through
    expect((await get('/public/status/acme/feed.rss', { host: 'status.acme.test' })).statusCode).toBe(200);
    // the installation's host is the installation's
    const own = await get('/', { host: 'localhost:3000' });
    expect(own.body).not.toContain('<h1>Acme');
    // other hosts are not rewritten
    expect((await get('/api/v2/summary.json', { host: 'elsewhere.test' })).statusCode).toBe(404);
  });

  it('forgets a cached page when a check changes a component state, and only then', async () => {
    const history = createHistoryWriter(t.database.handle.db, {
      intervalMs: 60_000,
      componentsChanged: publishComponentChanges(feed),
    });
    const state = async () => {
      const body = SHAPES['components.json'].parse((await get('/public/status/acme/api/v2/components.json')).json());
      return body.components.find((c) => c.id === web)?.status;
    };
    const record = async (status: string, at: number) => {
      history.add({
        domainId: shop,
        checkType: 'uptime',
        status,
        responseTime: 100,
        details: {},
        checkedAt: new Date(at),
        up: status === 'healthy',
      });
      await history.flush();
    };
    const start = Date.now();
    await record('healthy', start - 120_000);
    expect(await state()).toBe('operational');
    // a row written behind the cache's back (newer than the writer's) stays unseen while nothing is told...
    await fx.check(shop, 'critical', new Date(start));
    expect(await state()).toBe('operational');
    // ...and the same status again tells nobody
    await record('healthy', start - 60_000);
    expect(await state()).toBe('operational');
    // a new status is told once its row is stored: the next answer reads it
    await record('critical', start + 1_000);
    expect(await state()).toBe('major_outage');
    const page = (await get('/public/status/acme')).body;
    expect(page).toMatch(/Web shop<\/span><span class="sw-state t-critical">Major outage/);
    await history.close();
  });
});
