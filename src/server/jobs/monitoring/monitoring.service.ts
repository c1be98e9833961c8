import type { DomainLifecycleListener } from '../../modules/domains/domains.service';
import type { Scheduler } from '../scheduler/types';
import { CHECK_FAMILIES, CHECK_JOB, intervalMs, scheduleId } from './families';
import type { CachedMonitoringRepository } from './monitoring-cache';
import type { DomainContext } from './monitoring.repository';

/** Which alert_thresholds rows changed: one domain's, or a whole workspace's (domainId null or absent). */
export interface ThresholdsChange {
  userId: string;
  teamId: string | null;
  domainId?: string | null;
}

/**
 * Keeps the scheduler in step with the domains: one schedule per active domain and check family. Adding,
 * restoring or renaming a domain (re)creates them at once; deleting removes them; a plan change moves every
 * domain on that plan to the new interval. At start, `syncAll` rebuilds every schedule from the database, which
 * is what makes the in-process scheduler survive restarts. The job data carries the plan the schedule was made
 * for, so a check that finds another plan (changed by a process that could not reach this scheduler) resyncs.
 */
export function createMonitoringService(deps: { repo: CachedMonitoringRepository; scheduler: Scheduler; intervalOverrideSeconds?: number }) {
  const { repo, scheduler } = deps;

  async function schedule(domain: DomainContext) {
    for (const family of CHECK_FAMILIES) {
      await scheduler.upsertSchedule({
        id: scheduleId(family, domain.id),
        everyMs: intervalMs(family, domain.plan, deps.intervalOverrideSeconds),
        job: { name: CHECK_JOB, data: { domainId: domain.id, family, plan: domain.plan } },
      });
    }
  }

  async function unschedule(domainId: string) {
    for (const family of CHECK_FAMILIES) await scheduler.removeSchedule(scheduleId(family, domainId));
  }

  async function apply(domainId: string, domain: DomainContext | undefined) {
    if (domain?.isActive && !domain.isDemo) await schedule(domain);
    else await unschedule(domainId);
  }

  async function syncDomain(domainId: string) {
    await apply(domainId, await repo.freshContext(domainId));
  }

  async function resyncAll(domains: DomainContext[]) {
    repo.invalidate(domains.map((d) => d.id));
    for (const d of domains) await apply(d.id, d);
  }

  const lifecycle: Required<DomainLifecycleListener> = {
    domainActivated: async (row) => syncDomain(row.id),
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
    /** Schedules every probed domain and drops the schedules of any other. */
    async syncAll(): Promise<number> {
      const active = await repo.activeDomains();
      const wanted = new Set(active.flatMap((d) => CHECK_FAMILIES.map((f) => scheduleId(f, d.id))));
      for (const s of await scheduler.getSchedules()) {
        // other jobs' schedules (maintenance) are not the domains' business
        if (s.job.name === CHECK_JOB && !wanted.has(s.id)) await scheduler.removeSchedule(s.id);
      }
      for (const d of active) await schedule(d);
      return active.length;
    },
  };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
