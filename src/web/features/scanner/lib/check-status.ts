import type { ScanCheckType } from '../../../../shared/contracts/scan';

/** SPEC §3.1 check statuses; anything else is shown as unknown. */
export type CheckStatus = 'healthy' | 'warning' | 'critical' | 'error';
export type OverallStatus = 'healthy' | 'warning' | 'critical';

export function isCheckStatus(value: unknown): value is CheckStatus {
  return value === 'healthy' || value === 'warning' || value === 'critical' || value === 'error';
}

/**
 * SPEC §4: critical if any check is critical, else warning if any is warning, else healthy.
 *
 * A check that could not run ('error') counts as a warning, as the server's scan result does: nobody confirmed that
 * part is fine, so the scan must not read all-clear, yet a failed lookup is no evidence of an outage either.
 */
export function overallScanStatus(statuses: ReadonlyArray<string | undefined>): OverallStatus {
  if (statuses.includes('critical')) return 'critical';
  if (statuses.includes('warning') || statuses.includes('error')) return 'warning';
  return 'healthy';
}

/** The scanner's check boxes (SPEC §2.12), in order, with the check type each one asks for. */
export const CHECK_OPTIONS: ReadonlyArray<{ type: ScanCheckType; label: string }> = [
  { type: 'dns', label: 'DNS Records' },
  { type: 'ssl', label: 'SSL Certificate' },
  { type: 'whois', label: 'WHOIS Data' },
  { type: 'performance', label: 'Performance' },
  // The security check covers security headers, HTTPS and the DNS blacklists.
  { type: 'security', label: 'Blacklist Check' },
];
