import { getDisplayName } from '../../../shared/helpers/user-display';
import type {
  ActivityEntry,
  Invitation,
  InvitationStatus,
  TeamMember,
  TeamSummary,
} from '../../../shared/contracts/teams';
import type { TeamRole } from '../workspaces/permissions';
import type { Inviter, InvitationRow, InvitationWithInviter } from './invitations.repository';
import type { ActivityWithActor } from './team-activity.repository';
import type { MemberRow, TeamRow } from './teams.repository';

export function toTeamSummary(team: TeamRow, role: TeamRole, memberCount: number): TeamSummary {
  return {
    id: team.id,
    name: team.name,
    slug: team.slug,
    description: team.description,
    currentUserRole: role,
    memberCount,
    ownerId: team.ownerId,
  };
}

export function toTeamMember(row: MemberRow): TeamMember {
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export function toPerson(user: Inviter | null): { id: string; name: string; email: string } | null {
  return user ? { id: user.id, name: getDisplayName(user), email: user.email } : null;
}

/** A pending invitation past its expiry reads as expired even before a write marks it so. */
export function invitationStatus(row: InvitationRow, now: Date): InvitationStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export function toInvitation({ invitation, inviter }: InvitationWithInviter, now: Date): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status: invitationStatus(invitation, now),
    invitedBy: toPerson(inviter),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
  };
}

export function toActivityEntry({ entry, actor }: ActivityWithActor): ActivityEntry {
  return {
    id: entry.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    metadata: entry.metadata,
    createdAt: entry.createdAt.toISOString(),
    actor: toPerson(actor),
  };
}
