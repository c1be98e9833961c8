/**
 * SPEC §4 domain health badge, from the status the API works out (domain-state.ts, decision 041): before the first
 * uptime check 'Pending first check' in a neutral colour (not Offline: nothing has failed); then Online, Warning,
 * Critical, or Offline in red when the site could not be reached (decision 035's reading of the probes' `error`).
 */
import { PENDING_FIRST_CHECK, type DomainStatus } from './domain-state';
import type { StatusTone } from './health-score';

export type DomainHealthLabel = 'Online' | 'Warning' | 'Critical' | 'Offline' | typeof PENDING_FIRST_CHECK;

export interface DomainHealthBadge {
  label: DomainHealthLabel;
  tone: StatusTone;
  /** Why the badge says what it says, for a tooltip or screen readers. */
  description: string;
}

const BADGES: Record<DomainStatus, { label: DomainHealthLabel; tone: StatusTone }> = {
  pending: { label: PENDING_FIRST_CHECK, tone: 'unknown' },
  online: { label: 'Online', tone: 'healthy' },
  warning: { label: 'Warning', tone: 'warning' },
  critical: { label: 'Critical', tone: 'critical' },
  offline: { label: 'Offline', tone: 'critical' },
};

export function getDomainHealthBadge(domain: { status: DomainStatus; statusReason: string }): DomainHealthBadge {
  return { ...BADGES[domain.status], description: domain.statusReason };
}
