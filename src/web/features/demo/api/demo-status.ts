import { queryOptions } from '@tanstack/react-query';
import type { DemoStatus } from '../../../../shared/contracts/demo';
import { apiRequest } from '../../../lib/api-client';

/** While a new server makes its demo workspace, /demo asks again this often and lets the visitor in once it is ready. */
export const DEMO_PREPARING_POLL_MS = 5_000;

/**
 * GET /api/demo: whether "Try the demo" can start. Asked in the browser only (the build's answer would be the build
 * database's), and again every few seconds while the demo is being prepared.
 */
export const demoStatusQueryOptions = queryOptions({
  queryKey: ['demo', 'status'],
  queryFn: ({ signal }) => apiRequest<DemoStatus>('GET', '/api/demo', undefined, { signal, retries: 1 }),
  enabled: !import.meta.env.SSR,
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.status === 'preparing' ? DEMO_PREPARING_POLL_MS : false),
});
