import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableRole, Invitation } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

export interface CreateInvitationVariables {
  slug: string;
  email: string;
  role: AssignableRole;
}

/** POST /api/teams/{slug}/invitations -> 201; the link goes by e-mail. 403 PLAN_LIMIT_REACHED when seats run out. */
export function createInvitation({ slug, ...input }: CreateInvitationVariables): Promise<Invitation> {
  return apiRequest<Invitation>('POST', `/api/teams/${encodeURIComponent(slug)}/invitations`, input, {
    retries: 0,
  });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['teams', 'invitations', 'create'],
    mutationFn: createInvitation,
    onSuccess: async (_invitation, { slug }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.invitations(slug) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.activityAll(slug) }),
      ]);
    },
  });
}
