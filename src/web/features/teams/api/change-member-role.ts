import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableRole, TeamDetail, TeamMember } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

export interface ChangeMemberRoleInput {
  slug: string;
  userId: string;
  role: AssignableRole;
}

/** PATCH /api/teams/{slug}/members/{userId} -> the member with the new role. */
export function changeMemberRole({ slug, userId, role }: ChangeMemberRoleInput): Promise<TeamMember> {
  return apiRequest<TeamMember>(
    'PATCH',
    `/api/teams/${encodeURIComponent(slug)}/members/${encodeURIComponent(userId)}`,
    { role },
    { retries: 0 },
  );
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['teams', 'members', 'role'],
    mutationFn: changeMemberRole,
    onSuccess: async (member, { slug }) => {
      queryClient.setQueryData<TeamDetail>(teamKeys.detail(slug), (team) =>
        team
          ? { ...team, members: team.members.map((m) => (m.userId === member.userId ? { ...m, ...member } : m)) }
          : team,
      );
      await queryClient.invalidateQueries({ queryKey: teamKeys.activityAll(slug) });
    },
  });
}
