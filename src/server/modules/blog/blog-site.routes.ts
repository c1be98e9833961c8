import type { FastifyInstance } from 'fastify';
import { BLOG_ATOM_PATH, BLOG_RSS_PATH, blogListingPath } from '../../../shared/blog-paths';
import { atomFeed, FEED_POST_LIMIT, rssFeed } from './blog-feeds';
import type { BlogService } from './blog.service';

/**
 * The blog's non-page addresses: the RSS and Atom feeds (absolute URLs on PUBLIC_URL), and page 1 of a listing,
 * which is the listing's own address (a permanent redirect, so it is never a second copy of the same page).
 */
export function registerBlogSiteRoutes(
  app: FastifyInstance,
  { blog, publicUrl }: { blog: BlogService; publicUrl: string },
): void {
  const hide = { schema: { hide: true } };
  const feedCache = 'public, max-age=900';

  app.get(BLOG_RSS_PATH, hide, async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', feedCache)
      .send(rssFeed(await blog.latestPosts(FEED_POST_LIMIT), publicUrl)),
  );
  app.get(BLOG_ATOM_PATH, hide, async (_request, reply) =>
    reply
      .type('application/atom+xml; charset=utf-8')
      .header('cache-control', feedCache)
      .send(atomFeed(await blog.latestPosts(FEED_POST_LIMIT), publicUrl)),
  );

  app.get('/blog/page/1', hide, async (_request, reply) => reply.redirect(blogListingPath({ kind: 'all' }), 301));
  app.get<{ Params: { category: string } }>('/blog/category/:category/page/1', hide, async (request, reply) =>
    reply.redirect(blogListingPath({ kind: 'category', category: encodeURIComponent(request.params.category) }), 301),
  );
  app.get<{ Params: { tag: string } }>('/blog/tag/:tag/page/1', hide, async (request, reply) =>
    reply.redirect(blogListingPath({ kind: 'tag', tag: encodeURIComponent(request.params.tag) }), 301),
  );
}
