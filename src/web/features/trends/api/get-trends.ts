import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics, TrendRange, Trends } from '../../../../shared/contracts/trends';
import { apiRequest } from '../../../lib/api-client';

/** Each key is the path the default query function would GET, then the query (SPEC §7). */
export const trendKeys = {
  trends: (domainId: string, range: TrendRange) => ['/api/trends', { domainId, range }] as const,
  analytics: (range: TrendRange) => ['/api/analytics', { range }] as const,
};

/** GET /api/trends?domainId&range: one domain's history, with this period against the previous one. */
export function trendsQueryOptions(domainId: string, range: TrendRange) {
  return queryOptions({
    queryKey: trendKeys.trends(domainId, range),
    queryFn: ({ signal }) =>
      apiRequest<Trends>('GET', `/api/trends?${new URLSearchParams({ domainId, range })}`, undefined, {
        signal,
        retries: 0,
      }),
    // Switching the range keeps the last figures on screen (dimmed) until the new ones arrive; another domain does not.
    placeholderData: (previous) => (previous?.domain.id === domainId ? previous : undefined),
  });
}

export function useTrends(domainId: string | null, range: TrendRange) {
  return useQuery({ ...trendsQueryOptions(domainId ?? '', range), enabled: domainId !== null });
}

/** GET /api/analytics?range: the workspace as a whole and domain by domain. */
export function analyticsQueryOptions(range: TrendRange) {
  return queryOptions({
    queryKey: trendKeys.analytics(range),
    queryFn: ({ signal }) =>
      apiRequest<Analytics>('GET', `/api/analytics?${new URLSearchParams({ range })}`, undefined, {
        signal,
        retries: 0,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(range: TrendRange) {
  return useQuery(analyticsQueryOptions(range));
}

/** GET /api/trends/export.csv: a plain link, so the browser downloads the file the server names. */
export function trendsExportUrl(range: TrendRange, domainId?: string): string {
  const params = new URLSearchParams({ range });
  if (domainId) params.set('domainId', domainId);
  return `/api/trends/export.csv?${params}`;
}
