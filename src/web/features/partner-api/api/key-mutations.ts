import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKey,
  CreateApiKeyInput,
  CreatedApiKey,
  UpdateApiKeyInput,
} from '../../../../shared/contracts/partner-api';
import { apiRequest } from '../../../lib/api-client';
import { API_KEYS_PATH, apiKeyPath, partnerApiKeys } from './keys';

/** POST /api/partner-api/keys: the answer holds the whole key, the only time it is shown. */
export function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return apiRequest<CreatedApiKey>('POST', API_KEYS_PATH, input, { retries: 0 });
}

/** PATCH /api/partner-api/keys/{id}: name, permission, rate limit or expiry. */
export function updateApiKey({ id, input }: { id: string; input: UpdateApiKeyInput }): Promise<ApiKey> {
  return apiRequest<ApiKey>('PATCH', apiKeyPath(id), input, { retries: 0 });
}

/** DELETE /api/partner-api/keys/{id}: revokes the key; it stays listed as revoked. */
export function revokeApiKey(id: string): Promise<void> {
  return apiRequest<void>('DELETE', apiKeyPath(id), undefined, { retries: 0 });
}

function useKeyMutation<TInput, TOutput>(name: string, mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner-api', name],
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerApiKeys.keys }),
  });
}

export const useCreateApiKey = () => useKeyMutation('create', createApiKey);
export const useUpdateApiKey = () => useKeyMutation('update', updateApiKey);
export const useRevokeApiKey = () => useKeyMutation('revoke', revokeApiKey);
