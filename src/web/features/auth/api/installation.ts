import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Installation } from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/auth/installation: whether nobody has an account yet (the next sign-up becomes the administrator). Asked in
 * the browser only: the prerendered page would carry the build database's answer.
 */
export const installationQueryOptions = queryOptions({
  queryKey: ['/api/auth/installation'],
  queryFn: ({ signal }) => apiRequest<Installation>('GET', '/api/auth/installation', undefined, { signal, retries: 1 }),
  enabled: !import.meta.env.SSR,
  staleTime: 0,
  meta: { workspaceIndependent: true },
});

export function useInstallation() {
  return useQuery(installationQueryOptions);
}
