import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** POST /api/teams/{slug}/invitations/{id}/resend -> the invitation with a new link and a new week. */
export function resendInvitation({ slug, id }: { slug: string; id: string }): Promise<Invitation> {
  return apiRequest<Invitation>(
    'POST',
    `/api/teams/${encodeURIComponent(slug)}/invitations/${encodeURIComponent(id)}/resend`,
    undefined,
    { retries: 0 },
  );
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['teams', 'invitations', 'resend'],
    mutationFn: resendInvitation,
    onSuccess: async (_invitation, { slug }) => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.invitations(slug) });
    },
  });
}
