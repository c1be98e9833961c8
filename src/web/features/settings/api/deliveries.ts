import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryList, DeliveryStatus } from '../../../../shared/contracts/notification-settings';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /api/notifications/deliveries: the workspace's delivery attempts, newest first, 50 a page. */
export function fetchDeliveries(
  filter: { status?: DeliveryStatus; page: number },
  signal?: AbortSignal,
): Promise<DeliveryList> {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) query.set('status', filter.status);
  return apiRequest<DeliveryList>('GET', `/api/notifications/deliveries?${query.toString()}`, undefined, {
    signal,
    retries: 0,
  });
}

export function deliveriesQueryOptions(filter: { status?: DeliveryStatus; page: number }) {
  return queryOptions({
    queryKey: settingsKeys.deliveries(filter),
    queryFn: ({ signal }) => fetchDeliveries(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeliveries(filter: { status?: DeliveryStatus; page: number }) {
  return useQuery(deliveriesQueryOptions(filter));
}
