import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreview } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** POST /api/invitations/{token}/decline -> the invitation, now declined. Needs the invited address signed in. */
export function declineInvitation(token: string): Promise<InvitationPreview> {
  return apiRequest<InvitationPreview>('POST', `/api/invitations/${encodeURIComponent(token)}/decline`, undefined, {
    retries: 0,
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['invitations', 'decline'],
    mutationFn: declineInvitation,
    onSuccess: (preview, token) => {
      queryClient.setQueryData(teamKeys.invitationPreview(token), preview);
    },
  });
}
