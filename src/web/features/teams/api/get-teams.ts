import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamSummary } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/teams: the caller's teams with their role in each. */
export function fetchTeams(signal?: AbortSignal): Promise<TeamSummary[]> {
  return apiRequest<TeamSummary[]>('GET', '/api/teams', undefined, { signal, retries: 0 });
}

export const teamsQueryOptions = queryOptions({
  queryKey: teamKeys.list,
  queryFn: ({ signal }) => fetchTeams(signal),
});

/** SPEC §7: the team list is read only when a user id exists. */
export function useTeams({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamsQueryOptions, enabled });
}
