import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscribersPath } from './subscribers-list';
import { statusPageKeys } from './keys';

export const subscriberPath = (pageId: string, subscriberId: string) =>
  `${subscribersPath(pageId)}/${encodeURIComponent(subscriberId)}`;

/** DELETE /api/status-pages/:id/subscribers/:subscriberId: no more mail to that address from this page. */
export const removeSubscriber = ({ pageId, subscriberId }: { pageId: string; subscriberId: string }) =>
  apiRequest<void>('DELETE', subscriberPath(pageId, subscriberId), undefined, { retries: 0 });

/** Refreshes the page's subscriber list and the page (its subscriber count). */
export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subscribers', 'remove'],
    mutationFn: removeSubscriber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusPageKeys.all }),
  });
}
