import type { EngineOptions } from '../../engine';
import type { ScanCheckType } from '../../engine/scan';
import type { CheckStatus } from '../../engine/types';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { MonitorType } from '../../../shared/constants/monitors';
import type { RuleAction } from '../evaluate/types';
import type { JobLane } from '../scheduler/types';
import type { CheckDeps, CheckJobData } from './run-check';
import type { DomainContext } from './monitoring.repository';

/**
 * A check family (issue 16, decision 047): one kind of scheduled check, described once. The registry
 * (families/index.ts) lists them; scheduling, the check runner, the first checks and the watchdog's due counts loop
 * over it, so adding a family is its file plus its registry line. The home-page families' cadences are shared facts
 * (shared/constants/check-families.ts) the marketing pages read too; retention prunes every history type at once.
 *
 * Two kinds of instance:
 * - 'domain' families run once per probed domain (the home-page bundle: uptime, DNS, TLS, registration, security,
 *   Lighthouse performance), at their cadence per plan (shared/constants/check-families.ts);
 * - 'monitor' families run once per row of `monitors` of their type, at the monitor's own interval (never under the
 *   plan's minimum for the type, shared/constants/monitors.ts).
 */
export interface CheckFamilyDescriptor<Settings = unknown> {
  /** Stored in schedule ids (`<id>:<domainId>` or `<id>:<monitorId>`) and job data. Never reuse one. */
  id: string;
  /** domain_checks.check_type of its results (a monitor family's: its monitor type, never a home-page family's). */
  historyType: string;
  instances: 'domain' | 'monitor';
  /** Monitor families: the `monitors.type` whose rows it checks; its id when absent. */
  monitorType?: MonitorType;
  /** Whether the quick scan (engine/scan.ts) runs it, and as which of its checks; absent: not in the scan. */
  scan?: ScanCheckType;
  /**
   * Domain families: the cadence for a plan (`overrideSeconds`: CHECK_INTERVAL_SECONDS, for development and tests).
   * Monitor families: the schedule of one monitor from its interval (heartbeats check more often than their period);
   * the scheduling floors it at the plan's minimum for the type (but for heartbeats, and with an override).
   */
  intervalMs(
    target: { plan: SubscriptionTier; monitor?: SchedulableMonitor<Settings> },
    overrideSeconds?: number,
  ): number;
  /** Runs one check: probes, records the result once, steps its rules, makes its side writes; answers the rules' actions. */
  run(check: FamilyCheck<Settings>): Promise<RuleAction[]>;
  /**
   * Domain families: run instead of `run` when the family does not apply to the domain (shared/helpers/
   * check-applicability.ts: an IP address has no DNS or registration, an HTTP-only site no certificate; decision 071).
   * Nothing is probed or recorded; the family closes what it had opened (its alerts, its rules' state). Absent: nothing.
   */
  retire?(check: FamilyCheck<Settings>, reason: string): Promise<RuleAction[]>;
  /**
   * Where its jobs wait (decision 070): 'priority' when absent, as uptime checks must (the home page's and every
   * monitor's); the slower families take the background lane, whose slots are their own.
   */
  lane?: JobLane;
  /**
   * How many first checks of this family a burst may start each second (decision 070): 10,000 domains added at once
   * owe 10,000 first checks of each family, which start paced instead of all together; the first checks a schedule
   * would run sooner are left to it. Absent: at once (uptime checks).
   */
  firstChecksPerSecond?: number;
}

/** One monitor as its family sees it: the settings with their secrets opened. */
export interface MonitorInstance<Settings = unknown> {
  id: string;
  domainId: string;
  type: MonitorType;
  name: string;
  settings: Settings;
  intervalSeconds: number;
  /** Minutes down before alerting; null takes the workspace's threshold. */
  downtimeMinutes: number | null;
  alertChannels: string[] | null;
  isActive: boolean;
}

/** What scheduling knows of a monitor (no name, no secrets): enough for its interval. */
export type SchedulableMonitor<Settings = unknown> = Pick<
  MonitorInstance<Settings>,
  'id' | 'domainId' | 'type' | 'intervalSeconds' | 'settings'
>;

/** A result as recorded: one domain_checks row (with the monitor's id for a monitor family). */
export interface RecordedResult {
  status: CheckStatus;
  message: string;
  details: Record<string, unknown> | null;
  /** Milliseconds, or null when the check did not get that far. */
  responseTime: number | null;
  /** Uptime families: whether this check counts as up (the home page's also feeds the daily rollups). */
  up?: boolean;
}

/** What the runner hands a family for one check: it owns the clock, the recording and the rules' state. */
export interface FamilyCheck<Settings = unknown> {
  domain: DomainContext;
  /** Set for monitor families. */
  monitor: MonitorInstance<Settings> | null;
  /**
   * What the rules name in alert titles and messages: the domain's name, or `<monitor name> on <domain name>` for a
   * monitor family (the runner adds monitorId and monitorName to the alerts' metadata).
   */
  subject: string;
  job: CheckJobData;
  /** The check's moment, read once by the runner. */
  now: Date;
  engine: EngineOptions;
  /** Repositories, scheduler and process services for side writes (certificates, DNS records, Lighthouse). */
  deps: CheckDeps;
  /** Records the result (at most once per check). */
  record(result: RecordedResult): void;
  /** Loads a rule's state (keyed per domain, or per monitor for monitor families), steps it, saves it if it changed. */
  rule<S extends object>(
    key: string,
    initial: S,
    step: (state: S) => { state: S; actions: RuleAction[] },
  ): Promise<RuleAction[]>;
}

/** A probed monitor as scheduling needs it: enough to build its schedule, nothing secret. */
export interface ScheduledMonitor {
  id: string;
  domainId: string;
  type: MonitorType;
  /** The plan of the domain's workspace. */
  plan: SubscriptionTier;
  intervalSeconds: number;
  /** Heartbeats' period and grace (their silence check's cadence depends on them); other types' settings need not be here. */
  settings: Record<string, unknown>;
}

/**
 * Where the runner and the scheduling find monitors (implemented by modules/monitors over the `monitors` table, which
 * opens the sealed secrets). Probed monitors: active, of an active domain that is not the demo's.
 */
export interface MonitorSource {
  /** Every probed monitor: what the schedules are reconciled with. */
  probedMonitors(): Promise<ScheduledMonitor[]>;
  /**
   * The active monitors of one domain, whatever the domain's own state (its schedules follow the domain's add, delete
   * and plan changes: a deleted domain's monitors are unscheduled from this list). With their plan.
   */
  monitorsOfDomain(domainId: string): Promise<ScheduledMonitor[]>;
  /** One monitor with its secrets opened, for a check; undefined when it is gone or paused. */
  instance(monitorId: string): Promise<MonitorInstance | undefined>;
}

/**
 * What modules/monitors tells the monitoring engine once a change is stored (implemented by monitoring.service):
 * a monitor added, edited, paused or resumed is (re)scheduled, with its first check at once when it is new or its
 * target changed; a deleted one is unscheduled.
 */
export interface MonitorLifecycleListener {
  monitorChanged(monitorId: string, options: { checkNow: boolean }): Promise<void>;
  monitorRemoved(monitorId: string, type: MonitorType): Promise<void>;
}
