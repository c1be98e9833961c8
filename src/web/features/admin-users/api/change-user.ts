import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../../../shared/contracts/admin-users';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKeys } from './keys';

/** What an operator does to an account: each one call, each written to the audit log by the server. */
export type UserChange =
  | { kind: 'plan'; plan: SubscriptionTier }
  | { kind: 'admin'; isAdmin: boolean }
  | { kind: 'disable' }
  | { kind: 'enable' };

/** PUT /api/admin/users/{id}/plan, PUT .../admin, POST .../disable, POST .../enable -> the account as it is now. */
export function changeUser({ id, change }: { id: string; change: UserChange }): Promise<AdminUser> {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  const options = { retries: 0 };
  if (change.kind === 'plan') return apiRequest<AdminUser>('PUT', `${base}/plan`, { plan: change.plan }, options);
  if (change.kind === 'admin')
    return apiRequest<AdminUser>('PUT', `${base}/admin`, { isAdmin: change.isAdmin }, options);
  return apiRequest<AdminUser>('POST', `${base}/${change.kind}`, {}, options);
}

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'change'],
    mutationFn: changeUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminUserKeys.audit }),
      ]);
    },
  });
}
