import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Alert } from '../../../../shared/contracts/alerts';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './keys';

/** PATCH /api/alerts/{id}/read */
export function markAlertRead(id: string): Promise<Alert> {
  return apiRequest<Alert>('PATCH', `/api/alerts/${encodeURIComponent(id)}/read`, undefined, { retries: 0 });
}

/** PATCH /api/alerts/{id}/resolve (also marks it read) */
export function resolveAlert(id: string): Promise<Alert> {
  return apiRequest<Alert>('PATCH', `/api/alerts/${encodeURIComponent(id)}/resolve`, undefined, { retries: 0 });
}

/**
 * Refreshes what an alert's state feeds: every alert list and the unread badges; a resolution also changes the
 * dashboard's Active Alerts and each domain's alert count (keys named by their paths, SPEC §7).
 */
async function refreshAfter(queryClient: QueryClient, resolved: boolean): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: alertKeys.all }),
    ...(resolved
      ? [
          queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
          queryClient.invalidateQueries({ queryKey: ['/api/domains'] }),
        ]
      : []),
  ]);
}

export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['alerts', 'read'],
    mutationFn: markAlertRead,
    onSuccess: () => refreshAfter(queryClient, false),
  });
}

export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['alerts', 'resolve'],
    mutationFn: resolveAlert,
    onSuccess: () => refreshAfter(queryClient, true),
  });
}
