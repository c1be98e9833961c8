import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuditPage } from '../../../../shared/contracts/admin-users';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKeys } from './keys';

/** How many of the newest entries the screen shows. */
export const AUDIT_PAGE_SIZE = 25;

export function auditQueryOptions() {
  return queryOptions({
    queryKey: adminUserKeys.audit,
    queryFn: ({ signal }) =>
      apiRequest<AdminAuditPage>('GET', `/api/admin/audit?limit=${AUDIT_PAGE_SIZE}`, undefined, { signal, retries: 0 }),
    select: (page) => page.data,
    staleTime: CACHE_TIERS.FREQUENT.staleTime,
    meta: { workspaceIndependent: true },
  });
}

/** GET /api/admin/audit: what operators did to accounts, newest first. */
export function useAudit(enabled: boolean) {
  return useQuery({ ...auditQueryOptions(), enabled });
}
