import { PLANS } from '../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { ScheduleSpec } from '../scheduler/types';

/** The kinds of scheduled check per domain; each has its own schedule and rule state. */
export const CHECK_FAMILIES = ['http', 'dns', 'ssl', 'whois', 'security', 'performance'] as const;
export type CheckFamily = (typeof CHECK_FAMILIES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Cadence per family (issue: continuous monitoring): uptime at the plan interval; DNS at the plan interval
 * but at least every 5 minutes; certificates hourly; registration, security and Lighthouse performance daily.
 * `overrideSeconds` (CHECK_INTERVAL_SECONDS) replaces every interval but Lighthouse's, for development and
 * tests: a Lighthouse run costs seconds of CPU, so at a development interval it would saturate the machine.
 */
export function intervalMs(family: CheckFamily, plan: SubscriptionTier, overrideSeconds?: number): number {
  if (family === 'performance') return DAY;
  if (overrideSeconds) return Math.round(overrideSeconds * 1000);
  const planMs = PLANS[plan].checkIntervalSeconds * 1000;
  switch (family) {
    case 'http':
      return planMs;
    case 'dns':
      return Math.min(planMs, 5 * MINUTE);
    case 'ssl':
      return HOUR;
    case 'whois':
    case 'security':
      return DAY;
  }
}

export const scheduleId = (family: CheckFamily, domainId: string) => `${family}:${domainId}`;
export const CHECK_JOB = 'check';

/** The domain_checks.check_type a family's results are stored under (the HTTP family's are uptime checks). */
export const checkTypeOf = (family: CheckFamily) => (family === 'http' ? 'uptime' : family);

/**
 * The one-off job that runs a family's first check at once, before its schedule's stable phase comes round
 * (decision 041). Its id keeps a second request for the same first check from queueing twice while one waits.
 */
export function firstCheckJob(family: CheckFamily, domainId: string) {
  return {
    job: { name: CHECK_JOB, data: { domainId, family } },
    options: { jobId: `first:${family}:${domainId}` },
  };
}

const FAMILY_OF_ID = new Set<string>(CHECK_FAMILIES);
/** Whether a schedule id is a domain's check schedule (`<family>:<domainId>`), rather than maintenance or another job's. */
export const isCheckScheduleId = (id: string) => FAMILY_OF_ID.has(id.slice(0, id.indexOf(':')));

/** The schedule of one check family of a domain, at its plan's cadence; the job carries the plan it was made for. */
export function checkSchedule(family: CheckFamily, domain: { id: string; plan: SubscriptionTier }, overrideSeconds?: number): ScheduleSpec {
  return {
    id: scheduleId(family, domain.id),
    everyMs: intervalMs(family, domain.plan, overrideSeconds),
    job: { name: CHECK_JOB, data: { domainId: domain.id, family, plan: domain.plan } },
  };
}
