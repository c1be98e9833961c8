import { notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { Workspace } from '../workspaces/workspace';
import type { TeamAccessRow, TeamRow, TeamsRepository } from './teams.repository';

/** A team addressed in a path, with the caller's workspace in it (their role there, the owner's plan). */
export interface TeamContext {
  team: TeamRow;
  ws: Workspace;
}

export const TEAM_NOT_FOUND = 'Team not found.';

export function teamWorkspace(userId: string, row: TeamAccessRow): Workspace {
  return { kind: 'team', userId, teamId: row.team.id, role: row.role, plan: row.ownerPlan };
}

/**
 * Loads the team in the path and the caller's membership of THAT team (not of the current workspace).
 * Teams the caller does not belong to answer 404, exactly like teams that do not exist: no probing of names.
 */
export async function requireTeam(
  teams: TeamsRepository,
  userId: string,
  by: { slug: string } | { id: string },
): Promise<TeamContext> {
  // Slugs are lower-case; a hand-typed /teams/Acme still finds acme.
  const key = 'slug' in by ? { slug: by.slug.toLowerCase() } : by;
  const row = 'id' in key && !isUuid(key.id) ? undefined : await teams.access(userId, key);
  if (!row) throw notFound(TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');
  return { team: row.team, ws: teamWorkspace(userId, row) };
}
