import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CommandError } from '../cli-args';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** What Fastify's own server would have had (its default keep-alive). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** What a client is told to wait before asking again while the server starts. */
const RETRY_AFTER_SECONDS = 2;

export interface EarlyListener {
  /** For the log: where the server answers. */
  readonly url: string;
  /** Fastify's `serverFactory` (buildApp's `serverFactory`): the app is built on this server, already listening. */
  readonly serverFactory: (handler: RequestHandler) => Server;
  /** From now on the app answers every request; call once `app.ready()` resolved. */
  handOver(): void;
  /** Stops taking connections and resolves when the open ones have ended. */
  close(): Promise<void>;
}

/**
 * Takes the port as soon as `sitewarden start` runs. Until the app is ready (the database opened, a new installation's
 * embedded database created, migrations applied, plugins loaded) /healthz answers that the process is up and every
 * other request gets 503 "starting" with Retry-After (a page that reloads itself for browsers). Then the app built on
 * this same server (Fastify's serverFactory) takes every request: no moment refuses connections, and no start-up
 * step, however slow on a busy machine, keeps /healthz from answering.
 */
export async function listenEarly({ port, host }: { port: number; host: string }): Promise<EarlyListener> {
  let appHandler: RequestHandler | undefined;
  let handle: RequestHandler = answerStarting;
  const server = createServer((request, response) => handle(request, response));
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new CommandError(`Port ${port} on ${host} is taken by another program: stop it or set PORT.`)
          : error,
      );
    };
    server.once('error', failed);
    server.listen({ port, host }, () => {
      server.off('error', failed);
      resolve();
    });
  });
  const address = server.address();
  const shown = typeof address === 'object' && address ? address : { address: host, port };
  return {
    url: `http://${shown.address.includes(':') ? `[${shown.address}]` : shown.address}:${shown.port}`,
    serverFactory: (handler) => {
      appHandler = handler;
      return server;
    },
    handOver() {
      if (!appHandler) throw new Error('No app was built on the early listener.');
      handle = appHandler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

function answerStarting(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0];
  response.setHeader('cache-control', 'no-store');
  response.setHeader('x-content-type-options', 'nosniff');
  if (path === '/healthz') {
    send(response, 200, 'application/json', JSON.stringify({ status: 'ok' }));
    return;
  }
  response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
  if (path === '/readyz') {
    send(response, 503, 'application/json', JSON.stringify({ status: 'unavailable', checks: { startup: 'starting' } }));
    return;
  }
  const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path?.startsWith('/api/');
  if (!wantsPage) {
    const body = {
      message: 'Sitewarden is starting. Please try again in a moment.',
      code: 'STARTING',
      details: { retryAfter: RETRY_AFTER_SECONDS },
    };
    send(response, 503, 'application/json', JSON.stringify(body));
    return;
  }
  response.setHeader('content-security-policy', "default-src 'none'");
  send(response, 503, 'text/html; charset=utf-8', STARTING_PAGE);
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

const STARTING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><meta name="robots" content="noindex"><title>Starting · Sitewarden</title></head>
<body><main><h1>Sitewarden is starting</h1><p>This page reloads by itself in a moment.</p></main></body></html>
`;
