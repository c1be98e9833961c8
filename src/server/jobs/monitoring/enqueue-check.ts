import type { EnqueueOptions, Scheduler } from '../scheduler/types';
import { CHECK_JOB, familyLane } from './check-jobs';
import { checkFamilies, type FamilyRegistry } from './families';
import type { CheckJobData } from './run-check';

/**
 * Queues one check outside its schedule (a re-check, a rescan, a heartbeat's check now) in its family's lane
 * (decision 070): a re-check of a site that went down never waits behind a burst of registration lookups.
 */
export function enqueueCheck(
  scheduler: Pick<Scheduler, 'enqueue'>,
  data: CheckJobData,
  options: Omit<EnqueueOptions, 'lane'> = {},
  families: FamilyRegistry = checkFamilies,
): Promise<void> {
  return scheduler.enqueue(
    { name: CHECK_JOB, data: { ...data } },
    { ...options, lane: familyLane(families.get(data.family)) },
  );
}
