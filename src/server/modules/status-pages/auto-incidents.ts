import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { AlertNotifier, AlertRow } from '../../jobs/monitoring/notifier';
import { silentNotifier } from '../../jobs/monitoring/notifier';
import type { JobsExtension } from '../../jobs/runtime';
import type { Scheduler } from '../../jobs/scheduler/types';
import { noSubscriberNotices, type SubscriberNotices } from '../status-subscribers/subscriber-notices';
import { componentKey } from './component-status.repository';
import { createIncidentsRepository } from './incidents.repository';
import { sourceNameOf } from './component-names';

/**
 * Automatic incidents (issue 17, decision 055): a page with `auto_incidents` on opens an incident when the downtime
 * alert of one of its components opens, and resolves it when the alert resolves. The incident carries the cause
 * (`auto_key`, the component key) so recovery finds it, and a second alert of the same cause does not open another
 * while it is unresolved. Only downtime: a slow page or an expiring certificate is not an outage visitors see.
 */
export interface AutoIncidentDeps {
  db: Database;
  /** The subscribers of the page hear of the opening and the resolution. */
  notices?: SubscriberNotices;
  /** Tells the public pages' caches that the page changed. */
  feed?: Pick<ChangeFeed, 'publish'>;
  log?: (message: string, error: unknown) => void;
  now?: () => Date;
}

const isDowntime = (alert: AlertRow) => alert.type === 'downtime';
const causeOf = (alert: AlertRow) => ({ domainId: alert.domainId, monitorId: alert.monitorId });

/** The notifier the monitoring engine calls: the inner one first, then the pages' incidents. Never throws for ours. */
export function withStatusPageIncidents(inner: AlertNotifier, deps: AutoIncidentDeps): AlertNotifier {
  const repo = createIncidentsRepository(deps.db);
  const notices = deps.notices ?? noSubscriberNotices;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message, error) => console.error(message, error));

  async function opened(alert: AlertRow): Promise<void> {
    const cause = causeOf(alert);
    const autoKey = componentKey(cause);
    for (const target of await repo.autoTargets(cause, autoKey)) {
      if (target.open) continue;
      const name = target.display_name ?? sourceNameOf({ domainName: target.domain_name, monitorName: target.monitor_name });
      const { updateId } = await repo.create({
        statusPageId: target.page_id,
        title: `${name} is down`.slice(0, 200),
        status: 'investigating',
        impact: 'major',
        affectedComponents: [target.component_id],
        autoKey,
        message: alert.message,
        createdBy: null,
        at: now(),
      });
      await deps.feed?.publish({ type: 'status-page', pageId: target.page_id });
      await notices.incidentUpdated(updateId);
    }
  }

  async function resolved(alerts: AlertRow[], message: string): Promise<void> {
    const keys = new Set(alerts.filter(isDowntime).map((a) => componentKey(causeOf(a))));
    for (const autoKey of keys) {
      for (const incident of await repo.openAuto(autoKey)) {
        const updateId = await repo.addUpdate(incident.id, { status: 'resolved', message, createdBy: null, at: now() });
        await deps.feed?.publish({ type: 'status-page', pageId: incident.statusPageId });
        await notices.incidentUpdated(updateId);
      }
    }
  }

  /** Ours never reaches the monitoring engine: an incident that could not be written is logged, the check goes on. */
  const guarded = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log(`status page incidents: could not ${what}`, error);
    }
  };

  return {
    async alertOpened(domain, alert) {
      try {
        await inner.alertOpened(domain, alert);
      } finally {
        if (isDowntime(alert)) await guarded('open an incident', () => opened(alert));
      }
    },
    async alertResolved(domain, alerts, message) {
      try {
        await inner.alertResolved(domain, alerts, message);
      } finally {
        if (alerts.some(isDowntime)) await guarded('resolve an incident', () => resolved(alerts, message));
      }
    },
  };
}

/** For main.ts: the notification layer's jobs with its notifier wrapped (as withRenewalReminders adds its job). */
export function withStatusPageIncidentJobs(
  base: (runtime: { scheduler: Scheduler }) => JobsExtension,
  deps: Omit<AutoIncidentDeps, 'notices'> & {
    /** The subscribers' notices on the runtime's queue (modules/status-subscribers). */
    notices?: (scheduler: Scheduler) => SubscriberNotices;
  },
): (runtime: { scheduler: Scheduler }) => JobsExtension {
  return (runtime) => {
    const extension = base(runtime);
    const notices = deps.notices?.(runtime.scheduler);
    return { ...extension, notifier: withStatusPageIncidents(extension.notifier ?? silentNotifier, { ...deps, notices }) };
  };
}
