import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusPageComponent } from '../../../../shared/contracts/status-pages';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { statusPageKeys, statusPagePath } from './keys';

export interface ComponentList {
  data: StatusPageComponent[];
}

export const componentsPath = (pageId: string) => `${statusPagePath(pageId)}/components`;

/** GET /api/status-pages/{id}/components: in display order, each with its current state. */
export function fetchComponents(pageId: string, signal?: AbortSignal): Promise<ComponentList> {
  return apiRequest<ComponentList>('GET', componentsPath(pageId), undefined, { signal, retries: 0 });
}

/** Their states follow the checks: refreshed like the domain list (SPEC §9.3). */
export function componentsQueryOptions(pageId: string) {
  return queryOptions({
    queryKey: statusPageKeys.components(pageId),
    queryFn: ({ signal }) => fetchComponents(pageId, signal),
    staleTime: POLL_INTERVALS.domains,
    refetchInterval: POLL_INTERVALS.domains,
  });
}

export function useComponents(pageId: string) {
  return useQuery(componentsQueryOptions(pageId));
}
