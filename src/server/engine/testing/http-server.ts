import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Host name (no port) -> handler; unknown hosts get 404. Hits are counted per host. */
export interface Router {
  routes: Map<string, Handler>;
  hits: Map<string, number>;
  handle: Handler;
}

export function createRouter(routes: Record<string, Handler> = {}): Router {
  const table = new Map(Object.entries(routes));
  const hits = new Map<string, number>();
  return {
    routes: table,
    hits,
    handle(req, res) {
      const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      hits.set(host, (hits.get(host) ?? 0) + 1);
      const handler = table.get(host);
      if (handler) handler(req, res);
      else send(res, 404, 'Not found');
    },
  };
}

export const SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/** The behaviours the probes are tested against. */
export const behaviours = {
  ok:
    (headers: Record<string, string | string[]> = {}, body = '<!doctype html><title>ok</title>'): Handler =>
    (_req, res) =>
      send(res, 200, body, headers),
  /** All five security headers and well-flagged cookies. */
  secure: (): Handler => (_req, res) =>
    send(res, 200, '<!doctype html><title>secure</title>', {
      ...SECURITY_HEADERS,
      'set-cookie': ['sid=abc; Secure; HttpOnly; SameSite=Lax; Path=/'],
    }),
  /** No security headers at all and a cookie without Secure or HttpOnly. */
  bare: (): Handler => (_req, res) =>
    send(res, 200, '<!doctype html><title>bare</title>', { 'set-cookie': ['tracking=1; Path=/'] }),
  status:
    (code: number): Handler =>
    (_req, res) =>
      send(res, code, `<!doctype html><title>${code}</title>`),
  redirect:
    (location: string, code = 301): Handler =>
    (_req, res) =>
      send(res, code, '', { location }),
  /** Accepts the request and never answers. */
  hang: (): Handler => () => undefined,
  delay:
    (ms: number, inner: Handler): Handler =>
    (req, res) => {
      const timer = setTimeout(() => inner(req, res), ms);
      res.on('close', () => clearTimeout(timer));
    },
  /** Streams `bytes` of body without holding them in memory; stops when the client goes away. */
  huge:
    (bytes: number): Handler =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': bytes });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const pump = (): void => {
        while (sent < bytes) {
          const piece = sent + chunk.length <= bytes ? chunk : chunk.subarray(0, bytes - sent);
          sent += piece.length;
          if (!res.write(piece)) {
            res.once('drain', pump);
            return;
          }
        }
        res.end();
      };
      res.on('close', () => (sent = bytes));
      pump();
    },
  json:
    (body: unknown, status = 200): Handler =>
    (_req, res) =>
      send(res, status, typeof body === 'string' ? body : JSON.stringify(body), {
        'content-type': 'application/rdap+json',
      }),
};

export interface TestHttpServer {
  port: number;
  router: Router;
  close(): Promise<void>;
}

/** A plain HTTP server on 127.0.0.1 (ephemeral port), routing by Host header. */
export async function startHttpServer(router: Router, host = '127.0.0.1', port = 0): Promise<TestHttpServer> {
  const server = http.createServer(router.handle);
  return listen(server, router, host, port);
}

export async function listen(server: http.Server, router: Router, host: string, port: number): Promise<TestHttpServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    router,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
