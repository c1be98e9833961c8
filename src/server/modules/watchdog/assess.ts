import { PLANS } from '../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import { domainIntervalMs, monitorIntervalMs } from '../../jobs/monitoring/check-jobs';
import { checkFamilies, type FamilyRegistry } from '../../jobs/monitoring/families';
import type { ScheduledMonitor } from '../../jobs/monitoring/family';

/** A probed domain as the watchdog sees it in the database. */
export interface WatchedDomain {
  id: string;
  name: string;
  plan: SubscriptionTier;
  /**
   * The latest change that may have (re)scheduled it: the domain added, restored or renamed, its plan's owner
   * updated (a plan change moves it to a new interval and phase). Its checks are not late before one interval after.
   */
  changedAt: Date;
  /** Its latest stored uptime check. */
  lastUptimeAt: Date | null;
  /** Checks of every family stored in the minute before the evaluation. */
  doneLastMinute: number;
}

export interface AssessOptions {
  at: Date;
  /**
   * When the evaluating process started watching: a domain counts as overdue only two intervals after that, so a
   * cluster starting after a long stop (its checks all hours old, the first ones on their way) is not a stall.
   */
  watchingSince: Date;
  /** CHECK_INTERVAL_SECONDS. */
  intervalOverrideSeconds?: number;
  /**
   * Added to the two intervals: a check's time is stored when it ends, up to the probe's time limit after it
   * started on time (30 s by default).
   */
  graceMs: number;
  /** The families scheduled (a test's own registry); the installation's by default. */
  families?: FamilyRegistry;
  /** The probed monitors, when the caller has a MonitorSource: their checks count in the due figure. */
  monitors?: readonly ScheduledMonitor[];
}

export interface Overdue {
  name: string;
  lastUptimeAt: Date | null;
}

export interface Assessment {
  probedDomains: number;
  /** Checks the schedules call for per minute: every family of every probed domain, and every probed monitor's. */
  duePerMinute: number;
  /** Checks stored in the minute before the evaluation. */
  donePerMinute: number;
  /** How far past its due time the most overdue uptime check is, in seconds (0 when none is late). */
  lagSeconds: number;
  /** Probed domains whose uptime check is more than two intervals (and the grace) late, most overdue first. */
  overdue: Overdue[];
}

const MINUTE_MS = 60_000;

/** The uptime interval of a plan: the home page's HTTP family's, which every probed domain has. */
const uptimeEveryMs = (plan: SubscriptionTier, overrideSeconds: number | undefined) =>
  domainIntervalMs(checkFamilies.get('http')!, plan, overrideSeconds);

/** The stall threshold of a plan: two uptime intervals and the grace. */
const overdueAfterMs = (plan: SubscriptionTier, overrideSeconds: number | undefined, graceMs: number) =>
  2 * uptimeEveryMs(plan, overrideSeconds) + graceMs;

/**
 * How far back the database must look per plan: an uptime check within this window means the domain is not
 * overdue; and at least the minute whose checks are counted as done.
 */
export function overdueWindows(overrideSeconds: number | undefined, graceMs: number): Record<SubscriptionTier, number> {
  const plans = Object.keys(PLANS) as SubscriptionTier[];
  return Object.fromEntries(
    plans.map((plan) => [plan, Math.max(MINUTE_MS, overdueAfterMs(plan, overrideSeconds, graceMs) + 1_000)]),
  ) as Record<SubscriptionTier, number>;
}

/**
 * The watchdog's rule (decision 029): checks have stalled when any probed domain's uptime check, the one every
 * domain has at its plan's interval, is more than two intervals late. Due, done and lag are the figures around it.
 */
export function assessChecks(domains: WatchedDomain[], options: AssessOptions): Assessment {
  const at = options.at.getTime();
  const watchingSince = options.watchingSince.getTime();
  let duePerMinute = 0;
  let donePerMinute = 0;
  let lagMs = 0;
  const overdue: (Overdue & { lateMs: number })[] = [];
  const families = options.families ?? checkFamilies;
  for (const monitor of options.monitors ?? []) {
    const family = families.forMonitorType(monitor.type);
    if (family) duePerMinute += MINUTE_MS / monitorIntervalMs(family, monitor, options.intervalOverrideSeconds);
  }
  for (const domain of domains) {
    for (const family of families.domainFamilies)
      duePerMinute += MINUTE_MS / domainIntervalMs(family, domain.plan, options.intervalOverrideSeconds);
    donePerMinute += domain.doneLastMinute;
    const every = uptimeEveryMs(domain.plan, options.intervalOverrideSeconds);
    const lastSeen = Math.max(domain.lastUptimeAt?.getTime() ?? 0, domain.changedAt.getTime());
    const lateMs = at - lastSeen - every;
    lagMs = Math.max(lagMs, lateMs);
    if (
      at - Math.max(lastSeen, watchingSince) >
      overdueAfterMs(domain.plan, options.intervalOverrideSeconds, options.graceMs)
    ) {
      overdue.push({ name: domain.name, lastUptimeAt: domain.lastUptimeAt, lateMs });
    }
  }
  overdue.sort((a, b) => b.lateMs - a.lateMs);
  return {
    probedDomains: domains.length,
    duePerMinute: Math.round(duePerMinute * 100) / 100,
    donePerMinute,
    lagSeconds: Math.round(lagMs / 100) / 10,
    overdue: overdue.map(({ name, lastUptimeAt }) => ({ name, lastUptimeAt })),
  };
}
