/**
 * The query client of SPEC §9.3 and §8.3: NORMAL caching by default, no refetch on window focus, refetch on mount
 * (when stale) and on reconnect, no polling by default, the query and mutation retry rules, and a default query
 * function that GETs the path made of the query key.
 */
import { MutationCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { CACHE_TIERS, queryKeyToPath } from '../../shared/helpers/cache-tiers';
import {
  backoffDelay,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from '../../shared/helpers/retry-policy';
import { apiRequest, isApiError } from './api-client';

/**
 * SPEC §7 / §8.3: GET of the key's parts joined with '/'. A 401 throws like any other failure ("the default query
 * client throws on 401"); the current-user query has its own function that turns 401 into "no user".
 * Request-level retries are off: the query's retry policy owns retrying.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest('GET', queryKeyToPath(queryKey), undefined, { signal, retries: 0 });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // SPEC §8.3: mutation errors are logged. Refusals (4xx) are expected answers, not faults.
        const refused = isApiError(error) && error.status >= 400 && error.status < 500;
        (refused ? console.warn : console.error)('[mutation] failed', mutation.options.mutationKey ?? '', error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: CACHE_TIERS.NORMAL.staleTime,
        gcTime: CACHE_TIERS.NORMAL.gcTime,
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        refetchOnReconnect: true,
        refetchInterval: false,
        retry: shouldRetryQuery,
        retryDelay: (failureCount, error) => queryRetryDelay(failureCount, error),
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: (failureCount) => backoffDelay(failureCount),
      },
    },
  });
}
