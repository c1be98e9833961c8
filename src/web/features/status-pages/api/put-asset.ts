import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusPageAssetKind } from '../../../../shared/constants/status-pages';
import type { StatusPage } from '../../../../shared/contracts/status-pages';
import { apiRequest } from '../../../lib/api-client';
import { statusPageKeys, statusPagePath } from './keys';

export const assetPath = (pageId: string, kind: StatusPageAssetKind) => `${statusPagePath(pageId)}/assets/${kind}`;

/** PUT /api/status-pages/{id}/assets/{logo|favicon}: the image file itself as the body, under its own type. */
export function putAsset({ pageId, kind, file }: { pageId: string; kind: StatusPageAssetKind; file: Blob }) {
  return apiRequest<StatusPage>('PUT', assetPath(pageId, kind), file, { retries: 0 });
}

export function usePutAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['status-pages', 'asset', 'put'],
    mutationFn: putAsset,
    onSuccess: (page) => queryClient.setQueryData(statusPageKeys.detail(page.id), page),
  });
}
