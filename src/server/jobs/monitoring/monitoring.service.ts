import type { DomainLifecycleListener } from '../../modules/domains/domains.service';
import type { Scheduler } from '../scheduler/types';
import { CHECK_FAMILIES, CHECK_JOB, intervalMs, scheduleId } from './families';
import type { DomainContext, MonitoringRepository } from './monitoring.repository';

/**
 * Keeps the scheduler in step with the domains: one schedule per active domain and check family. Adding,
 * restoring or renaming a domain (re)creates them at once; deleting removes them. At start, `syncAll` rebuilds
 * every schedule from the database, which is what makes the in-process scheduler survive restarts.
 */
export function createMonitoringService(deps: { repo: MonitoringRepository; scheduler: Scheduler; intervalOverrideSeconds?: number }) {
  const { repo, scheduler } = deps;

  async function schedule(domain: DomainContext) {
    for (const family of CHECK_FAMILIES) {
      await scheduler.upsertSchedule({
        id: scheduleId(family, domain.id),
        everyMs: intervalMs(family, domain.plan, deps.intervalOverrideSeconds),
        job: { name: CHECK_JOB, data: { domainId: domain.id, family } },
      });
    }
  }

  async function unschedule(domainId: string) {
    for (const family of CHECK_FAMILIES) await scheduler.removeSchedule(scheduleId(family, domainId));
  }

  async function syncDomain(domainId: string) {
    const domain = await repo.domainContext(domainId);
    if (domain?.isActive) await schedule(domain);
    else await unschedule(domainId);
  }

  const lifecycle: DomainLifecycleListener = {
    domainActivated: async (row) => syncDomain(row.id),
    domainDeactivated: async (row) => unschedule(row.id),
  };

  return {
    lifecycle,
    syncDomain,
    /** Schedules every active domain and drops schedules of domains no longer active. */
    async syncAll(): Promise<number> {
      const active = await repo.activeDomains();
      const wanted = new Set(active.flatMap((d) => CHECK_FAMILIES.map((f) => scheduleId(f, d.id))));
      for (const s of await scheduler.getSchedules()) if (!wanted.has(s.id)) await scheduler.removeSchedule(s.id);
      for (const d of active) await schedule(d);
      return active.length;
    },
  };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
