import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail, UpdateTeamInput } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** PATCH /api/teams/{slug}: name and description (the slug never changes). Owners and admins. */
export function updateTeam({ slug, ...input }: UpdateTeamInput & { slug: string }): Promise<TeamDetail> {
  return apiRequest<TeamDetail>('PATCH', `/api/teams/${encodeURIComponent(slug)}`, input, { retries: 0 });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['teams', 'update'],
    mutationFn: updateTeam,
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.detail(team.slug), team);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.list }),
        queryClient.invalidateQueries({ queryKey: teamKeys.activityAll(team.slug) }),
      ]);
    },
  });
}
