import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getErrorMessage } from '../../../../shared/helpers/error-classification';
import { browserNavigation } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';

/**
 * Signs out (POST /api/auth/logout) and opens the sign-in screen at `signInPath`, which brings the person back to
 * the invitation once they sign in with the invited address.
 */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['invitations', 'switch-account'],
    mutationFn: (_signInPath: string) => apiRequest<void>('POST', '/api/auth/logout', undefined, { retries: 0 }),
    onSuccess: (_result, signInPath) => {
      browserNavigation.assign(signInPath);
      queryClient.getQueryCache().clear();
    },
    onError: (error) =>
      toast({ title: "Couldn't sign out", description: getErrorMessage(error), variant: 'destructive' }),
  });
}
