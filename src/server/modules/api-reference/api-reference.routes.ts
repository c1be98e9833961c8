import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiReferenceSchema, type ApiReference } from '../../../shared/contracts/api-reference';
import { NO_SESSION } from '../../http/route-security';
import { API_V1_PREFIX } from '../api-v1/api-v1.module';
import type { V1OpenApi } from '../api-v1/openapi';
import { buildApiReference, type OpenApiDocument } from './openapi-reference';

/**
 * GET /api/reference: the reference of /api-docs, generated from the partner API's OpenAPI document (/api/v1, built
 * from the routes' own schemas). The page is prerendered with it.
 */
export function registerApiReferenceRoutes(app: FastifyInstance, { openApi }: { openApi: V1OpenApi }): void {
  let reference: ApiReference | undefined;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/reference',
    {
      schema: {
        summary: 'The /api-docs reference of the partner API',
        tags: ['reference'],
        security: NO_SESSION,
        response: { 200: apiReferenceSchema },
      },
    },
    async (_request, reply) => {
      // Routes cannot change once the server listens: built once.
      reference ??= buildApiReference(openApi.document() as OpenApiDocument, API_V1_PREFIX);
      return reply.header('cache-control', 'public, max-age=300').send(reference);
    },
  );
}
