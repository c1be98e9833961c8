import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/session';
import type { UserRow } from '../auth/auth.repository';
import type { Workspace } from './workspace';
import { createWorkspaceRepository } from './workspace.repository';

export type WorkspaceResolver = (request: FastifyRequest) => Promise<Workspace>;

/**
 * Resolves the workspace of a signed-in request from `users.current_team_id`. A user who was removed from the
 * current team falls back to the personal workspace rather than keeping access.
 *
 * The answer is kept with the user row it was worked out for: the session cache hands the same row to every
 * request of a session for a few seconds and loads a new one whenever a team or membership change forgets it
 * (http/session-cache.ts), so a team workspace costs one membership query per session lookup, not one per call.
 */
export function createWorkspaceResolver(db: Database): WorkspaceResolver {
  const repo = createWorkspaceRepository(db);
  const resolved = new WeakMap<UserRow, Promise<Workspace>>();
  return async (request) => {
    const user = requireUser(request);
    let ws = resolved.get(user);
    if (!ws) {
      ws = workspaceOf(user);
      resolved.set(user, ws);
      ws.catch(() => resolved.delete(user));
    }
    return ws;
  };

  async function workspaceOf(user: UserRow): Promise<Workspace> {
    const personal: Workspace = {
      kind: 'personal',
      userId: user.id,
      teamId: null,
      role: 'owner',
      plan: user.subscriptionTier,
    };
    if (!user.currentTeamId) return personal;
    const membership = await repo.membership(user.currentTeamId, user.id);
    if (!membership) return personal;
    // a member above the owner's plan's seats keeps read access only (decision 059)
    const role = membership.limitedByPlan ? 'viewer' : membership.role;
    return { kind: 'team', userId: user.id, teamId: user.currentTeamId, role, plan: membership.ownerPlan };
  }
}
