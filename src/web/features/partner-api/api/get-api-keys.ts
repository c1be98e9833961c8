import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyList } from '../../../../shared/contracts/partner-api';
import { apiRequest } from '../../../lib/api-client';
import { API_KEYS_PATH, partnerApiKeys } from './keys';

/** GET /api/partner-api/keys: the workspace's keys (revoked ones too) and the plan's rate-limit ceiling. */
export function fetchApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return apiRequest<ApiKeyList>('GET', API_KEYS_PATH, undefined, { signal, retries: 0 });
}

export const apiKeysQueryOptions = queryOptions({
  queryKey: partnerApiKeys.keys,
  queryFn: ({ signal }) => fetchApiKeys(signal),
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}
