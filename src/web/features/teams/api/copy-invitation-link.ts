import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationLink } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** POST /api/teams/{slug}/invitations/{id}/link -> a new acceptance link (the e-mailed one stops working). */
export function createInvitationLink({ slug, id }: { slug: string; id: string }): Promise<InvitationLink> {
  return apiRequest<InvitationLink>(
    'POST',
    `/api/teams/${encodeURIComponent(slug)}/invitations/${encodeURIComponent(id)}/link`,
    undefined,
    { retries: 0 },
  );
}

export function useCreateInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['teams', 'invitations', 'link'],
    mutationFn: createInvitationLink,
    onSuccess: async (_answer, { slug }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.invitations(slug) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.activityAll(slug) }),
      ]);
    },
  });
}
