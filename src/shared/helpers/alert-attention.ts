/**
 * The one count of alerts that ask for someone (decision 069): an alert needs attention while it is open (not
 * resolved), nobody has acknowledged it and it is not held by a maintenance window under way (decision 073: a check
 * failing during planned work pages nobody; held alerts count again when the window ends, if still open). Read or
 * unread does not matter: reading an alert does not fix its cause, and an alert closed by the site's recovery asks
 * for nobody. The sidebar and mobile menu badges, the Active Alerts card and the /alerts screen's "Needs attention"
 * filter and count all use this rule (the server's counts: alerts held for maintenance are left out of them).
 */
import type { Alert } from '../contracts/alerts';

export function needsAttention(alert: Pick<Alert, 'isResolved' | 'acknowledgedAt' | 'maintenance'>): boolean {
  return !alert.isResolved && alert.acknowledgedAt === null && alert.maintenance === null;
}

/**
 * The same rule as GET /api/alerts filters: what the badges ask for (`?unresolvedOnly=true&acknowledged=false`), and
 * what the /alerts filter sets, so both read one cached answer.
 */
export const NEEDS_ATTENTION_FILTERS = { unresolvedOnly: true, acknowledged: false } as const;

/** From the counts the domain answers and the dashboard carry: the open alerts, less those someone acknowledged. */
export function attentionCount(counts: { activeAlerts: number; acknowledgedAlerts: number }): number {
  return Math.max(0, counts.activeAlerts - Math.min(counts.acknowledgedAlerts, counts.activeAlerts));
}

/** A badge's words for screen readers: '1 needs attention', '3 need attention', '99+ need attention'. */
export function needAttentionText(badge: string): string {
  return badge === '1' ? '1 needs attention' : `${badge} need attention`;
}
