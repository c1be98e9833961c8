import { formatDuration } from './net/format';
import type { NetworkTimings } from './net/fetch-pinned';
import { normalizeDomain } from './net/normalize-domain';
import type { EngineOptions } from './options';
import { overallStatus } from './overall-status';
import type { DnsDetails } from './probes/dns-probe';
import type { HttpDetails } from './probes/http-probe';
import type { SecurityDetails } from './probes/security-probe';
import type { SslDetails } from './probes/ssl-probe';
import type { WhoisDetails } from './probes/whois-probe';
import { runProbe, type ProbeResultOf } from './registry';
import type { CheckStatus } from './types';

export type ScanCheckType = 'dns' | 'ssl' | 'whois' | 'security' | 'performance';

export const SCAN_CHECK_TYPES: readonly ScanCheckType[] = ['dns', 'ssl', 'whois', 'security', 'performance'];

export interface ScanRequest {
  domain: string;
  checkTypes: readonly ScanCheckType[];
}

export interface ScanCheck<D> {
  status: CheckStatus;
  message: string;
  details: D | null;
}

/** loadTime is the whole fetch in ms (SPEC §3.1 metrics.loadTime); the rest are performance_network_timings fields. */
export interface PerformanceMetrics extends Partial<NetworkTimings> {
  loadTime: number | null;
}

export interface PerformanceCheck extends ScanCheck<HttpDetails> {
  metrics: PerformanceMetrics;
}

/** SPEC §3.1 scan result; checks that were not selected are absent. */
export interface ScanResult {
  domain: string;
  dns?: ScanCheck<DnsDetails>;
  ssl?: ScanCheck<SslDetails>;
  security?: ScanCheck<SecurityDetails>;
  whois?: ScanCheck<WhoisDetails>;
  performance?: PerformanceCheck;
  overallStatus: 'healthy' | 'warning' | 'critical';
  scannedAt: string;
}

/** SPEC §9.4 web-vitals TTFB thresholds: good up to 800 ms. */
const TTFB_GOOD_MS = 800;

const pick = <D>(r: { status: CheckStatus; message: string; details: D | null }): ScanCheck<D> => ({
  status: r.status,
  message: r.message,
  details: r.details,
});

/**
 * The quick scan's checks, one line each (decision 047): the probe that answers it, on a normalised domain. The
 * monitoring families say which of these they are (`scan` in jobs/monitoring/families/); a new scan check is its
 * line here, its type in SCAN_CHECK_TYPES and its field in ScanResult (the SPEC §3.1 contract).
 */
export const SCAN_CHECKS: {
  readonly [K in ScanCheckType]: (domain: string, options: EngineOptions) => Promise<NonNullable<ScanResult[K]>>;
} = {
  dns: async (domain, options) => pick(await runProbe('dns', { domain }, options)),
  ssl: async (domain, options) => pick(await runProbe('ssl', { domain }, options)),
  whois: async (domain, options) => pick(await runProbe('whois', { domain }, options)),
  security: async (domain, options) => pick(await runProbe('security', { domain }, options)),
  // a fresh connection, so the timings include DNS, TCP and TLS like a first visit
  performance: async (domain, options) =>
    performanceCheck(
      await runProbe('http', { domain, freshConnection: true }, options),
      options.slowResponseMs ?? 3_000,
    ),
};

/** A check that could not run, in the shape of its field. */
function failedCheck<K extends ScanCheckType>(type: K, message: string): NonNullable<ScanResult[K]> {
  const failed = { status: 'error' as const, message, details: null };
  return (type === 'performance' ? { ...failed, metrics: { loadTime: null } } : failed) as NonNullable<ScanResult[K]>;
}

/** The quick scan: the selected probes in parallel, one SPEC §3.1 result. Never throws. */
export async function runScan(request: ScanRequest, options: EngineOptions): Promise<ScanResult> {
  const normalized = normalizeDomain(request.domain);
  const scannedAt = new Date().toISOString();
  const selected = SCAN_CHECK_TYPES.filter((type) => request.checkTypes.includes(type));
  if (!normalized.ok) {
    const result: ScanResult = { domain: request.domain.trim(), overallStatus: 'warning', scannedAt };
    for (const type of selected) Object.assign(result, { [type]: failedCheck(type, normalized.message) });
    return result;
  }
  const domain = normalized.domain;
  const checks = await Promise.all(
    selected.map(async (type) => [type, await SCAN_CHECKS[type](domain, options)] as const),
  );
  const result: ScanResult = { domain, overallStatus: 'healthy', scannedAt };
  for (const [type, check] of checks) Object.assign(result, { [type]: check });
  result.overallStatus = overallStatus(checks.map(([, check]) => check.status));
  return result;
}

/** Timing verdict from the HTTP probe; an HTTP 4xx is the site's content, not its speed, so it does not count here. */
export function performanceCheck(http: ProbeResultOf<'http'>, slowMs: number): PerformanceCheck {
  const timings = http.details?.timings ?? null;
  if (!timings || http.status === 'critical' || http.status === 'error') {
    return {
      status: http.status === 'healthy' ? 'error' : http.status,
      message: http.message,
      details: http.details,
      metrics: { loadTime: null },
    };
  }
  const metrics: PerformanceMetrics = { loadTime: timings.totalTime, ...timings };
  const load = formatDuration(timings.totalTime);
  const ttfb = formatDuration(timings.timeToFirstByte);
  const slow = timings.totalTime > slowMs || timings.timeToFirstByte > TTFB_GOOD_MS;
  return {
    status: slow ? 'warning' : 'healthy',
    message: slow
      ? `Slow: loaded in ${load} (first byte after ${ttfb})`
      : `Loaded in ${load} (first byte after ${ttfb})`,
    details: http.details,
    metrics,
  };
}
