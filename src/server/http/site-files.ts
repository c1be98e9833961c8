import { SIGNED_IN_ROUTES } from '../../shared/routes';
import type { PrerenderManifestPage } from '../../shared/prerender/types';
import { escapeHtml } from '../../shared/helpers/escape-html';

/** Every indexable public page, with absolute URLs on PUBLIC_URL (https://www.sitemaps.org/protocol.html). */
export function sitemapXml(pages: PrerenderManifestPage[], publicUrl: string): string {
  const urls = pages.map((page) => {
    const lastmod = page.lastModified ? `<lastmod>${escapeHtml(page.lastModified.slice(0, 10))}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${publicUrl}${page.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Crawlers may read the public site; the API and the signed-in screens are closed. A signed-in route is closed by its
 * exact path (`$`, so /partner does not close /partnerships) and everything below it; a route with a parameter by
 * the part before the parameter.
 */
export function robotsTxt(publicUrl: string): string {
  const rules = new Set<string>(['/api/']);
  for (const route of SIGNED_IN_ROUTES) {
    const param = route.indexOf('/:');
    if (param >= 0) rules.add(`${route.slice(0, param)}/`);
    else {
      rules.add(`${route}$`);
      rules.add(`${route}/`);
    }
  }
  const disallow = [...rules].map((rule) => `Disallow: ${rule}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
