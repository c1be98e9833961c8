import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { getEngineContext } from '../engine/context';
import type { EngineOptions } from '../engine';
import { errorCode, errorMessage } from '../engine/net/deadline';
import { describeConnectError } from '../engine/net/http-hop';
import { checkHost, pinnedLookup } from '../engine/net/ssrf-guard';
import { failure, type SendOutcome } from './channels/types';
import { redactUrl } from './redact';

export const NOTIFIER_USER_AGENT = 'Sitewarden-Notifications/1.0 (+website monitoring)';
const MAX_RESPONSE_BYTES = 16 * 1024;
const REDIRECT_CODES = new Set([301, 302, 303, 307, 308]);

export interface OutboundRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /**
   * 'user': a URL a user typed (Slack, webhooks): http(s) only, through the engine's SSRF guard (private,
   * loopback, link-local and metadata addresses refused unless ALLOW_PRIVATE_TARGETS), pinned to the checked
   * address. 'config': a URL from the operator's configuration (TWILIO_BASE_URL), which may be private.
   */
  origin: 'user' | 'config';
}

export type OutboundResult =
  | { kind: 'response'; status: number; headers: IncomingHttpHeaders; body: string }
  /** Nothing was sent and trying again cannot help: a bad URL or an address the guard refuses. */
  | { kind: 'refused'; message: string }
  /** DNS, connection or timeout trouble: worth another try. */
  | { kind: 'network'; message: string };

export type OutboundHttp = (request: OutboundRequest) => Promise<OutboundResult>;

/**
 * POST to a receiver: one request, a whole-exchange timeout, no redirects followed (a 3xx is an answer like
 * any other), the response body read up to 16 KB for the error message. Never throws.
 */
export function createOutboundHttp(engine: EngineOptions, timeoutMs: number): OutboundHttp {
  return async (req) => {
    let url: URL;
    try {
      url = new URL(req.url);
    } catch {
      return { kind: 'refused', message: 'The URL is not valid' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { kind: 'refused', message: `Only http and https URLs are allowed (${url.protocol})` };
    const ctx = getEngineContext(engine);
    const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const guard = await checkHost(hostname, ctx, req.origin === 'config' ? { allowPrivate: true } : {});
    if (!guard.ok) {
      if (guard.reason === 'refused')
        return { kind: 'refused', message: `${guard.message.replace(/^Refused to check/, 'Refused to send to')}` };
      return { kind: 'network', message: guard.message };
    }
    const isHttps = url.protocol === 'https:';
    const signal = AbortSignal.timeout(timeoutMs);
    const body = Buffer.from(req.body);

    return new Promise<OutboundResult>((resolve) => {
      let settled = false;
      const done = (result: OutboundResult) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      const request = (isHttps ? https : http).request({
        host: hostname,
        port: url.port ? Number(url.port) : isHttps ? 443 : 80,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { 'user-agent': NOTIFIER_USER_AGENT, 'content-length': String(body.length), ...req.headers },
        auth: url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
        lookup: pinnedLookup(guard),
        agent: false,
        signal,
        ...(isHttps ? { rejectUnauthorized: true, ...(isIP(hostname) === 0 ? { servername: hostname } : {}) } : {}),
      });
      request.on('error', (error) => {
        if (signal.aborted)
          return done({ kind: 'network', message: `No answer within ${Math.round(timeoutMs / 100) / 10} s` });
        const code = errorCode(error) ?? '';
        if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || /certificate/i.test(errorMessage(error))) {
          return done({ kind: 'network', message: `TLS failed (${code || errorMessage(error)})` });
        }
        done({ kind: 'network', message: code ? describeConnectError(code) : errorMessage(error) });
      });
      request.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        const finish = () =>
          done({
            kind: 'response',
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        res.on('data', (chunk: Buffer) => {
          if (bytes >= MAX_RESPONSE_BYTES) return;
          chunks.push(chunk.subarray(0, MAX_RESPONSE_BYTES - bytes));
          bytes += chunk.length;
          if (bytes >= MAX_RESPONSE_BYTES) {
            finish();
            res.destroy();
          }
        });
        res.on('end', finish);
        res.on('aborted', finish);
        res.on('error', finish);
      });
      request.end(body);
    });
  };
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return undefined;
  const trimmed = raw.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The rules every HTTP channel shares: 2xx delivered; 408, 425, 429 and 5xx are worth another try (429 and 503
 * with their Retry-After); redirects are not followed and count as permanent, like every other 4xx.
 */
export function outcomeOf(
  result: OutboundResult,
  describe: (status: number, body: string) => string = defaultDescribe,
): SendOutcome {
  if (result.kind === 'refused') return failure(result.message, true);
  if (result.kind === 'network') return failure(result.message, false);
  const { status, headers, body } = result;
  if (status >= 200 && status < 300) return { ok: true, responseCode: status };
  if (REDIRECT_CODES.has(status)) {
    const location = typeof headers.location === 'string' ? ` to ${redactUrl(headers.location)}` : '';
    return failure(`The receiver redirected${location}; redirects are not followed: use the final URL`, true, status);
  }
  const transient = status === 408 || status === 425 || status === 429 || status >= 500;
  const wait = status === 429 || status === 503 ? retryAfterMs(headers['retry-after']) : undefined;
  return failure(describe(status, body), !transient, status, wait);
}

function defaultDescribe(status: number, body: string): string {
  const text = body.replace(/\s+/g, ' ').trim().slice(0, 200);
  return `HTTP ${status}${text ? `: ${text}` : ''}`;
}
