import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginSchema, User } from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export type LoginCredentials = z.output<typeof loginSchema>;

/** POST /api/auth/login -> the signed-in user. The mutation's own policy retries network failures. */
export function login(credentials: LoginCredentials): Promise<User> {
  return apiRequest<User>('POST', '/api/auth/login', credentials, { retries: 0 });
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
