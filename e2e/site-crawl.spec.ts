import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';

/**
 * The crawler: what a search engine sees of the built site served by the real server. Every URL of sitemap.xml and
 * every internal link found on those pages (the header and footer included) must answer 200 with real HTML; every
 * indexable page has its own title (<= 60 characters) and description (<= 160), a canonical URL and Open Graph tags.
 */

interface Page {
  url: string;
  status: number;
  redirected: boolean;
  html: string;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => decode(m[1] ?? ''));

async function fetchPage(url: string): Promise<Page> {
  const res = await fetch(url);
  return { url, status: res.status, redirected: res.redirected, html: await res.text() };
}

/** Internal links of a page: same-site paths, without fragments; the API docs explorer and files are left to others. */
function internalLinks(html: string): string[] {
  return all(html, /<a\b[^>]*\bhref="([^"]+)"/g)
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0]!)
    .filter((href) => href !== '');
}

describe('the public site as a crawler sees it', () => {
  it('answers every sitemap URL and every internal link with a complete page', async () => {
    const origin = baseUrl();
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');

    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const urls = all(sitemap, /<loc>([^<]+)<\/loc>/g);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) expect(url.startsWith(`${origin}/`), url).toBe(true);

    const pages = await Promise.all(urls.map(fetchPage));
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const problems: string[] = [];
    for (const page of pages) {
      const path = page.url.slice(origin.length);
      if (page.status !== 200 || page.redirected)
        problems.push(`${path}: status ${page.status}${page.redirected ? ', redirected' : ''}`);
      const [title, ...moreTitles] = all(page.html, /<title>([^<]*)<\/title>/g);
      const [description, ...moreDescriptions] = all(page.html, /<meta name="description" content="([^"]*)"/g);
      const canonicals = all(page.html, /<link rel="canonical" href="([^"]*)"/g);
      if (!title || moreTitles.length > 0) problems.push(`${path}: needs exactly one <title>`);
      else if (title.length > 60) problems.push(`${path}: title over 60 characters (${title.length}): ${title}`);
      if (!description || moreDescriptions.length > 0) problems.push(`${path}: needs exactly one description`);
      else if (description.length > 160)
        problems.push(`${path}: description over 160 characters (${description.length})`);
      if (canonicals.length !== 1 || canonicals[0] !== page.url)
        problems.push(`${path}: canonical ${canonicals.join(', ') || 'missing'}`);
      if (!page.html.includes('<meta property="og:title"') || !page.html.includes('<meta property="og:url"')) {
        problems.push(`${path}: Open Graph tags missing`);
      }
      if (!/<h1\b/.test(page.html)) problems.push(`${path}: no <h1> in the HTML`);
      if (title && titles.has(title)) problems.push(`${path}: same title as ${titles.get(title)}`);
      if (description && descriptions.has(description))
        problems.push(`${path}: same description as ${descriptions.get(description)}`);
      if (title) titles.set(title, path);
      if (description) descriptions.set(description, path);
    }

    const sitemapPaths = new Set(urls.map((url) => url.slice(origin.length)));
    const links = new Set(pages.flatMap((page) => internalLinks(page.html)));
    // The header and footer are on every page: their links are among these.
    expect(links).toContain('/pricing');
    expect(links).toContain('/contact');
    for (const link of links) {
      if (sitemapPaths.has(link)) continue;
      const page = await fetchPage(`${origin}${link}`);
      if (page.status !== 200) problems.push(`link ${link}: status ${page.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const page = await fetchPage(`${baseUrl()}/no/such/page-${Date.now()}`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title>404 Page Not Found · Sitewarden</title>');
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
  });
});
