import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput, EmailVerification } from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session';

export const INVALID_VERIFY_LINK_MESSAGE = 'This confirmation link is invalid or has expired.';
export const emailVerificationQueryKey = ['/api/auth/email-verification'] as const;

/** GET /api/auth/email-verification: where the signed-in account's address stands (decision 076). */
export function fetchEmailVerification(signal?: AbortSignal): Promise<EmailVerification> {
  return apiRequest<EmailVerification>('GET', '/api/auth/email-verification', undefined, { signal, retries: 0 });
}

export const emailVerificationQueryOptions = queryOptions({
  queryKey: emailVerificationQueryKey,
  queryFn: ({ signal }) => fetchEmailVerification(signal),
});

export function useEmailVerification(enabled = true) {
  return useQuery({ ...emailVerificationQueryOptions, enabled });
}

/** The address, its state and the signed-in user (whose `email` and `emailVerified` it carries) move together. */
function settle(client: QueryClient, answer?: EmailVerification) {
  if (answer) client.setQueryData(emailVerificationQueryKey, answer);
  void client.invalidateQueries({ queryKey: emailVerificationQueryKey });
  void client.invalidateQueries({ queryKey: currentUserQueryKey });
  void client.invalidateQueries({ queryKey: ['/api/profile'] });
}

/** POST /api/auth/email-verification/resend: a new link (429 with the wait past the per-account limit). */
export function useResendVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'resend-verification'],
    mutationFn: () =>
      apiRequest<EmailVerification>('POST', '/api/auth/email-verification/resend', undefined, { retries: 0 }),
    onSuccess: (answer) => settle(client, answer),
  });
}

/** POST /api/auth/email-change: a link to the new address, which replaces the old one once confirmed. */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'email-change'],
    mutationFn: (input: ChangeEmailInput) =>
      apiRequest<EmailVerification>('POST', '/api/auth/email-change', input, { retries: 0 }),
    onSuccess: (answer) => settle(client, answer),
  });
}

/** DELETE /api/auth/email-change: forgets the new address asked for. */
export function useCancelEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'email-change-cancel'],
    mutationFn: () => apiRequest<EmailVerification>('DELETE', '/api/auth/email-change', undefined, { retries: 0 }),
    onSuccess: (answer) => settle(client, answer),
  });
}

/** POST /api/auth/verify-email: the link page's button; 400 INVALID_TOKEN for an unknown, used or expired link. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'verify-email'],
    mutationFn: (token: string) =>
      apiRequest<{ message: string; email: string }>('POST', '/api/auth/verify-email', { token }, { retries: 0 }),
    onSuccess: () => settle(client),
  });
}
