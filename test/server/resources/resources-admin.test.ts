import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { loadResourceContent } from '../../../src/server/modules/resources/resource-content';
import { syncResourceContent } from '../../../src/server/modules/resources/resource-content-sync';
import type {
  AdminCategory,
  AdminResource,
  ResourceFields,
  ResourceWithRelated,
} from '../../../src/shared/contracts/resources';
import type { PrerenderManifest } from '../../../src/shared/prerender/types';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { createFixtureContent, type FixtureDir } from './fixture-content';

type Detail = AdminResource & { fields: ResourceFields };

describe.each(DATABASE_KINDS)('the resources admin API on %s', (kind) => {
  let t: TestApp;
  let fixture: FixtureDir;
  let admin: Client;
  let user: Client;

  const valid = {
    title: 'Reading a traceroute',
    slug: 'reading-a-traceroute',
    description: 'What each hop tells you.',
    type: 'guide',
  };

  beforeAll(async () => {
    fixture = createFixtureContent();
    t = await createTestApp(kind, { resourceContentDir: fixture.dir });
    await syncResourceContent(t.database.handle.db, loadResourceContent(fixture.dir));
    admin = await signedInClient(t, `admin-${kind}@resources.test`);
    await t.database.handle.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.email, `admin-${kind}@resources.test`));
    user = await signedInClient(t, `user-${kind}@resources.test`);
  });
  afterAll(async () => {
    await t?.close();
    fixture?.cleanup();
  });

  it('refuses visitors (401) and ordinary users (404) before reading the body', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/resources'],
      ['POST', '/api/admin/resources', {}],
      ['PATCH', '/api/admin/resources/00000000-0000-4000-8000-000000000000', { title: '' }],
      ['DELETE', '/api/admin/resources/not-even-an-id'],
      ['GET', '/api/admin/resource-categories'],
      ['POST', '/api/admin/resource-categories', {}],
    ];
    for (const [method, url, body] of calls) {
      expect((await new Client(t.app).request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const res = await user.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers the SPEC §5 messages for a resource', async () => {
    const empty = await admin.post('/api/admin/resources', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Title is required',
      details: {
        fieldErrors: {
          title: ['Title is required'],
          slug: ['Slug is required'],
          description: ['Description is required'],
          type: ['Type must be one of: guide, case_study, whitepaper, video, webinar, tool, api_doc, glossary'],
        },
      },
    });
    const blank = await admin.post('/api/admin/resources', { ...valid, title: '   ', difficulty: 'expert' });
    expect(blank.json().details.fieldErrors).toEqual({
      title: ['Title is required'],
      difficulty: ['Difficulty must be one of: beginner, intermediate, advanced'],
    });
  });

  it('answers the SPEC §5 messages for a category', async () => {
    const res = await admin.post('/api/admin/resource-categories', { name: '', slug: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors).toEqual({ name: ['Category name is required'], slug: ['Slug is required'] });
  });

  it('creates, changes and removes a category and a resource that visitors then see', async () => {
    const created = await admin.post('/api/admin/resource-categories', {
      name: 'Networking',
      slug: 'networking',
      icon: 'globe',
    });
    expect(created.statusCode).toBe(201);
    const category = created.json<AdminCategory>();
    expect(category).toMatchObject({ slug: 'networking', source: 'admin', resourceCount: 0, sortOrder: 0 });
    expect(
      (await admin.post('/api/admin/resource-categories', { name: 'Again', slug: 'networking' })).json(),
    ).toMatchObject({ code: 'SLUG_TAKEN' });

    const res = await admin.post('/api/admin/resources', {
      ...valid,
      category: 'networking',
      difficulty: 'intermediate',
      related: ['dns-guide'],
      content: `## Hops\n\n${'Each line is one router on the way. '.repeat(80)}`,
    });
    expect(res.statusCode).toBe(201);
    const resource = res.json<Detail>();
    expect(resource).toMatchObject({ source: 'admin', isPublished: true, viewCount: 0, downloadCount: 0, readTime: 3 });
    expect(resource.fields).toMatchObject({ category: 'networking', related: ['dns-guide'] });

    const page = (await new Client(t.app).get('/api/resources/reading-a-traceroute')).json<ResourceWithRelated>();
    expect(page.resource.contentHtml).toContain('<h2 id="hops">Hops</h2>');
    expect(page.related.map((r) => r.slug)).toEqual(['dns-guide']);

    // A partial change keeps everything else; clearing the difficulty takes null.
    const changed = await admin.request('PATCH', `/api/admin/resources/${resource.id}`, {
      title: 'Reading traceroute output',
      difficulty: null,
      published: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Detail>()).toMatchObject({
      title: 'Reading traceroute output',
      difficulty: null,
      isPublished: false,
      category: { slug: 'networking' },
    });
    expect(changed.json<Detail>().fields.related).toEqual(['dns-guide']);
    expect((await new Client(t.app).get('/api/resources/reading-a-traceroute')).statusCode).toBe(404);

    const renamed = await admin.request('PATCH', `/api/admin/resource-categories/${category.id}`, { name: 'Networks' });
    expect(renamed.json<AdminCategory>()).toMatchObject({ name: 'Networks', slug: 'networking', icon: 'globe' });

    expect((await admin.request('DELETE', `/api/admin/resource-categories/${category.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/resources/${resource.id}`)).json<Detail>().category).toBeNull();
    expect((await admin.request('DELETE', `/api/admin/resources/${resource.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/resources/${resource.id}`)).statusCode).toBe(404);
  });

  it('refuses references to nothing, a taken slug and a page title that is too long', async () => {
    const check = async (body: Record<string, unknown>, field: string, message: RegExp) => {
      const res = await admin.post('/api/admin/resources', { ...valid, ...body });
      expect(res.statusCode, `${JSON.stringify(body)} -> ${res.body}`).toBe(400);
      expect(res.json().details.fieldErrors[field][0]).toMatch(message);
    };
    await check({ slug: 'dns-guide' }, 'slug', /already exists/);
    await check({ category: 'nowhere' }, 'category', /No category has the slug "nowhere"/);
    await check({ related: ['missing'] }, 'related', /No resource has the slug "missing"/);
    await check({ downloadFile: 'absent.csv' }, 'downloadFile', /not in content\/resources\/downloads/);
    await check({ downloadFile: '../secret.md' }, 'downloadFile', /file name under content\/resources\/downloads/);
    await check({ externalUrl: 'javascript:alert(1)' }, 'externalUrl', /page of this site/);
    await check(
      { title: 'A title that is far too long to fit in a search result' },
      'metaTitle',
      /longer than 47 characters/,
    );
  });

  it('keeps rows of the content files read-only, naming the file to change', async () => {
    const list = (await admin.get('/api/admin/resources')).json<{ data: AdminResource[] }>().data;
    const guide = list.find((r) => r.slug === 'dns-guide')!;
    expect(guide.source).toBe('content');
    const res = await admin.request('PATCH', `/api/admin/resources/${guide.id}`, { title: 'Changed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONTENT_MANAGED',
      message: expect.stringContaining('content/resources/dns-guide.md'),
    });
    expect((await admin.request('DELETE', `/api/admin/resources/${guide.id}`)).statusCode).toBe(409);

    const categories = (await admin.get('/api/admin/resource-categories')).json<{ data: AdminCategory[] }>().data;
    const dns = categories.find((c) => c.slug === 'dns')!;
    expect(dns).toMatchObject({ source: 'content', resourceCount: 3 });
    expect((await admin.request('DELETE', `/api/admin/resource-categories/${dns.id}`)).json()).toMatchObject({
      code: 'CONTENT_MANAGED',
    });
  });

  it('lists every resource with its views and downloads for admins', async () => {
    await new Client(t.app).get('/api/resources/tls-checklist/download');
    const list = (await admin.get('/api/admin/resources')).json<{ data: AdminResource[] }>().data;
    expect(list.map((r) => r.slug)).toEqual(expect.arrayContaining(['draft', 'future', 'tls-checklist']));
    expect(list.find((r) => r.slug === 'draft')).toMatchObject({ isPublished: false });
    expect(list.find((r) => r.slug === 'tls-checklist')).toMatchObject({ downloadCount: 1 });
  });
});

/** A built site with one prerendered resource page, to see how the server answers the others. */
function writeSite(dir: string): void {
  const html = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`;
  mkdirSync(path.join(dir, 'pages/resources'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html('App shell'));
  writeFileSync(path.join(dir, 'pages/resources/dns-guide.html'), html('Moving DNS'));
  writeFileSync(path.join(dir, 'pages/404.html'), html('404 Page Not Found'));
  const manifest: PrerenderManifest = {
    builtAt: new Date().toISOString(),
    notFoundFile: 'pages/404.html',
    fullyPrerenderedPatterns: [],
    pages: [
      {
        path: '/resources/dns-guide',
        file: 'pages/resources/dns-guide.html',
        indexable: true,
        sessionDependent: false,
        title: 'Moving DNS',
        description: '',
      },
    ],
  };
  writeFileSync(path.join(dir, 'pages/manifest.json'), JSON.stringify(manifest));
}

describe('resource pages published after the build', () => {
  let t: TestApp;
  let fixture: FixtureDir;
  let webDir: string;

  beforeAll(async () => {
    fixture = createFixtureContent();
    webDir = mkdtempSync(path.join(tmpdir(), 'sitewarden-web-'));
    writeSite(webDir);
    t = await createTestApp('pglite', { resourceContentDir: fixture.dir, webDir });
    await syncResourceContent(t.database.handle.db, loadResourceContent(fixture.dir));
  });
  afterAll(async () => {
    await t?.close();
    fixture?.cleanup();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the prerendered page, the app shell for a resource added since, and 404 for anything else', async () => {
    const page = (url: string) => t.app.inject({ method: 'GET', url });
    const prerendered = await page('/resources/dns-guide');
    expect(prerendered.statusCode).toBe(200);
    expect(prerendered.body).toContain('<title>Moving DNS</title>');

    // In the database but not in the build (the fixture's tool page): the browser renders it.
    const runtime = await page('/resources/dns-tool');
    expect(runtime.statusCode).toBe(200);
    expect(runtime.body).toContain('<title>App shell</title>');

    for (const url of ['/resources/no-such-thing', '/resources/draft', '/resources/future']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('404 Page Not Found');
    }
  });
});
