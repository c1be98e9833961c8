import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IncidentList } from '../../../../shared/contracts/status-pages';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { incidentKeys, incidentsPath, type IncidentListState } from './incidents-keys';

/** GET /api/status-pages/:id/incidents?state=&page=: newest first, with the number that match. */
export function fetchIncidents(
  pageId: string,
  state: IncidentListState,
  page: number,
  signal?: AbortSignal,
): Promise<IncidentList> {
  const query = new URLSearchParams({ state, page: String(page) });
  return apiRequest<IncidentList>('GET', `${incidentsPath(pageId)}?${query.toString()}`, undefined, {
    signal,
    retries: 0,
  });
}

/**
 * Refreshed like alerts (SPEC §9.3): the page's automatic incidents open and resolve with the checks. A new page of
 * resolved ones keeps the previous one on screen until it arrives.
 */
export const incidentsQueryOptions = (pageId: string, state: IncidentListState, page = 1) =>
  queryOptions({
    queryKey: incidentKeys.list(pageId, state, page),
    queryFn: ({ signal }) => fetchIncidents(pageId, state, page, signal),
    staleTime: POLL_INTERVALS.alerts,
    refetchInterval: POLL_INTERVALS.alerts,
    placeholderData: keepPreviousData,
  });

export function useIncidents(pageId: string, state: IncidentListState, page = 1) {
  return useQuery(incidentsQueryOptions(pageId, state, page));
}
