import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type Socket } from 'node:net';
import type { SecureContext } from 'node:tls';
import { errorCode, errorMessage } from './deadline';
import { pinnedLookup, type CheckedAddress } from './ssrf-guard';

export const USER_AGENT = 'Sitewarden/1.0 (+website monitoring)';

export type BodyMode =
  /** Resolve at the response headers; the body is not read. */
  | 'none'
  /** Read and count the body up to the cap (download timing). */
  | 'measure'
  /** Read and keep the body up to the cap (RDAP JSON). */
  | 'collect';

export interface HopRequest {
  url: URL;
  checked: CheckedAddress;
  port: number;
  signal: AbortSignal;
  body: BodyMode;
  maxBodyBytes: number;
  /** A keep-alive agent, or false for a fresh connection. */
  agent: http.Agent | false;
  /** Verify the server certificate (RDAP); site probes evaluate trust in the TLS probe instead. */
  verifyTls: boolean;
  /** Shared TLS context (trusted roots); one per engine, never one per connection. */
  secureContext?: SecureContext;
  /** A monitor's own request (issue 16); GET with the probe's headers and no body when absent. */
  request?: HopRequestSpec;
}

/** Method, extra headers (lower-case names, they replace the defaults) and body of a monitor's request. */
export interface HopRequestSpec {
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

export const DEFAULT_REQUEST_HEADERS: Record<string, string> = {
  'user-agent': USER_AGENT,
  accept: '*/*',
  'accept-encoding': 'identity',
};

/** The headers a hop sends: the defaults, replaced or completed by the request's own. */
export function requestHeaders(spec: HopRequestSpec | undefined): Record<string, string> {
  if (!spec) return DEFAULT_REQUEST_HEADERS;
  const headers = { ...DEFAULT_REQUEST_HEADERS, ...spec.headers };
  if (spec.body !== null && headers['content-length'] === undefined)
    headers['content-length'] = String(Buffer.byteLength(spec.body));
  return headers;
}

export interface HopTimings {
  tcpConnection: number;
  tlsHandshake: number;
  /** Request written -> first byte of the response. */
  serverResponse: number;
  download: number;
  total: number;
  /** The socket came from the keep-alive pool, so connect and handshake cost nothing. */
  reused: boolean;
}

export interface HopResponse {
  statusCode: number;
  statusMessage: string;
  headers: IncomingHttpHeaders;
  /** Header fields as received, [name, value, ...] (Node's rawHeaders): tells two fields from one with a comma. */
  rawHeaders?: string[];
  setCookies: string[];
  bodyBytes: number;
  truncated: boolean;
  body: Buffer | undefined;
  timings: HopTimings;
  remoteAddress: string | undefined;
}

export type HopErrorKind = 'timeout' | 'connect' | 'tls' | 'protocol';

export class HopError extends Error {
  constructor(
    readonly kind: HopErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HopError';
  }
}

/** One HTTP exchange to the checked address, with socket-level timings and a capped body read. */
export function requestHop(req: HopRequest): Promise<HopResponse> {
  const { url, checked } = req;
  const isHttps = url.protocol === 'https:';
  const started = performance.now();
  let connectedAt: number | undefined;
  let secureAt: number | undefined;
  let reused = false;

  return new Promise<HopResponse>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      reject(classify(error, req.signal));
    };
    // secureContext reaches tls.connect through the agent even though RequestOptions does not declare it.
    const options: https.RequestOptions & { secureContext?: SecureContext } = {
      host: url.hostname,
      port: req.port,
      path: `${url.pathname}${url.search}`,
      method: req.request?.method ?? 'GET',
      headers: requestHeaders(req.request),
      lookup: pinnedLookup(checked),
      agent: req.agent,
      signal: req.signal,
    };
    if (isHttps) {
      options.rejectUnauthorized = req.verifyTls;
      if (isIP(url.hostname) === 0) options.servername = url.hostname;
      if (req.secureContext) options.secureContext = req.secureContext;
    }
    const request = (isHttps ? https : http).request(options);

    request.on('socket', (socket: Socket) => {
      if (!socket.connecting) {
        reused = true;
        return;
      }
      socket.once('connect', () => (connectedAt = performance.now()));
      if (isHttps) socket.once('secureConnect', () => (secureAt = performance.now()));
    });
    request.on('error', fail);
    request.on('response', (res: IncomingMessage) => {
      const firstByteAt = performance.now();
      const sentAt = reused ? started : (secureAt ?? connectedAt ?? started);
      const timings: HopTimings = {
        tcpConnection: reused || connectedAt === undefined ? 0 : connectedAt - started,
        tlsHandshake: reused || secureAt === undefined || connectedAt === undefined ? 0 : secureAt - connectedAt,
        serverResponse: firstByteAt - sentAt,
        download: 0,
        total: firstByteAt - started,
        reused,
      };
      const base = {
        statusCode: res.statusCode ?? 0,
        statusMessage: res.statusMessage ?? '',
        headers: res.headers,
        rawHeaders: res.rawHeaders,
        setCookies: res.headers['set-cookie'] ?? [],
        remoteAddress: res.socket?.remoteAddress,
      };
      if (req.body === 'none') {
        settled = true;
        // Drain an empty body so the socket returns to the pool; anything else is not worth reading.
        if (res.headers['content-length'] === '0') res.resume();
        else res.destroy();
        resolve({ ...base, bodyBytes: 0, truncated: false, body: undefined, timings });
        return;
      }
      readBody(res, req, firstByteAt, timings, started).then((body) => {
        if (settled) return;
        settled = true;
        resolve({ ...base, ...body, timings });
      }, fail);
    });
    request.end(req.request?.body ?? undefined);
  });
}

export interface BodyRead {
  bodyBytes: number;
  truncated: boolean;
  body: Buffer | undefined;
}

/** Counts (and for 'collect' keeps) a response body up to the cap; `add` answers false once the cap is reached. */
export function bodyCounter(req: Pick<HopRequest, 'body' | 'maxBodyBytes'>) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  return {
    add(chunk: Buffer): boolean {
      const room = req.maxBodyBytes - bytes;
      const fits = chunk.length < room;
      const kept = fits ? chunk : chunk.subarray(0, room);
      bytes += kept.length;
      if (req.body === 'collect') chunks.push(kept);
      return fits;
    },
    result: (truncated: boolean): BodyRead => ({
      bodyBytes: bytes,
      truncated,
      body: req.body === 'collect' ? Buffer.concat(chunks) : undefined,
    }),
  };
}

function readBody(
  res: IncomingMessage,
  req: HopRequest,
  firstByteAt: number,
  timings: HopTimings,
  started: number,
): Promise<BodyRead> {
  return new Promise<BodyRead>((resolve, reject) => {
    const counter = bodyCounter(req);
    let done = false;
    const finish = (truncated: boolean): void => {
      if (done) return;
      done = true;
      const endAt = performance.now();
      timings.download = endAt - firstByteAt;
      timings.total = endAt - started;
      resolve(counter.result(truncated));
    };
    const fail = (error: Error): void => {
      if (done) return;
      done = true;
      reject(error);
    };
    res.on('data', (chunk: Buffer) => {
      if (done || counter.add(chunk)) return;
      // Cap reached: what fits is kept; settle, then drop the connection (destroying emits 'aborted').
      finish(true);
      res.destroy();
    });
    res.on('end', () => finish(false));
    res.on('error', fail);
    res.on('aborted', () =>
      fail(new HopError('connect', 'ECONNRESET', 'The connection was closed while the response was being read')),
    );
  });
}

export function classify(error: unknown, signal: AbortSignal): HopError {
  if (error instanceof HopError) return error;
  if (signal.aborted) return new HopError('timeout', 'ETIMEDOUT', 'Timed out');
  const code = errorCode(error) ?? 'EUNKNOWN';
  const message = errorMessage(error);
  if (
    ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EADDRNOTAVAIL', 'ECONNABORTED'].includes(
      code,
    )
  ) {
    return new HopError('connect', code, describeConnectError(code));
  }
  if (
    code.startsWith('ERR_SSL') ||
    code.startsWith('ERR_TLS') ||
    code === 'EPROTO' ||
    /ssl|tls|certificate/i.test(message)
  ) {
    return new HopError('tls', code, `TLS handshake failed (${code})`);
  }
  if (code.startsWith('HPE_'))
    return new HopError('protocol', code, `The server sent an invalid HTTP response (${code})`);
  if (code === 'ETIMEDOUT') return new HopError('timeout', code, 'Timed out');
  return new HopError('connect', code, `Connection failed (${message})`);
}

export function describeConnectError(code: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'Connection refused';
    case 'ECONNRESET':
      return 'The connection was reset by the server';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'The server is unreachable';
    default:
      return `Connection failed (${code})`;
  }
}
