import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isKnownPublicRoute, isSignedInRoute } from '../../shared/routes';
import { notFound } from './errors';

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for browser routes. Known routes
 * answer 200; anything else answers 404 with the same page, which renders '404 Page Not Found'.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  // Read once; the build does not change under a running server.
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage || !indexHtml) throw notFound(`No route for ${request.method} ${pathname}`);
    const known = isKnownPublicRoute(pathname) || isSignedInRoute(pathname);
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
