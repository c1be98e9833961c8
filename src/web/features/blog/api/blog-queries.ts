import { queryOptions } from '@tanstack/react-query';
import type { BlogPostDetail, BlogPostPage, BlogTaxonomy } from '../../../../shared/contracts/blog';
import type { BlogListing } from '../../../../shared/blog-paths';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

/*
 * The blog's reads. Every blog page is prerendered with its data (shipped in the page), so a visitor's first view needs
 * no request; posts change only when the server restarts, hence the semi-stable cache.
 */

export function blogListQueryOptions(listing: BlogListing, page: number) {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (listing.kind === 'category') params.set('category', listing.category);
  if (listing.kind === 'tag') params.set('tag', listing.tag);
  const query = params.toString();
  return queryOptions({
    queryKey: ['/api/blog/posts', listing, page],
    queryFn: ({ signal }) =>
      apiRequest<BlogPostPage>('GET', `/api/blog/posts${query ? `?${query}` : ''}`, undefined, { signal, retries: 0 }),
    staleTime: CACHE_TIERS.SEMI_STABLE.staleTime,
    gcTime: CACHE_TIERS.SEMI_STABLE.gcTime,
  });
}

export function blogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['/api/blog/posts', slug],
    queryFn: ({ signal }) =>
      apiRequest<BlogPostDetail>('GET', `/api/blog/posts/${encodeURIComponent(slug)}`, undefined, {
        signal,
        retries: 0,
      }),
    staleTime: CACHE_TIERS.SEMI_STABLE.staleTime,
    gcTime: CACHE_TIERS.SEMI_STABLE.gcTime,
  });
}

export const blogTaxonomyQueryOptions = queryOptions({
  queryKey: ['/api/blog/taxonomy'],
  queryFn: ({ signal }) => apiRequest<BlogTaxonomy>('GET', '/api/blog/taxonomy', undefined, { signal, retries: 0 }),
  staleTime: CACHE_TIERS.SEMI_STABLE.staleTime,
  gcTime: CACHE_TIERS.SEMI_STABLE.gcTime,
});
