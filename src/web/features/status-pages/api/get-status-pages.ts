import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusPageList } from '../../../../shared/contracts/status-pages';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { STATUS_PAGES_PATH, statusPageKeys } from './keys';

/** GET /api/status-pages: the workspace's pages with the plan's page limit and how many it has. */
export function fetchStatusPages(signal?: AbortSignal): Promise<StatusPageList> {
  return apiRequest<StatusPageList>('GET', STATUS_PAGES_PATH, undefined, { signal, retries: 0 });
}

/** Polled like the domain list: each card's indicator follows the checks (SPEC §9.3). */
export const statusPagesQueryOptions = queryOptions({
  queryKey: statusPageKeys.list,
  queryFn: ({ signal }) => fetchStatusPages(signal),
  staleTime: POLL_INTERVALS.domains,
  refetchInterval: POLL_INTERVALS.domains,
});

export function useStatusPages() {
  return useQuery(statusPagesQueryOptions);
}
