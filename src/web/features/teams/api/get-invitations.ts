import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '../../../../shared/contracts/teams';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/teams/{slug}/invitations: pending first, then newest. Owners and admins only (403 otherwise). */
export function fetchInvitations(slug: string, signal?: AbortSignal): Promise<Invitation[]> {
  return apiRequest<Invitation[]>('GET', `/api/teams/${encodeURIComponent(slug)}/invitations`, undefined, {
    signal,
    retries: 0,
  });
}

export function invitationsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: teamKeys.invitations(slug),
    queryFn: ({ signal }) => fetchInvitations(slug, signal),
    // Invitees answer from elsewhere: the tab reads the list again each time it opens.
    staleTime: CACHE_TIERS.REAL_TIME.staleTime,
  });
}

export function useInvitations(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...invitationsQueryOptions(slug), enabled });
}
