import { enqueueCheck } from '../../jobs/monitoring/enqueue-check';
import type { Scheduler } from '../../jobs/scheduler/types';
import type { RequestCheck } from './push.service';

/**
 * A heartbeat's check now, on the monitoring scheduler (in this process, or on Redis for the workers): a one-off
 * `check` job of the heartbeat family. Its id keeps a burst of failures from queueing more than one while it waits.
 */
export function schedulerHeartbeatChecks(scheduler: Pick<Scheduler, 'enqueue'>): RequestCheck {
  return (monitorId, domainId) =>
    enqueueCheck(scheduler, { domainId, family: 'heartbeat', monitorId }, { jobId: `push:heartbeat:${monitorId}` });
}
