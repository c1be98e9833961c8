import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplaceComponentsInput } from '../../../../shared/contracts/status-pages';
import { apiRequest } from '../../../lib/api-client';
import { componentsPath, type ComponentList } from './get-components';
import { statusPageKeys } from './keys';

/** PUT /api/status-pages/{id}/components: the whole list, in display order (those left out are removed). */
export function replaceComponents({ pageId, input }: { pageId: string; input: ReplaceComponentsInput }) {
  return apiRequest<ComponentList>('PUT', componentsPath(pageId), input, { retries: 0 });
}

export function useReplaceComponents(pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['status-pages', 'components'],
    mutationFn: replaceComponents,
    // the page's count and indicator change with its components: the page (its components too) and the list are read again
    onSuccess: (answer) => {
      if (answer?.data) queryClient.setQueryData(statusPageKeys.components(pageId), answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: statusPageKeys.detail(pageId) }),
        queryClient.invalidateQueries({ queryKey: statusPageKeys.list }),
      ]);
    },
  });
}
