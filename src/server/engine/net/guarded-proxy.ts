import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { EngineContext } from '../context';
import { checkHost, type CheckedAddress } from './ssrf-guard';

/**
 * A forward proxy on 127.0.0.1 for a browser the engine drives (Lighthouse). Every host the page makes the
 * browser contact, redirects and sub-resources included, goes through the SSRF guard and the configured
 * resolvers; the connection is made to the checked address and nowhere else. Without it a page could make
 * the browser request internal addresses (`<img src="http://10.0.0.1/...">`), and the browser's own resolver
 * could answer differently from the one the guard asked (DNS rebinding).
 */
export interface GuardedProxy {
  port: number;
  /** `--proxy-server` value for Chromium. */
  url: string;
  /** Hosts whose requests were refused, with the reason (for the report). */
  refused: Map<string, string>;
  close(): Promise<void>;
}

export interface GuardedProxyOptions {
  /** Hosts already checked: connect to this address without asking DNS again. */
  pinned?: ReadonlyMap<string, CheckedAddress>;
  connectTimeoutMs: number;
}

const HOP_BY_HOP = [
  'connection',
  'proxy-connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

export async function startGuardedProxy(ctx: EngineContext, opts: GuardedProxyOptions): Promise<GuardedProxy> {
  const sockets = new Set<Duplex>();
  const refused = new Map<string, string>();
  const track = (socket: Duplex): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  /** The checked address for a host, or the reason it may not be contacted. */
  const resolve = async (host: string): Promise<CheckedAddress | string> => {
    const pinned = opts.pinned?.get(host);
    if (pinned) return pinned;
    const guard = await checkHost(host, ctx);
    if (guard.ok) return guard;
    refused.set(host, guard.message);
    return guard.message;
  };

  // Probe targets without an explicit port use the engine's port overrides, as the other probes do (tests).
  const upstreamPort = (port: number, secure: boolean): number => {
    if (secure && port === 443) return ctx.options.httpsPort ?? 443;
    if (!secure && port === 80) return ctx.options.httpPort ?? 80;
    return port;
  };

  // Neither handler may reject unnoticed: a failure closes that one connection.
  const server = http.createServer((req, res) => void forward(req, res).catch(() => res.destroy()));
  server.on('connection', track);
  server.on(
    'connect',
    (req: IncomingMessage, client: Duplex, head: Buffer) =>
      void tunnel(req, client, head).catch(() => client.destroy()),
  );
  // WebSockets over plain HTTP are not needed to measure a page; refusing them keeps the proxy small.
  server.on('upgrade', (_req: IncomingMessage, socket: Duplex) => socket.destroy());
  server.on('clientError', (_err, socket) => socket.destroy());

  async function tunnel(req: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    client.on('error', () => undefined);
    const authority = parseAuthority(req.url ?? '');
    if (!authority) return void client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    const checked = await resolve(authority.host);
    if (typeof checked === 'string') return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    const upstream = net.connect({ host: checked.address, port: upstreamPort(authority.port, true) });
    track(upstream);
    upstream.setTimeout(opts.connectTimeoutMs, () => upstream.destroy());
    upstream.once('connect', () => {
      upstream.setTimeout(0);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
  }

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      return void res.writeHead(400).end();
    }
    if (target.protocol !== 'http:') return void res.writeHead(400).end();
    const checked = await resolve(target.hostname);
    if (typeof checked === 'string') return void res.writeHead(403, { 'content-type': 'text/plain' }).end(checked);
    const upstream = http.request({
      host: checked.address,
      port: upstreamPort(target.port === '' ? 80 : Number(target.port), false),
      method: req.method,
      path: `${target.pathname}${target.search}`,
      headers: withoutHopByHop(req.headers),
      timeout: opts.connectTimeoutMs,
      agent: false,
    });
    upstream.on('socket', track);
    upstream.on('timeout', () => upstream.destroy());
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  }

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

function parseAuthority(value: string): { host: string; port: number } | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+):(\d{1,5})$/i.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65_535) return null;
  return { host: match[1].toLowerCase(), port };
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  return out;
}
