import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { SecureContext } from 'node:tls';
import { buildConnector, Client } from 'undici';
import type { EngineContext } from '../context';
import { errorCode } from '../net/deadline';
import { DEFAULT_KEEP_ALIVE_MS } from '../options';
import { bodyCounter, classify, describeConnectError, HopError, USER_AGENT, type BodyRead, type HopRequest, type HopResponse } from '../net/http-hop';

/**
 * The HTTP probe's transport when connections may be reused (monitoring): one undici pool per origin and checked
 * address, kept open between checks. A 60 s uptime check then costs one request on a warm socket instead of a
 * TCP and TLS handshake. The SSRF guard's address is pinned in the connector (the socket connects to that
 * address and nowhere else), so a pool never follows a DNS change by itself: a new address is a new pool.
 */
export interface PooledTransport {
  hop: (req: HopRequest) => Promise<HopResponse>;
  /** Origins with an open pool. */
  readonly size: number;
  close(): Promise<void>;
}

const REQUEST_HEADERS = { 'user-agent': USER_AGENT, accept: '*/*', 'accept-encoding': 'identity' };
/** A failed write on a socket the server had just closed while idle: retried once on a new connection. */
const STALE_SOCKET_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** undici's connector, which also returns the socket it opens (its type says void). */
type RawConnector = (options: buildConnector.Options, callback: buildConnector.Callback) => Socket;

interface ConnectTiming {
  count: number;
  tcpMs: number;
  tlsMs: number;
}

interface PoolEntry {
  client: Client;
  connects: ConnectTiming;
  lastUsed: number;
}

export function createPooledTransport(ctx: Pick<EngineContext, 'secureContext' | 'options'>, { idleMs }: { idleMs: number }): PooledTransport {
  const pools = new Map<string, PoolEntry>();
  // One connector per TLS setting (the options are fixed when it is built); they share nothing else.
  const connectors = new Map<boolean, RawConnector>();
  const connectorFor = (verifyTls: boolean, secureContext: SecureContext): RawConnector => {
    let connector = connectors.get(verifyTls);
    if (!connector) {
      connector = buildConnector({
        timeout: ctx.options.timeouts.connectMs,
        rejectUnauthorized: verifyTls,
        secureContext,
        // Sessions resume TLS cheaply when a server closed the idle socket; 10,000 take a few MB.
        maxCachedSessions: 10_000,
      }) as unknown as RawConnector;
      connectors.set(verifyTls, connector);
    }
    return connector;
  };

  // Pools idle longer than the keep-alive time hold no sockets any more; drop them so the map stays small.
  const sweeper = setInterval(() => {
    const cutoff = Date.now() - idleMs;
    for (const [key, entry] of pools) {
      if (entry.lastUsed < cutoff) {
        pools.delete(key);
        void entry.client.close().catch(() => undefined);
      }
    }
  }, Math.max(1_000, Math.min(idleMs, 30_000)));
  sweeper.unref();

  function entryFor(req: HopRequest): PoolEntry {
    const { url, checked } = req;
    const origin = `${url.protocol}//${url.hostname}:${req.port}`;
    const key = `${origin}|${checked.address}|${req.verifyTls ? 'v' : ''}`;
    const existing = pools.get(key);
    if (existing) return existing;
    const connects: ConnectTiming = { count: 0, tcpMs: 0, tlsMs: 0 };
    const baseConnector = connectorFor(req.verifyTls, req.secureContext ?? ctx.secureContext);
    // One connection per origin (a Client, not a Pool: ~10 KB less per site): checks of one site are a minute
    // apart, and a re-check waits for the socket.
    const client = new Client(origin, {
      pipelining: 1,
      keepAliveTimeout: idleMs,
      keepAliveMaxTimeout: idleMs,
      keepAliveTimeoutThreshold: 1_000,
      // the hop's signal carries the whole fetch budget
      headersTimeout: 0,
      bodyTimeout: 0,
      connect(options, callback) {
        const started = performance.now();
        let tcpAt = started;
        // `hostname` is where the socket goes: the checked address. SNI and Host keep the name.
        const socket = baseConnector({ ...options, hostname: checked.address }, (error, connected) => {
          if (!error) {
            const done = performance.now();
            connects.count++;
            connects.tcpMs = tcpAt - started;
            connects.tlsMs = url.protocol === 'https:' ? done - tcpAt : 0;
          }
          if (error) callback(error, null);
          else callback(null, connected);
        });
        socket.once('connect', () => (tcpAt = performance.now()));
      },
    });
    client.on('connectionError', () => undefined);
    client.on('disconnect', () => undefined);
    const entry = { client, connects, lastUsed: Date.now() };
    pools.set(key, entry);
    return entry;
  }

  async function once(req: HopRequest, entry: PoolEntry): Promise<HopResponse> {
    const started = performance.now();
    const connectsBefore = entry.connects.count;
    const res = await entry.client.request({ path: `${req.url.pathname}${req.url.search}`, method: 'GET', headers: REQUEST_HEADERS, signal: req.signal });
    const firstByteAt = performance.now();
    const reused = entry.connects.count === connectsBefore;
    const tcpConnection = reused ? 0 : entry.connects.tcpMs;
    const tlsHandshake = reused ? 0 : entry.connects.tlsMs;
    const setCookie = res.headers['set-cookie'];
    const read = await readBody(res, req);
    const endAt = performance.now();
    return {
      statusCode: res.statusCode,
      statusMessage: STATUS_CODES[res.statusCode] ?? '',
      headers: res.headers,
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
      ...read,
      remoteAddress: req.checked.address,
      timings: {
        tcpConnection,
        tlsHandshake,
        serverResponse: Math.max(0, firstByteAt - started - tcpConnection - tlsHandshake),
        download: read.bodyBytes > 0 ? endAt - firstByteAt : 0,
        total: endAt - started,
        reused,
      },
    };
  }

  return {
    get size() {
      return pools.size;
    },
    async hop(req) {
      const entry = entryFor(req);
      entry.lastUsed = Date.now();
      const connectsBefore = entry.connects.count;
      try {
        return await once(req, entry);
      } catch (error) {
        const staleSocket = entry.connects.count === connectsBefore && STALE_SOCKET_CODES.has(errorCode(error) ?? '') && !req.signal.aborted;
        if (!staleSocket) throw toHopError(error, req.signal);
        try {
          return await once(req, entry);
        } catch (retryError) {
          throw toHopError(retryError, req.signal);
        }
      }
    },
    async close() {
      clearInterval(sweeper);
      const all = [...pools.values()];
      pools.clear();
      await Promise.all(all.map((e) => e.client.destroy().catch(() => undefined)));
    },
  };
}

type Response = Awaited<ReturnType<Client['request']>>;

/** Counts (and for 'collect' keeps) the body up to the cap; past it the connection is dropped, not drained. */
function readBody(res: Response, req: HopRequest): Promise<BodyRead> {
  const { body } = res;
  if (req.body === 'none') {
    if (res.headers['content-length'] === '0') void body.dump();
    else body.destroy();
    return Promise.resolve({ bodyBytes: 0, truncated: false, body: undefined });
  }
  return new Promise((resolve, reject) => {
    const counter = bodyCounter(req);
    body.on('data', (chunk: Buffer) => {
      if (counter.add(chunk)) return;
      body.removeAllListeners('data');
      body.destroy();
      resolve(counter.result(true));
    });
    body.once('end', () => resolve(counter.result(false)));
    body.once('error', reject);
  });
}

/** undici's own error codes mapped to the probe's failure kinds; everything else as the node:http path does. */
function toHopError(error: unknown, signal: AbortSignal): HopError {
  if (error instanceof HopError) return error;
  const code = errorCode(error) ?? '';
  if (signal.aborted || code === 'UND_ERR_ABORTED' || code.endsWith('_TIMEOUT')) return new HopError('timeout', 'ETIMEDOUT', 'Timed out');
  if (code === 'UND_ERR_SOCKET') return new HopError('connect', 'ECONNRESET', describeConnectError('ECONNRESET'));
  return classify(error, signal);
}

const transports = new WeakMap<EngineContext, PooledTransport>();

/** The context's pooled transport, built on first use; undefined when keep-alive is off (keepAliveMs 0). */
export function pooledTransportFor(ctx: EngineContext): PooledTransport | undefined {
  const idleMs = ctx.options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS;
  if (idleMs <= 0) return undefined;
  let transport = transports.get(ctx);
  if (!transport) {
    transport = createPooledTransport(ctx, { idleMs });
    transports.set(ctx, transport);
  }
  return transport;
}

/** Closes the context's pools (tests and shutdown); a later check opens new ones. */
export function closePooledTransport(ctx: EngineContext): Promise<void> {
  const transport = transports.get(ctx);
  transports.delete(ctx);
  return transport ? transport.close() : Promise.resolve();
}
