import type { CheckStatus } from '../../types';

/**
 * What a monitor probe answers (issue 16): the result its family records once, and whether the check counts as up
 * for the monitor's downtime rule. Probes of monitors never throw and never touch the database.
 */
export interface MonitorProbeResult<D> {
  status: CheckStatus;
  /** One sentence a site owner understands. */
  message: string;
  details: D;
  /** Milliseconds, or null when the check did not get that far. */
  responseTime: number | null;
  /** The check passed (for the downtime rule): a failed assertion is down, a check that could not run is not up either. */
  up: boolean;
}
