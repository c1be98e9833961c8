import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebVitalsSummary } from '../../../../shared/contracts/web-vitals-summary';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

export function webVitalsSummaryQueryOptions(days: number) {
  return queryOptions({
    queryKey: ['/api/admin/web-vitals', { days }],
    queryFn: ({ signal }) =>
      apiRequest<WebVitalsSummary>('GET', `/api/admin/web-vitals?days=${days}`, undefined, { signal, retries: 0 }),
    staleTime: CACHE_TIERS.FREQUENT.staleTime,
  });
}

/** Admins only: the query is not even sent for other users. */
export function useWebVitalsSummary(days: number, enabled: boolean) {
  return useQuery({ ...webVitalsSummaryQueryOptions(days), enabled });
}
