import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusPageComponent } from '../../../../shared/contracts/status-pages';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/status-pages/:id/components: the page's components in display order, each with its state now. */
export function fetchComponents(pageId: string, signal?: AbortSignal): Promise<StatusPageComponent[]> {
  return apiRequest<{ data: StatusPageComponent[] }>(
    'GET',
    `/api/status-pages/${encodeURIComponent(pageId)}/components`,
    undefined,
    { signal, retries: 0 },
  ).then((body) => body.data);
}

/** Their states follow the checks: refreshed like the domain list (SPEC §9.3). */
export const componentsQueryOptions = (pageId: string) =>
  queryOptions({
    queryKey: ['status-pages', pageId, 'components'],
    queryFn: ({ signal }) => fetchComponents(pageId, signal),
    staleTime: POLL_INTERVALS.domains,
    refetchInterval: POLL_INTERVALS.domains,
  });

export function useComponents(pageId: string) {
  return useQuery(componentsQueryOptions(pageId));
}
