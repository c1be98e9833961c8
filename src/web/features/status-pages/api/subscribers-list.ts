import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriberList } from '../../../../shared/contracts/status-pages';
import { apiRequest } from '../../../lib/api-client';
import { statusPageKeys, statusPagePath } from './keys';

/** Query keys of a page's subscribers, under the page's own key. */
export const subscriberKeys = {
  all: (pageId: string) => [...statusPageKeys.detail(pageId), 'subscribers'] as const,
  list: (pageId: string, page: number) => [...statusPageKeys.detail(pageId), 'subscribers', { page }] as const,
};

export const subscribersPath = (pageId: string) => `${statusPagePath(pageId)}/subscribers`;
/** The whole list as CSV: a plain link, the browser downloads it with the session cookie. */
export const subscribersCsvPath = (pageId: string) => `${subscribersPath(pageId)}.csv`;

/** GET /api/status-pages/:id/subscribers?page=N: a page of them, how many there are, and the plan's limit. */
export function fetchSubscribers(pageId: string, page: number, signal?: AbortSignal): Promise<SubscriberList> {
  return apiRequest<SubscriberList>('GET', `${subscribersPath(pageId)}?page=${page}`, undefined, {
    signal,
    retries: 0,
  });
}

export const subscribersQueryOptions = (pageId: string, page = 1) =>
  queryOptions({
    queryKey: subscriberKeys.list(pageId, page),
    queryFn: ({ signal }) => fetchSubscribers(pageId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useSubscribers(pageId: string, page = 1) {
  return useQuery(subscribersQueryOptions(pageId, page));
}
