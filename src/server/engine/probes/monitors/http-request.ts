import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import type { endpointSettingsSchema } from '../../../../shared/contracts/monitors';
import type { EngineContext } from '../../context';
import {
  fetchPinned,
  type FetchFailure,
  type FetchSuccess,
  type NetworkTimings,
  type RedirectHop,
} from '../../net/fetch-pinned';
import { formatDuration } from '../../net/format';
import type { BodyMode, HopRequestSpec } from '../../net/http-hop';
import type { CheckStatus } from '../../types';
import { pooledTransportFor } from '../http-pool';
import { describeTrustProblem, trustProblemFromCode } from '../tls-trust';
import { describeExpected, statusMatches } from './status-ranges';
import type { MonitorProbeResult } from './types';

/** The request settings the endpoint, keyword and JSON monitors share (their secrets already opened). */
export type HttpRequestSettings = z.output<typeof endpointSettingsSchema>;

/** Bodies are read up to this for keyword and JSON assertions: enough for any page or API answer worth asserting on. */
export const MONITOR_BODY_CAP_BYTES = 1024 * 1024;

export interface HttpMonitorDetails {
  url: string;
  method: string;
  finalUrl: string | null;
  statusCode: number | null;
  redirects: RedirectHop[];
  timings: NetworkTimings | null;
  contentType: string | null;
  bodyBytes: number;
  /** The body was larger than the read cap; assertions saw its beginning only. */
  truncated: boolean;
  remoteAddress: string | null;
  error: { kind: FetchFailure['kind']; message: string } | null;
  /** The keyword or JSON assertion's outcome, when the status was as expected. */
  assertion: ({ ok: boolean } & Record<string, unknown>) | null;
}

/** What a keyword or JSON monitor checks in a body that came with an expected status. */
export interface BodyAssertion {
  check(body: string, response: { truncated: boolean; contentType: string | null }): AssertionOutcome;
}

export interface AssertionOutcome {
  ok: boolean;
  /** "\"Welcome\" is on the page", "status was \"degraded\", expected \"ok\"". */
  message: string;
  details: Record<string, unknown>;
}

/**
 * One monitor request: the URL (any port), method, headers, body and auth of its settings, through the SSRF guard at
 * every redirect hop, on the pooled connections the uptime checks use. The status must be in the expected ranges;
 * then the assertion, if any, reads the body (up to the cap). Never throws.
 */
export async function probeHttpRequest(
  settings: HttpRequestSettings,
  ctx: EngineContext,
  assertion?: BodyAssertion,
): Promise<MonitorProbeResult<HttpMonitorDetails>> {
  const request = requestSpec(settings);
  const body: BodyMode = request.method === 'HEAD' ? 'none' : assertion ? 'collect' : 'measure';
  const outcome = await fetchPinned(settings.url, ctx, {
    body,
    timeoutMs: settings.timeoutSeconds * 1000,
    maxRedirects: ctx.maxRedirects,
    followRedirects: settings.followRedirects,
    targetPorts: false,
    verifyTls: true,
    maxBodyBytes: assertion ? Math.min(MONITOR_BODY_CAP_BYTES, ctx.maxBodyBytes) : ctx.maxBodyBytes,
    request,
    hop: pooledTransportFor(ctx)?.hop,
  });
  if (!outcome.ok) return failed(outcome, request.method, settings.timeoutSeconds * 1000);

  const details = successDetails(outcome, request.method);
  const responseTime = Math.round(outcome.timings.totalTime);
  const answered = `${outcome.statusCode}${reason(outcome.statusCode)} in ${formatDuration(outcome.timings.totalTime)}`;
  if (!statusMatches(outcome.statusCode, settings.expectedStatus)) {
    return result(
      'critical',
      `Answered ${answered}, expected ${describeExpected(settings.expectedStatus)}`,
      details,
      responseTime,
    );
  }
  if (!assertion) return result('healthy', `Answered ${answered}`, details, responseTime);

  const text = outcome.body ? outcome.body.toString('utf8') : '';
  const checked = assertion.check(text, { truncated: outcome.truncated, contentType: details.contentType });
  details.assertion = { ok: checked.ok, ...checked.details };
  if (checked.ok) return result('healthy', `Answered ${answered}; ${checked.message}`, details, responseTime);
  // not capitalised: the sentence may start with a JSON path, whose case matters
  return result('critical', `${checked.message} (answered ${answered})`, details, responseTime);
}

/** Connection-level headers belong to the transport (undici refuses them outright); a monitor's are left out. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/** Method, headers (lower-case names), body and the Authorization header the settings ask for. A GET or HEAD sends no body. */
export function requestSpec(settings: HttpRequestSettings): HopRequestSpec {
  const headers: Record<string, string> = {};
  for (const header of settings.headers) {
    const name = header.name.toLowerCase();
    if (!HOP_BY_HOP.has(name)) headers[name] = header.value;
  }
  const auth = settings.auth;
  if (auth.kind === 'basic')
    headers.authorization = `Basic ${Buffer.from(`${auth.username}:${auth.password ?? ''}`).toString('base64')}`;
  if (auth.kind === 'bearer' && auth.token) headers.authorization = `Bearer ${auth.token}`;
  const body = settings.method === 'GET' || settings.method === 'HEAD' ? null : settings.body;
  if (body !== null && headers['content-type'] === undefined)
    headers['content-type'] = looksLikeJson(body) ? 'application/json' : 'text/plain; charset=utf-8';
  return { method: settings.method, headers, body };
}

function looksLikeJson(body: string): boolean {
  const first = body.trimStart()[0];
  if (first !== '{' && first !== '[') return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

function successDetails(outcome: FetchSuccess, method: string): HttpMonitorDetails {
  // node:http answers a string; the pooled transport may keep a repeated header as a list
  const type = outcome.headers['content-type'] as string | string[] | undefined;
  return {
    url: outcome.url,
    method,
    finalUrl: outcome.finalUrl,
    statusCode: outcome.statusCode,
    redirects: outcome.redirects,
    timings: outcome.timings,
    contentType: (typeof type === 'string' ? type : type?.[0]) ?? null,
    bodyBytes: outcome.bodyBytes,
    truncated: outcome.truncated,
    remoteAddress: outcome.remoteAddress ?? null,
    error: null,
    assertion: null,
  };
}

function failed(outcome: FetchFailure, method: string, timeoutMs: number): MonitorProbeResult<HttpMonitorDetails> {
  const message = failureMessage(outcome, timeoutMs);
  return {
    // a target the guard refused is not a site that is down: the check could not run
    status: outcome.kind === 'refused' ? 'error' : 'critical',
    message,
    responseTime: null,
    up: false,
    details: {
      url: outcome.url,
      method,
      finalUrl: null,
      statusCode: null,
      redirects: outcome.redirects,
      timings: null,
      contentType: null,
      bodyBytes: 0,
      truncated: false,
      remoteAddress: null,
      error: { kind: outcome.kind, message: outcome.message },
      assertion: null,
    },
  };
}

function failureMessage(outcome: FetchFailure, timeoutMs: number): string {
  const where = outcome.redirects.length > 0 ? ` (after a redirect to ${outcome.failedUrl})` : '';
  switch (outcome.kind) {
    case 'connect':
      return `Could not connect: ${outcome.message.toLowerCase()}${where}`;
    case 'tls': {
      const code = /\(([A-Z0-9_]+)\)$/.exec(outcome.message)?.[1];
      const problem = code ? trustProblemFromCode(code) : 'other';
      return problem === 'other'
        ? `Could not connect: ${outcome.message}${where}`
        : `Could not connect securely: ${describeTrustProblem(problem, code ?? '').replace('this domain', 'this host')}${where}`;
    }
    case 'dns':
      return outcome.message.startsWith('Could not')
        ? `${outcome.message}${where}`
        : `The host does not resolve: ${outcome.message}${where}`;
    case 'timeout':
      return `No answer within ${formatDuration(timeoutMs)}${where}`;
    default:
      return `${outcome.message}${where}`;
  }
}

function result(
  status: CheckStatus,
  message: string,
  details: HttpMonitorDetails,
  responseTime: number,
): MonitorProbeResult<HttpMonitorDetails> {
  return { status, message, details, responseTime, up: status === 'healthy' || status === 'warning' };
}

function reason(code: number): string {
  const text = STATUS_CODES[code];
  return text ? ` (${text})` : '';
}
