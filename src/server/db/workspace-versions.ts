import { createLocalFeed, type ChangeFeed } from './change-feed';
import type { Owner } from './ownership';

/** A workspace's name in caches: its team, or its owner's personal workspace. */
export const workspaceKey = (ws: Owner): string => (ws.teamId ? `team:${ws.teamId}` : `user:${ws.userId}`);

/**
 * The version of what a workspace's cached answers show (modules/workspaces/workspace-cache.ts): the domain list and the dashboard
 * figures. Counted per process from the change feed: domains added, edited, deleted or restored, alerts resolved or
 * acknowledged, and what the monitoring engine changes (a check whose status differs from the one before, an alert it
 * opened or closed; decision 069), by this process at once and by the others sharing a PostgreSQL database as soon as
 * it hears of them (db/change-feed.ts), so a cached answer needs no query to know it is current. Figures that move
 * with every check (an uptime percentage) show when the cached answer expires (decision 022).
 */
export interface WorkspaceVersions {
  /** Call once the change is stored: an answer loaded before it is not served as current afterwards. */
  changed(ws: Owner): Promise<void>;
  of(ws: Owner): string;
}

export function createWorkspaceVersions({ feed = createLocalFeed() }: { feed?: ChangeFeed } = {}): WorkspaceVersions {
  const counters = new Map<string, number>();
  /** Bumped when changes may have been missed: every workspace's answers go. */
  let epoch = 0;
  feed.subscribe((change) => {
    if (change.type === 'workspace') counters.set(change.key, (counters.get(change.key) ?? 0) + 1);
    else if (change.type === 'resync') epoch++;
  });
  return {
    changed: (ws) => feed.publish({ type: 'workspace', key: workspaceKey(ws) }),
    of: (ws) => `${epoch}.${counters.get(workspaceKey(ws)) ?? 0}`,
  };
}
