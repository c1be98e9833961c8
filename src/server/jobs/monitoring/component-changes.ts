import type { ChangeFeed } from '../../db/change-feed';

/** What a status page component watches: a domain's home page (monitorId null) or one of its monitors. */
export interface ComponentRef {
  domainId: string;
  monitorId: string | null;
}

/** One key per watched thing (a component of several pages shares it). */
export const componentKey = (ref: ComponentRef) =>
  ref.monitorId ? `monitor:${ref.monitorId}` : `domain:${ref.domainId}`;

/** The part of a check row that says which status page component it is and how it went. */
export interface ComponentCheck {
  domainId: string;
  monitorId?: string | null;
  checkType: string;
  status: string;
}

/**
 * Which checks change a status page component's state (issue 17): the home page's uptime check or any check of a
 * monitor whose status differs from the previous one this process saw for it. The first check seen after a start
 * counts as a change: another process may have cached the state before this one ran. Memory: one entry per component.
 */
export function createComponentChangeWatch() {
  const last = new Map<string, string>();
  return {
    /** The component the check belongs to when its status changed; null otherwise (and for checks of no component). */
    changed(check: ComponentCheck): ComponentRef | null {
      const monitorId = check.monitorId ?? null;
      if (!monitorId && check.checkType !== 'uptime') return null;
      const key = componentKey({ domainId: check.domainId, monitorId });
      if (last.get(key) === check.status) return null;
      last.set(key, check.status);
      return { domainId: check.domainId, monitorId };
    },
  };
}

/** Tells every process's status page caches about changed components (after their rows are stored). */
export const publishComponentChanges = (feed: ChangeFeed) => async (refs: ComponentRef[]) => {
  for (const ref of refs) await feed.publish({ type: 'component', domainId: ref.domainId, monitorId: ref.monitorId });
};
