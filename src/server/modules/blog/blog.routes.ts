import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blogListQuerySchema,
  blogPostDetailSchema,
  blogPostPageSchema,
  blogSlugParamsSchema,
  blogTaxonomySchema,
} from '../../../shared/contracts/blog';
import { NO_SESSION } from '../../http/route-security';
import type { BlogService } from './blog.service';

/** Posts change only when the server starts (the sync), so browsers and proxies may keep answers a few minutes. */
const CACHE = 'public, max-age=300';

/**
 * The blog's public, read-only API. Not rate-limited, like the site's other public reads (the API reference): the
 * answers are small reads of a small table, and the pages themselves are served prerendered.
 */
export function registerBlogRoutes(app: FastifyInstance, { blog }: { blog: BlogService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];

  r.get(
    '/api/blog/posts',
    {
      schema: {
        tags,
        security: NO_SESSION,
        summary: 'Published posts, newest first, 6 a page; optionally of one category or one tag',
        querystring: blogListQuerySchema,
        response: { 200: blogPostPageSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', CACHE).send(await blog.listPage(request.query)),
  );

  r.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        tags,
        security: NO_SESSION,
        summary: 'One post with its article (HTML), up to 3 related posts and the posts before and after it',
        params: blogSlugParamsSchema,
        response: { 200: blogPostDetailSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', CACHE).send(await blog.post(request.params.slug)),
  );

  r.get(
    '/api/blog/taxonomy',
    {
      schema: {
        tags,
        security: NO_SESSION,
        summary: 'Categories and tags that have published posts, with their counts',
        response: { 200: blogTaxonomySchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', CACHE).send(await blog.taxonomy()),
  );
}
