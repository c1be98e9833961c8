import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/invitations/{token}: team name, role, inviter, invited address and status. 404 for an unknown link. */
export function fetchInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiRequest<InvitationPreview>('GET', `/api/invitations/${encodeURIComponent(token)}`, undefined, {
    signal,
    retries: 0,
  });
}

export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: teamKeys.invitationPreview(token),
    queryFn: ({ signal }) => fetchInvitationPreview(token, signal),
    // The same for every workspace: a switch need not fetch it again.
    meta: { workspaceIndependent: true },
  });
}

export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}
