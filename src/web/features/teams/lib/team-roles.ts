import type { AssignableRole, InvitationStatus, TeamRoleName } from '../../../../shared/contracts/teams';
import type { BadgeTone } from '../../../components/ui/badge';

/**
 * What each role may do in a team, as the server's permissions table grants it (src/server/modules/workspaces/
 * permissions.ts and teams/team-rules.ts). The server decides; the screens only use this to show the controls a
 * person can actually use, and still report the server's refusals.
 */
export interface TeamCapabilities {
  /** Rename the team, change its description. */
  editSettings: boolean;
  deleteTeam: boolean;
  transferOwnership: boolean;
  /** Invite, remove and change roles of members and viewers; see and manage invitations. */
  manageMembers: boolean;
  /** Give, change or take away the admin role (invite, promote, demote, remove admins). */
  manageAdmins: boolean;
  /** Everyone but the owner may leave; the owner transfers ownership first. */
  leave: boolean;
}

export function teamCapabilities(role: TeamRoleName): TeamCapabilities {
  const owner = role === 'owner';
  const admin = role === 'admin';
  return {
    editSettings: owner || admin,
    deleteTeam: owner,
    transferOwnership: owner,
    manageMembers: owner || admin,
    manageAdmins: owner,
    leave: !owner,
  };
}

export const ROLE_LABELS: Readonly<Record<TeamRoleName, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

/** One line on what a role can do, for the role pickers. */
export const ROLE_DESCRIPTIONS: Readonly<Record<TeamRoleName, string>> = {
  owner: 'Everything, including billing, deleting the team and transferring ownership',
  admin: 'Manage domains, members and team settings',
  member: 'Add and manage monitored domains',
  viewer: 'See monitoring results without changing anything',
};

export const ROLE_TONES: Readonly<Record<TeamRoleName, BadgeTone>> = {
  owner: 'accent',
  admin: 'info',
  member: 'neutral',
  viewer: 'unknown',
};

/** The roles the caller may give by invitation or role change. */
export function assignableRoles(caller: TeamCapabilities): AssignableRole[] {
  if (!caller.manageMembers) return [];
  return caller.manageAdmins ? ['admin', 'member', 'viewer'] : ['member', 'viewer'];
}

/** Whether the caller may change the role of, or remove, this member (never the owner, never themselves). */
export function canManageMember(
  caller: TeamCapabilities,
  callerId: string,
  target: { userId: string; role: TeamRoleName },
): boolean {
  if (!caller.manageMembers || target.role === 'owner' || target.userId === callerId) return false;
  return target.role !== 'admin' || caller.manageAdmins;
}

/** Resending or revoking an invitation is managing the role it would give. */
export function canManageInvitation(caller: TeamCapabilities, role: TeamRoleName): boolean {
  return caller.manageMembers && (role !== 'admin' || caller.manageAdmins);
}

export const INVITATION_STATUS_LABELS: Readonly<Record<InvitationStatus, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  revoked: 'Revoked',
  expired: 'Expired',
};

export const INVITATION_STATUS_TONES: Readonly<Record<InvitationStatus, BadgeTone>> = {
  pending: 'info',
  accepted: 'healthy',
  declined: 'warning',
  revoked: 'unknown',
  expired: 'unknown',
};

/** 'an admin', 'a viewer': for sentences. */
export function roleWithArticle(role: TeamRoleName): string {
  const word = ROLE_LABELS[role].toLowerCase();
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}
