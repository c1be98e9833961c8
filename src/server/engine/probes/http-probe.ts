import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import type { EngineContext } from '../context';
import {
  fetchPinned,
  type FetchFailure,
  type FetchOutcome,
  type NetworkTimings,
  type RedirectHop,
} from '../net/fetch-pinned';
import { formatDuration } from '../net/format';
import { targetOrigin } from '../net/target-origin';
import { pooledTransportFor } from './http-pool';
import type { CheckStatus, Probe, ProbeOutcome, ProbeTarget } from '../types';

export interface HttpDetails {
  /** The URL the check started from (https, or http after https could not connect). */
  url: string;
  finalUrl: string | null;
  statusCode: number | null;
  redirects: RedirectHop[];
  timings: NetworkTimings | null;
  /**
   * Response headers of the final response, for display. Monitoring checks (pooled connections) keep only
   * location, content-type and content-length, and no cookies: their history rows store neither.
   */
  headers: IncomingHttpHeaders;
  setCookies: string[];
  bodyBytes: number;
  /** The body was larger than the read cap and reading stopped there. */
  truncated: boolean;
  connectionReused: boolean;
  remoteAddress: string | null;
  /** Why https:// was abandoned for http://, when it was. */
  httpsError: string | null;
  error: { kind: FetchFailure['kind']; message: string } | null;
}

/**
 * Uptime and timing: GET https://domain/ (http:// when https cannot connect), redirects followed and re-checked.
 * A name added with a port ('example.com:8443') is fetched on that port, HTTPS first, then plain HTTP. An HTTP-only
 * domain is fetched over http:// alone.
 */
export const httpProbe: Probe<'http', HttpDetails> = {
  kind: 'http',
  async check(target: ProbeTarget, ctx: EngineContext): Promise<ProbeOutcome<HttpDetails>> {
    const fetchSite = (url: string): Promise<FetchOutcome> =>
      fetchPinned(url, ctx, {
        body: 'measure',
        timeoutMs: ctx.options.timeouts.httpMs,
        maxRedirects: ctx.maxRedirects,
        freshConnection: target.freshConnection,
        targetPorts: true,
        // reusable connections come from per-origin pools (monitoring); fresh ones from node:http (timings)
        hop: target.freshConnection ? undefined : pooledTransportFor(ctx)?.hop,
      });

    // A site whose HTTPS refused the connection a few minutes ago starts from http:// (monitoring only); if that
    // fails, HTTPS is tried again at once, so a site is never reported down on remembered grounds.
    const origin = targetOrigin(target);
    // HTTP only (decision 071): the site's own choice, not a fallback, so no HTTPS attempt and no "over plain HTTP"
    if (target.httpOnly) return interpret(await fetchSite(`http://${origin}/`), null, ctx.slowResponseMs);
    const refused = target.freshConnection ? undefined : httpsRefusedOf(ctx);
    const remembered = refused?.get(origin);
    if (remembered !== undefined && remembered.until > Date.now()) {
      const plain = await fetchSite(`http://${origin}/`);
      if (plain.ok) return interpret(plain, remembered.message, ctx.slowResponseMs);
    }
    if (remembered !== undefined) refused?.delete(origin);

    let outcome = await fetchSite(`https://${origin}/`);
    let httpsError: string | null = null;
    if (!outcome.ok && (outcome.kind === 'connect' || outcome.kind === 'tls') && outcome.redirects.length === 0) {
      httpsError = outcome.message;
      outcome = await fetchSite(`http://${origin}/`);
      if (outcome.ok && refused) remember(refused, origin, httpsError);
    }
    return interpret(outcome, httpsError, ctx.slowResponseMs);
  },
};

/**
 * How long a site whose HTTPS could not be connected to (while its HTTP answered) is checked over http:// first.
 * An HTTP-only site then costs one request per check instead of a refused or failed HTTPS connection plus the
 * request; a site that turns HTTPS on shows it within this time. Scans (fresh connections) always try HTTPS.
 */
export const HTTPS_RETRY_MS = 10 * 60_000;
const HTTPS_REFUSED_LIMIT = 50_000;

type RefusedHttps = Map<string, { until: number; message: string }>;
const httpsRefused = new WeakMap<EngineContext, RefusedHttps>();

function httpsRefusedOf(ctx: EngineContext): RefusedHttps {
  let map = httpsRefused.get(ctx);
  if (!map) httpsRefused.set(ctx, (map = new Map() as RefusedHttps));
  return map;
}

function remember(map: RefusedHttps, domain: string, message: string): void {
  if (map.size >= HTTPS_REFUSED_LIMIT) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(domain, { until: Date.now() + HTTPS_RETRY_MS, message });
}

/**
 * What a monitoring uptime check keeps in its history row: outcome, timings and addresses, not the response
 * headers and cookies (the daily security check stores those). A few hundred bytes instead of a few KB per row,
 * at ~170 rows a second for 10,000 domains checked every minute. Fields at their empty value (no redirects, not
 * truncated, a new connection, no HTTPS error, no error) are left out: every reader takes a missing one as that
 * (the check details' schema has them all optional), and most rows are then ~60 bytes shorter.
 */
export function uptimeHistoryDetails(details: HttpDetails | null): Record<string, unknown> | null {
  if (!details) return null;
  const {
    headers: _headers,
    setCookies: _cookies,
    redirects,
    truncated,
    connectionReused,
    httpsError,
    error,
    ...kept
  } = details;
  const row: Record<string, unknown> = kept;
  if (redirects.length > 0) row.redirects = redirects;
  if (truncated) row.truncated = true;
  if (connectionReused) row.connectionReused = true;
  if (httpsError !== null) row.httpsError = httpsError;
  if (error !== null) row.error = error;
  return row;
}

function interpret(outcome: FetchOutcome, httpsError: string | null, slowMs: number): ProbeOutcome<HttpDetails> {
  if (!outcome.ok) {
    return {
      status: outcome.kind === 'refused' ? 'error' : 'critical',
      message: failureMessage(outcome, httpsError),
      details: {
        url: outcome.url,
        finalUrl: null,
        statusCode: null,
        redirects: outcome.redirects,
        timings: null,
        headers: {},
        setCookies: [],
        bodyBytes: 0,
        truncated: false,
        connectionReused: false,
        remoteAddress: null,
        httpsError,
        error: { kind: outcome.kind, message: outcome.message },
      },
    };
  }
  const code = outcome.statusCode;
  const total = outcome.timings.totalTime;
  let status: CheckStatus;
  let message: string;
  if (code >= 500) {
    status = 'critical';
    message = `Server error ${code}${reason(code)}`;
  } else if (code >= 400) {
    // The server answers, but visitors get an error page: worth a look, not an outage.
    status = 'warning';
    message = `Client error ${code}${reason(code)}`;
  } else if (code < 200) {
    status = 'warning';
    message = `Unexpected status ${code}`;
  } else if (total > slowMs) {
    status = 'warning';
    message = `Slow response: ${code} in ${formatDuration(total)}`;
  } else {
    status = 'healthy';
    message = `Responded ${code} in ${formatDuration(total)}`;
  }
  if (httpsError && status === 'healthy') message += ' over plain HTTP';
  return {
    status,
    message,
    details: {
      url: outcome.url,
      finalUrl: outcome.finalUrl,
      statusCode: code,
      redirects: outcome.redirects,
      timings: outcome.timings,
      headers: outcome.headers,
      setCookies: outcome.setCookies,
      bodyBytes: outcome.bodyBytes,
      truncated: outcome.truncated,
      connectionReused: outcome.connectionReused,
      remoteAddress: outcome.remoteAddress ?? null,
      httpsError,
      error: null,
    },
  };
}

function failureMessage(outcome: FetchFailure, httpsError: string | null): string {
  switch (outcome.kind) {
    case 'connect':
      return httpsError
        ? `Could not connect over HTTPS or HTTP: ${outcome.message.toLowerCase()}`
        : `Could not connect: ${outcome.message.toLowerCase()}`;
    case 'tls':
      return `Could not connect: ${outcome.message}`;
    case 'dns':
      return outcome.message.startsWith('Could not') ? outcome.message : `Domain does not resolve: ${outcome.message}`;
    default:
      return outcome.message;
  }
}

function reason(code: number): string {
  const text = STATUS_CODES[code];
  return text ? ` (${text})` : '';
}
