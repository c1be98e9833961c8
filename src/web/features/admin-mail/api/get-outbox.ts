import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '../../../../shared/contracts/admin-mail';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

/** How many of the newest messages the screen lists. */
export const OUTBOX_PAGE_SIZE = 100;

export function outboxQueryOptions(search: string) {
  const params = new URLSearchParams({ limit: String(OUTBOX_PAGE_SIZE) });
  if (search) params.set('search', search);
  return queryOptions({
    queryKey: ['/api/admin/outbox', { search }],
    queryFn: ({ signal }) =>
      apiRequest<{ data: OutboxMessage[] }>('GET', `/api/admin/outbox?${params.toString()}`, undefined, {
        signal,
        retries: 0,
      }),
    select: (answer) => answer.data,
    staleTime: CACHE_TIERS.FREQUENT.staleTime,
    // the installation's mail, the same in every workspace
    meta: { workspaceIndependent: true },
  });
}

/** GET /api/admin/outbox: admins only (others are answered 404, so the query is not even sent for them). */
export function useOutbox(search: string, enabled: boolean) {
  return useQuery({ ...outboxQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
