import { isInMaintenance } from '../../../shared/helpers/maintenance-occurrences';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { AlertNotifier, AlertRow } from '../../jobs/monitoring/notifier';
import type { JobsExtension } from '../../jobs/runtime';
import type { Scheduler } from '../../jobs/scheduler/types';
import { workspaceKey } from '../workspaces/workspace-versions';
import { createMaintenanceRepository, type CoveringWindow, type MaintenanceRepository } from './maintenance.repository';

/** How long a process keeps a workspace's windows without asking again (its own writes and other processes' clear it at once). */
export const WINDOW_CACHE_MS = 30_000;

export interface MaintenanceHoldDeps {
  repo: Pick<MaintenanceRepository, 'windowsOfOwner' | 'markHeld'>;
  /** The maintenance module publishes a workspace change after each write; this process hears it here. */
  feed: Pick<ChangeFeed, 'subscribe'>;
  ttlMs?: number;
  now?: () => Date;
}

type Owner = { userId: string; teamId: string | null };

/** A workspace's windows per process for a short while, forgotten when the workspace changes or changes were missed. */
function createWindowCache({ repo, feed, ttlMs = WINDOW_CACHE_MS, now = () => new Date() }: MaintenanceHoldDeps) {
  const cached = new Map<string, { windows: CoveringWindow[]; until: number }>();
  // a load that started before a change must not be kept as current after it
  let generation = 0;
  feed.subscribe((change) => {
    if (change.type === 'workspace') cached.delete(change.key);
    else if (change.type === 'resync' || change.type === 'everyone') cached.clear();
    else return;
    generation++;
  });
  return async (owner: Owner): Promise<CoveringWindow[]> => {
    const key = workspaceKey(owner);
    const hit = cached.get(key);
    if (hit && hit.until > now().getTime()) return hit.windows;
    const started = generation;
    const windows = await repo.windowsOfOwner(owner);
    if (started === generation) cached.set(key, { windows, until: now().getTime() + ttlMs });
    return windows;
  };
}

/** The alert's held-for window id, when its notices were held. */
const heldFor = (alert: AlertRow): unknown => alert.metadata.heldForMaintenance;

/**
 * Alerts during maintenance (decision 054): an alert opened while a window covers its domain (a domain-wide target)
 * or its monitor is stored and shown in the app, but nobody is notified: its opening is not passed on, it is noted
 * on the alert, and its resolution is not passed on either.
 */
export function holdDuringMaintenance(inner: AlertNotifier, deps: MaintenanceHoldDeps): AlertNotifier {
  const windowsOf = createWindowCache(deps);
  const now = deps.now ?? (() => new Date());
  return {
    async alertOpened(domain, alert) {
      const at = now();
      const covering = (await windowsOf(alert)).find(
        (w) =>
          w.targets.some(
            (t) => t.domainId === alert.domainId && (t.monitorId === null || t.monitorId === alert.monitorId),
          ) && isInMaintenance(w, at),
      );
      if (!covering) return inner.alertOpened(domain, alert);
      await deps.repo.markHeld(alert.id, covering.id);
    },
    async alertResolved(domain, resolved, message) {
      const told = resolved.filter((alert) => !heldFor(alert));
      if (told.length) await inner.alertResolved(domain, told, message);
    },
  };
}

/**
 * For main.ts: the notification layer's notifier held during maintenance. Applied outermost, so that whatever else
 * wraps the notifier (automatic incidents) does not run for held alerts either.
 */
export function withMaintenanceHold(
  base: (runtime: { scheduler: Scheduler }) => JobsExtension,
  deps: { db: Database; feed: Pick<ChangeFeed, 'subscribe'> },
): (runtime: { scheduler: Scheduler }) => JobsExtension {
  return (runtime) => {
    const extension = base(runtime);
    if (!extension.notifier) return extension;
    const repo = createMaintenanceRepository(deps.db);
    return { ...extension, notifier: holdDuringMaintenance(extension.notifier, { repo, feed: deps.feed }) };
  };
}
