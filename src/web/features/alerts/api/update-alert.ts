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

/** POST /api/alerts/{id}/acknowledge: someone is on it (also marks it read) */
export function acknowledgeAlert(id: string): Promise<Alert> {
  return apiRequest<Alert>('POST', `/api/alerts/${encodeURIComponent(id)}/acknowledge`, undefined, { retries: 0 });
}

/** DELETE /api/alerts/{id}/acknowledge: the acknowledgement taken back */
export function unacknowledgeAlert(id: string): Promise<Alert> {
  return apiRequest<Alert>('DELETE', `/api/alerts/${encodeURIComponent(id)}/acknowledge`, undefined, { retries: 0 });
}

/**
 * Refreshes what an alert's state feeds: every alert list and the unread badges; a resolution or an acknowledgement
 * also changes the dashboard's Active Alerts (which counts both) and each domain's alert counts (keys named by their
 * paths, SPEC §7).
 */
async function refreshAfter(queryClient: QueryClient, countsChanged: boolean): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: alertKeys.all }),
    ...(countsChanged
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

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['alerts', 'acknowledge'],
    mutationFn: acknowledgeAlert,
    onSuccess: () => refreshAfter(queryClient, true),
  });
}

export function useUnacknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['alerts', 'unacknowledge'],
    mutationFn: unacknowledgeAlert,
    onSuccess: () => refreshAfter(queryClient, true),
  });
}
