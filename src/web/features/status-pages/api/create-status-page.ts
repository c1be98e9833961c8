import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStatusPageInput, StatusPage } from '../../../../shared/contracts/status-pages';
import { apiRequest } from '../../../lib/api-client';
import { STATUS_PAGES_PATH, statusPageKeys } from './keys';

/** POST /api/status-pages: a new page (its slug made from the name when none is given). */
export function createStatusPage(input: CreateStatusPageInput): Promise<StatusPage> {
  return apiRequest<StatusPage>('POST', STATUS_PAGES_PATH, input, { retries: 0 });
}

export function useCreateStatusPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['status-pages', 'create'],
    mutationFn: createStatusPage,
    onSuccess: async (page) => {
      queryClient.setQueryData(statusPageKeys.detail(page.id), page);
      await queryClient.invalidateQueries({ queryKey: statusPageKeys.list });
    },
  });
}
