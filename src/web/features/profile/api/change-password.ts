import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../shared/contracts/profile';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/profile/password: needs the current password; the account's other sessions end. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return apiRequest<void>('POST', '/api/profile/password', input, { retries: 0 });
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['profile', 'password'], mutationFn: changePassword });
}
