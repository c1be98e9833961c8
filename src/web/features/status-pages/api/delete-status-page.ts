import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statusPageKeys, statusPagePath } from './keys';

/** DELETE /api/status-pages/{id}: the page with its components, incidents and subscribers. */
export function deleteStatusPage(id: string): Promise<void> {
  return apiRequest<void>('DELETE', statusPagePath(id), undefined, { retries: 0 });
}

export function useDeleteStatusPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['status-pages', 'delete'],
    mutationFn: deleteStatusPage,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: statusPageKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: statusPageKeys.list });
    },
  });
}
