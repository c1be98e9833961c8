import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';
import { isSessionless } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An origin as the URL standard serializes it (scheme, host, port; a default port left out), or undefined. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin this request was served on: its scheme (Fastify's request.protocol: TLS here, or the trusted proxy's
 * X-Forwarded-Proto) with its Host. A page of another scheme on the same host is another origin.
 */
const servedOrigin = (protocol: string, host: string | undefined) =>
  host === undefined ? undefined : originOf(`${protocol}://${host}`);

/**
 * Cross-site request forgery guard for cookie-authenticated calls. Browsers send `Origin` with every
 * cross-origin state-changing request and `Sec-Fetch-Site` on all modern versions; a request that names
 * another site is refused. So is `Origin: null` (a sandboxed frame, a data: page, a redirect across sites) unless
 * the browser vouches for it with `Sec-Fetch-Site: same-origin`: an opaque origin could be any site (decision 033).
 * Requests without those headers are not from a browser page (curl, server-to-server) and cannot carry a
 * victim's cookie by accident. The SameSite=Lax cookie is the second line.
 *
 * An Origin is accepted when it is PUBLIC_URL's origin, or the origin the request was served on when that has
 * PUBLIC_URL's scheme (development: the server reached at another address than PUBLIC_URL, e.g. 127.0.0.1 or a LAN
 * name). Scheme, host and port all count: `https://host` is not `http://host` (decision 068).
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = originOf(publicUrl);
  const allowedScheme = new URL(publicUrl).protocol.replace(/:$/, '');
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
      const from = originOf(origin);
      // the address it was served on counts only on PUBLIC_URL's scheme: behind a TLS proxy that does not say so
      // (X-Forwarded-Proto), an http:// page of the same host must not pass for the https:// site
      const served =
        request.protocol === allowedScheme ? servedOrigin(request.protocol, request.headers.host) : undefined;
      if (from === undefined || (from !== allowed && from !== served)) throw refuse();
      return;
    }
    if (fetchSite === 'cross-site') throw refuse();
  });
}
