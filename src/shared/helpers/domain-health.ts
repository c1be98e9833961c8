/**
 * SPEC §4 domain health badge. No latest check means Offline; healthy is Online; warning is Warning; critical is
 * Critical. The SPEC's two readings differ on any other value (the probes' `error`: the site refused the connection
 * or could not be reached): we read it as Offline, since that is what the visitor of the site experiences
 * (docs/decisions/035-dashboard-domains-alerts.md).
 */
import type { StatusTone } from './health-score';

export type DomainHealthLabel = 'Online' | 'Warning' | 'Critical' | 'Offline';

export interface DomainHealthBadge {
  label: DomainHealthLabel;
  tone: StatusTone;
  /** Why the badge says what it says, for a tooltip or screen readers. */
  description: string;
}

export function getDomainHealthBadge(latestCheck: { status: string } | null | undefined): DomainHealthBadge {
  if (!latestCheck) return { label: 'Offline', tone: 'unknown', description: 'No check has completed yet' };
  switch (latestCheck.status) {
    case 'healthy':
      return { label: 'Online', tone: 'healthy', description: 'The latest check passed' };
    case 'warning':
      return { label: 'Warning', tone: 'warning', description: 'The latest check found something to look at' };
    case 'critical':
      return { label: 'Critical', tone: 'critical', description: 'The latest check failed' };
    default:
      return { label: 'Offline', tone: 'critical', description: 'The latest check could not reach the site' };
  }
}
