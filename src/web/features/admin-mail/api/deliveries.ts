import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminDelivery,
  AdminDeliveryDetail,
  AdminDeliveryList,
  TestMailInput,
  TestMailResult,
} from '../../../../shared/contracts/admin-deliveries';
import type { DeliveryStatus, NotificationChannelName } from '../../../../shared/contracts/notification-settings';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

export interface DeliveryFilters {
  channel?: NotificationChannelName | undefined;
  status?: DeliveryStatus | undefined;
  q?: string | undefined;
}

const LIST_KEY = '/api/admin/deliveries';

/** GET /api/admin/deliveries: newest first, keyset pages ("Show older" asks for the next one). */
export function useAdminDeliveries(filters: DeliveryFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [LIST_KEY, filters],
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams();
      if (filters.channel) params.set('channel', filters.channel);
      if (filters.status) params.set('status', filters.status);
      if (filters.q) params.set('q', filters.q);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<AdminDeliveryList>('GET', `${LIST_KEY}?${params.toString()}`, undefined, {
        signal,
        retries: 0,
      });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: CACHE_TIERS.FREQUENT.staleTime,
    placeholderData: keepPreviousData,
    enabled,
    meta: { workspaceIndependent: true },
  });
}

export function deliveryDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [LIST_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<AdminDeliveryDetail>('GET', `${LIST_KEY}/${id}`, undefined, { signal, retries: 0 }),
    staleTime: CACHE_TIERS.FREQUENT.staleTime,
    meta: { workspaceIndependent: true },
  });
}

/** GET /api/admin/deliveries/:id: the row and the message as it was rendered. */
export function useDeliveryDetail(id: number | null) {
  return useQuery({ ...deliveryDetailQueryOptions(id ?? 0), enabled: id !== null });
}

/** POST /api/admin/deliveries/:id/resend: the new row; the list is fetched again. */
export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<AdminDelivery>('POST', `${LIST_KEY}/${id}/resend`),
    onSettled: () => client.invalidateQueries({ queryKey: [LIST_KEY] }),
  });
}

/** POST /api/admin/mail/test: what the SMTP server answered, or that the mail was kept in the outbox. */
export function useSendTestMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TestMailInput) => apiRequest<TestMailResult>('POST', '/api/admin/mail/test', input),
    onSuccess: (result) => {
      if (result.transport === 'outbox') void client.invalidateQueries({ queryKey: ['/api/admin/outbox'] });
    },
  });
}
