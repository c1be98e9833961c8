import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSystem } from '../../../../shared/contracts/admin-system';
import { apiRequest } from '../../../lib/api-client';

/** How often the screen asks again: live enough to watch a worker stall (three 15 s heartbeats). */
export const SYSTEM_REFRESH_MS = 5_000;

export function systemQueryOptions() {
  return queryOptions({
    queryKey: ['/api/admin/system'],
    queryFn: ({ signal }) => apiRequest<AdminSystem>('GET', '/api/admin/system', undefined, { signal, retries: 0 }),
    refetchInterval: SYSTEM_REFRESH_MS,
    staleTime: SYSTEM_REFRESH_MS,
    // the installation's engine, the same in every workspace
    meta: { workspaceIndependent: true },
  });
}

/** GET /api/admin/system: admins only (others are answered 404, so the query is not even sent for them). */
export function useSystem(enabled: boolean) {
  return useQuery({ ...systemQueryOptions(), enabled });
}
