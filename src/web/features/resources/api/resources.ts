import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { RESOURCES_PAGE_SIZE } from '../../../../shared/constants/resources';
import type { ResourceCategory, ResourcePage, ResourceWithRelated } from '../../../../shared/contracts/resources';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { resourceFiltersSearch, type ResourceFilters } from '../lib/resource-filters';

/*
 * The pages are prerendered with these answers and ship them; in the browser they are refetched once stale, which
 * brings in resources published since the build and current download counts. A resource page always asks once it
 * has hydrated (its counts are the build's); lists are fresh for a minute.
 */

/** GET /api/resources with the page's filters. */
export const resourceListQueryOptions = (filters: ResourceFilters) => {
  const path = `/api/resources${resourceFiltersSearch(filters)}`;
  return queryOptions({
    queryKey: ['resources', 'list', filters],
    queryFn: ({ signal }) => apiRequest<ResourcePage>('GET', path, undefined, { signal, retries: 0 }),
    placeholderData: keepPreviousData,
    staleTime: CACHE_TIERS.FREQUENT.staleTime,
  });
};

/** GET /api/resources?featured=true: what the library puts first. */
export const featuredResourcesQueryOptions = queryOptions({
  queryKey: ['resources', 'featured'],
  queryFn: ({ signal }) =>
    apiRequest<ResourcePage>('GET', `/api/resources?featured=true&pageSize=${RESOURCES_PAGE_SIZE}`, undefined, {
      signal,
      retries: 0,
    }),
  staleTime: CACHE_TIERS.FREQUENT.staleTime,
});

/** GET /api/resource-categories: the category filter, with counts. */
export const resourceCategoriesQueryOptions = queryOptions({
  queryKey: ['resources', 'categories'],
  queryFn: ({ signal }) =>
    apiRequest<{ data: ResourceCategory[] }>('GET', '/api/resource-categories', undefined, { signal, retries: 0 }),
  select: (answer) => answer.data,
  staleTime: CACHE_TIERS.FREQUENT.staleTime,
});

/** GET /api/resources/{slug}: the resource, its body as HTML, and related ones. */
export const resourceQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['resources', 'detail', slug],
    queryFn: ({ signal }) =>
      apiRequest<ResourceWithRelated>('GET', `/api/resources/${encodeURIComponent(slug)}`, undefined, {
        signal,
        retries: 0,
      }),
    staleTime: CACHE_TIERS.REAL_TIME.staleTime,
  });

/** POST /api/resources/{slug}/views, once the page is on screen. Fire and forget: a lost view is not worth an error. */
export function reportResourceView(slug: string): void {
  apiRequest('POST', `/api/resources/${encodeURIComponent(slug)}/views`, {}, { retries: 0, keepalive: true }).catch(
    (error: unknown) => console.debug('[resources] view not recorded', error),
  );
}
