import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertThreshold, AlertThresholdList } from '../../../../shared/contracts/alert-thresholds';
import { apiRequest } from '../../../lib/api-client';
import { thresholdKeys } from './keys';

/** GET /api/alert-thresholds: the current workspace's rules, workspace-wide ones first, then by domain. */
export async function fetchAlertThresholds(signal?: AbortSignal): Promise<AlertThreshold[]> {
  const list = await apiRequest<AlertThresholdList>('GET', '/api/alert-thresholds', undefined, { signal, retries: 0 });
  return list.data;
}

export const alertThresholdsQueryOptions = queryOptions({
  queryKey: thresholdKeys.list,
  queryFn: ({ signal }) => fetchAlertThresholds(signal),
});

export function useAlertThresholds() {
  return useQuery(alertThresholdsQueryOptions);
}
