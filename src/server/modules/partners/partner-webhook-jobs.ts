import { silentNotifier, type AlertNotifier } from '../../jobs/monitoring/notifier';
import type { JobsExtension } from '../../jobs/runtime';
import type { RunningJob, Scheduler } from '../../jobs/scheduler/types';
import {
  PARTNER_EVENT_JOB,
  type PartnerEventJobData,
  type PartnerEvents,
  type PartnerWebhooks,
} from './partner-webhooks';

/** The notifier the monitoring engine calls: the inner one first, then the partner's events (which never throw). */
export function withPartnerEvents(inner: AlertNotifier, events: PartnerEvents): AlertNotifier {
  return {
    async alertOpened(domain, alert) {
      try {
        await inner.alertOpened(domain, alert);
      } finally {
        await events.alertOpened(domain, alert);
      }
    },
    async alertResolved(domain, alerts, message) {
      try {
        await inner.alertResolved(domain, alerts, message);
      } finally {
        await events.alertResolved(domain, alerts, message);
      }
    },
  };
}

/** For main.ts: the notification layer's jobs with partner events on its notifier and the `partner-event` job. */
export function withPartnerWebhooks(
  base: (runtime: { scheduler: Scheduler }) => JobsExtension,
  hooks: PartnerWebhooks,
): (runtime: { scheduler: Scheduler }) => JobsExtension {
  return (runtime) => {
    const extension = base(runtime);
    return {
      ...extension,
      notifier: withPartnerEvents(extension.notifier ?? silentNotifier, hooks.events(runtime.scheduler)),
      handlers: {
        ...extension.handlers,
        [PARTNER_EVENT_JOB]: (job: RunningJob) => hooks.run(job.data as unknown as PartnerEventJobData, job),
      },
    };
  };
}
