import { badRequest, forbidden } from '../../http/errors';
import type { TeamRole } from '../workspaces/permissions';
import { authorize, type Workspace } from '../workspaces/workspace';

/*
 * Who may do what to whom in a team, on top of the permissions table:
 * - the owner role is never given or taken by a role change: ownership moves only by transfer;
 * - admins manage members and viewers (invite, change between member and viewer, remove);
 * - the admin role is the owner's to give and take: inviting an admin, promoting to or demoting from admin,
 *   removing an admin, and resending or revoking an admin invitation need `admins:manage` (owner only);
 * - nobody changes their own role or removes themselves (leaving is its own call; the owner transfers first).
 */

const ADMIN_ROLE_MESSAGE = 'Only the team owner can give or take away the admin role.';

export function assertCanInvite(ws: Workspace, role: TeamRole): void {
  authorize(ws, 'members:manage');
  if (role === 'admin') authorize(ws, 'admins:manage', 'Only the team owner can invite admins.');
}

/** Resending or revoking an invitation is managing the role it would give. */
export function assertCanManageInvitation(ws: Workspace, role: TeamRole): void {
  authorize(ws, 'members:manage');
  if (role === 'admin') authorize(ws, 'admins:manage', ADMIN_ROLE_MESSAGE);
}

export function assertCanChangeRole(ws: Workspace, target: { userId: string; role: TeamRole }, role: TeamRole): void {
  authorize(ws, 'members:manage');
  if (target.role === 'owner') {
    throw forbidden("The owner's role changes only through a transfer of ownership.", 'OWNER_ROLE_FIXED');
  }
  if (target.userId === ws.userId) throw forbidden("You can't change your own role.", 'OWN_ROLE');
  if (target.role === 'admin' || role === 'admin') authorize(ws, 'admins:manage', ADMIN_ROLE_MESSAGE);
}

export function assertCanRemove(ws: Workspace, target: { userId: string; role: TeamRole }): void {
  authorize(ws, 'members:manage');
  if (target.role === 'owner') {
    throw forbidden("The owner can't be removed. Transfer ownership first, or delete the team.", 'OWNER_NOT_REMOVABLE');
  }
  if (target.userId === ws.userId) throw badRequest('To leave the team, use Leave team.', undefined, 'USE_LEAVE');
  if (target.role === 'admin') authorize(ws, 'admins:manage', 'Only the team owner can remove an admin.');
}
