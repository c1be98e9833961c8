import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '../../../../shared/contracts/teams';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

export const ACTIVITY_PAGE_SIZE = 20;

export interface ActivityFilters {
  /** An action prefix: 'member.' gives every member event. */
  action?: string;
  /** The member who acted. */
  userId?: string;
  page: number;
}

/** GET /api/teams/{slug}/activity?action&userId&page&pageSize: newest first. */
export function fetchTeamActivity(slug: string, filters: ActivityFilters, signal?: AbortSignal): Promise<ActivityPage> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(ACTIVITY_PAGE_SIZE) });
  if (filters.action) params.set('action', filters.action);
  if (filters.userId) params.set('userId', filters.userId);
  return apiRequest<ActivityPage>('GET', `/api/teams/${encodeURIComponent(slug)}/activity?${params}`, undefined, {
    signal,
    retries: 0,
  });
}

export function teamActivityQueryOptions(slug: string, filters: ActivityFilters) {
  return queryOptions({
    queryKey: teamKeys.activity(slug, filters),
    queryFn: ({ signal }) => fetchTeamActivity(slug, filters, signal),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // Every member adds to the log: the tab reads it again each time it opens.
    staleTime: CACHE_TIERS.REAL_TIME.staleTime,
  });
}

export function useTeamActivity(slug: string, filters: ActivityFilters) {
  return useQuery(teamActivityQueryOptions(slug, filters));
}
