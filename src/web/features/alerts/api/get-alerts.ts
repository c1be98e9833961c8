import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alert } from '../../../../shared/contracts/alerts';
import { needsAttention } from '../../../../shared/helpers/alert-attention';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys, alertsPath, type AlertFilters } from './keys';

/** GET /api/alerts with filters: newest first, a plain array. */
export function fetchAlerts(filters: AlertFilters, signal?: AbortSignal): Promise<Alert[]> {
  return apiRequest<Alert[]>('GET', alertsPath(filters), undefined, { signal, retries: 0 });
}

/** SPEC §9.3: alerts are refetched every 30 s. */
export function alertsQueryOptions(filters: AlertFilters) {
  return queryOptions({
    queryKey: alertKeys.list(filters),
    queryFn: ({ signal }) => fetchAlerts(filters, signal),
    staleTime: POLL_INTERVALS.alerts,
    refetchInterval: POLL_INTERVALS.alerts,
  });
}

const keepNeedingAttention = (alerts: Alert[]) => alerts.filter(needsAttention);

/**
 * `needingAttention`: the "Needs attention" view, which leaves out the alerts its answer still lists that a
 * maintenance window under way holds (the badges' rule, decision 073).
 */
export function useAlerts(filters: AlertFilters, needingAttention = false) {
  return useQuery({ ...alertsQueryOptions(filters), ...(needingAttention ? { select: keepNeedingAttention } : {}) });
}
