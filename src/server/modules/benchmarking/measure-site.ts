import type { BenchmarkMetricKey } from '../../../shared/contracts/benchmarking';
import { runScan, type EngineOptions, type ScanResult } from '../../engine';

export type SiteMeasurements = Record<BenchmarkMetricKey, number | null>;

/**
 * The benchmark's figures from one quick scan of a site (the same probes as the scanner, with the engine's
 * timeouts and SSRF guard). A figure the probes could not produce is null, never a guess.
 */
export async function measureSite(domain: string, options: EngineOptions): Promise<SiteMeasurements> {
  return measurementsOf(await runScan({ domain, checkTypes: ['dns', 'ssl', 'security', 'performance'] }, options));
}

export function measurementsOf(scan: ScanResult): SiteMeasurements {
  const metrics = scan.performance?.metrics;
  const timed = metrics !== undefined && metrics.loadTime !== null;
  // Over plain HTTP there is no handshake to time; 0 would read as the fastest possible one.
  const overTls = scan.performance?.details?.url.startsWith('https://') === true;
  const ssl = scan.ssl;
  const security = scan.security?.details;
  const dns = scan.dns;
  return {
    loadTime: timed ? round(metrics.loadTime) : null,
    timeToFirstByte: timed ? round(metrics.timeToFirstByte) : null,
    dnsLookup: timed ? round(metrics.dnsLookup) : null,
    tlsHandshake: timed && overTls ? round(metrics.tlsHandshake) : null,
    validCertificate: !ssl || ssl.status === 'error' ? null : validity(ssl),
    securityHeaders: security?.checkedUrl ? security.headers.filter((h) => h.present).length : null,
    dnsIssues:
      !dns?.details || dns.status === 'error' ? null : dns.details.findings.filter((f) => f.severity !== 'info').length,
  };
}

/** A certificate that is served, trusted, for this name and not expired; a site with no TLS at all has none. */
function validity(ssl: NonNullable<ScanResult['ssl']>): number {
  const d = ssl.details;
  if (!d?.connected) return 0;
  return d.trusted && d.hostnameMatches !== false && (d.daysUntilExpiry ?? 0) > 0 ? 1 : 0;
}

const round = (value: number | null | undefined): number | null =>
  value === undefined || value === null ? null : Math.round(value);
