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
 */
export function createWorkspaceResolver(db: Database): WorkspaceResolver {
  const repo = createWorkspaceRepository(db);
  return async (request) => workspaceOf(requireUser(request));

  async function workspaceOf(user: UserRow): Promise<Workspace> {
    const personal: Workspace = { kind: 'personal', userId: user.id, teamId: null, role: 'owner', plan: user.subscriptionTier };
    if (!user.currentTeamId) return personal;
    const membership = await repo.membership(user.currentTeamId, user.id);
    if (!membership) return personal;
    return { kind: 'team', userId: user.id, teamId: user.currentTeamId, role: membership.role, plan: membership.ownerPlan };
  }
}
