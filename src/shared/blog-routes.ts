/**
 * The blog's pages (SPEC §2.1): the patterns PUBLIC_ROUTES lists and the prerender declares complete. Kept apart from
 * the path helpers (blog-paths.ts) because PUBLIC_ROUTES is in every page's JavaScript; the helpers are not.
 */

export const BLOG_INDEX_PATH = '/blog';

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
