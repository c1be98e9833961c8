import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  resourceCategoryListSchema,
  resourceListQuerySchema,
  resourcePageSchema,
  resourceWithRelatedSchema,
} from '../../../shared/contracts/resources';
import { NO_SESSION, OPTIONAL_SESSION } from '../../http/route-security';
import { requestMeta } from '../../http/request-meta';
import { contentDisposition, DOWNLOAD_MEDIA_TYPES } from './resource-downloads';
import type { RequestFacts } from './resources.repository';
import type { ResourcesService } from './resources.service';

/** A reader opens a few pages a minute; a script inflating counts is cut off quickly. */
export const RESOURCE_VIEW_LIMIT = { max: 30, timeWindow: 60_000 };
export const RESOURCE_DOWNLOAD_LIMIT = { max: 20, timeWindow: 60_000 };

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const tags = ['resources'];

function factsOf(request: FastifyRequest): RequestFacts {
  const { ip, userAgent } = requestMeta(request);
  return { userId: request.user?.id ?? null, ipAddress: ip, userAgent };
}

/** The resources library for visitors (SPEC §2.1 /resources): lists, pages, categories, views and downloads. */
export function registerResourceRoutes(app: FastifyInstance, { resources }: { resources: ResourcesService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/resources',
    {
      schema: {
        tags,
        security: NO_SESSION,
        summary: 'Published resources, newest first, by category, type and difficulty',
        querystring: resourceListQuerySchema,
        response: { 200: resourcePageSchema },
      },
    },
    async (request) => resources.list(request.query),
  );

  r.get(
    '/api/resource-categories',
    {
      schema: {
        tags,
        security: NO_SESSION,
        summary: 'Resource categories with their counts of resources',
        response: { 200: resourceCategoryListSchema },
      },
    },
    async () => ({ data: await resources.categories() }),
  );

  r.get(
    '/api/resources/:slug',
    {
      schema: {
        tags,
        security: NO_SESSION,
        summary: 'One resource, its body as HTML, and related resources',
        params: slugParams,
        response: { 200: resourceWithRelatedSchema },
      },
    },
    async (request) => resources.detail(request.params.slug),
  );

  r.post(
    '/api/resources/:slug/views',
    {
      config: { rateLimit: RESOURCE_VIEW_LIMIT },
      schema: {
        tags,
        security: OPTIONAL_SESSION,
        summary: 'Records a view of a resource page (sent by the page itself)',
        params: slugParams,
        response: { 204: z.null().describe('Recorded') },
      },
    },
    async (request, reply) => {
      await resources.recordView(request.params.slug, factsOf(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/resources/:slug/download',
    {
      config: { rateLimit: RESOURCE_DOWNLOAD_LIMIT },
      schema: {
        tags,
        security: OPTIONAL_SESSION,
        summary: "Downloads a resource's file (and counts the download)",
        params: slugParams,
        produces: DOWNLOAD_MEDIA_TYPES,
        // sent as its bytes, so never serialized: the document shows a file, the handler's type stays the buffer
        response: {
          200: z.custom<Buffer>().meta({ type: 'string', format: 'binary', description: 'The file, as an attachment' }),
        },
      },
    },
    async (request, reply) => {
      const file = await resources.download(request.params.slug, factsOf(request));
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', contentDisposition(file.fileName))
          // Every fetch is a download to count: no cache may answer in our place.
          .header('cache-control', 'no-store')
          .send(await readFile(file.path))
      );
    },
  );
}
