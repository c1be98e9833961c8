import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostDetail, BlogPostPage, BlogTaxonomy } from '../src/shared/contracts/blog';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { hydrated, watchConsole } from './support/page-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

/*
 * The blog as a visitor sees it, on the posts of content/blog (however many there are): prerendered listings and
 * posts, paging, categories, tags, related posts, feeds and the 404s of unknown blog addresses.
 */

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const headValue = (page: Page, selector: string, attribute: string) =>
  page.locator(`head ${selector}`).first().getAttribute(attribute);

/** The titles on the cards of the listing on screen, once they are there (the heading shows while they load). */
async function cardTitles(page: Page): Promise<string[]> {
  const titles = page.locator('main article h2');
  await titles.first().waitFor();
  return titles.allTextContents();
}

describe('the blog in the browser', () => {
  let browser: Browser;
  let firstPage: BlogPostPage;
  let taxonomy: BlogTaxonomy;

  beforeAll(async () => {
    browser = await launchBrowser();
    [firstPage, taxonomy] = await Promise.all([
      api<BlogPostPage>('/api/blog/posts'),
      api<BlogTaxonomy>('/api/blog/taxonomy'),
    ]);
    expect(firstPage.totalPosts).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the newest posts on /blog, pages through them and links the feeds', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      const problems = watchConsole(page);
      await page.goto('/blog');
      await page.getByRole('heading', { level: 1, name: 'Sitewarden blog' }).waitFor();
      expect(await cardTitles(page)).toEqual(firstPage.posts.map((post) => post.title));
      expect(await headValue(page, 'link[rel="alternate"][type="application/rss+xml"]', 'href')).toBe('/blog/rss.xml');
      expect(await headValue(page, 'link[rel="alternate"][type="application/atom+xml"]', 'href')).toBe(
        '/blog/atom.xml',
      );
      expect(await headValue(page, 'link[rel="canonical"]', 'href')).toBe(`${baseUrl()}/blog`);
      await screenshot(page, `blog-index-${viewport.width}`);

      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      if (firstPage.totalPages === 1) {
        expect(await pagination.count()).toBe(0);
      } else {
        expect(await pagination.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
        await (await hydrated(pagination.getByRole('link', { name: 'Next page' }))).click();
        await page.waitForURL(`${baseUrl()}/blog/page/2`);
        await page.getByRole('heading', { level: 1, name: 'Sitewarden blog, page 2' }).waitFor();
        const second = await api<BlogPostPage>('/api/blog/posts?page=2');
        expect(await cardTitles(page)).toEqual(second.posts.map((post) => post.title));
        expect(await page.title()).toBe('Blog, page 2 · Sitewarden');
        expect(await headValue(page, 'link[rel="canonical"]', 'href')).toBe(`${baseUrl()}/blog/page/2`);
        await screenshot(page, `blog-page-2-${viewport.width}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('sends /blog/page/1 to /blog and noindexes listing pages beyond the third', async () => {
    const res = await fetch(`${baseUrl()}/blog/page/1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/blog');
    for (let n = 2; n <= firstPage.totalPages; n += 1) {
      const html = await (await fetch(`${baseUrl()}/blog/page/${n}`)).text();
      expect(html.includes('<meta name="robots" content="noindex, follow"/>'), `page ${n}`).toBe(n > 3);
    }
  });

  it('shows a category and a tag with their own headings, posts and meta', async () => {
    const category = taxonomy.categories[0]!;
    const inCategory = await api<BlogPostPage>(`/api/blog/posts?category=${category.slug}`);
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`/blog/category/${category.slug}`);
    await page.getByRole('heading', { level: 1, name: category.label }).waitFor();
    expect(await cardTitles(page)).toEqual(inCategory.posts.map((post) => post.title));
    const categories = page.getByRole('navigation', { name: 'Blog categories' });
    expect(await categories.locator('[aria-current="page"]').textContent()).toContain(category.label);
    expect(await page.title()).toBe(`${category.label} articles · Sitewarden`);
    await screenshot(page, `blog-category-${DESKTOP.width}`);

    // A tag reached by following its link from a post, as a reader would.
    const post = inCategory.posts[0]!;
    await page.goto(`/blog/${post.slug}`);
    const tag = post.tags[0]!;
    await (
      await hydrated(page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag, exact: true }))
    ).click();
    await page.waitForURL(`${baseUrl()}/blog/tag/${tag}`);
    await page.getByRole('heading', { level: 1, name: `Tagged “${tag}”` }).waitFor();
    const tagged = await api<BlogPostPage>(`/api/blog/posts?tag=${tag}`);
    expect(await cardTitles(page)).toEqual(tagged.posts.map((p) => p.title));
    expect(await page.title()).toBe(`Articles tagged ${tag} · Sitewarden`);
    await context.close();
  });

  it('shows a post with its dates, reading time, article, tags and related posts', async () => {
    const detail = await api<BlogPostDetail>('/api/blog/posts/what-is-domain-monitoring');
    expect(detail.related.length).toBeGreaterThan(0);
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      const problems = watchConsole(page);
      await page.goto('/blog/what-is-domain-monitoring');
      await page.getByRole('heading', { level: 1, name: detail.post.title }).waitFor();
      const header = page.locator('article header');
      expect(await header.locator('time').first().getAttribute('dateTime')).toBe(detail.post.publishedAt.slice(0, 10));
      expect(await header.textContent()).toContain(`${detail.post.readingMinutes} min read`);
      expect(await page.locator('article h2[id="sources"]').count()).toBe(1);
      expect(await headValue(page, 'meta[property="og:type"]', 'content')).toBe('article');
      expect(await headValue(page, 'meta[name="description"]', 'content')).toBe(detail.post.excerpt);
      expect((await page.title()).length).toBeLessThanOrEqual(60);
      const related = page.getByRole('region', { name: 'Related articles' });
      expect(await related.locator('article h3').allTextContents()).toEqual(detail.related.map((post) => post.title));
      if (viewport === DESKTOP) {
        const violations = await axeViolations(page);
        expect(violations.map((v) => `${v.id}: ${v.help} at ${v.targets.join(' | ')}`)).toEqual([]);
      }
      await screenshot(page, `blog-post-${viewport.width}`);

      // Following a related post renders it in the app, without a new page load.
      const next = detail.related[0]!;
      await (await hydrated(related.getByRole('link', { name: next.title }))).click();
      await page.waitForURL(`${baseUrl()}/blog/${next.slug}`);
      await page.getByRole('heading', { level: 1, name: next.title }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('passes the accessibility checks on the listing', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/blog', { waitUntil: 'networkidle' });
    const violations = await axeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help} at ${v.targets.join(' | ')}`)).toEqual([]);
    await context.close();
  });

  it('serves the RSS and Atom feeds as XML with absolute addresses', async () => {
    for (const [path, type] of [
      ['/blog/rss.xml', 'application/rss+xml'],
      ['/blog/atom.xml', 'application/atom+xml'],
    ] as const) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
      const xml = await res.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      for (const post of firstPage.posts) expect(xml).toContain(`${baseUrl()}/blog/${post.slug}`);
    }
  });

  it('answers unknown blog addresses with the 404 page', async () => {
    for (const path of [
      '/blog/no-such-post',
      '/blog/category/gardening',
      '/blog/tag/no-such-tag',
      `/blog/page/${firstPage.totalPages + 1}`,
    ]) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('<title>404 Page Not Found · Sitewarden</title>');
    }
  });

  it('finds blog posts in the site search', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/search?q=wildcard%20certificate');
    await page.locator('a[href="/blog/ssl-certificate-types-explained"]').first().waitFor();
    await context.close();
  });
});
