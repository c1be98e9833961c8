/**
 * Addresses of blog pages and feeds, shared by the blog's pages, the prerender's list of pages and the server (feeds,
 * redirects), so that links and routes cannot drift.
 */
import { BLOG_INDEX_PATH } from './blog-routes';

export { BLOG_INDEX_PATH };

export const BLOG_RSS_PATH = '/blog/rss.xml';
export const BLOG_ATOM_PATH = '/blog/atom.xml';

/** What a listing shows: every post, one category or one tag. */
export type BlogListing = { kind: 'all' } | { kind: 'category'; category: string } | { kind: 'tag'; tag: string };

/** The first page of a listing: /blog, /blog/category/dns, /blog/tag/ssl. */
export function blogListingPath(listing: BlogListing): string {
  if (listing.kind === 'category') return `${BLOG_INDEX_PATH}/category/${listing.category}`;
  if (listing.kind === 'tag') return `${BLOG_INDEX_PATH}/tag/${listing.tag}`;
  return BLOG_INDEX_PATH;
}

/** Page 1 is the listing's own address (/blog/page/1 redirects there); later pages add /page/{n}. */
export function blogListingPagePath(listing: BlogListing, page: number): string {
  const base = blogListingPath(listing);
  return page <= 1 ? base : `${base}/page/${page}`;
}

export function blogPostPath(slug: string): string {
  return `${BLOG_INDEX_PATH}/${slug}`;
}

/** A page number as written in an address: a positive integer without leading zeros; anything else is no page. */
export function parseBlogPageNumber(value: string | undefined): number | undefined {
  if (value === undefined) return 1;
  return /^[1-9]\d{0,4}$/.test(value) ? Number(value) : undefined;
}
