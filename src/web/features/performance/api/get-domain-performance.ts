import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DomainPerformance } from '../../../../shared/contracts/performance';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { performanceKeys } from './keys';

export function domainPerformanceQueryOptions(domainId: string) {
  return queryOptions({
    queryKey: performanceKeys.domain(domainId),
    queryFn: ({ signal }) =>
      apiRequest<DomainPerformance>('GET', `/api/domains/${encodeURIComponent(domainId)}/performance`, undefined, {
        signal,
        retries: 0,
      }),
    staleTime: CACHE_TIERS.FREQUENT.staleTime,
  });
}

export function useDomainPerformance(domainId: string) {
  return useQuery(domainPerformanceQueryOptions(domainId));
}
