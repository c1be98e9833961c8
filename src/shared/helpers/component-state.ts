import type { ComponentState, IncidentImpact, PageIndicator } from '../constants/status-pages';

/**
 * A status page component's state and the page's overall indicator (issue 17, decision 051), in Statuspage v2's
 * words so aggregators read them; the public page, its JSON, badges and the management screens all use these.
 */

/**
 * The component's state from its latest check (the home page's uptime check, or the monitor's own check):
 * healthy -> operational, warning -> degraded performance, critical or error -> major outage. A maintenance window
 * under way wins. No check yet reads operational (the JSON has no "unknown"); screens say "No data yet" themselves.
 */
export function componentState(latestStatus: string | null, inMaintenance: boolean): ComponentState {
  if (inMaintenance) return 'under_maintenance';
  if (latestStatus === 'warning') return 'degraded_performance';
  if (latestStatus === 'critical' || latestStatus === 'error') return 'major_outage';
  return 'operational';
}

export const COMPONENT_STATE_LABELS: Record<ComponentState, string> = {
  operational: 'Operational',
  degraded_performance: 'Degraded performance',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  under_maintenance: 'Under maintenance',
};

/**
 * The tones of status page states, Statuspage's colours: green operational, yellow degraded, orange partial outage,
 * red major outage, blue maintenance. The one map of states to colours: the public page, its widget and badges and
 * the management screens draw from it.
 */
export type StatusPageTone = 'healthy' | 'warning' | 'partial' | 'critical' | 'info';

/** The status tone each state is drawn in. */
export const COMPONENT_STATE_TONES: Record<ComponentState, StatusPageTone> = {
  operational: 'healthy',
  degraded_performance: 'warning',
  partial_outage: 'partial',
  major_outage: 'critical',
  under_maintenance: 'info',
};

const IMPACT_RANK: Record<IncidentImpact, number> = { none: 0, minor: 1, major: 2, critical: 3 };
const INDICATOR_OF_RANK: PageIndicator[] = ['none', 'minor', 'major', 'critical'];

/**
 * The page's indicator: every component in a major outage is critical, some is major, a degraded or partial one is
 * minor; an unresolved incident raises it to its impact. With nothing wrong, a maintenance under way says so.
 */
export function pageIndicator(
  states: readonly ComponentState[],
  unresolvedImpacts: readonly IncidentImpact[] = [],
): PageIndicator {
  const down = states.filter((s) => s === 'major_outage').length;
  let rank = 0;
  if (down > 0) rank = down === states.length ? 3 : 2;
  else if (states.some((s) => s === 'degraded_performance' || s === 'partial_outage')) rank = 1;
  for (const impact of unresolvedImpacts) rank = Math.max(rank, IMPACT_RANK[impact]);
  if (rank === 0 && states.some((s) => s === 'under_maintenance')) return 'maintenance';
  return INDICATOR_OF_RANK[rank] ?? 'none';
}

/** Statuspage's `status.description` for each indicator: the banner's words. */
export const PAGE_INDICATOR_LABELS: Record<PageIndicator, string> = {
  none: 'All Systems Operational',
  minor: 'Minor Service Outage',
  major: 'Partial System Outage',
  critical: 'Major System Outage',
  maintenance: 'Service Under Maintenance',
};

/** "Partial System Outage" (some components down) is orange, as Statuspage draws it; all down is red. */
export const PAGE_INDICATOR_TONES: Record<PageIndicator, StatusPageTone> = {
  none: 'healthy',
  minor: 'warning',
  major: 'partial',
  critical: 'critical',
  maintenance: 'info',
};
