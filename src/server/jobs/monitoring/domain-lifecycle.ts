import type { domains } from '../../db/schema';

type DomainRow = typeof domains.$inferSelect;

/**
 * Told whenever a domain starts or stops being monitored, or how it is monitored changes, so schedules and the
 * monitoring engine's cached rules change at once. The monitoring service implements it; the features that change
 * domains, thresholds and plans (modules/) call it.
 */
export interface DomainLifecycleListener {
  domainActivated(domain: DomainRow): Promise<void> | void;
  domainDeactivated(domain: DomainRow): Promise<void> | void;
  /** alert_thresholds rows of a workspace (domainId null or absent) or of one domain were created, changed or deleted. */
  thresholdsChanged?(change: { userId: string; teamId: string | null; domainId?: string | null }): Promise<void> | void;
  /**
   * A user's alert preferences (their thresholds) were saved: the domains they pay for (their own and their teams')
   * evaluate with them from their next checks.
   */
  preferencesChanged?(userId: string): Promise<void> | void;
  /** A user's subscriptionTier changed: their domains and their teams' domains move to the new check interval. */
  planChanged?(userId: string): Promise<void> | void;
  /** A team's owner changed, and with it the plan of the team's domains. */
  teamPlanChanged?(teamId: string): Promise<void> | void;
}
