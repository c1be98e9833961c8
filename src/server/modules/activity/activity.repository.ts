import type { Database } from '../../db/client';
import { activityLogs } from '../../db/schema';
import type { Workspace } from '../workspaces/workspace';

export interface ActivityEntry {
  action: string;
  entityType?: string;
  entityId?: string;
  metadata?: Record<string, unknown>;
}

export function createActivityRepository(db: Database) {
  return {
    /** Records a change made in a team workspace; personal workspaces keep no activity log. */
    async record(ws: Workspace, entry: ActivityEntry): Promise<void> {
      if (!ws.teamId) return;
      await db.insert(activityLogs).values({
        teamId: ws.teamId,
        userId: ws.userId,
        action: entry.action,
        entityType: entry.entityType ?? null,
        entityId: entry.entityId ?? null,
        metadata: entry.metadata ?? {},
      });
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
