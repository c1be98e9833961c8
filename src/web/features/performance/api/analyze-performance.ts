import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PerformanceAnalysis } from '../../../../shared/contracts/performance';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { performanceKeys } from './keys';

const isActive = (analysis: PerformanceAnalysis | undefined) =>
  analysis?.status === 'queued' || analysis?.status === 'running';

/** Where an analysis of the domain starts (also what the demo guard is asked about). */
export const analyzePath = (domainId: string) => `/api/domains/${encodeURIComponent(domainId)}/performance/analyze`;

export function startAnalysis(domainId: string): Promise<PerformanceAnalysis> {
  return apiRequest<PerformanceAnalysis>('POST', analyzePath(domainId), undefined, { retries: 0 });
}

/** The analysis a 409 carries: the run already under way, which the caller follows instead. */
export function runningAnalysisOf(error: unknown): PerformanceAnalysis | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  return (error.details as { analysis?: PerformanceAnalysis } | undefined)?.analysis;
}

/**
 * 'Analyze Performance' of one domain: starts a run and follows it every 2 s (like an audit) until it is completed
 * or failed; then the overview and the domain's results are refreshed and `onSettled` hears the outcome once.
 * Nothing is polled until a run is known to be under way: a click here, or `initial` (the detail view's state).
 */
export function useAnalyzePerformance(
  domainId: string,
  {
    initial,
    onSettled,
  }: { initial?: PerformanceAnalysis | undefined; onSettled?: (analysis: PerformanceAnalysis) => void } = {},
) {
  const queryClient = useQueryClient();
  const [following, setFollowing] = useState(() => isActive(initial));
  const analysis = useQuery({
    queryKey: performanceKeys.analysis(domainId),
    queryFn: ({ signal }) =>
      apiRequest<PerformanceAnalysis>(
        'GET',
        `/api/domains/${encodeURIComponent(domainId)}/performance/analysis`,
        undefined,
        { signal, retries: 0 },
      ),
    enabled: following,
    initialData: isActive(initial) ? initial : undefined,
    staleTime: 0,
    refetchInterval: (query) => (isActive(query.state.data) ? POLL_INTERVALS.audit : false),
    refetchIntervalInBackground: true,
  });
  const follow = (state: PerformanceAnalysis) => {
    queryClient.setQueryData(performanceKeys.analysis(domainId), state);
    setFollowing(true);
  };
  const start = useMutation({
    mutationKey: ['performance-analysis', domainId],
    mutationFn: () => startAnalysis(domainId),
    onSuccess: follow,
    onError: (error) => {
      const running = runningAnalysisOf(error);
      if (running) follow(running);
    },
  });

  // A run followed here that has now finished: fresh figures everywhere, and one word to the caller.
  const watched = useRef(false);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  const data = following ? analysis.data : undefined;
  useEffect(() => {
    if (isActive(data)) {
      watched.current = true;
      return;
    }
    if (!watched.current || !data) return;
    watched.current = false;
    void queryClient.invalidateQueries({ queryKey: performanceKeys.aggregates });
    void queryClient.invalidateQueries({ queryKey: performanceKeys.domain(domainId) });
    settled.current?.(data);
  }, [data, domainId, queryClient]);

  return { analysis: data, running: isActive(data), start };
}
