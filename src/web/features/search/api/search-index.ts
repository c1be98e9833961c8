import { queryOptions } from '@tanstack/react-query';
import type { SearchIndex } from '../../../../shared/contracts/site-search';
import { SEARCH_INDEX_FILE } from '../../../../shared/prerender/types';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

/**
 * The site search index: titles, descriptions and headings of every public page, blog post and resource, written at
 * build time next to the pages (src/server/prerender/run.ts). Loaded in the browser only: it describes the build.
 */
export const searchIndexQueryOptions = queryOptions({
  queryKey: [`/${SEARCH_INDEX_FILE}`],
  // The build wrote it from the same contract; not re-validated here (that would bring zod into the page).
  queryFn: ({ signal }) => apiRequest<SearchIndex>('GET', `/${SEARCH_INDEX_FILE}`, undefined, { signal, retries: 0 }),
  enabled: !import.meta.env.SSR,
  staleTime: CACHE_TIERS.STABLE.staleTime,
  gcTime: CACHE_TIERS.STABLE.gcTime,
});
