import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Domain } from '../../../../shared/contracts/domains';
import type { PerformanceAggregate, PerformanceRange } from '../../../../shared/contracts/performance';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { performanceKeys } from './keys';

type DomainListBody = { data: Domain[] } | Domain[];

/** GET /api/domains, shared with the other readers of the list (same key, same raw body). */
export function useDomainCount() {
  return useQuery({
    queryKey: performanceKeys.domains,
    queryFn: ({ signal }) => apiRequest<DomainListBody>('GET', '/api/domains', undefined, { signal, retries: 0 }),
    select: (body: DomainListBody) => (Array.isArray(body) ? body : body.data).filter((d) => d.isActive).length,
  });
}

export function performanceAggregateQueryOptions(range: PerformanceRange) {
  return queryOptions({
    queryKey: performanceKeys.aggregate(range),
    queryFn: ({ signal }) =>
      apiRequest<PerformanceAggregate>('GET', `/api/performance/aggregate?range=${range}`, undefined, {
        signal,
        retries: 0,
      }),
    // Measurements arrive a few times a day at most.
    staleTime: CACHE_TIERS.FREQUENT.staleTime,
  });
}

/**
 * SPEC §7: the aggregate for a range, asked for only when the workspace has at least one domain. `domainCount` is
 * undefined while the list loads, 0 when there is none.
 */
export function usePerformanceAggregate(range: PerformanceRange) {
  const domains = useDomainCount();
  const aggregate = useQuery({ ...performanceAggregateQueryOptions(range), enabled: (domains.data ?? 0) > 0 });
  return { domains, aggregate };
}
