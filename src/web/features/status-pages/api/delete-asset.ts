import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusPageAssetKind } from '../../../../shared/constants/status-pages';
import type { StatusPage } from '../../../../shared/contracts/status-pages';
import { apiRequest } from '../../../lib/api-client';
import { statusPageKeys } from './keys';
import { assetPath } from './put-asset';

/** DELETE /api/status-pages/{id}/assets/{logo|favicon}: the page goes back to no logo, or the default icon. */
export function deleteAsset({ pageId, kind }: { pageId: string; kind: StatusPageAssetKind }) {
  return apiRequest<StatusPage | undefined>('DELETE', assetPath(pageId, kind), undefined, { retries: 0 });
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['status-pages', 'asset', 'delete'],
    mutationFn: deleteAsset,
    onSuccess: (page, { pageId }) =>
      page
        ? queryClient.setQueryData(statusPageKeys.detail(page.id), page)
        : queryClient.invalidateQueries({ queryKey: statusPageKeys.detail(pageId) }),
  });
}
