import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import { forbidden } from '../../http/errors';
import { roleAllows, type Permission, type TeamRole } from './permissions';

/**
 * Where a request works: the caller's personal workspace, or a team the caller belongs to. Every owned row
 * carries `user_id` and `team_id`; `scope()` turns the workspace into the one condition every query must add.
 */
export interface Workspace {
  kind: 'personal' | 'team';
  /** The caller. */
  userId: string;
  /** The team, or null for the personal workspace. */
  teamId: string | null;
  /** The caller's role: always owner of their personal workspace. */
  role: TeamRole;
  /** The plan that sets the workspace's limits: the caller's own, or the team owner's. */
  plan: SubscriptionTier;
}

interface OwnedTable {
  userId: PgColumn;
  teamId: PgColumn;
}

/** The condition that keeps a query inside the workspace. */
export function scope(table: OwnedTable, ws: Workspace): SQL {
  return ws.teamId ? eq(table.teamId, ws.teamId) : and(eq(table.userId, ws.userId), isNull(table.teamId))!;
}

/** The owner columns for a row created in the workspace. */
export function ownership(ws: Workspace): { userId: string; teamId: string | null } {
  return { userId: ws.userId, teamId: ws.teamId };
}

/** Refuses with 403 when the caller's role does not allow the action; `message` says why when the default would be vague. */
export function authorize(ws: Workspace, permission: Permission, message?: string): void {
  if (!roleAllows(ws.role, permission)) {
    throw forbidden(
      message ??
        (ws.role === 'viewer'
          ? 'Viewers can look but not change anything in this workspace. Ask a team admin for a different role.'
          : "You don't have permission to perform this action."),
    );
  }
}
