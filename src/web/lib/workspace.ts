import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentWorkspace } from '../../shared/contracts/workspace';
import { apiRequest, type HttpMethod } from './api-client';
import { demoMayCall } from '../../shared/helpers/demo-access';

/**
 * GET /api/workspace: the current workspace's plan (the plan badge) and whether it is the read-only demo. Switching
 * workspace refreshes it with every other workspace answer (features/teams/lib/workspace-refresh.ts).
 */
export const workspaceQueryOptions = queryOptions({
  queryKey: ['/api/workspace'],
  queryFn: ({ signal }) => apiRequest<CurrentWorkspace>('GET', '/api/workspace', undefined, { signal, retries: 1 }),
});

export function useCurrentWorkspace() {
  return useQuery(workspaceQueryOptions);
}

/**
 * Whether the current session may make this API call: everyone may, except the demo (shared/helpers/demo-access.ts).
 * Reads the answer the app shell asked for (the top bar's plan badge) rather than asking itself.
 */
export function useMayCall(method: HttpMethod, path: string): boolean {
  const { data } = useQuery({ ...workspaceQueryOptions, enabled: false });
  return !data?.demo || demoMayCall(method, path);
}

/**
 * Whether the current member may change the workspace's things (status pages, incidents, maintenance windows): every
 * role but viewer, who only looks (the server's `monitoring:write` says the same). False until the role is known.
 */
export function useMayChange(): boolean {
  const role = useCurrentWorkspace().data?.role;
  return role !== undefined && role !== 'viewer';
}
