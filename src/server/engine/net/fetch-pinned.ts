import type { IncomingHttpHeaders } from 'node:http';
import type { EngineContext } from '../context';
import { errorMessage } from './deadline';
import { formatDuration } from './format';
import {
  HopError,
  requestHop,
  type BodyMode,
  type HopRequest,
  type HopRequestSpec,
  type HopResponse,
} from './http-hop';
import { checkHost, type GuardFailure } from './ssrf-guard';

/** The fields of the performance_network_timings table, in milliseconds (final hop; redirects in redirectTime). */
export interface NetworkTimings {
  dnsLookup: number;
  tcpConnection: number;
  tlsHandshake: number;
  timeToFirstByte: number;
  downloadTime: number;
  totalTime: number;
  redirectTime: number;
  serverResponseTime: number;
}

export interface RedirectHop {
  url: string;
  statusCode: number;
  location: string;
}

export interface FetchSuccess {
  ok: true;
  url: string;
  finalUrl: string;
  statusCode: number;
  statusMessage: string;
  headers: IncomingHttpHeaders;
  /** Header fields as received (Node's rawHeaders), when the transport kept them. */
  rawHeaders?: string[];
  setCookies: string[];
  redirects: RedirectHop[];
  bodyBytes: number;
  truncated: boolean;
  body: Buffer | undefined;
  timings: NetworkTimings;
  connectionReused: boolean;
  remoteAddress: string | undefined;
}

export type FetchFailureKind =
  | 'refused'
  | 'dns'
  | 'timeout'
  | 'connect'
  | 'tls'
  | 'protocol'
  | 'redirect-loop'
  | 'too-many-redirects'
  | 'bad-redirect';

export interface FetchFailure {
  ok: false;
  kind: FetchFailureKind;
  message: string;
  url: string;
  /** The URL whose request failed. */
  failedUrl: string;
  redirects: RedirectHop[];
  guard?: GuardFailure;
  totalTime: number;
}

export type FetchOutcome = FetchSuccess | FetchFailure;

export interface FetchOptions {
  body: BodyMode;
  /** Whole fetch budget, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  freshConnection?: boolean;
  /** Servers named in configuration may be private (RDAP); targets follow options.allowPrivateTargets. */
  allowPrivate?: boolean;
  /** Apply options.httpsPort/httpPort to URLs without a port: true for probe targets only. */
  targetPorts: boolean;
  verifyTls?: boolean;
  /** How one exchange is made: node:http with the context's agents by default, a pooled transport for monitoring. */
  hop?: (req: HopRequest) => Promise<HopResponse>;
  /** A monitor's method, headers and body (GET otherwise); redirects change it as browsers do (redirectedRequest). */
  request?: HopRequestSpec;
  /** false: a redirect is the final answer, not followed (a monitor expecting its 301). Default true. */
  followRedirects?: boolean;
  /** Body read cap for this fetch (the context's otherwise). */
  maxBodyBytes?: number;
}

const REDIRECT_CODES = new Set([301, 302, 303, 307, 308]);

/**
 * GET with manual redirects: every hop's host goes through the SSRF guard and the connection is pinned to the
 * address the guard checked. Never throws.
 */
export async function fetchPinned(startUrl: string, ctx: EngineContext, opts: FetchOptions): Promise<FetchOutcome> {
  // A timer cleared when the fetch is over, not AbortSignal.timeout: that one stays armed for the whole budget
  // after the answer came (10 s), then builds a DOMException and fires an event nobody listens to, per fetch.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  timer.unref();
  try {
    return await fetchWithin(startUrl, ctx, opts, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function fetchWithin(
  startUrl: string,
  ctx: EngineContext,
  opts: FetchOptions,
  signal: AbortSignal,
): Promise<FetchOutcome> {
  const started = performance.now();
  const redirects: RedirectHop[] = [];
  const visited = new Set<string>();
  let redirectTime = 0;
  let current = new URL(startUrl);
  let request = opts.request;

  const failure = (kind: FetchFailureKind, message: string, extra: Partial<FetchFailure> = {}): FetchFailure => ({
    ok: false,
    kind,
    message,
    url: startUrl,
    failedUrl: current.href,
    redirects,
    totalTime: performance.now() - started,
    ...extra,
  });
  const timedOut = (): FetchFailure => failure('timeout', `Timed out after ${formatDuration(opts.timeoutMs)}`);

  for (;;) {
    visited.add(current.href);
    const hopStarted = performance.now();
    const guard = await checkHost(current.hostname, ctx, {
      allowPrivate: opts.allowPrivate,
      noCache: opts.freshConnection,
    });
    if (signal.aborted) return timedOut();
    if (!guard.ok) return failure(guard.reason === 'refused' ? 'refused' : 'dns', guard.message, { guard });

    let hop: HopResponse;
    try {
      hop = await (opts.hop ?? requestHop)({
        url: current,
        checked: guard,
        port: portFor(current, ctx, opts.targetPorts),
        signal,
        body: opts.body,
        maxBodyBytes: opts.maxBodyBytes ?? ctx.maxBodyBytes,
        agent: (opts.freshConnection ? false : current.protocol === 'https:' ? ctx.httpsAgent : ctx.httpAgent) ?? false,
        verifyTls: opts.verifyTls ?? false,
        secureContext: ctx.secureContext,
        request,
      });
    } catch (error) {
      if (!(error instanceof HopError))
        return failure('protocol', `The request could not be made: ${errorMessage(error)}`);
      if (error.kind === 'timeout') return timedOut();
      return failure(error.kind, error.message);
    }

    const location = hop.headers.location;
    if (REDIRECT_CODES.has(hop.statusCode) && location && opts.followRedirects !== false) {
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return failure('bad-redirect', `Redirected to an invalid address (${location})`);
      }
      redirects.push({ url: current.href, statusCode: hop.statusCode, location: next.href });
      if (next.protocol !== 'https:' && next.protocol !== 'http:') {
        return failure('bad-redirect', `Redirected to an unsupported address (${next.protocol})`);
      }
      if (visited.has(next.href)) {
        return failure('redirect-loop', `Redirect loop: ${[...redirects.map((r) => r.url), next.href].join(' -> ')}`);
      }
      if (redirects.length > opts.maxRedirects) {
        return failure('too-many-redirects', `Too many redirects (more than ${opts.maxRedirects})`);
      }
      redirectTime += performance.now() - hopStarted;
      if (request) request = redirectedRequest(request, hop.statusCode, current, next);
      current = next;
      continue;
    }

    const dnsLookup = guard.dnsMs;
    const t = hop.timings;
    return {
      ok: true,
      url: startUrl,
      finalUrl: current.href,
      statusCode: hop.statusCode,
      statusMessage: hop.statusMessage,
      headers: hop.headers,
      rawHeaders: hop.rawHeaders,
      setCookies: hop.setCookies,
      redirects,
      bodyBytes: hop.bodyBytes,
      truncated: hop.truncated,
      body: hop.body,
      connectionReused: t.reused,
      remoteAddress: hop.remoteAddress,
      timings: {
        dnsLookup: round(dnsLookup),
        tcpConnection: round(t.tcpConnection),
        tlsHandshake: round(t.tlsHandshake),
        timeToFirstByte: round(dnsLookup + t.tcpConnection + t.tlsHandshake + t.serverResponse),
        downloadTime: round(t.download),
        totalTime: round(performance.now() - started),
        redirectTime: round(redirectTime),
        serverResponseTime: round(t.serverResponse),
      },
    };
  }
}

/**
 * The request a redirect leads to, as browsers make it: 303 (and 301/302 after a POST) turn it into a GET without a
 * body; 307/308 keep method and body. Credentials (Authorization, Cookie) never follow to another origin.
 */
export function redirectedRequest(request: HopRequestSpec, statusCode: number, from: URL, to: URL): HopRequestSpec {
  const toGet =
    statusCode === 303
      ? request.method !== 'HEAD'
      : (statusCode === 301 || statusCode === 302) && request.method === 'POST';
  const headers = { ...request.headers };
  if (toGet) {
    for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location'])
      delete headers[name];
  }
  if (from.origin !== to.origin) {
    delete headers.authorization;
    delete headers.cookie;
  }
  return { method: toGet ? 'GET' : request.method, headers, body: toGet ? null : request.body };
}

function portFor(url: URL, ctx: EngineContext, targetPorts: boolean): number {
  if (url.port !== '') return Number(url.port);
  const https = url.protocol === 'https:';
  if (!targetPorts) return https ? 443 : 80;
  return https ? (ctx.options.httpsPort ?? 443) : (ctx.options.httpPort ?? 80);
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
