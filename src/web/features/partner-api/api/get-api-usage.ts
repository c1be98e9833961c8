import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiUsage } from '../../../../shared/contracts/partner-api';
import { apiRequest } from '../../../lib/api-client';
import { API_USAGE_PATH, partnerApiKeys } from './keys';

/** GET /api/partner-api/usage: this month's quota, and calls per day and per endpoint over `days`. */
export function fetchApiUsage(days: number, signal?: AbortSignal): Promise<ApiUsage> {
  return apiRequest<ApiUsage>('GET', `${API_USAGE_PATH}?days=${days}`, undefined, { signal, retries: 0 });
}

/** Refreshed every minute: calls made with the keys meanwhile show up without a reload. */
export const apiUsageQueryOptions = (days: number) =>
  queryOptions({
    queryKey: partnerApiKeys.usage(days),
    queryFn: ({ signal }) => fetchApiUsage(days, signal),
    refetchInterval: 60_000,
  });

export function useApiUsage(days: number) {
  return useQuery(apiUsageQueryOptions(days));
}
