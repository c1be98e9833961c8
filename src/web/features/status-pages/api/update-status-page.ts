import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusPage, UpdateStatusPageInput } from '../../../../shared/contracts/status-pages';
import { apiRequest } from '../../../lib/api-client';
import { statusPageKeys, statusPagePath } from './keys';

/** PATCH /api/status-pages/{id}: the settings given (a password string sets it, null clears it, absent keeps it). */
export function updateStatusPage({ id, input }: { id: string; input: UpdateStatusPageInput }): Promise<StatusPage> {
  return apiRequest<StatusPage>('PATCH', statusPagePath(id), input, { retries: 0 });
}

export function useUpdateStatusPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['status-pages', 'update'],
    mutationFn: updateStatusPage,
    onSuccess: async (page) => {
      queryClient.setQueryData(statusPageKeys.detail(page.id), page);
      await queryClient.invalidateQueries({ queryKey: statusPageKeys.list });
    },
  });
}
