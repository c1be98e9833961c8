import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STATUS_PAGE_ASSET_KINDS } from '../../../shared/constants/status-pages';
import {
  componentSchema,
  createStatusPageSchema,
  replaceComponentsSchema,
  statusPageListSchema,
  statusPageSchema,
  updateStatusPageSchema,
} from '../../../shared/contracts/status-pages';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { UPLOAD_BODY_LIMIT, UPLOAD_CONTENT_TYPES } from './status-page-assets';
import type { StatusPagesService } from './status-pages.service';

const idParams = z.object({ id: z.string().max(64) });
const assetParams = z.object({ id: z.string().max(64), kind: z.enum(STATUS_PAGE_ASSET_KINDS) });
const componentListSchema = z.object({ data: z.array(componentSchema) });

/** /api/status-pages: the workspace's pages, their components, logo and favicon (served by modules/public-status). */
export function registerStatusPageRoutes(
  app: FastifyInstance,
  { pages, workspace }: { pages: StatusPagesService; workspace: WorkspaceResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['status-pages'];

  r.get(
    '/api/status-pages',
    { schema: { summary: 'List status pages', tags, response: { 200: statusPageListSchema } } },
    async (request) => pages.list(await workspace(request)),
  );

  r.post(
    '/api/status-pages',
    {
      schema: {
        summary: 'Create a status page',
        tags,
        body: createStatusPageSchema,
        response: { 201: statusPageSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await pages.create(await workspace(request), request.body)),
  );

  r.get(
    '/api/status-pages/:id',
    { schema: { summary: "A status page's settings", tags, params: idParams, response: { 200: statusPageSchema } } },
    async (request) => pages.get(await workspace(request), request.params.id),
  );

  r.patch(
    '/api/status-pages/:id',
    {
      schema: {
        summary: 'Change a status page',
        tags,
        params: idParams,
        body: updateStatusPageSchema,
        response: { 200: statusPageSchema },
      },
    },
    async (request) => pages.update(await workspace(request), request.params.id, request.body),
  );

  r.post(
    '/api/status-pages/:id/custom-domain/verify',
    {
      schema: {
        tags,
        summary: "Check the page's custom domain claim now (its TXT record or CNAME)",
        params: idParams,
        response: { 200: statusPageSchema },
      },
    },
    async (request) => pages.verifyCustomDomain(await workspace(request), request.params.id),
  );

  r.delete(
    '/api/status-pages/:id',
    {
      schema: {
        summary: 'Delete a status page',
        tags,
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await pages.remove(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/status-pages/:id/components',
    {
      schema: { summary: "A status page's components", tags, params: idParams, response: { 200: componentListSchema } },
    },
    async (request) => pages.components(await workspace(request), request.params.id),
  );

  r.put(
    '/api/status-pages/:id/components',
    {
      schema: {
        summary: "Replace a status page's components",
        tags,
        params: idParams,
        body: replaceComponentsSchema,
        response: { 200: componentListSchema },
      },
    },
    async (request) => pages.replaceComponents(await workspace(request), request.params.id, request.body.components),
  );

  r.delete(
    '/api/status-pages/:id/assets/:kind',
    {
      schema: {
        summary: "Remove a status page's logo or favicon",
        tags,
        params: assetParams,
        response: { 200: statusPageSchema },
      },
    },
    async (request) => pages.removeAsset(await workspace(request), request.params.id, request.params.kind),
  );

  // The image is the request's body as it is: parsers for image types only here (and only those: anything else is
  // 415), so no other route takes them.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      UPLOAD_CONTENT_TYPES,
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/status-pages/:id/assets/:kind',
      {
        schema: {
          tags,
          summary: 'Upload the logo or favicon (the image as the body, with its content type)',
          params: assetParams,
          response: { 200: statusPageSchema },
        },
      },
      async (request) => pages.putAsset(await workspace(request), request.params.id, request.params.kind, request.body),
    );
  });
}
