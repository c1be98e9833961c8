import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Who owns a row: every owned table carries `user_id` and `team_id` (null in a personal workspace). A request's
 * Workspace (modules/workspaces) is an owner with a role and a plan; jobs and notifications, which work for no
 * request, have the owner alone.
 */
export interface Owner {
  userId: string;
  teamId: string | null;
}

interface OwnedTable {
  userId: PgColumn;
  teamId: PgColumn;
}

/** The condition that keeps a query inside the owner's workspace. */
export function scope(table: OwnedTable, owner: Owner): SQL {
  return owner.teamId ? eq(table.teamId, owner.teamId) : and(eq(table.userId, owner.userId), isNull(table.teamId))!;
}

/** The owner columns for a row created in the workspace. */
export function ownership(owner: Owner): Owner {
  return { userId: owner.userId, teamId: owner.teamId };
}
