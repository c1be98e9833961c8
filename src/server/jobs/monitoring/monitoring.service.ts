import type { DomainLifecycleListener } from './domain-lifecycle';
import { PLAN_ORDER } from '../../../shared/constants/plans';
import type { JobLane, ScheduleSpec, Scheduler } from '../scheduler/types';
import { createBurstPacer, type BurstPacer } from '../../engine/net/burst-pacer';
import {
  domainCheckSchedule,
  domainIntervalMs,
  familyLane,
  firstCheckJob,
  monitorCheckSchedule,
  monitorIntervalMs,
  scheduleId,
  type OwedCheck,
} from './check-jobs';
import { checkFamilies, type FamilyRegistry } from './families';
import type { MonitorLifecycleListener, MonitorSource, ScheduledMonitor } from './family';
import type { CachedMonitoringRepository } from './monitoring-cache';
import type { DomainContext } from './monitoring.repository';

/** Which alert_thresholds rows changed: one domain's, or a whole workspace's (domainId null or absent). */
export interface ThresholdsChange {
  userId: string;
  teamId: string | null;
  domainId?: string | null;
}

/** What a reconcile changed. */
export interface ReconcileReport {
  /** Schedules that were missing (all of them after Redis lost its data). */
  added: number;
  /** Schedules at the wrong interval. */
  fixed: number;
  /** Check schedules of domains that are deleted, paused or the demo's. */
  removed: number;
  /** Schedules wanted: what the scheduler holds afterwards, but for other jobs' and any added meanwhile. */
  wanted: number;
  /** First checks queued for restored schedules whose family (or monitor) had no result yet. */
  firstChecks: number;
}

/** Upserts in flight at once while restoring: 60,000 schedules one after the other take several times longer. */
const RECONCILE_WRITES = 32;

/** First checks of a paced family that start at once before the pace applies: a domain added alone waits for none. */
const FIRST_CHECK_BURST = 20;

async function inParallel<T>(items: T[], limit: number, write: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await write(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Keeps the scheduler in step with the domains and their monitors: one schedule per probed domain and domain family,
 * one per probed monitor (its family's, at the monitor's interval; decision 047). Adding,
 * restoring or renaming a domain (re)creates them and runs every family's first check at once (decision 041);
 * deleting removes them; a plan change moves every domain on that plan to the new interval. Workers also `reconcile` the schedules with the database at start,
 * every minute and after Redis comes back: that is what makes the in-process scheduler survive restarts and
 * BullMQ survive a Redis that lost its data. The job data carries the plan the schedule was made for, so a
 * check that finds another plan (changed by a process that could not reach this scheduler) resyncs.
 */
export function createMonitoringService(deps: {
  repo: CachedMonitoringRepository;
  scheduler: Scheduler;
  intervalOverrideSeconds?: number;
  /** The families to schedule (a test's own registry); the installation's by default. */
  families?: FamilyRegistry;
  /** Where the monitors are; without one, no monitor is scheduled. */
  monitors?: MonitorSource;
  /** Paces the first checks of a burst (decision 070); one of its own on the real clock by default. */
  pacer?: BurstPacer;
}) {
  const { repo, scheduler } = deps;
  const families = deps.families ?? checkFamilies;
  const override = deps.intervalOverrideSeconds;
  const pacer = deps.pacer ?? createBurstPacer();

  /** A monitor's schedule, or undefined when no family of this version checks its type. */
  function monitorSchedule(monitor: ScheduledMonitor) {
    const family = families.forMonitorType(monitor.type);
    return family && monitorCheckSchedule(family, monitor, override);
  }

  async function scheduleMonitor(monitor: ScheduledMonitor) {
    const spec = monitorSchedule(monitor);
    if (spec) await scheduler.upsertSchedule(spec);
  }

  /** Every schedule a monitor may have (its type unknown: gone, or paused). */
  async function unscheduleMonitor(monitorId: string) {
    for (const family of families.monitorFamilies) await scheduler.removeSchedule(scheduleId(family.id, monitorId));
  }

  const monitorsOf = async (domainId: string) => (deps.monitors ? deps.monitors.monitorsOfDomain(domainId) : []);

  async function schedule(domain: DomainContext) {
    for (const family of families.domainFamilies)
      await scheduler.upsertSchedule(domainCheckSchedule(family, domain, override));
    for (const monitor of await monitorsOf(domain.id)) await scheduleMonitor({ ...monitor, plan: domain.plan });
  }

  async function unschedule(domainId: string) {
    for (const family of families.domainFamilies) await scheduler.removeSchedule(scheduleId(family.id, domainId));
    for (const monitor of await monitorsOf(domainId)) await unscheduleMonitor(monitor.id);
  }

  const isProbed = (domain: DomainContext | undefined): domain is DomainContext =>
    domain?.isActive === true && !domain.isDemo && !domain.payerDisabled;

  async function apply(domainId: string, domain: DomainContext | undefined) {
    if (isProbed(domain)) await schedule(domain);
    else await unschedule(domainId);
  }

  async function syncDomain(domainId: string) {
    await apply(domainId, await repo.freshContext(domainId));
  }

  /**
   * Runs these first checks as one-off jobs instead of waiting for each schedule's stable phase (up to an hour for
   * uptime on Free, a day for Lighthouse), each in its family's lane. Uptime families' start at once; the other
   * families' are paced (decision 070): a burst of them (an import, a plan upgrade, the first start with 10,000
   * domains) is spread at the family's rate, and one whose turn would come after its schedule's run is left to the
   * schedule. The performance family's run still takes its turn in the fair Lighthouse line (decision 032).
   */
  async function runFirstChecks(owed: readonly OwedCheck[]) {
    const jobs = owed.flatMap((check) => {
      const family = families.get(check.family);
      const lane = familyLane(family);
      if (!family?.firstChecksPerSecond) return [firstCheckJob(check, lane)];
      const delayMs = pacer.delay(
        family.id,
        family.firstChecksPerSecond,
        FIRST_CHECK_BURST,
        longestInterval(family.id),
      );
      return delayMs === undefined ? [] : [firstCheckJob(check, lane, delayMs)];
    });
    await inParallel(jobs, RECONCILE_WRITES, ({ job, options }) => scheduler.enqueue(job, options));
  }

  /** A domain family's longest interval on any plan: a first check paced beyond it would come after the schedule's run. */
  const longestIntervals = new Map<string, number>();
  function longestInterval(familyId: string): number {
    let ms = longestIntervals.get(familyId);
    if (ms === undefined) {
      const family = families.get(familyId)!;
      ms =
        family.instances === 'domain'
          ? Math.max(...PLAN_ORDER.map((plan) => domainIntervalMs(family, plan, override)))
          : Infinity;
      longestIntervals.set(familyId, ms);
    }
    return ms;
  }

  /** A monitor's first check, when a family of this version checks its type. */
  const monitorCheck = (monitor: Pick<ScheduledMonitor, 'id' | 'domainId' | 'type'>): OwedCheck[] => {
    const family = families.forMonitorType(monitor.type);
    return family ? [{ domainId: monitor.domainId, family: family.id, monitorId: monitor.id }] : [];
  };

  /**
   * First checks of the domain families of these domains, and of these monitors, that have no result yet (a domain
   * or monitor checked before owes none).
   */
  async function runOwedFirstChecks(domainIds: readonly string[], monitors: readonly ScheduledMonitor[] = []) {
    const owed = domainIds.length ? await repo.familiesWithoutResults(domainIds, families.domainFamilies) : [];
    if (monitors.length) {
      const unchecked = await repo.monitorsWithoutResults(monitors.map((m) => m.id));
      for (const monitor of monitors) if (unchecked.has(monitor.id)) owed.push(...monitorCheck(monitor));
    }
    await runFirstChecks(owed);
    return owed.length;
  }

  async function resyncAll(domains: DomainContext[]) {
    repo.invalidate(domains.map((d) => d.id));
    for (const d of domains) await apply(d.id, d);
    // a plan that adds families owes their first checks now
    await runOwedFirstChecks(domains.filter(isProbed).map((d) => d.id));
  }

  /** The probed monitor of this id, as scheduling sees it; undefined when it is gone, paused or its domain is not probed. */
  async function probedMonitor(monitorId: string): Promise<ScheduledMonitor | undefined> {
    const instance = await deps.monitors?.instance(monitorId);
    if (!instance?.isActive) return undefined;
    const domain = await repo.freshContext(instance.domainId);
    if (!isProbed(domain)) return undefined;
    const monitor = (await monitorsOf(domain.id)).find((m) => m.id === monitorId);
    return monitor && { ...monitor, plan: domain.plan };
  }

  /**
   * For modules/monitors: a monitor added, edited, paused or resumed is (re)scheduled, or unscheduled when it is no
   * longer probed; a new one (or one whose target changed) is checked at once. A deleted one is unscheduled.
   */
  const monitorLifecycle: MonitorLifecycleListener = {
    async monitorChanged(monitorId, { checkNow }) {
      const monitor = await probedMonitor(monitorId);
      if (!monitor) return unscheduleMonitor(monitorId);
      // a type changed meanwhile leaves no schedule of another family behind
      await unscheduleMonitor(monitorId);
      await scheduleMonitor(monitor);
      if (checkNow) await runFirstChecks(monitorCheck(monitor));
    },
    async monitorRemoved(monitorId, type) {
      const family = families.forMonitorType(type);
      if (family) await scheduler.removeSchedule(scheduleId(family.id, monitorId));
      else await unscheduleMonitor(monitorId);
    },
  };

  const lifecycle: Required<DomainLifecycleListener> = {
    /**
     * Added, restored or renamed: scheduled, and every family checked at once (a rename is a new host, and a
     * restored domain's results are as old as its deletion).
     */
    domainActivated: async (row) => {
      const domain = await repo.freshContext(row.id);
      await apply(row.id, domain);
      if (!isProbed(domain)) return;
      const monitors = await monitorsOf(row.id);
      await runFirstChecks([
        ...families.domainFamilies.map((family) => ({ domainId: row.id, family: family.id })),
        ...monitors.flatMap(monitorCheck),
      ]);
    },
    domainDeactivated: async (row) => {
      repo.invalidate([row.id]);
      await unschedule(row.id);
    },
    /** For the alert_thresholds API: the next checks of those domains evaluate with the new rules. */
    thresholdsChanged: async (change: ThresholdsChange) => {
      if (change.domainId) repo.invalidate([change.domainId]);
      else repo.invalidate((await repo.domainsOfWorkspace(change.userId, change.teamId)).map((d) => d.id));
    },
    /** Alert preferences apply to the domains on the user's plan (the context's alert_preferences join). */
    preferencesChanged: async (userId: string) =>
      repo.invalidate((await repo.domainsOnPlanOf(userId)).map((d) => d.id)),
    /** A user's subscriptionTier changed: their domains and those of the teams they own take the new interval. */
    planChanged: async (userId: string) => resyncAll(await repo.domainsOnPlanOf(userId)),
    /** A team changed owner, and so plan. */
    teamPlanChanged: async (teamId: string) => resyncAll(await repo.domainsOfTeam(teamId)),
  };

  return {
    lifecycle,
    monitorLifecycle,
    syncDomain,
    /**
     * Makes the scheduler's schedules match the database: every probed domain's checks at its plan's interval, every
     * probed monitor's at its own, no check schedule of anything else, and each of `fixed` (maintenance) present.
     * Reads the scheduler first and the database second, then writes only what differs (nothing, on a normal minute).
     * Safe in several workers at once: every write is idempotent, and a domain that changes meanwhile is put right by
     * its lifecycle hook or the next run.
     */
    async reconcile(fixed: readonly ScheduleSpec[] = []): Promise<ReconcileReport> {
      /** What the scheduler has and nobody asked for yet: what is left at the end is not wanted. */
      const unclaimed = await scheduler.scheduleIntervals();
      const missing: ScheduleSpec[] = [];
      const wrong: ScheduleSpec[] = [];
      let wanted = 0;
      // specs are made only for what must be written: at 60,000 schedules, making them all cost more than the rest
      const want = (id: string, everyMs: number, lane: JobLane, spec: () => ScheduleSpec) => {
        wanted++;
        const have = unclaimed.get(id);
        unclaimed.delete(id);
        if (have === undefined) missing.push(spec());
        else if (have.everyMs !== everyMs || have.lane !== lane) wrong.push(spec());
      };
      for (const spec of fixed) want(spec.id, spec.everyMs, spec.lane ?? 'priority', () => spec);
      /** Domains with a check schedule put back: those whose first checks never ran (a restart lost them) owe them. */
      const restored = new Set<string>();
      for (const domain of await repo.probedDomainPlans()) {
        for (const family of families.domainFamilies) {
          want(
            scheduleId(family.id, domain.id),
            domainIntervalMs(family, domain.plan, override),
            familyLane(family),
            () => {
              restored.add(domain.id);
              return domainCheckSchedule(family, domain, override);
            },
          );
        }
      }
      const restoredMonitors: ScheduledMonitor[] = [];
      for (const monitor of deps.monitors ? await deps.monitors.probedMonitors() : []) {
        const family = families.forMonitorType(monitor.type);
        if (!family) continue;
        want(
          scheduleId(family.id, monitor.id),
          monitorIntervalMs(family, monitor, override),
          familyLane(family),
          () => {
            restoredMonitors.push(monitor);
            return monitorCheckSchedule(family, monitor, override);
          },
        );
      }
      // other jobs' schedules (maintenance added by a newer version, say) are not the domains' business
      const stale = [...unclaimed.keys()].filter((id) => families.isCheckScheduleId(id));
      await inParallel(stale, RECONCILE_WRITES, (id) => scheduler.removeSchedule(id));
      await inParallel([...missing, ...wrong], RECONCILE_WRITES, (spec) => scheduler.upsertSchedule(spec));
      // every start of the embedded scheduler puts back every schedule: only families with no result are checked now
      const firstChecks = await runOwedFirstChecks([...restored], restoredMonitors);
      return { added: missing.length, fixed: wrong.length, removed: stale.length, wanted, firstChecks };
    },
  };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
