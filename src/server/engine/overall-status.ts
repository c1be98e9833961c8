import type { CheckStatus } from './types';

/**
 * SPEC §4: critical if any check is critical, else warning if any is warning, else healthy.
 * An 'error' (a check that could not be completed) counts as a warning: we could not confirm that part
 * is fine, so the scan must not show all-clear, but a failed lookup is not evidence of an outage either.
 */
export function overallStatus(statuses: readonly CheckStatus[]): 'healthy' | 'warning' | 'critical' {
  if (statuses.includes('critical')) return 'critical';
  if (statuses.includes('warning') || statuses.includes('error')) return 'warning';
  return 'healthy';
}
