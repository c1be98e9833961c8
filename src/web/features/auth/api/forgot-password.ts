import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const FORGOT_PASSWORD_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password.';

/** POST /api/auth/forgot-password -> 202; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<string> {
  const body = await apiRequest<{ message?: string } | undefined>(
    'POST',
    '/api/auth/forgot-password',
    { email },
    {
      retries: 0,
    },
  );
  return body?.message ?? FORGOT_PASSWORD_SENT_MESSAGE;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: requestPasswordReset });
}
