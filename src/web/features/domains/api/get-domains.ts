import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Domain } from '../../../../shared/contracts/domains';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { firstResultsPollInterval } from '../../../../shared/helpers/first-results';
import { apiRequest } from '../../../lib/api-client';
import { refreshOnFirstResults } from './first-results';
import { domainKeys } from './keys';

type DomainListBody = { data: Domain[] } | Domain[];

/** SPEC §7: the list answers {data: [...]}; some readers accept a plain array, and so does this one. */
export function fetchDomains(includeInactive: boolean, signal?: AbortSignal): Promise<DomainListBody> {
  const path = includeInactive ? '/api/domains?includeInactive=true' : '/api/domains';
  return apiRequest<DomainListBody>('GET', path, undefined, { signal, retries: 0 });
}

const domainsOf = (body: DomainListBody): Domain[] => (Array.isArray(body) ? body : body.data);

/**
 * SPEC §9.3: the table refetches every 30 s; every 3 s while a new domain waits for its first results, which then
 * refresh the dashboard cards and alert counts at once (issue 33).
 */
export function domainsQueryOptions(includeInactive = false) {
  const queryKey = domainKeys.list(includeInactive);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) => {
      const before = client.getQueryData<DomainListBody>(queryKey);
      const body = await fetchDomains(includeInactive, signal);
      refreshOnFirstResults(client, before && domainsOf(before), domainsOf(body));
      return body;
    },
    select: domainsOf,
    staleTime: POLL_INTERVALS.domains,
    refetchInterval: ({ state }) =>
      firstResultsPollInterval(state.data ? domainsOf(state.data) : [], POLL_INTERVALS.domains, Date.now()),
  });
}

export function useDomains({ includeInactive = false }: { includeInactive?: boolean } = {}) {
  return useQuery(domainsQueryOptions(includeInactive));
}
