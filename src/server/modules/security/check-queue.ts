import { enqueueCheck } from '../../jobs/monitoring/enqueue-check';
import type { Scheduler } from '../../jobs/scheduler/types';

/** The check kinds a rescan runs again: the ones the Security Status card shows. */
export const RESCAN_FAMILIES = ['security', 'ssl', 'dns'] as const;
export type RescanFamily = (typeof RESCAN_FAMILIES)[number];

/** Runs a domain's monitoring check now, outside its schedule: the same job, rules and alerts as a scheduled one. */
export interface CheckQueue {
  enqueue(domainId: string, family: RescanFamily): Promise<void>;
}

const MINUTE_MS = 60_000;

/** Queues `check` jobs on the monitoring scheduler (in this process, or on Redis for the workers). */
export function schedulerCheckQueue(scheduler: Scheduler, now: () => number = Date.now): CheckQueue {
  return {
    async enqueue(domainId, family) {
      // Clicking Rescan twice within a minute queues the checks once; a later rescan runs them again.
      const bucket = Math.floor(now() / MINUTE_MS);
      await enqueueCheck(scheduler, { domainId, family }, { jobId: `rescan:${family}:${domainId}:${bucket}` });
    },
  };
}
