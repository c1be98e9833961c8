import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BOOT_SCRIPT } from '../../shared/prerender/boot-script';
import { PRERENDER_DIR } from '../../shared/prerender/types';
import { AUTH_ALIASES, authAliasTarget, isKnownPublicRoute, isSignedInRoute, matchRoute } from '../../shared/routes';
import { notFound } from './errors';
import { loadPrerenderedSite, type HtmlDocument } from './prerendered-site';
import type { PaymentsMode } from '../../shared/prerender/site-payments';
import { robotsTxt, sitemapXml } from './site-files';

/** The Content-Security-Policy source that lets the boot script of every page run (and no other inline script). */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * Public pages that can be published after the build (a resource an admin adds): the route pattern, left out of the
 * fully prerendered patterns, and whether a path of it is a page now. Such a page gets the app shell (200) and renders
 * in the browser; any other path of the pattern gets the 404 page with 404.
 */
export interface RuntimePages {
  pattern: string;
  exists(path: string): Promise<boolean>;
}

/**
 * Serves the built web app: hashed assets with a long cache; public pages as the HTML prerendered for them (200); the
 * app shell for signed-in screens and public routes rendered in the browser (200); the 404 page with HTTP 404 for
 * anything else. Also sitemap.xml and robots.txt, and the sign-in and sign-up aliases (/login, /signup...) redirected
 * to /auth.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  publicUrl: string,
  runtimePages: RuntimePages[] = [],
  payments: PaymentsMode = 'operator',
): Promise<void> {
  const site = loadPrerenderedSite(webDir, publicUrl, undefined, payments);
  if (site) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Pages are served below, with PUBLIC_URL filled in.
      allowedPath: (pathname) => !pathname.startsWith(`/${PRERENDER_DIR}/`) && pathname !== '/index.html',
      setHeaders(res, filePath) {
        const immutable = filePath.includes('/assets/');
        void res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!site) throw notFound('The site is not built.');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(site.indexablePages(), publicUrl));
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );

  // 302, not 301: a permanent redirect stays in browsers' caches, and a later version may give one of these a page
  for (const alias of Object.keys(AUTH_ALIASES)) {
    app.get(alias, { schema: { hide: true } }, async (request, reply) => {
      const at = request.url.indexOf('?');
      return reply.redirect(authAliasTarget(alias, at === -1 ? '' : request.url.slice(at))!, 302);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = normalizePath(request.url);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage || !site) throw notFound(`No route for ${request.method} ${pathname}`);
    const page = site.page(pathname);
    if (page) return sendHtml(request, reply, 200, page);
    const runtime = runtimePages.find((pages) => matchRoute(pages.pattern, pathname));
    if (runtime) {
      const exists = await runtime.exists(pathname).catch(() => false);
      return exists ? sendHtml(request, reply, 200, site.shell) : sendHtml(request, reply, 404, site.notFound);
    }
    const browserRendered =
      (isKnownPublicRoute(pathname) || isSignedInRoute(pathname)) && !site.isFullyPrerendered(pathname);
    return browserRendered ? sendHtml(request, reply, 200, site.shell) : sendHtml(request, reply, 404, site.notFound);
  });
}

/** '/pricing/' and '/pricing?x=1' are '/pricing'. */
function normalizePath(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, document: HtmlDocument) {
  const { body, encoding } = document.encoded(request.headers['accept-encoding']);
  if (encoding) void reply.header('content-encoding', encoding);
  return reply
    .status(status)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(body);
}
