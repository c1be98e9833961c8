import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDownloads, resources, resourceViews, users } from '../../../src/server/db/schema';
import { loadResourceContent } from '../../../src/server/modules/resources/resource-content';
import { syncResourceContent } from '../../../src/server/modules/resources/resource-content-sync';
import { RESOURCE_VIEW_LIMIT } from '../../../src/server/modules/resources/resources.routes';
import { RESOURCES_PAGE_SIZE } from '../../../src/shared/constants/resources';
import type { ResourceCategory, ResourcePage, ResourceWithRelated } from '../../../src/shared/contracts/resources';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { createFixtureContent, FIXTURE_DOWNLOAD, type FixtureDir } from './fixture-content';

describe.each(DATABASE_KINDS)('the public resources API on %s', (kind) => {
  let t: TestApp;
  let fixture: FixtureDir;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const list = async (query = '') => (await get(`/api/resources${query}`)).json<ResourcePage>();
  const slugs = (page: ResourcePage) => page.data.map((r) => r.slug);

  beforeAll(async () => {
    fixture = createFixtureContent();
    t = await createTestApp(kind, { resourceContentDir: fixture.dir });
    await syncResourceContent(t.database.handle.db, loadResourceContent(fixture.dir));
  });
  afterAll(async () => {
    await t?.close();
    fixture?.cleanup();
  });

  it('lists published resources newest first, leaving out drafts and future ones', async () => {
    const page = await list();
    expect(slugs(page)).toEqual(['tls-checklist', 'dns-guide', 'dns-glossary', 'dns-tool']);
    expect(page).toMatchObject({ page: 1, pageSize: RESOURCES_PAGE_SIZE, total: 4, totalPages: 1 });
    expect(page.data[0]).toMatchObject({
      title: 'TLS checklist',
      type: 'guide',
      difficulty: 'advanced',
      category: { slug: 'tls', name: 'TLS' },
      readTime: 4,
      hasDownload: true,
      publishedAt: '2026-04-01T00:00:00.000Z',
    });
    expect(page.data[0]).not.toHaveProperty('content');
  });

  it('filters by category, type, difficulty and featured, and pages', async () => {
    expect(slugs(await list('?category=dns'))).toEqual(['dns-guide', 'dns-glossary', 'dns-tool']);
    expect(slugs(await list('?type=glossary'))).toEqual(['dns-glossary']);
    expect(slugs(await list('?difficulty=advanced'))).toEqual(['tls-checklist']);
    expect(slugs(await list('?category=dns&type=guide&difficulty=beginner'))).toEqual(['dns-guide']);
    expect(slugs(await list('?featured=true'))).toEqual(['dns-guide']);
    expect(await list('?type=video')).toMatchObject({ data: [], total: 0, totalPages: 1 });
    expect(await list('?category=no-such-category')).toMatchObject({ data: [], total: 0 });
    const second = await list('?pageSize=3&page=2');
    expect(slugs(second)).toEqual(['dns-tool']);
    expect(second).toMatchObject({ total: 4, totalPages: 2 });
    const bad = await get('/api/resources?type=podcast');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^Type must be one of/),
    });
  });

  it('lists categories in order with their counts of published resources', async () => {
    const res = await get('/api/resource-categories');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: ResourceCategory[] }>().data;
    expect(data.map((c) => [c.slug, c.resourceCount])).toEqual([
      ['dns', 3],
      ['tls', 1],
      ['empty', 0],
    ]);
    expect(data[0]).toMatchObject({ name: 'DNS', icon: 'network', description: 'Records, resolvers and changes.' });
  });

  it('answers one resource with its body as safe HTML and what to read next', async () => {
    const res = await get('/api/resources/dns-guide');
    expect(res.statusCode).toBe(200);
    const { resource, related } = res.json<ResourceWithRelated>();
    expect(resource).toMatchObject({ slug: 'dns-guide', author: 'Sitewarden team', download: null, downloadCount: 0 });
    expect(resource.contentHtml).toContain('<h2 id="before-the-move">Before the move</h2>');
    expect(resource.outline).toEqual([
      { id: 'before-the-move', text: 'Before the move' },
      { id: 'after-the-move', text: 'After the move' },
    ]);
    expect(resource.contentHtml).not.toContain('<script>');
    // The editor's choice first, then the same category (not itself, not drafts or future ones).
    expect(related.map((r) => r.slug)).toEqual(['tls-checklist', 'dns-glossary', 'dns-tool']);

    const tool = (await get('/api/resources/dns-tool')).json<ResourceWithRelated>();
    // A tool is used, not read through: no reading time.
    expect(tool.resource).toMatchObject({ externalUrl: '/roi-calculator', readTime: null });
    expect(tool.related.map((r) => r.slug)).toEqual(['dns-guide', 'dns-glossary']);
  });

  it('answers 404 for unknown, draft and future slugs', async () => {
    for (const slug of ['no-such-thing', 'draft', 'future']) {
      const res = await get(`/api/resources/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toMatchObject({ code: 'RESOURCE_NOT_FOUND', message: expect.any(String) });
    }
  });

  it('records a view with the signed-in user, address and browser, and refuses views of what does not exist', async () => {
    const reader = await signedInClient(t, `reader-${kind}@resources.test`);
    const res = await reader.request(
      'POST',
      '/api/resources/dns-guide/views',
      {},
      { 'user-agent': 'ResourceTest/1.0' },
    );
    expect(res.statusCode).toBe(204);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/resources/dns-guide/views',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '198.51.100.7',
    });
    expect(anonymous.statusCode).toBe(204);

    const [user] = await t.database.handle.db
      .select()
      .from(users)
      .where(eq(users.email, `reader-${kind}@resources.test`));
    const views = await t.database.handle.db.select().from(resourceViews);
    expect(views).toHaveLength(2);
    expect(views).toContainEqual(expect.objectContaining({ userId: user!.id, userAgent: 'ResourceTest/1.0' }));
    expect(views).toContainEqual(expect.objectContaining({ userId: null, ipAddress: '198.51.100.7' }));

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/resources/draft/views',
      headers: { origin: TEST_ORIGIN },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('limits how many views one address can report', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/resources/dns-glossary/views',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '203.0.113.50',
      });
    for (let i = 0; i < RESOURCE_VIEW_LIMIT.max; i += 1) expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('serves a download as an attachment, counts it, and shows the count on the resource', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/resources/tls-checklist/download',
      remoteAddress: '198.51.100.9',
      headers: { 'user-agent': 'curl/8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tls-checklist.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(FIXTURE_DOWNLOAD);

    const [tls] = await t.database.handle.db.select().from(resources).where(eq(resources.slug, 'tls-checklist'));
    const downloads = await t.database.handle.db.select().from(resourceDownloads);
    expect(downloads).toEqual([
      expect.objectContaining({ resourceId: tls!.id, ipAddress: '198.51.100.9', userAgent: 'curl/8', userId: null }),
    ]);

    const { resource } = (await get('/api/resources/tls-checklist')).json<ResourceWithRelated>();
    expect(resource.download).toEqual({
      url: '/api/resources/tls-checklist/download',
      fileName: 'tls-checklist.csv',
      format: 'CSV',
      sizeBytes: FIXTURE_DOWNLOAD.length,
    });
    expect(resource.downloadCount).toBe(1);
  });

  it('answers 404 for a download of a resource without a file, or of a file that is gone', async () => {
    expect((await get('/api/resources/dns-guide/download')).json()).toMatchObject({ code: 'NO_DOWNLOAD' });
    fixture.remove('downloads/tls-checklist.csv');
    const gone = await get('/api/resources/tls-checklist/download');
    expect(gone.statusCode).toBe(404);
    expect((await get('/api/resources/tls-checklist')).json<ResourceWithRelated>().resource).toMatchObject({
      download: null,
      hasDownload: false,
    });
    fixture.write('downloads/tls-checklist.csv', FIXTURE_DOWNLOAD);
  });
});
