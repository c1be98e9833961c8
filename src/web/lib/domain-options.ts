/**
 * The workspace's monitored domains as choices for screens that look at one domain at a time (trends,
 * benchmarking). The same GET /api/domains query as the domain screens; each reader picks what it needs.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Domain } from '../../shared/contracts/domains';
import { apiRequest } from './api-client';
import { useSearchParam } from './search-param';

export interface DomainOption {
  id: string;
  name: string;
}

/** GET /api/domains, every domain as the list answers it (the billing screen picks which stay active). */
export const domainListQueryOptions = queryOptions({
  queryKey: ['/api/domains'],
  queryFn: ({ signal }) =>
    apiRequest<{ data: Domain[] } | Domain[]>('GET', '/api/domains', undefined, { signal, retries: 0 }),
  // SPEC §7: the list answers {data: [...]}; some readers accept a plain array, and so does this one.
  select: (body): Domain[] => (Array.isArray(body) ? body : body.data),
});

export const domainOptionsQueryOptions = queryOptions({
  ...domainListQueryOptions,
  select: (body): DomainOption[] =>
    (Array.isArray(body) ? body : body.data)
      .filter((d) => d.isActive)
      .map((d) => ({ id: d.id, name: d.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
});

export function useDomainOptions() {
  return useQuery(domainOptionsQueryOptions);
}

/**
 * The domain named by ?domain= in the address (so a view can be bookmarked and shared), else the first one. A domain
 * that is no longer in the list falls back to the first.
 */
export function useSelectedDomain(domains: readonly DomainOption[] | undefined) {
  const [wanted, select] = useSearchParam('domain');
  const selected = domains?.find((d) => d.id === wanted) ?? domains?.[0] ?? null;
  return { selected, select };
}
