import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AlertThreshold,
  CreateAlertThresholdInput,
  UpdateAlertThresholdInput,
} from '../../../../shared/contracts/alert-thresholds';
import { apiRequest } from '../../../lib/api-client';
import { thresholdKeys } from './keys';

/** POST /api/alert-thresholds. */
export function createAlertThreshold(input: CreateAlertThresholdInput): Promise<AlertThreshold> {
  return apiRequest<AlertThreshold>('POST', '/api/alert-thresholds', input, { retries: 0 });
}

/** PATCH /api/alert-thresholds/{id}. */
export function updateAlertThreshold({
  id,
  ...input
}: UpdateAlertThresholdInput & { id: string }): Promise<AlertThreshold> {
  return apiRequest<AlertThreshold>('PATCH', `/api/alert-thresholds/${encodeURIComponent(id)}`, input, {
    retries: 0,
  });
}

/** DELETE /api/alert-thresholds/{id}. */
export function deleteAlertThreshold(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/alert-thresholds/${encodeURIComponent(id)}`, undefined, { retries: 0 });
}

function useThresholdMutation<I, O>(name: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['alert-thresholds', name],
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thresholdKeys.list }),
  });
}

export const useCreateAlertThreshold = () => useThresholdMutation('create', createAlertThreshold);
export const useUpdateAlertThreshold = () => useThresholdMutation('update', updateAlertThreshold);
export const useDeleteAlertThreshold = () => useThresholdMutation('delete', deleteAlertThreshold);
