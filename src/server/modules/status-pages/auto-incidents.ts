import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { AlertNotifier, AlertRow } from '../../jobs/monitoring/notifier';
import { silentNotifier } from '../../jobs/monitoring/notifier';
import type { JobsExtension } from '../../jobs/runtime';
import type { Scheduler } from '../../jobs/scheduler/types';
import { noSubscriberNotices, type SubscriberNotices } from '../status-subscribers/subscriber-notices';
import { namesInWords, publicComponentName } from './component-names';
import { noIncidentEvents, type IncidentEvents } from './incident-events';
import { createIncidentsRepository, outageKey, type AutoTarget } from './incidents.repository';

/**
 * Automatic incidents (issue 17, decisions 055 and 072): a page with `auto_incidents` on opens an incident when the
 * downtime alert of one of its components opens, and resolves it when the outage is over. One outage is one incident
 * per page: the incident is keyed by the domain (`auto_key` 'domain:<id>'), so the domain's home page and its monitors
 * failing together, the same thing shown twice, or an alert opened again, join the open incident (its components and
 * title grow, no new mail) rather than open another. It is resolved once none of its components is down any more.
 * What visitors and subscribers read is written for them, in the components' public names: the alert's own text
 * (host names, expected status codes) stays in the workspace's alerts. Only downtime: a slow page or an expiring
 * certificate is not an outage visitors see.
 */
export interface AutoIncidentDeps {
  db: Database;
  /** The subscribers of the page hear of the opening and the resolution. */
  notices?: SubscriberNotices;
  /** Told of the incidents opened and resolved (partner events). */
  events?: IncidentEvents;
  /** Tells the public pages' caches that the page changed. */
  feed?: Pick<ChangeFeed, 'publish'>;
  log?: (message: string, error: unknown) => void;
  now?: () => Date;
}

const isDowntime = (alert: AlertRow) => alert.type === 'downtime';
const causeOf = (alert: AlertRow) => ({ domainId: alert.domainId, monitorId: alert.monitorId });

/** Visitors' words (a title is at most 200 characters): what is down, never how the check saw it. */
const TITLE_MAX = 200;
export function incidentTitle(names: readonly string[]): string {
  const title = `${namesInWords(names)} ${names.length > 1 ? 'are' : 'is'} down`;
  return title.length <= TITLE_MAX
    ? title
    : `${namesInWords(names.slice(0, 1))} and others are down`.slice(0, TITLE_MAX);
}
export const openingMessage = (names: readonly string[]) =>
  `We are investigating an outage of ${namesInWords(names)}. We will post an update here as soon as we know more.`;
export const recoveryMessage = (names: readonly string[]) =>
  `${namesInWords(names)} ${names.length > 1 ? 'are' : 'is'} working normally again. This incident has been resolved.`;

/** The notifier the monitoring engine calls: the inner one first, then the pages' incidents. Never throws for ours. */
export function withStatusPageIncidents(inner: AlertNotifier, deps: AutoIncidentDeps): AlertNotifier {
  const repo = createIncidentsRepository(deps.db);
  const notices = deps.notices ?? noSubscriberNotices;
  const events = deps.events ?? noIncidentEvents;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message, error) => console.error(message, error));

  const namesOf = async (pageId: string, componentIds: string[]) =>
    (await repo.componentsNamed(pageId, componentIds)).map(publicComponentName);

  async function opened(alert: AlertRow): Promise<void> {
    const targets = await repo.autoTargets(causeOf(alert));
    const byPage = new Map<string, AutoTarget[]>();
    for (const target of targets) byPage.set(target.page_id, [...(byPage.get(target.page_id) ?? []), target]);
    for (const [pageId, shown] of byPage) {
      const names = [...new Set(shown.map(publicComponentName))];
      const result = await repo.openOrJoin(pageId, alert.domainId, {
        componentIds: shown.map((t) => t.component_id),
        create: () => ({
          statusPageId: pageId,
          title: incidentTitle(names),
          status: 'investigating',
          impact: 'major',
          affectedComponents: shown.map((t) => t.component_id),
          autoKey: outageKey(alert.domainId),
          message: openingMessage(names),
          createdBy: null,
          at: now(),
        }),
        joinedTitle: (components) => incidentTitle([...new Set(components.map(publicComponentName))]),
      });
      if ('created' in result) {
        await deps.feed?.publish({ type: 'status-page', pageId });
        await notices.incidentUpdated(result.created.updateId);
        await events.incidentOpened(result.created.incident.id);
      } else if (result.joined) {
        // the page shows the incident's new list at once; its subscribers were told of the outage already
        await deps.feed?.publish({ type: 'status-page', pageId });
      }
    }
  }

  async function resolved(alerts: AlertRow[]): Promise<void> {
    const domainIds = new Set(alerts.filter(isDowntime).map((a) => a.domainId));
    for (const domainId of domainIds) {
      for (const incident of await repo.openOutages(domainId)) {
        // a component of the incident still down: the outage goes on
        if (await repo.stillDown(incident.affectedComponents)) continue;
        const names = [...new Set(await namesOf(incident.statusPageId, incident.affectedComponents))];
        const updateId = await repo.addUpdate(incident.id, {
          status: 'resolved',
          message: recoveryMessage(names),
          createdBy: null,
          at: now(),
        });
        await deps.feed?.publish({ type: 'status-page', pageId: incident.statusPageId });
        await notices.incidentUpdated(updateId);
        await events.incidentResolved(incident.id);
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
        if (alerts.some(isDowntime)) await guarded('resolve an incident', () => resolved(alerts));
      }
    },
  };
}

/** For main.ts: the notification layer's jobs with its notifier wrapped (as withRenewalReminders adds its job). */
export function withStatusPageIncidentJobs(
  base: (runtime: { scheduler: Scheduler }) => JobsExtension,
  deps: Omit<AutoIncidentDeps, 'notices' | 'events'> & {
    /** The subscribers' notices on the runtime's queue (modules/status-subscribers). */
    notices?: (scheduler: Scheduler) => SubscriberNotices;
    /** Incident events on the runtime's queue (partner events). */
    events?: (scheduler: Scheduler) => IncidentEvents;
  },
): (runtime: { scheduler: Scheduler }) => JobsExtension {
  return (runtime) => {
    const extension = base(runtime);
    const notices = deps.notices?.(runtime.scheduler);
    const events = deps.events?.(runtime.scheduler);
    return {
      ...extension,
      notifier: withStatusPageIncidents(extension.notifier ?? silentNotifier, { ...deps, notices, events }),
    };
  };
}
