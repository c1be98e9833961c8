import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/contracts/profile';
import { apiRequest } from '../../../lib/api-client';

export const profileQueryKey = ['/api/profile'] as const;

/** GET /api/profile: the signed-in user, whether the account has a password, and the teams it owns. */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('GET', '/api/profile', undefined, { signal, retries: 0 });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => fetchProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
