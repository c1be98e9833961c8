import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** POST /api/teams/{slug}/transfer {userId} -> the team; the caller stays on as an admin. Owner only. */
export function transferOwnership({ slug, userId }: { slug: string; userId: string }): Promise<TeamDetail> {
  return apiRequest<TeamDetail>('POST', `/api/teams/${encodeURIComponent(slug)}/transfer`, { userId }, { retries: 0 });
}

export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['teams', 'transfer'],
    mutationFn: transferOwnership,
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.detail(team.slug), team);
      // The caller's role changed: the team list, and the plan that sets the team's limits (the new owner's).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.detail(team.slug) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.list, exact: true }),
      ]);
    },
  });
}
