import { getEngineContext } from '../../context';
import { DeadlineError, errorMessage, withDeadline } from '../../net/deadline';
import { formatDuration } from '../../net/format';
import type { EngineContext } from '../../context';
import type { EngineOptions } from '../../options';
import { probeDnsRecord, type DnsRecordDetails, type DnsRecordSettings } from './dns-record';
import { probeHttpRequest, type HttpMonitorDetails, type HttpRequestSettings } from './http-request';
import { jsonAssertion, type JsonSettings } from './json-assertion';
import { keywordAssertion, type KeywordSettings } from './keyword';
import { probeTcp, type TcpDetails, type TcpSettings } from './tcp';
import type { MonitorProbeResult } from './types';

export type { MonitorProbeResult } from './types';
export type { DnsRecordDetails, DnsRecordSettings } from './dns-record';
export type { HttpMonitorDetails, HttpRequestSettings } from './http-request';
export type { JsonSettings } from './json-assertion';
export type { KeywordSettings } from './keyword';
export type { TcpDetails, TcpSettings } from './tcp';

/** The probe of each monitor type that probes (heartbeats are pushed, not probed), with its settings and details. */
export interface MonitorProbes {
  endpoint: { settings: HttpRequestSettings; details: HttpMonitorDetails };
  keyword: { settings: KeywordSettings; details: HttpMonitorDetails };
  json: { settings: JsonSettings; details: HttpMonitorDetails };
  tcp: { settings: TcpSettings; details: TcpDetails };
  'dns-record': { settings: DnsRecordSettings; details: DnsRecordDetails };
}
export type ProbedMonitorType = keyof MonitorProbes;

const probes: {
  [T in ProbedMonitorType]: (
    settings: MonitorProbes[T]['settings'],
    ctx: EngineContext,
  ) => Promise<MonitorProbeResult<MonitorProbes[T]['details']>>;
} = {
  endpoint: (settings, ctx) => probeHttpRequest(settings, ctx),
  keyword: (settings, ctx) => probeHttpRequest(settings, ctx, keywordAssertion(settings)),
  json: (settings, ctx) => probeHttpRequest(settings, ctx, jsonAssertion(settings)),
  tcp: (settings, ctx) => probeTcp(settings, ctx),
  'dns-record': (settings, ctx) => probeDnsRecord(settings, ctx),
};

/** Slack over a monitor's own timeout before the backstop answers for it (DNS of the host, redirects' guards). */
const DEADLINE_SLACK_MS = 5_000;

/**
 * Runs one monitor's probe with its settings (secrets already opened). A backstop deadline over the monitor's own
 * timeout, and any failure turned into an 'error' result: it never throws and never hangs.
 */
export async function runMonitorProbe<T extends ProbedMonitorType>(
  type: T,
  settings: MonitorProbes[T]['settings'],
  options: EngineOptions,
): Promise<MonitorProbeResult<MonitorProbes[T]['details'] | null>> {
  const timeoutSeconds =
    'timeoutSeconds' in settings && typeof settings.timeoutSeconds === 'number' ? settings.timeoutSeconds : 0;
  const deadline = Math.max(options.timeouts.probeMs, timeoutSeconds * 1000 + DEADLINE_SLACK_MS);
  try {
    const probe = probes[type] as (
      s: MonitorProbes[T]['settings'],
      ctx: EngineContext,
    ) => Promise<MonitorProbeResult<MonitorProbes[T]['details']>>;
    return await withDeadline(probe(settings, getEngineContext(options)), deadline, `${type} monitor`);
  } catch (error) {
    const message =
      error instanceof DeadlineError
        ? `The check did not finish within ${formatDuration(error.ms)}`
        : `The check failed unexpectedly: ${errorMessage(error)}`;
    return { status: 'error', message, details: null, responseTime: null, up: false };
  }
}
