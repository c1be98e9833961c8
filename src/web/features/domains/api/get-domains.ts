import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Domain } from '../../../../shared/contracts/domains';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { domainKeys } from './keys';

type DomainListBody = { data: Domain[] } | Domain[];

/** SPEC §7: the list answers {data: [...]}; some readers accept a plain array, and so does this one. */
export function fetchDomains(includeInactive: boolean, signal?: AbortSignal): Promise<DomainListBody> {
  const path = includeInactive ? '/api/domains?includeInactive=true' : '/api/domains';
  return apiRequest<DomainListBody>('GET', path, undefined, { signal, retries: 0 });
}

/** SPEC §9.3: the table refetches every 30 s. */
export function domainsQueryOptions(includeInactive = false) {
  return queryOptions({
    queryKey: domainKeys.list(includeInactive),
    queryFn: ({ signal }) => fetchDomains(includeInactive, signal),
    select: (body: DomainListBody): Domain[] => (Array.isArray(body) ? body : body.data),
    staleTime: POLL_INTERVALS.domains,
    refetchInterval: POLL_INTERVALS.domains,
  });
}

export function useDomains({ includeInactive = false }: { includeInactive?: boolean } = {}) {
  return useQuery(domainsQueryOptions(includeInactive));
}
