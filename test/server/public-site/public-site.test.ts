import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, users } from '../../../src/server/db/schema';
import { DEMO_EMAIL } from '../../../src/server/modules/seed/seed-demo';
import type { ApiReference } from '../../../src/shared/contracts/api-reference';
import { pageHtml, withBoot } from '../../../src/server/prerender/page-html';
import { BOOT_SCRIPT } from '../../../src/shared/prerender/boot-script';
import { ORIGIN_PLACEHOLDER } from '../../../src/shared/prerender/site-origin';
import type { PrerenderManifest, RenderedPage } from '../../../src/shared/prerender/types';
import { Client, createTestApp, signedInClient, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sitewarden: website and domain monitoring</title>
    <meta name="description" content="Default description" />
    <script type="module" crossorigin src="/assets/react-abc.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript><p>Sitewarden needs JavaScript.</p></noscript>
  </body>
</html>`;

const page = (pagePath: string, title: string, extraHead = ''): RenderedPage => ({
  path: pagePath,
  status: 200,
  head: `<title>${title}</title><meta name="description" content="About ${title}"/><link rel="canonical" href="${ORIGIN_PLACEHOLDER}${pagePath}"/>${extraHead}`,
  body: `<main id="main-content"><h1>${title}</h1></main>`,
  state: pagePath === '/pricing' ? JSON.stringify({ queries: [{ note: '</script><script>alert(1)</script>' }] }) : null,
  sessionDependent: pagePath === '/',
  // /pricing stands for an app-like page here (the real one has islands only).
  script: pagePath === '/pricing' ? 'app' : 'islands',
});
const ISLANDS_ENTRY = '/assets/site-entry-abc.js';

/** A built site as the prerender leaves it, written with the prerender's own HTML assembly. */
function writeSite(dir: string): void {
  const template = withBoot(TEMPLATE);
  writeFileSync(path.join(dir, 'index.html'), template);
  mkdirSync(path.join(dir, 'pages/blog'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'assets/index-abc.js'), 'console.log("app")');
  const pages = [
    page('/', 'Home · Sitewarden'),
    page('/pricing', 'Pricing · Sitewarden'),
    page('/blog/first-post', 'First post · Sitewarden'),
    page('/blog/page/4', 'Blog, page 4 · Sitewarden', '<meta name="robots" content="noindex, follow"/>'),
  ];
  const manifest: PrerenderManifest = {
    builtAt: new Date().toISOString(),
    notFoundFile: 'pages/404.html',
    fullyPrerenderedPatterns: ['/blog/:slug'],
    pages: pages.map((p) => ({
      path: p.path,
      file: p.path === '/' ? 'pages/index.html' : `pages${p.path}.html`,
      indexable: !p.head.includes('noindex'),
      sessionDependent: p.sessionDependent,
      title: p.path,
      description: p.path,
      lastModified: p.path === '/blog/first-post' ? '2025-03-04T10:00:00.000Z' : undefined,
    })),
  };
  for (const [i, p] of pages.entries()) {
    const file = path.join(dir, manifest.pages[i]!.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(template, p, ISLANDS_ENTRY));
  }
  writeFileSync(
    path.join(dir, 'pages/404.html'),
    pageHtml(template, { ...page('/404', '404 Page Not Found · Sitewarden'), status: 404 }, ISLANDS_ENTRY),
  );
  writeFileSync(path.join(dir, 'pages/manifest.json'), JSON.stringify(manifest));
}

// Serving, page views, the demo's read-only rule and the API reference touch simple rows: one database suffices.
describe('the public site on the server', () => {
  let t: TestApp;
  let webDir: string;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'sitewarden-web-'));
    writeSite(webDir);
    t = await createTestApp('pglite', { webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("serves each public page's own prerendered HTML with PUBLIC_URL filled in, compressed when asked", async () => {
    const res = await get('/pricing/', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<title>Pricing · Sitewarden</title>');
    expect(html).not.toContain('Default description');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/pricing"/>`);
    expect(html).toContain(`data-origin="${TEST_ORIGIN}"`);
    expect(html).not.toContain(ORIGIN_PLACEHOLDER);
    expect(html).toContain('<div id="root" data-prerendered><main id="main-content"><h1>Pricing · Sitewarden</h1>');
    // Page data cannot close its script element.
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html).not.toContain('<noscript>');

    const home = await get('/');
    expect(home.body).toContain('<div id="root" data-prerendered data-session-dependent>');
  });

  it('gives app-like pages the app and every other public page only the islands entry (decision 046)', async () => {
    const app = (await get('/pricing')).body;
    expect(app).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(app).toContain('<script type="module" crossorigin src="/assets/react-abc.js"></script>');
    expect(app).not.toContain(ISLANDS_ENTRY);
    for (const path of ['/', '/blog/first-post', '/no/such/page']) {
      const html = (await get(path)).body;
      const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts, path).toEqual([ISLANDS_ENTRY]);
      // Nothing hydrates the whole page there, so its data is not shipped either.
      expect(html, path).not.toContain('sw-query-state');
    }
  });

  it('lets only the boot script run inline', async () => {
    const res = await get('/');
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(res.body).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('answers the app shell for signed-in screens, 404 with the 404 page for unknown paths', async () => {
    const shell = await get('/scanner');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
    expect(shell.body).toContain('<title>Sitewarden: website and domain monitoring</title>');

    for (const unknown of ['/no-such-page', '/blog/no-such-post', '/pages/pricing.html', '/index.html']) {
      const res = await get(unknown);
      expect(res.statusCode, unknown).toBe(404);
      expect(res.body, unknown).toContain('<title>404 Page Not Found · Sitewarden</title>');
    }
    const api = await get('/api/no-such-endpoint');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/assets/index-abc.js')).headers['cache-control']).toContain('immutable');
  });

  it('lists indexable pages in sitemap.xml and closes the API and signed-in screens in robots.txt', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${TEST_ORIGIN}/</loc>`);
    expect(sitemap.body).toContain(`<url><loc>${TEST_ORIGIN}/blog/first-post</loc><lastmod>2025-03-04</lastmod></url>`);
    expect(sitemap.body).not.toContain('/blog/page/4');

    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /partner$\n');
    expect(robots).toContain('Disallow: /teams/\n');
    expect(robots).not.toMatch(/Disallow: \/partner\n/);
    expect(robots).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  const lastView = async () =>
    (await t.database.handle.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1))[0];

  it('records page views of visitors and of signed-in users, keeping no query of other sites', async () => {
    const visitor = new Client(t.app);
    const res = await visitor.post('/api/analytics/pageview', {
      path: '/pricing?plan=pro',
      referrer: 'https://search.example/results?q=uptime+monitor&session=secret',
      visitId: 'visit-1',
    });
    expect(res.statusCode).toBe(204);
    expect(await lastView()).toMatchObject({
      path: '/pricing?plan=pro',
      referrer: 'https://search.example/results',
      userId: null,
      sessionId: 'visit-1',
    });

    const member = await signedInClient(t, 'views@site.test');
    await member.post('/api/analytics/pageview', { path: '/scanner', referrer: '/pricing?plan=pro' });
    const user = (await member.get('/api/auth/user')).json<{ id: string }>();
    expect(await lastView()).toMatchObject({ path: '/scanner', referrer: '/pricing?plan=pro', userId: user.id });

    expect((await visitor.post('/api/analytics/pageview', { path: 'https://elsewhere.example/' })).statusCode).toBe(
      400,
    );
  });

  it('signs visitors in to the read-only demo, which may look but not change anything', async () => {
    const visitor = new Client(t.app);
    // a new server's workers are still making the demo (DEMO_WORKSPACE=on): a clear answer, no session
    expect((await visitor.get('/api/demo')).json()).toEqual({ status: 'preparing' });
    const early = await visitor.post('/api/demo/session');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'DEMO_PREPARING',
      message: expect.stringMatching(/being prepared/),
      details: { retryAfter: 10 },
    });
    expect(visitor.cookie('sitewarden.signed-in')).toBeUndefined();

    await t.database.handle.db
      .insert(users)
      .values({ email: DEMO_EMAIL, firstName: 'Demo', subscriptionTier: 'agency' });
    expect((await visitor.get('/api/demo')).json()).toEqual({ status: 'ready' });
    const started = await visitor.post('/api/demo/session');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ email: DEMO_EMAIL });
    expect(visitor.cookie('sitewarden.signed-in')).toBe('1');

    expect((await visitor.get('/api/domains')).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/api/domains', { name: 'mine.example.com' }],
      ['POST', '/api/teams', { name: 'Demo team' }],
    ] as const) {
      const refused = await visitor.request(method, url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'DEMO_READ_ONLY',
        message: expect.stringMatching(/read-only demo/),
      });
    }
    expect((await visitor.post('/api/auth/logout')).statusCode).toBe(204);
    expect(visitor.cookie('sitewarden.signed-in')).toBeUndefined();
    expect((await visitor.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('says the demo is not set up where no worker makes it (DEMO_WORKSPACE=off) and nobody seeded it', async () => {
    const off = await createTestApp('pglite', { env: { DEMO_WORKSPACE: 'off' } });
    try {
      const visitor = new Client(off.app);
      expect((await visitor.get('/api/demo')).json()).toEqual({ status: 'unavailable' });
      const missing = await visitor.post('/api/demo/session');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'DEMO_UNAVAILABLE',
        message: expect.stringContaining('sitewarden seed demo'),
      });
    } finally {
      await off.close();
    }
  });

  it('generates the API reference from the partner API v1 OpenAPI document, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(res.statusCode).toBe(200);
    const reference = res.json<ApiReference>();
    expect(reference.openApiVersion).toBe('3.1.0');
    const operations = reference.areas.flatMap((area) => area.operations);
    const create = operations.find((op) => op.method === 'POST' && op.path === '/api/v1/domains');
    expect(create?.body).toContainEqual(expect.objectContaining({ name: 'name', required: true }));
    expect(operations.find((op) => op.method === 'PATCH' && op.path === '/api/v1/domains/:id')?.pathParameters).toEqual(
      [expect.objectContaining({ name: 'id', required: true })],
    );
    expect(
      operations.find((op) => op.method === 'GET' && op.path === '/api/v1/domains')?.queryParameters.map((p) => p.name),
    ).toEqual(expect.arrayContaining(['cursor', 'limit']));
    expect(operations.every((op) => op.path.startsWith('/api/v1/'))).toBe(true);
  });
});
