import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

const TEAM_FRESH_MS = 1_000;

/** GET /api/teams/{slug}: the team with its members. 404 for a team the caller does not belong to. */
export function fetchTeam(slug: string, signal?: AbortSignal): Promise<TeamDetail> {
  return apiRequest<TeamDetail>('GET', `/api/teams/${encodeURIComponent(slug)}`, undefined, { signal, retries: 0 });
}

export function teamQueryOptions(slug: string) {
  return queryOptions({
    queryKey: teamKeys.detail(slug),
    queryFn: ({ signal }) => fetchTeam(slug, signal),
    // Other members change the team too (joining, leaving, roles): each screen or tab that shows it reads it again,
    // unless it was read a moment ago (the page and its tab mount one after the other).
    staleTime: TEAM_FRESH_MS,
  });
}

export function useTeam(slug: string) {
  return useQuery(teamQueryOptions(slug));
}
