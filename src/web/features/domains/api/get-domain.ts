import { useQuery } from '@tanstack/react-query';
import type { Domain } from '../../../../shared/contracts/domains';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { firstResultsPollInterval } from '../../../../shared/helpers/first-results';
import { apiRequest } from '../../../lib/api-client';
import { refreshOnFirstResults } from './first-results';
import { domainKeys } from './keys';

/** GET /api/domains/{id}: one domain with its latest figures. */
export function fetchDomain(id: string, signal?: AbortSignal): Promise<Domain> {
  return apiRequest<Domain>('GET', `/api/domains/${encodeURIComponent(id)}`, undefined, { signal, retries: 0 });
}

/**
 * The Domain Details dialog and the domain's page: starts from the row the table already has, then reads the domain
 * fresh; every 3 s while its first results are on their way, which then refresh its panels (issue 33).
 */
export function useDomain(id: string, placeholder?: Domain) {
  const queryKey = domainKeys.detail(id);
  return useQuery({
    queryKey,
    queryFn: async ({ signal, client }) => {
      const before = client.getQueryData<Domain>(queryKey);
      const domain = await fetchDomain(id, signal);
      refreshOnFirstResults(client, before && [before], [domain]);
      return domain;
    },
    staleTime: 0,
    refetchInterval: ({ state }) =>
      firstResultsPollInterval(state.data ? [state.data] : [], POLL_INTERVALS.domains, Date.now()),
    ...(placeholder ? { placeholderData: placeholder } : {}),
  });
}
