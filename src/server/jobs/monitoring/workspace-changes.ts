import type { ChangeFeed } from '../../db/change-feed';

/** The part of a check row that says whose check it is and how it went. */
export interface StatusCheck {
  domainId: string;
  monitorId?: string | null;
  checkType: string;
  status: string;
}

/**
 * Which checks change what a workspace's cached answers show (the domain list and the dashboard's cards; decision
 * 069): a check whose status differs from the previous one this process saw for the same domain, monitor and family.
 * A badge, a certificate state, "monitors down" and "pending first check" move only then; an uptime percentage that
 * moves by one more healthy check waits for the cache's few seconds. The first check seen after a start counts as a
 * change: another process may have cached the state before this one ran. Memory: one entry per family of each domain
 * and monitor.
 */
export function createStatusChangeWatch() {
  const last = new Map<string, string>();
  return {
    changed(check: StatusCheck): boolean {
      const key = `${check.domainId}:${check.monitorId ?? ''}:${check.checkType}`;
      if (last.get(key) === check.status) return false;
      last.set(key, check.status);
      return true;
    },
  };
}

/** Tells every process's workspace caches (workspace-versions.ts) that these workspaces' answers changed. */
export const publishWorkspaceChanges = (feed: ChangeFeed) => async (keys: Iterable<string>) => {
  for (const key of keys) await feed.publish({ type: 'workspace', key });
};
