import type { StatusTone } from './health-score';

/**
 * SPEC §3.1 check statuses in words and colour, for every screen that shows a stored check (the scanner, a domain's
 * page). `error`: the check could not be completed, not evidence of a problem, so it is drawn in the neutral colour.
 */
export const CHECK_STATUS_LOOKS: Record<string, { label: string; tone: StatusTone }> = {
  healthy: { label: 'Healthy', tone: 'healthy' },
  warning: { label: 'Warning', tone: 'warning' },
  critical: { label: 'Critical', tone: 'critical' },
  error: { label: 'Error', tone: 'unknown' },
};
const UNKNOWN = { label: 'Unknown', tone: 'unknown' as StatusTone };

/** The look of a check status; anything else is unknown. */
export function checkStatusLook(status: string | undefined): { label: string; tone: StatusTone } {
  return (status !== undefined && Object.hasOwn(CHECK_STATUS_LOOKS, status) && CHECK_STATUS_LOOKS[status]) || UNKNOWN;
}
