/**
 * The blog's pages (SPEC §2.1), shared by the browser routes, PUBLIC_ROUTES, the prerender's list of blog pages and
 * the feeds, so that links and routes cannot drift.
 */

export const BLOG_INDEX_PATH = '/blog';
export const BLOG_RSS_PATH = '/blog/rss.xml';
export const BLOG_ATOM_PATH = '/blog/atom.xml';

/** Every blog page is listed by the prerender, so any other path matching these answers 404. */
export const BLOG_PAGE_PATTERNS = [
  '/blog/page/:page',
  '/blog/category/:category',
  '/blog/category/:category/page/:page',
  '/blog/tag/:tag',
  '/blog/tag/:tag/page/:page',
  '/blog/:slug',
] as const;

export const BLOG_PATHS: readonly string[] = [BLOG_INDEX_PATH, ...BLOG_PAGE_PATTERNS];

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
