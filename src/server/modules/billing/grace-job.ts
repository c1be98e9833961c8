import type { Database } from '../../db/client';
import type { JobsExtension } from '../../jobs/runtime';
import type { ScheduleSpec, Scheduler } from '../../jobs/scheduler/types';
import { createBillingRepository } from './billing.repository';
import type { PlanChanges } from './plan-changes';

export const BILLING_GRACE_JOB = 'billing:grace';
export const BILLING_GRACE_SCHEDULE: ScheduleSpec = {
  id: 'billing:grace',
  everyMs: 60 * 60_000,
  job: { name: BILLING_GRACE_JOB, data: {} },
  lane: 'background',
};

export interface GraceJobDeps {
  db: Database;
  plans: PlanChanges;
  graceDays: number;
  now?: () => Date;
}

/**
 * Accounts whose payment stayed past due for the whole grace period fall to Free, through the one plan-change
 * path (source 'grace-expired'). Run hourly; a recovered payment clears the mark first (invoice.paid).
 */
export function createGraceJob({ db, plans, graceDays, now = () => new Date() }: GraceJobDeps) {
  const repo = createBillingRepository(db);
  return async function expireGrace(): Promise<number> {
    const expired = await repo.pastDueBefore(new Date(now().getTime() - graceDays * 86_400_000));
    for (const account of expired) await plans.change(account.id, 'free', { kind: 'grace-expired' });
    return expired.length;
  };
}

/** The grace job on the jobs runtime's scheduler: one worker runs it each hour. */
export function withBillingGrace(
  base: (runtime: { scheduler: Scheduler }) => JobsExtension,
  deps: GraceJobDeps,
): (runtime: { scheduler: Scheduler }) => JobsExtension {
  return (runtime) => {
    const extension = base(runtime);
    const expire = createGraceJob(deps);
    return {
      ...extension,
      handlers: { ...extension.handlers, [BILLING_GRACE_JOB]: async () => void (await expire()) },
      schedules: [...(extension.schedules ?? []), BILLING_GRACE_SCHEDULE],
    };
  };
}
