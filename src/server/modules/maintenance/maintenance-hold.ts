import { currentOrNextOccurrence } from '../../../shared/helpers/maintenance-occurrences';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { createMonitoringRepository, type DomainContext } from '../../jobs/monitoring/monitoring.repository';
import type { AlertNotifier, AlertRow } from '../../jobs/monitoring/notifier';
import type { JobsExtension } from '../../jobs/runtime';
import { NOTIFY_RELEASE_JOB, type NotifyReleaseData } from '../../notifications/alert-notifier';
import type { Scheduler } from '../../jobs/scheduler/types';
import { workspaceKey } from '../../db/workspace-versions';
import { createMaintenanceRepository, type CoveringWindow, type MaintenanceRepository } from './maintenance.repository';

/** How long a process keeps a workspace's windows without asking again (its own writes and other processes' clear it at once). */
export const WINDOW_CACHE_MS = 30_000;

export interface MaintenanceHoldDeps {
  repo: Pick<MaintenanceRepository, 'windowsOfOwner' | 'markHeld' | 'heldAlert' | 'endHold'>;
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

/** The job that looks at a held alert again when its window's occurrence ends. */
export const MAINTENANCE_RELEASE_JOB = 'maintenance-release';

export interface MaintenanceReleaseData {
  alertId: string;
  domainId: string;
}

export interface HoldRuntime {
  /** Where the release at the window's end is queued; without one, a held alert stays held (decision 054's way). */
  scheduler?: Pick<Scheduler, 'enqueue'>;
  /** The held alert's domain, when it is released and passed on. */
  domainContext?: (domainId: string) => Promise<DomainContext | undefined>;
  /** Tells every process's workspace caches: a held or released alert moves the counts of alerts needing attention. */
  workspaceChanged?: (owner: Owner) => Promise<void>;
}

/** The covering window's occurrence under way at `at`, if one covers the alert's domain or monitor. */
function coveringAt(windows: CoveringWindow[], alert: Pick<AlertRow, 'domainId' | 'monitorId'>, at: Date) {
  for (const w of windows) {
    const covers = w.targets.some(
      (t) => t.domainId === alert.domainId && (t.monitorId === null || t.monitorId === alert.monitorId),
    );
    const occurrence = covers ? currentOrNextOccurrence(w, at) : null;
    if (occurrence && occurrence.start <= at && occurrence.end > at) return { window: w, until: occurrence.end };
  }
  return undefined;
}

/**
 * Alerts during maintenance (decisions 054 and 073): an alert opened while a window covers its domain (a domain-wide
 * target) or its monitor is stored and shown in the app with the window's name, but nobody is notified and it does
 * not count as needing attention while the window lasts: its opening is not passed on, the hold and the occurrence's
 * end are noted on the alert, and its resolution during the window is not passed on either. When the occurrence
 * ends, the `maintenance-release` job looks again: still open, it leaves the hold, counts again and is passed on
 * then (the window extended meanwhile: held until the new end). An alert open when a window begins keeps the alert
 * it has: what it would still send (a notice held for quiet hours) and every new alert of its cause (the next expiry
 * step, a critical level, a re-opening) are held the same way (decision 077).
 */
export function holdDuringMaintenance(inner: AlertNotifier, deps: MaintenanceHoldDeps & HoldRuntime) {
  const windowsOf = createWindowCache(deps);
  const now = deps.now ?? (() => new Date());

  async function hold(alert: AlertRow, windowId: string, until: Date, at: Date): Promise<void> {
    await deps.repo.markHeld(alert.id, windowId, until);
    await deps.workspaceChanged?.(alert);
    const release: MaintenanceReleaseData = { alertId: alert.id, domainId: alert.domainId };
    // a second after the end: the occurrence is over by then on every clock reading
    await deps.scheduler?.enqueue(
      { name: MAINTENANCE_RELEASE_JOB, data: { ...release } },
      { delayMs: Math.max(0, until.getTime() - at.getTime()) + 1_000, attempts: 3, backoffMs: 60_000 },
    );
  }

  const notifier: AlertNotifier = {
    async alertOpened(domain, alert) {
      const at = now();
      const covering = coveringAt(await windowsOf(alert), alert, at);
      if (!covering) return inner.alertOpened(domain, alert);
      await hold(alert, covering.window.id, covering.until, at);
    },
    async alertResolved(domain, resolved, message) {
      const told = resolved.filter((alert) => !heldFor(alert));
      if (told.length) await inner.alertResolved(domain, told, message);
    },
  };

  /** The window's occurrence is over: a held alert still open counts again and is passed on now. */
  async function release(data: MaintenanceReleaseData): Promise<void> {
    const alert = await deps.repo.heldAlert(data.alertId);
    if (!alert || alert.isResolved || !heldFor(alert)) return;
    const at = now();
    // read afresh: the window may have been extended, shortened or deleted since the hold
    const covering = coveringAt(await deps.repo.windowsOfOwner(alert), alert, at);
    if (covering) return hold(alert, covering.window.id, covering.until, at);
    const released = await deps.repo.endHold(alert.id);
    if (!released) return;
    await deps.workspaceChanged?.(alert);
    const domain = await deps.domainContext?.(data.domainId);
    if (domain?.isActive) await inner.alertOpened(domain, released);
  }

  /**
   * Before an alert's quiet-hours notice goes out (notifications' `notify-release`): a window that began since it
   * opened holds it like any alert opened during the window, until the occurrence ends. True when it was held.
   */
  async function heldAtQuietHoursEnd(data: { alertId: string }): Promise<boolean> {
    const alert = await deps.repo.heldAlert(data.alertId);
    if (!alert || alert.isResolved) return false;
    const at = now();
    const covering = coveringAt(await windowsOf(alert), alert, at);
    if (!covering) return false;
    await hold(alert, covering.window.id, covering.until, at);
    return true;
  }

  return Object.assign(notifier, { release, heldAtQuietHoursEnd });
}

/**
 * For main.ts: the notification layer's notifier held during maintenance, and the release job at each window's end.
 * Applied outermost, so that whatever else wraps the notifier (automatic incidents) does not run for held alerts
 * either, and runs for them when they are released.
 */
export function withMaintenanceHold(
  base: (runtime: { scheduler: Scheduler }) => JobsExtension,
  deps: { db: Database; feed: Pick<ChangeFeed, 'subscribe' | 'publish'>; now?: () => Date },
): (runtime: { scheduler: Scheduler }) => JobsExtension {
  return (runtime) => {
    const extension = base(runtime);
    if (!extension.notifier) return extension;
    const repo = createMaintenanceRepository(deps.db);
    const monitoring = createMonitoringRepository(deps.db);
    const held = holdDuringMaintenance(extension.notifier, {
      repo,
      feed: deps.feed,
      ...(deps.now ? { now: deps.now } : {}),
      scheduler: runtime.scheduler,
      domainContext: (id) => monitoring.domainContext(id),
      workspaceChanged: (owner) => deps.feed.publish({ type: 'workspace', key: workspaceKey(owner) }),
    });
    const quietHoursEnd = extension.handlers?.[NOTIFY_RELEASE_JOB];
    return {
      ...extension,
      notifier: held,
      handlers: {
        ...extension.handlers,
        [MAINTENANCE_RELEASE_JOB]: (job) => held.release(job.data as unknown as MaintenanceReleaseData),
        // a notice held for quiet hours that end during a window waits for the window's end too
        ...(quietHoursEnd && {
          [NOTIFY_RELEASE_JOB]: async (job) => {
            if (!(await held.heldAtQuietHoursEnd(job.data as unknown as NotifyReleaseData))) await quietHoursEnd(job);
          },
        }),
      },
    };
  };
}
