import type { Invitation, TeamDetail, TeamMember, TeamRoleName, TeamSummary } from '../../../shared/contracts/teams';

export const ME = 'user-1';

export function makeTeamSummary(overrides: Partial<TeamSummary> = {}): TeamSummary {
  return {
    id: '0b0c5f0e-1111-4c4c-8888-000000000001',
    name: 'Acme Web',
    slug: 'acme-web',
    description: null,
    currentUserRole: 'owner',
    memberCount: 1,
    ownerId: ME,
    ...overrides,
  };
}

export function makeMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    userId: ME,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'owner',
    joinedAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A team of four: the owner, an admin, a member and a viewer; the caller (user-1) holds `role`. */
export function makeTeamDetail(role: TeamRoleName, overrides: Partial<TeamDetail> = {}): TeamDetail {
  const people: TeamMember[] = [
    makeMember({ userId: 'u-owner', email: 'olive@example.com', firstName: 'Olive', lastName: 'Owner', role: 'owner' }),
    makeMember({ userId: 'u-admin', email: 'adam@example.com', firstName: 'Adam', lastName: 'Admin', role: 'admin' }),
    makeMember({ userId: 'u-member', email: 'mia@example.com', firstName: 'Mia', lastName: 'Member', role: 'member' }),
    makeMember({ userId: 'u-viewer', email: 'vic@example.com', firstName: 'Vic', lastName: 'Viewer', role: 'viewer' }),
  ];
  // The caller takes the place of the person with their role.
  const members = people.map((m) => (m.role === role ? { ...makeMember({ role }), userId: ME } : m));
  return {
    ...makeTeamSummary({
      currentUserRole: role,
      memberCount: members.length,
      ownerId: role === 'owner' ? ME : 'u-owner',
    }),
    createdAt: '2025-01-01T00:00:00.000Z',
    members,
    ...overrides,
  };
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: '0b0c5f0e-2222-4c4c-8888-000000000001',
    email: 'new@example.com',
    role: 'member',
    status: 'pending',
    invitedBy: { id: ME, name: 'Ada Lovelace', email: 'ada@example.com' },
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    expiresAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
    acceptedAt: null,
    ...overrides,
  };
}
