import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** DELETE /api/teams/{slug}/invitations/{id} -> 204; the link stops working. */
export function revokeInvitation({ slug, id }: { slug: string; id: string }): Promise<void> {
  return apiRequest<void>(
    'DELETE',
    `/api/teams/${encodeURIComponent(slug)}/invitations/${encodeURIComponent(id)}`,
    undefined,
    { retries: 0 },
  );
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['teams', 'invitations', 'revoke'],
    mutationFn: revokeInvitation,
    onSuccess: async (_result, { slug }) => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.invitations(slug) });
    },
  });
}
