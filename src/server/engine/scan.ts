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

/** The quick scan: the selected probes in parallel, one SPEC §3.1 result. Never throws. */
export async function runScan(request: ScanRequest, options: EngineOptions): Promise<ScanResult> {
  const normalized = normalizeDomain(request.domain);
  const scannedAt = new Date().toISOString();
  const selected = SCAN_CHECK_TYPES.filter((type) => request.checkTypes.includes(type));
  if (!normalized.ok) {
    const failed = { status: 'error' as const, message: normalized.message, details: null };
    const result: ScanResult = { domain: request.domain.trim(), overallStatus: 'warning', scannedAt };
    for (const type of selected) {
      if (type === 'performance') result.performance = { ...failed, metrics: { loadTime: null } };
      else result[type] = failed;
    }
    return result;
  }
  const domain = normalized.domain;
  const pick = <D>(r: { status: CheckStatus; message: string; details: D | null }): ScanCheck<D> => ({ status: r.status, message: r.message, details: r.details });

  const [dns, ssl, whois, security, performance] = await Promise.all([
    selected.includes('dns') ? runProbe('dns', { domain }, options) : undefined,
    selected.includes('ssl') ? runProbe('ssl', { domain }, options) : undefined,
    selected.includes('whois') ? runProbe('whois', { domain }, options) : undefined,
    selected.includes('security') ? runProbe('security', { domain }, options) : undefined,
    // Fresh connection so the timings include DNS, TCP and TLS like a first visit.
    selected.includes('performance') ? runProbe('http', { domain, freshConnection: true }, options) : undefined,
  ]);

  const result: ScanResult = { domain, overallStatus: 'healthy', scannedAt };
  if (dns) result.dns = pick(dns);
  if (ssl) result.ssl = pick(ssl);
  if (whois) result.whois = pick(whois);
  if (security) result.security = pick(security);
  if (performance) result.performance = performanceCheck(performance, options.slowResponseMs ?? 3_000);
  const statuses = [result.dns, result.ssl, result.whois, result.security, result.performance].flatMap((c) => (c ? [c.status] : []));
  result.overallStatus = overallStatus(statuses);
  return result;
}

/** Timing verdict from the HTTP probe; an HTTP 4xx is the site's content, not its speed, so it does not count here. */
export function performanceCheck(http: ProbeResultOf<'http'>, slowMs: number): PerformanceCheck {
  const timings = http.details?.timings ?? null;
  if (!timings || http.status === 'critical' || http.status === 'error') {
    return { status: http.status === 'healthy' ? 'error' : http.status, message: http.message, details: http.details, metrics: { loadTime: null } };
  }
  const metrics: PerformanceMetrics = { loadTime: timings.totalTime, ...timings };
  const load = formatDuration(timings.totalTime);
  const ttfb = formatDuration(timings.timeToFirstByte);
  const slow = timings.totalTime > slowMs || timings.timeToFirstByte > TTFB_GOOD_MS;
  return {
    status: slow ? 'warning' : 'healthy',
    message: slow ? `Slow: loaded in ${load} (first byte after ${ttfb})` : `Loaded in ${load} (first byte after ${ttfb})`,
    details: http.details,
    metrics,
  };
}
