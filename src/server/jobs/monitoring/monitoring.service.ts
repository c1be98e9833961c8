import type { DomainLifecycleListener } from '../../modules/domains/domains.service';
import type { ScheduleSpec, Scheduler } from '../scheduler/types';
import { CHECK_FAMILIES, checkSchedule, firstCheckJob, intervalMs, isCheckScheduleId, scheduleId, type CheckFamily } from './families';
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
  /** First checks queued for restored schedules whose family had no result yet. */
  firstChecks: number;
}

/** Upserts in flight at once while restoring: 60,000 schedules one after the other take several times longer. */
const RECONCILE_WRITES = 32;

async function inParallel<T>(items: T[], limit: number, write: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await write(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Keeps the scheduler in step with the domains: one schedule per active domain and check family. Adding,
 * restoring or renaming a domain (re)creates them and runs every family's first check at once (decision 041);
 * deleting removes them; a plan change moves every domain on that plan to the new interval. Workers also `reconcile` the schedules with the database at start,
 * every minute and after Redis comes back: that is what makes the in-process scheduler survive restarts and
 * BullMQ survive a Redis that lost its data. The job data carries the plan the schedule was made for, so a
 * check that finds another plan (changed by a process that could not reach this scheduler) resyncs.
 */
export function createMonitoringService(deps: { repo: CachedMonitoringRepository; scheduler: Scheduler; intervalOverrideSeconds?: number }) {
  const { repo, scheduler } = deps;

  async function schedule(domain: DomainContext) {
    for (const family of CHECK_FAMILIES) await scheduler.upsertSchedule(checkSchedule(family, domain, deps.intervalOverrideSeconds));
  }

  async function unschedule(domainId: string) {
    for (const family of CHECK_FAMILIES) await scheduler.removeSchedule(scheduleId(family, domainId));
  }

  const isProbed = (domain: DomainContext | undefined): domain is DomainContext => domain?.isActive === true && !domain.isDemo;

  async function apply(domainId: string, domain: DomainContext | undefined) {
    if (isProbed(domain)) await schedule(domain);
    else await unschedule(domainId);
  }

  async function syncDomain(domainId: string) {
    await apply(domainId, await repo.freshContext(domainId));
  }

  /**
   * Runs these first checks now, as one-off jobs, instead of waiting for each schedule's stable phase (up to an hour
   * for uptime on Free, a day for Lighthouse). The performance family's run still takes its turn in the fair
   * Lighthouse line (decision 032) when the job runs.
   */
  async function runFirstChecks(owed: readonly { domainId: string; family: CheckFamily }[]) {
    await inParallel([...owed], RECONCILE_WRITES, async ({ domainId, family }) => {
      const { job, options } = firstCheckJob(family, domainId);
      await scheduler.enqueue(job, options);
    });
  }

  /** First checks of the families of these domains that have no result yet (a domain checked before owes none). */
  async function runOwedFirstChecks(domainIds: readonly string[]) {
    const owed = domainIds.length ? await repo.familiesWithoutResults(domainIds) : [];
    await runFirstChecks(owed);
    return owed.length;
  }

  async function resyncAll(domains: DomainContext[]) {
    repo.invalidate(domains.map((d) => d.id));
    for (const d of domains) await apply(d.id, d);
    // a plan that adds families owes their first checks now
    await runOwedFirstChecks(domains.filter(isProbed).map((d) => d.id));
  }

  const lifecycle: Required<DomainLifecycleListener> = {
    /**
     * Added, restored or renamed: scheduled, and every family checked at once (a rename is a new host, and a
     * restored domain's results are as old as its deletion).
     */
    domainActivated: async (row) => {
      const domain = await repo.freshContext(row.id);
      await apply(row.id, domain);
      if (isProbed(domain)) await runFirstChecks(CHECK_FAMILIES.map((family) => ({ domainId: row.id, family })));
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
    /** A user's subscriptionTier changed: their domains and those of the teams they own take the new interval. */
    planChanged: async (userId: string) => resyncAll(await repo.domainsOnPlanOf(userId)),
    /** A team changed owner, and so plan. */
    teamPlanChanged: async (teamId: string) => resyncAll(await repo.domainsOfTeam(teamId)),
  };

  return {
    lifecycle,
    syncDomain,
    /**
     * Makes the scheduler's schedules match the database: every probed domain's checks at its plan's interval, no
     * check schedule of any other domain, and each of `fixed` (maintenance) present. Reads the scheduler first and
     * the database second, then writes only what differs (nothing, on a normal minute). Safe in several workers at
     * once: every write is idempotent, and a domain that changes meanwhile is put right by its lifecycle hook or
     * the next run.
     */
    async reconcile(fixed: readonly ScheduleSpec[] = []): Promise<ReconcileReport> {
      /** What the scheduler has and nobody asked for yet: what is left at the end is not wanted. */
      const unclaimed = await scheduler.scheduleIntervals();
      const missing: ScheduleSpec[] = [];
      const wrong: ScheduleSpec[] = [];
      let wanted = 0;
      // specs are made only for what must be written: at 60,000 schedules, making them all cost more than the rest
      const want = (id: string, everyMs: number, spec: () => ScheduleSpec) => {
        wanted++;
        const have = unclaimed.get(id);
        unclaimed.delete(id);
        if (have === undefined) missing.push(spec());
        else if (have !== everyMs) wrong.push(spec());
      };
      for (const spec of fixed) want(spec.id, spec.everyMs, () => spec);
      const override = deps.intervalOverrideSeconds;
      /** Domains with a check schedule put back: those whose first checks never ran (a restart lost them) owe them. */
      const restored = new Set<string>();
      for (const domain of await repo.probedDomainPlans()) {
        for (const family of CHECK_FAMILIES) {
          want(scheduleId(family, domain.id), intervalMs(family, domain.plan, override), () => {
            restored.add(domain.id);
            return checkSchedule(family, domain, override);
          });
        }
      }
      // other jobs' schedules (maintenance added by a newer version, say) are not the domains' business
      const stale = [...unclaimed.keys()].filter(isCheckScheduleId);
      await inParallel(stale, RECONCILE_WRITES, (id) => scheduler.removeSchedule(id));
      await inParallel([...missing, ...wrong], RECONCILE_WRITES, (spec) => scheduler.upsertSchedule(spec));
      // every start of the embedded scheduler puts back every schedule: only families with no result are checked now
      const firstChecks = await runOwedFirstChecks([...restored]);
      return { added: missing.length, fixed: wrong.length, removed: stale.length, wanted, firstChecks };
    },
  };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
