import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerSchema, User } from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export type Registration = z.output<typeof registerSchema>;

/** POST /api/auth/register -> 201 with the new, signed-in user. */
export function register(registration: Registration): Promise<User> {
  return apiRequest<User>('POST', '/api/auth/register', registration, { retries: 0 });
}

export function useRegister() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
}
