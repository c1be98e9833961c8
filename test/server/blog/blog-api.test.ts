import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../../src/server/db/schema';
import { syncContent } from '../../../src/server/startup/content-sync';
import type { BlogPostDetail, BlogPostPage, BlogTaxonomy } from '../../../src/shared/contracts/blog';
import { createTestDatabase, DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { contentDir, FIXTURE_SLUGS_NEWEST_FIRST, writePost } from './blog-fixtures';

/** The five fixtures and three older generated posts: 8 posts, two pages of 6. */
const ALL_NEWEST_FIRST = [...FIXTURE_SLUGS_NEWEST_FIRST, 'generated-post-3', 'generated-post-2', 'generated-post-1'];

describe.each(DATABASE_KINDS)('the blog API (%s)', (kind) => {
  let t: TestApp;
  const content = contentDir({ extra: 3 });

  beforeAll(async () => {
    t = await createTestApp(kind, { blogContentDir: content.dir });
  });
  afterAll(async () => {
    await t?.close();
    content.remove();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const page = async (query: string) => {
    const res = await get(`/api/blog/posts${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BlogPostPage>();
  };
  const expectNotFound = async (url: string, code: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code, message: expect.any(String) as string });
  };

  it('pages the posts newest first, 6 a page, and answers 404 past the last page', async () => {
    const first = await page('');
    expect(first).toMatchObject({ page: 1, pageSize: 6, totalPages: 2, totalPosts: 8, category: null, tag: null });
    expect(first.posts.map((post) => post.slug)).toEqual(ALL_NEWEST_FIRST.slice(0, 6));
    expect(first.posts[0]).toEqual({
      slug: 'markup-edge-cases',
      title: 'Security headers & the markup they protect',
      excerpt:
        'A fixture that checks rendering: raw HTML is escaped, repeated headings get unique ids, tables and code survive.',
      category: 'security',
      tags: ['http', 'headers'],
      readingMinutes: 1,
      publishedAt: '2026-04-01T00:00:00.000Z',
      updatedAt: '2026-04-01T00:00:00.000Z',
    });
    const second = await page('?page=2');
    expect(second.posts.map((post) => post.slug)).toEqual(ALL_NEWEST_FIRST.slice(6));
    await expectNotFound('/api/blog/posts?page=3', 'BLOG_PAGE_NOT_FOUND');
  });

  it('lists one category or one tag, and 404s for one without posts', async () => {
    const monitoring = await page('?category=monitoring');
    expect(monitoring.posts.map((post) => post.slug)).toEqual(['alert-fatigue', 'uptime-checks-basics']);
    expect(monitoring).toMatchObject({
      totalPages: 1,
      totalPosts: 2,
      category: { slug: 'monitoring', label: 'Monitoring' },
    });
    const certificates = await page('?tag=certificates');
    expect(certificates.posts.map((post) => post.slug)).toEqual([
      'caa-records-in-practice',
      'certificate-renewal-checklist',
    ]);
    expect(certificates.tag).toBe('certificates');
    await expectNotFound('/api/blog/posts?category=gardening', 'BLOG_CATEGORY_NOT_FOUND');
    // A real category nobody has written in yet has no page either.
    await expectNotFound('/api/blog/posts?category=performance', 'BLOG_CATEGORY_NOT_FOUND');
    await expectNotFound('/api/blog/posts?tag=no-such-tag', 'BLOG_TAG_NOT_FOUND');
    await expectNotFound('/api/blog/posts?category=monitoring&page=2', 'BLOG_PAGE_NOT_FOUND');
  });

  it('refuses malformed queries with the validation error shape', async () => {
    for (const query of ['?page=0', '?page=two', '?category=monitoring&tag=alerts', '?tag=Not%20A%20Slug']) {
      const res = await get(`/api/blog/posts${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        code: expect.any(String) as string,
        message: expect.any(String) as string,
      });
    }
  });

  it('answers a post with its article, related posts and neighbours', async () => {
    const res = await get('/api/blog/posts/uptime-checks-basics');
    expect(res.statusCode).toBe(200);
    const detail = res.json<BlogPostDetail>();
    expect(detail.post).toMatchObject({ slug: 'uptime-checks-basics', category: 'monitoring' });
    expect(detail.post.html).toContain('<h2 id="re-check-before-alerting">Re-check before alerting</h2>');
    // Same category and a shared tag beat one shared tag; posts sharing nothing are not related.
    expect(detail.related.map((post) => post.slug)).toEqual(['alert-fatigue', 'markup-edge-cases']);
    expect(detail.newer?.slug).toBe('certificate-renewal-checklist');
    expect(detail.older?.slug).toBe('generated-post-3');

    const newest = (await get('/api/blog/posts/markup-edge-cases')).json<BlogPostDetail>();
    expect(newest.newer).toBeNull();
    expect(newest.older?.slug).toBe('alert-fatigue');
    const renewal = (await get('/api/blog/posts/certificate-renewal-checklist')).json<BlogPostDetail>();
    expect(renewal.related.map((post) => post.slug)).toEqual(['caa-records-in-practice']);
  });

  it('caps related posts at three, best match first', async () => {
    const generated = (await get('/api/blog/posts/generated-post-2')).json<BlogPostDetail>();
    expect(generated.related.map((post) => post.slug)).toEqual(['generated-post-3', 'generated-post-1']);
    expect(generated.related.length).toBeLessThanOrEqual(3);
  });

  it('answers 404 for an unknown post', async () => {
    await expectNotFound('/api/blog/posts/no-such-post', 'BLOG_POST_NOT_FOUND');
  });

  it('lists categories and tags that have posts, with counts', async () => {
    const res = await get('/api/blog/taxonomy');
    expect(res.statusCode).toBe(200);
    const taxonomy = res.json<BlogTaxonomy>();
    expect(taxonomy.totalPosts).toBe(8);
    expect(taxonomy.categories.map(({ slug, count }) => [slug, count])).toEqual([
      ['monitoring', 2],
      ['ssl-tls', 1],
      ['dns', 1],
      ['security', 1],
      ['operations', 3],
    ]);
    expect(taxonomy.tags.slice(0, 4)).toEqual([
      { slug: 'generated', count: 3 },
      { slug: 'testing', count: 3 },
      { slug: 'alerts', count: 2 },
      { slug: 'certificates', count: 2 },
    ]);
    expect(taxonomy.tags).toHaveLength(12);
  });

  it('sends page 1 of a listing to the listing itself', async () => {
    for (const [from, to] of [
      ['/blog/page/1', '/blog'],
      ['/blog/category/dns/page/1', '/blog/category/dns'],
      ['/blog/tag/alerts/page/1', '/blog/tag/alerts'],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
  });
});

describe('starting the server with a bad post file', () => {
  it("fails its start-up work with the file's name instead of serving a partial blog", async () => {
    const content = contentDir({ fixtures: false });
    writePost(content.dir, 'fine-post');
    writePost(content.dir, 'dated-tomorrow', { publishedAt: '2999-01-01' });
    const database = await createTestDatabase(DATABASE_KINDS[0]!);
    try {
      await expect(syncContent(database.handle.db, { blogDir: content.dir })).rejects.toThrow(
        /dated-tomorrow\.md: is dated in the future/,
      );
      expect(await database.handle.db.select().from(blogPosts)).toEqual([]);
    } finally {
      await database.drop();
      content.remove();
    }
  });
});
