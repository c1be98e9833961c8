import { monitorMinIntervalSeconds } from '../../../shared/constants/monitors';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { EnqueueOptions, JobLane, JobPayload, ScheduleSpec } from '../scheduler/types';
import type { CheckFamilyDescriptor, ScheduledMonitor } from './family';

/** The job name of every scheduled or one-off check, whatever its family (the job data names the family). */
export const CHECK_JOB = 'check';

/** Where a family's jobs wait (decision 070): the priority lane unless the family says otherwise. */
export const familyLane = (family: Pick<CheckFamilyDescriptor, 'lane'> | undefined): JobLane =>
  family?.lane ?? 'priority';

/** A check family's schedule id: `<familyId>:<domainId>`, or `<familyId>:<monitorId>` for a monitor family. */
export const scheduleId = (family: string, instanceId: string) => `${family}:${instanceId}`;

/** A domain family's interval on a plan (`overrideSeconds`: CHECK_INTERVAL_SECONDS). */
export const domainIntervalMs = (family: CheckFamilyDescriptor, plan: SubscriptionTier, overrideSeconds?: number) =>
  family.intervalMs({ plan }, overrideSeconds);

/**
 * A monitor's interval: what its family asks for, never under the plan's minimum for the type (decision 048; a
 * heartbeat's silence check is not a probe and may run more often). An override (development, tests) is not floored.
 */
export function monitorIntervalMs(
  family: CheckFamilyDescriptor,
  monitor: ScheduledMonitor,
  overrideSeconds?: number,
): number {
  const asked = family.intervalMs({ plan: monitor.plan, monitor }, overrideSeconds);
  if (overrideSeconds || monitor.type === 'heartbeat') return asked;
  return Math.max(asked, monitorMinIntervalSeconds(monitor.plan, monitor.type) * 1000);
}

/** The schedule of one domain family of a domain, at its plan's cadence; the job carries the plan it was made for. */
export function domainCheckSchedule(
  family: CheckFamilyDescriptor,
  domain: { id: string; plan: SubscriptionTier },
  overrideSeconds?: number,
): ScheduleSpec {
  return {
    id: scheduleId(family.id, domain.id),
    everyMs: domainIntervalMs(family, domain.plan, overrideSeconds),
    job: { name: CHECK_JOB, data: { domainId: domain.id, family: family.id, plan: domain.plan } },
    lane: familyLane(family),
  };
}

/** The schedule of one monitor; its job carries the monitor's id and the plan it was made for. */
export function monitorCheckSchedule(
  family: CheckFamilyDescriptor,
  monitor: ScheduledMonitor,
  overrideSeconds?: number,
): ScheduleSpec {
  return {
    id: scheduleId(family.id, monitor.id),
    everyMs: monitorIntervalMs(family, monitor, overrideSeconds),
    job: {
      name: CHECK_JOB,
      data: { domainId: monitor.domainId, family: family.id, monitorId: monitor.id, plan: monitor.plan },
    },
    lane: familyLane(family),
  };
}

/** A first check owed: a domain family of a domain, or a monitor's. */
export interface OwedCheck {
  domainId: string;
  family: string;
  monitorId?: string;
}

/**
 * The one-off job that runs a family's first check before its schedule's stable phase comes round (decision 041), in
 * the family's lane, after `delayMs` when a burst paces it (decision 070). Its id keeps a second request for the same
 * first check from queueing twice while one waits.
 */
export function firstCheckJob(
  { domainId, family, monitorId }: OwedCheck,
  lane: JobLane,
  delayMs = 0,
): { job: JobPayload; options: EnqueueOptions } {
  return {
    job: { name: CHECK_JOB, data: monitorId ? { domainId, family, monitorId } : { domainId, family } },
    options: { jobId: `first:${family}:${monitorId ?? domainId}`, lane, ...(delayMs > 0 ? { delayMs } : {}) },
  };
}
