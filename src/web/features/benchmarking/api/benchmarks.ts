/**
 * Benchmarking calls: GET /api/benchmarks?domainId (competitors, recent runs, industry values), competitors
 * (POST, PATCH, DELETE /api/competitors) and POST /api/benchmarks/run. Every change refreshes the overview.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BenchmarkOverview,
  BenchmarkRun,
  Competitor,
  CreateCompetitorInput,
  UpdateCompetitorInput,
} from '../../../../shared/contracts/benchmarking';
import { apiRequest } from '../../../lib/api-client';

export const benchmarkKeys = {
  all: ['/api/benchmarks'] as const,
  overview: (domainId: string) => ['/api/benchmarks', { domainId }] as const,
};

export function benchmarkOverviewQueryOptions(domainId: string) {
  return queryOptions({
    queryKey: benchmarkKeys.overview(domainId),
    queryFn: ({ signal }) =>
      apiRequest<BenchmarkOverview>('GET', `/api/benchmarks?${new URLSearchParams({ domainId })}`, undefined, {
        signal,
        retries: 0,
      }),
  });
}

export function useBenchmarkOverview(domainId: string | null) {
  return useQuery({ ...benchmarkOverviewQueryOptions(domainId ?? ''), enabled: domainId !== null });
}

function useRefreshingMutation<TInput, TOutput>(key: string, fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['benchmarking', key],
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: benchmarkKeys.all }),
  });
}

export function useAddCompetitor() {
  return useRefreshingMutation('add', (input: CreateCompetitorInput) =>
    apiRequest<Competitor>('POST', '/api/competitors', input, { retries: 0 }),
  );
}

export function useUpdateCompetitor() {
  return useRefreshingMutation('update', ({ id, ...patch }: UpdateCompetitorInput & { id: string }) =>
    apiRequest<Competitor>('PATCH', `/api/competitors/${encodeURIComponent(id)}`, patch, { retries: 0 }),
  );
}

export function useRemoveCompetitor() {
  return useRefreshingMutation('remove', (id: string) =>
    apiRequest<void>('DELETE', `/api/competitors/${encodeURIComponent(id)}`, undefined, { retries: 0 }),
  );
}

/** Probes up to six sites, each with its own time limit: allowed the full request timeout, never retried. */
export function useRunComparison() {
  return useRefreshingMutation('run', (domainId: string) =>
    apiRequest<BenchmarkRun>('POST', '/api/benchmarks/run', { domainId }, { retries: 0 }),
  );
}
