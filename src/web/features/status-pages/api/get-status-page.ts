import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusPage } from '../../../../shared/contracts/status-pages';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { statusPageKeys, statusPagePath } from './keys';

/** GET /api/status-pages/{id}: one page of the workspace (404 for another workspace's). */
export function fetchStatusPage(id: string, signal?: AbortSignal): Promise<StatusPage> {
  return apiRequest<StatusPage>('GET', statusPagePath(id), undefined, { signal, retries: 0 });
}

export function statusPageQueryOptions(id: string) {
  return queryOptions({
    queryKey: statusPageKeys.detail(id),
    queryFn: ({ signal }) => fetchStatusPage(id, signal),
    // the header's indicator follows the checks; the settings form keeps what is typed (its values reset only on save)
    staleTime: POLL_INTERVALS.domains,
    refetchInterval: POLL_INTERVALS.domains,
  });
}

export function useStatusPage(id: string) {
  return useQuery(statusPageQueryOptions(id));
}
