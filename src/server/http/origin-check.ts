import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';
import { isSessionless } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for cookie-authenticated calls. Browsers send `Origin` with every
 * cross-origin state-changing request and `Sec-Fetch-Site` on all modern versions; a request that names
 * another site is refused. So is `Origin: null` (a sandboxed frame, a data: page, a redirect across sites) unless
 * the browser vouches for it with `Sec-Fetch-Site: same-origin`: an opaque origin could be any site (decision 033).
 * Requests without those headers are not from a browser page (curl, server-to-server) and cannot carry a
 * victim's cookie by accident. The SameSite=Lax cookie is the second line.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  const refuse = () => forbidden('Cross-site request refused.', 'CROSS_SITE_REQUEST');
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    // no session is read there (session.ts), so no page can forge a request with someone's: heartbeat push URLs,
    // whose secret token is in the path (decision 049), the partner API, whose key is in a header a page must set
    // itself (decision 057), and Stripe's signed webhooks may be called from anywhere
    if (isSessionless(request.url)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin === 'null') {
      if (fetchSite !== 'same-origin') throw refuse();
      return;
    }
    if (origin) {
      const host = request.headers.host;
      const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (origin !== allowed && !sameHost) throw refuse();
      return;
    }
    if (fetchSite === 'cross-site') throw refuse();
  });
}
