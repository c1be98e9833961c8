/**
 * A monitor's page (decision 075): GET /api/monitors/:id/history, /checks, /outages and /pings, one fetcher each. Keys
 * sit under ['/api/monitors', id] (keys.ts), so every change to a monitor refreshes its page; they poll like the
 * domain's panels (SPEC §9.3), so a check that ran since shows without a reload.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  MonitorCheckLog,
  MonitorHistory,
  MonitorHistoryRange,
  MonitorOutages,
  MonitorPingLog,
} from '../../../../shared/contracts/monitor-details';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { monitorPath } from './monitors';

type Params = Record<string, string | number | undefined>;

function partPath(id: string, part: string, params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return `${monitorPath(id)}/${part}${search ? `?${search}` : ''}`;
}

function partQuery<T>(id: string, part: string, params: Params) {
  return queryOptions({
    queryKey: ['/api/monitors', id, part, params] as const,
    queryFn: ({ signal }) => apiRequest<T>('GET', partPath(id, part, params), undefined, { signal, retries: 0 }),
    staleTime: POLL_INTERVALS.domains,
    refetchInterval: POLL_INTERVALS.domains,
    // a new page, filter or range keeps the previous rows on screen until it arrives
    placeholderData: keepPreviousData,
  });
}

export const monitorHistoryQuery = (id: string, range: MonitorHistoryRange) =>
  partQuery<MonitorHistory>(id, 'history', { range });
export const monitorChecksQuery = (id: string, filter: { status?: string; page: number }) =>
  partQuery<MonitorCheckLog>(id, 'checks', { ...filter, pageSize: 20 });
export const monitorOutagesQuery = (id: string, page: number) =>
  partQuery<MonitorOutages>(id, 'outages', { page, pageSize: 10 });
export const monitorPingsQuery = (id: string, page: number) =>
  partQuery<MonitorPingLog>(id, 'pings', { page, pageSize: 20 });
