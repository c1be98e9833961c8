import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Maintenance } from '../../../../shared/contracts/status-pages';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

export const maintenanceKeys = { list: ['/api/maintenance-windows'] as const };
export const maintenanceWindowsPath = '/api/maintenance-windows';
export const maintenanceWindowPath = (id: string) => `${maintenanceWindowsPath}/${encodeURIComponent(id)}`;

/** GET /api/maintenance-windows: the workspace's windows, each with its state now and its next occurrence. */
export function fetchMaintenanceWindows(signal?: AbortSignal): Promise<Maintenance[]> {
  return apiRequest<{ data: Maintenance[] }>('GET', maintenanceWindowsPath, undefined, { signal, retries: 0 }).then(
    (body) => body.data,
  );
}

/** A window starts and ends on its own: its state is refreshed like the domains' (SPEC §9.3). */
export const maintenanceWindowsQueryOptions = queryOptions({
  queryKey: maintenanceKeys.list,
  queryFn: ({ signal }) => fetchMaintenanceWindows(signal),
  staleTime: POLL_INTERVALS.domains,
  refetchInterval: POLL_INTERVALS.domains,
});

export function useMaintenanceWindows() {
  return useQuery(maintenanceWindowsQueryOptions);
}
