import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { SecureContext } from 'node:tls';
import { buildConnector, Client } from 'undici';
import type { EngineContext } from '../context';
import { errorCode } from '../net/deadline';
import { DEFAULT_KEEP_ALIVE_MS } from '../options';
import {
  bodyCounter,
  classify,
  describeConnectError,
  HopError,
  requestHeaders,
  type HopRequest,
  type HopResponse,
} from '../net/http-hop';

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

/** A failed write on a socket the server had just closed while idle: retried once on a new connection. */
const STALE_SOCKET_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** undici's connector, which also returns the socket it opens (its type says void). */
type RawConnector = (options: buildConnector.Options, callback: buildConnector.Callback) => Socket;

interface ConnectTiming {
  /** Connections begun, and made. */
  started: number;
  count: number;
  tcpMs: number;
  tlsMs: number;
}

interface PoolEntry {
  key: string;
  client: Client;
  connects: ConnectTiming;
  lastUsed: number;
}

export function createPooledTransport(
  ctx: Pick<EngineContext, 'secureContext' | 'options'>,
  { idleMs }: { idleMs: number },
): PooledTransport {
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

  /** Forgets a pool; requests it still has queued finish first. */
  const drop = (entry: PoolEntry) => {
    if (pools.get(entry.key) === entry) pools.delete(entry.key);
    void entry.client.close().catch(() => undefined);
  };
  // Pools idle longer than the keep-alive time hold no sockets any more; drop them so the map stays small.
  const sweeper = setInterval(
    () => {
      const cutoff = Date.now() - idleMs;
      for (const entry of pools.values()) if (entry.lastUsed < cutoff) drop(entry);
    },
    Math.max(1_000, Math.min(idleMs, 30_000)),
  );
  sweeper.unref();

  function entryFor(req: HopRequest): PoolEntry {
    const { url, checked } = req;
    const origin = `${url.protocol}//${url.hostname}:${req.port}`;
    const key = `${origin}|${checked.address}|${req.verifyTls ? 'v' : ''}`;
    const existing = pools.get(key);
    if (existing) return existing;
    const connects: ConnectTiming = { started: 0, count: 0, tcpMs: 0, tlsMs: 0 };
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
        connects.started++;
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
    const entry = { key, client, connects, lastUsed: Date.now() };
    pools.set(key, entry);
    return entry;
  }

  function once(req: HopRequest, entry: PoolEntry): Promise<HopResponse> {
    return new Promise<HopResponse>((resolve, reject) => {
      const exchange = new Exchange(req, entry.connects, resolve, reject);
      const own = req.request;
      entry.client.dispatch(
        {
          path: `${req.url.pathname}${req.url.search}`,
          method: own?.method ?? 'GET',
          headers: requestHeaders(own),
          body: own?.body ?? null,
        },
        exchange,
      );
    });
  }

  return {
    get size() {
      return pools.size;
    },
    async hop(req) {
      const entry = entryFor(req);
      entry.lastUsed = Date.now();
      const startedBefore = entry.connects.started;
      try {
        return await once(req, entry);
      } catch (error) {
        // only a request sent on a kept socket is retried, not one whose new connection failed
        const staleSocket =
          entry.connects.started === startedBefore &&
          STALE_SOCKET_CODES.has(errorCode(error) ?? '') &&
          !req.signal.aborted;
        if (!staleSocket) {
          // A pool that has never connected (refused, no TLS) holds nothing worth keeping until the idle sweep:
          // ~1 KB per site whose HTTPS port is closed. The next check builds a new one if it needs to.
          if (entry.connects.count === 0) drop(entry);
          throw toHopError(error, req.signal);
        }
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

/**
 * One request on a pool, as an undici dispatch handler: the response is taken as it arrives (status, headers,
 * body counted or kept up to the cap) without the stream, promise and async-resource objects `client.request`
 * builds around it. Methods on a class, so a check allocates one object here, not a set of closures.
 */
class Exchange {
  private readonly started = performance.now();
  private readonly connectsBefore: number;
  private readonly counter: ReturnType<typeof bodyCounter>;
  private abort: ((reason?: Error) => void) | undefined;
  private firstByteAt = 0;
  private statusCode = 0;
  private headers: Record<string, string | string[]> = {};
  private settled = false;

  constructor(
    private readonly req: HopRequest,
    private readonly connects: ConnectTiming,
    private readonly resolve: (response: HopResponse) => void,
    private readonly reject: (error: unknown) => void,
  ) {
    this.connectsBefore = connects.count;
    this.counter = bodyCounter(req);
  }

  /** The hop's budget ran out: undici drops the request (and the connection, if the request was on it). */
  handleEvent(): void {
    this.abort?.(new HopError('timeout', 'ETIMEDOUT', 'Timed out'));
  }

  onConnect(abort: (reason?: Error) => void): void {
    this.abort = abort;
    if (this.req.signal.aborted) abort(new HopError('timeout', 'ETIMEDOUT', 'Timed out'));
    else this.req.signal.addEventListener('abort', this);
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[]): boolean {
    this.firstByteAt = performance.now();
    this.statusCode = statusCode;
    this.headers = keptHeaders(rawHeaders);
    // 'none': settle at the headers; an empty body is read to its end so the socket stays, anything else is dropped
    if (this.req.body === 'none') {
      this.finish(false);
      if (this.headers['content-length'] !== '0') this.abort?.(new Error('body not read'));
    }
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.settled) return true;
    if (!this.counter.add(chunk)) {
      // cap reached: what fits is kept; settle, then drop the connection rather than drain the rest
      this.finish(true);
      this.abort?.(new Error('body cap reached'));
    }
    return true;
  }

  onComplete(): void {
    this.finish(false);
  }

  onError(error: Error): void {
    this.req.signal.removeEventListener('abort', this);
    if (this.settled) return;
    this.settled = true;
    this.reject(error);
  }

  private finish(truncated: boolean): void {
    if (this.settled) return;
    this.settled = true;
    this.req.signal.removeEventListener('abort', this);
    const endAt = performance.now();
    const { connects, started, firstByteAt } = this;
    const reused = connects.count === this.connectsBefore;
    const tcpConnection = reused ? 0 : connects.tcpMs;
    const tlsHandshake = reused ? 0 : connects.tlsMs;
    const read =
      this.req.body === 'none' ? { bodyBytes: 0, truncated: false, body: undefined } : this.counter.result(truncated);
    this.resolve({
      statusCode: this.statusCode,
      statusMessage: STATUS_CODES[this.statusCode] ?? '',
      headers: this.headers,
      setCookies: [],
      bodyBytes: read.bodyBytes,
      truncated: read.truncated,
      body: read.body,
      remoteAddress: this.req.checked.address,
      timings: {
        tcpConnection,
        tlsHandshake,
        serverResponse: Math.max(0, firstByteAt - started - tcpConnection - tlsHandshake),
        download: read.bodyBytes > 0 ? endAt - firstByteAt : 0,
        total: endAt - started,
        reused,
      },
    });
  }
}

/**
 * The response headers a monitoring check reads: `location` (redirects), `content-length` (whether an unread body
 * is empty) and `content-type` (shown with the probe's result). The others, cookies included, are never turned
 * into strings: the uptime history row keeps no headers (the daily security check, over node:http, stores them).
 * Names are compared only when their length matches one of these.
 */
const KEPT_HEADERS = new Map([
  [8, 'location'],
  [12, 'content-type'],
  [14, 'content-length'],
]);

function keptHeaders(raw: Buffer[]): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const wanted = KEPT_HEADERS.get(raw[i]!.length);
    if (wanted === undefined || raw[i]!.toString('latin1').toLowerCase() !== wanted) continue;
    const value = raw[i + 1]!.toString('latin1');
    const before = kept[wanted];
    kept[wanted] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return kept;
}

/** undici's own error codes mapped to the probe's failure kinds; everything else as the node:http path does. */
function toHopError(error: unknown, signal: AbortSignal): HopError {
  if (error instanceof HopError) return error;
  const code = errorCode(error) ?? '';
  if (signal.aborted || code === 'UND_ERR_ABORTED' || code.endsWith('_TIMEOUT'))
    return new HopError('timeout', 'ETIMEDOUT', 'Timed out');
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
