import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. You can sign in now.';
export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired.';

/** POST /api/auth/reset-password -> 200, or 400 INVALID_TOKEN for an unknown, used or expired link. */
export async function resetPassword(input: { token: string; password: string }): Promise<string> {
  const body = await apiRequest<{ message?: string } | undefined>('POST', '/api/auth/reset-password', input, {
    retries: 0,
  });
  return body?.message ?? PASSWORD_RESET_DONE_MESSAGE;
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
