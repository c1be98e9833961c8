import { useQuery } from '@tanstack/react-query';
import type { Domain } from '../../../../shared/contracts/domains';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { domainKeys } from './keys';

/** GET /api/domains/{id}: one domain with its latest figures. */
export function fetchDomain(id: string, signal?: AbortSignal): Promise<Domain> {
  return apiRequest<Domain>('GET', `/api/domains/${encodeURIComponent(id)}`, undefined, { signal, retries: 0 });
}

/** The Domain Details dialog: starts from the row the table already has, then reads the domain fresh. */
export function useDomain(id: string, placeholder?: Domain) {
  return useQuery({
    queryKey: domainKeys.detail(id),
    queryFn: ({ signal }) => fetchDomain(id, signal),
    staleTime: 0,
    refetchInterval: POLL_INTERVALS.domains,
    ...(placeholder ? { placeholderData: placeholder } : {}),
  });
}
