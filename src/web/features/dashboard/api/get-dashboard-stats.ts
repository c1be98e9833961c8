import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../shared/contracts/dashboard';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

export const dashboardStatsKey = ['/api/dashboard/stats'] as const;

/** GET /api/dashboard/stats: the workspace's figures for the four stat cards. */
export function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiRequest<DashboardStats>('GET', '/api/dashboard/stats', undefined, { signal, retries: 0 });
}

/** SPEC §9.3: polled every 30 s and fresh for 30 s; domain changes invalidate it. */
export const dashboardStatsQueryOptions = queryOptions({
  queryKey: dashboardStatsKey,
  queryFn: ({ signal }) => fetchDashboardStats(signal),
  staleTime: POLL_INTERVALS.dashboardStats,
  refetchInterval: POLL_INTERVALS.dashboardStats,
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
