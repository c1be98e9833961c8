import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** DELETE /api/teams/{slug}/members/{userId} -> 204. */
export function removeMember({ slug, userId }: { slug: string; userId: string }): Promise<void> {
  return apiRequest<void>(
    'DELETE',
    `/api/teams/${encodeURIComponent(slug)}/members/${encodeURIComponent(userId)}`,
    undefined,
    { retries: 0 },
  );
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['teams', 'members', 'remove'],
    mutationFn: removeMember,
    onSuccess: async (_result, { slug }) => {
      // The team's member list, its count in the team list, and the seats the invitations tab counts.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.detail(slug) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.list, exact: true }),
      ]);
    },
  });
}
