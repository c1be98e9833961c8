import type { RouteObject } from 'react-router';
import type { BlogListing } from '../../../shared/blog-paths';

/**
 * The blog (SPEC §2.1), children of the public layout. Pages and the 404 they show for unknown addresses are lazy
 * chunks of their own, so no blog code reaches the landing page.
 */
function listingRoute(path: string, kind: BlogListing['kind']): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ BlogListingPage }, { BlogNotFound }] = await Promise.all([
        import('../../features/blog/components/blog-listing-page'),
        import('./blog-not-found'),
      ]);
      return { Component: () => <BlogListingPage kind={kind} notFound={<BlogNotFound />} /> };
    },
  };
}

export const blogRoutes: RouteObject[] = [
  listingRoute('blog', 'all'),
  listingRoute('blog/page/:page', 'all'),
  listingRoute('blog/category/:category', 'category'),
  listingRoute('blog/category/:category/page/:page', 'category'),
  listingRoute('blog/tag/:tag', 'tag'),
  listingRoute('blog/tag/:tag/page/:page', 'tag'),
  {
    path: 'blog/:slug',
    lazy: async () => {
      const [{ BlogPostPage }, { BlogNotFound }] = await Promise.all([
        import('../../features/blog/components/blog-post-page'),
        import('./blog-not-found'),
      ]);
      return { Component: () => <BlogPostPage notFound={<BlogNotFound />} /> };
    },
  },
];
