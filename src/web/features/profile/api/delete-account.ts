import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../shared/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { browserNavigation } from '../../../lib/navigation';
import { toastAfterReload } from '../../../lib/toast';

/** DELETE /api/profile: the account's e-mail typed out, and its password when it has one. */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return apiRequest<void>('DELETE', '/api/profile', input, { retries: 0 });
}

/** Like logging out (SPEC §4): a full load of / with every cached answer forgotten. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'delete'],
    mutationFn: deleteAccount,
    onSuccess: () => {
      toastAfterReload({ title: 'Account deleted', description: 'Your account and its data were deleted.' });
      browserNavigation.assign('/');
      queryClient.getQueryCache().clear();
    },
  });
}
