import { getEngineContext } from './context';
import { DeadlineError, errorMessage, withDeadline } from './net/deadline';
import { formatDuration } from './net/format';
import { normalizeDomain } from './net/normalize-domain';
import type { EngineOptions } from './options';
import { dnsProbe, type DnsDetails } from './probes/dns-probe';
import { httpProbe, type HttpDetails } from './probes/http-probe';
import { securityProbe, type SecurityDetails } from './probes/security-probe';
import { sslProbe, type SslDetails } from './probes/ssl-probe';
import { whoisProbe, type WhoisDetails } from './probes/whois-probe';
import type { Probe, ProbeKind, ProbeResult, ProbeTarget } from './types';

export interface ProbeDetailsByKind {
  dns: DnsDetails;
  ssl: SslDetails;
  whois: WhoisDetails;
  http: HttpDetails;
  security: SecurityDetails;
}

export type ProbeResultOf<K extends ProbeKind> = ProbeResult<K, ProbeDetailsByKind[K]>;

/**
 * Kind -> implementation: what runProbe runs (decision 047). Adding a probe kind is its file (engine/probes/), its
 * name in ProbeKind (types.ts), its details type above and its line here; the checks that use it are check families
 * (jobs/monitoring/families/) and, for the quick scan, a line of SCAN_CHECKS (scan.ts).
 */
export const probeRegistry: { readonly [K in ProbeKind]: Probe<K, ProbeDetailsByKind[K]> } = {
  dns: dnsProbe,
  ssl: sslProbe,
  whois: whoisProbe,
  http: httpProbe,
  security: securityProbe,
};

export const PROBE_KINDS = Object.keys(probeRegistry) as ProbeKind[];

/**
 * Runs one probe against a domain as typed by a user or stored. Normalises the domain, enforces the probe
 * deadline and turns any failure into an 'error' result: it never throws and never hangs.
 */
export async function runProbe<K extends ProbeKind>(
  kind: K,
  target: ProbeTarget,
  options: EngineOptions,
): Promise<ProbeResultOf<K>> {
  const started = performance.now();
  const result = (
    status: ProbeResultOf<K>['status'],
    message: string,
    details: ProbeDetailsByKind[K] | null,
  ): ProbeResultOf<K> => ({
    kind,
    status,
    message,
    details,
    durationMs: Math.round(performance.now() - started),
  });
  const normalized = normalizeDomain(target.domain, { addresses: true });
  if (!normalized.ok) return result('error', normalized.message, null);
  const probe = probeRegistry[kind];
  try {
    const ctx = getEngineContext(options);
    const deadline = options.timeouts.probeMs;
    const outcome = await withDeadline(
      probe.check({ ...target, domain: normalized.host, port: normalized.port }, ctx),
      deadline,
      `${kind} probe`,
    );
    return result(outcome.status, outcome.message, outcome.details);
  } catch (error) {
    if (error instanceof DeadlineError)
      return result('error', `The ${kind} check did not finish within ${formatDuration(error.ms)}`, null);
    return result('error', `The ${kind} check failed unexpectedly: ${errorMessage(error)}`, null);
  }
}
