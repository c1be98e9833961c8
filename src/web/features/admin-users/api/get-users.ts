import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersPage } from '../../../../shared/contracts/admin-users';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKeys } from './keys';

export interface UserListFilters {
  q: string;
  plan: string;
  status: string;
  admin: string;
  /** 'true': demo accounts only; 'false': real accounts only; '': both (decision 069). */
  demo: string;
  cursor: string;
}

export function usersQueryOptions(filters: UserListFilters) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as [string, string][]) if (value) params.set(name, value);
  return queryOptions({
    queryKey: [...adminUserKeys.all, filters],
    queryFn: ({ signal }) =>
      apiRequest<AdminUsersPage>('GET', `/api/admin/users${params.size ? `?${params.toString()}` : ''}`, undefined, {
        signal,
        retries: 0,
      }),
    staleTime: CACHE_TIERS.FREQUENT.staleTime,
    // the installation's accounts, the same in every workspace
    meta: { workspaceIndependent: true },
  });
}

/** GET /api/admin/users: admins only (others are answered 404, so the query is not sent for them). */
export function useUsers(filters: UserListFilters, enabled: boolean) {
  return useQuery({ ...usersQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
