import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../src/shared/helpers/control-characters';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { statusFixture } from './status-page-fixture';

// jsdom ships no types; the module name is a variable so TypeScript does not look for them.
const jsdomModule = 'jsdom';
interface XmlNode {
  textContent: string | null;
  querySelectorAll(selector: string): Iterable<XmlNode>;
}
const { JSDOM } = (await import(jsdomModule)) as {
  JSDOM: new (text: string, options?: { contentType: string }) => { window: { document: XmlNode } };
};
/** Parses XML strictly: malformed XML (a control character XML 1.0 refuses) throws. */
const parseXml = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;

const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { details?: { fieldErrors?: Record<string, string[]> } }).details?.fieldErrors ?? {};

/**
 * Names are one line of text (finding: a name with a C0 control character made the SVG badges invalid XML). The API
 * refuses control characters in names; names stored before that rule still give well-formed badges and feeds.
 */
describe.each(DATABASE_KINDS)('names with control characters on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let domainId: string;
  let componentId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'names@example.com', 'pro');
    const fx = statusFixture(t.database.handle.db);
    const userId = await fx.userId('names@example.com');
    domainId = (await owner.post('/api/domains', { name: 'names.example.com' })).json<{ id: string }>().id;
    // as a page saved before the rule would have it: straight into the database
    const pageId = await fx.page({ userId, slug: 'bell', name: 'Bell\u0001 status\u001F' });
    componentId = await fx.component(pageId, domainId, { displayName: 'Web\u0001site', groupName: 'Front\u0008 end' });
    await fx.check(domainId, 'healthy', new Date(Date.now() - 60_000));
    await fx.incident(pageId, { title: 'Slow\u0001 answers', startedAt: new Date(Date.now() - 3_600_000) }, [
      { status: 'investigating', message: 'Looking\u0002 into it', at: new Date(Date.now() - 3_600_000) },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('draws well-formed SVG badges for a page and a component whose stored names hold control characters', async () => {
    const urls = [
      '/public/status/bell/badges/status.svg',
      '/public/status/bell/badges/uptime.svg?period=7d',
      `/public/status/bell/badges/components/${componentId}.svg`,
      `/public/status/bell/badges/components/${componentId}.svg?period=24h`,
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const title = [...parseXml(res.body).querySelectorAll('title')][0]?.textContent ?? '';
      expect(title, url).toMatch(/^(Bell status|Website|uptime 7d)/);
    }
  });

  it('serves well-formed RSS and Atom for them', async () => {
    for (const url of ['/public/status/bell/feed.rss', '/public/status/bell/feed.atom']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const doc = parseXml(res.body);
      const titles = [...doc.querySelectorAll('item > title, entry > title')].map((n) => n.textContent);
      expect(titles, url).toEqual(['Slow answers (Investigating)']);
    }
  });

  it('refuses a control character in a name through the API (400 under the field)', async () => {
    const page = await owner.post('/api/status-pages', { name: 'Bell\u0001' });
    expect(page.statusCode).toBe(400);
    expect(fieldErrors(page).name).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    const tabbed = await owner.post('/api/status-pages', { name: 'Bell\tstatus' });
    expect(tabbed.statusCode).toBe(400);

    const created = await owner.post('/api/status-pages', { name: 'Bell two' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await owner.request('PATCH', `/api/status-pages/${id}`, { name: 'Line\nbreak' })).statusCode).toBe(400);
    const component = await owner.request('PUT', `/api/status-pages/${id}/components`, {
      components: [{ domainId, displayName: 'Web\u0001site', groupName: 'Front\u0008 end' }],
    });
    expect(component.statusCode).toBe(400);
    expect(fieldErrors(component)['components.0.displayName']).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(fieldErrors(component)['components.0.groupName']).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    const incident = await owner.post(`/api/status-pages/${id}/incidents`, { title: 'Down\u0007', message: 'Looking' });
    expect(incident.statusCode).toBe(400);
    expect(fieldErrors(incident).title).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    const monitor = await owner.post(`/api/domains/${domainId}/monitors`, {
      type: 'tcp',
      name: 'Mail\u0001',
      intervalSeconds: 300,
      settings: { host: 'mail.names.example.com', port: 25 },
    });
    expect(monitor.statusCode).toBe(400);
    expect(fieldErrors(monitor).name).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    // ordinary names, accents and emoji included, are fine
    expect((await owner.request('PATCH', `/api/status-pages/${id}`, { name: 'Café status 🚀' })).statusCode).toBe(200);
  });
});
