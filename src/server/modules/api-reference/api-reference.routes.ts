import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiReferenceSchema, type ApiReference } from '../../../shared/contracts/api-reference';
import { buildApiReference, type OpenApiDocument } from './openapi-reference';

/**
 * GET /api/reference: the API reference of /api-docs, generated from the OpenAPI document @fastify/swagger builds from
 * the routes' own schemas. The page is prerendered with it; the interactive version stays at /api/docs.
 */
export function registerApiReferenceRoutes(app: FastifyInstance): void {
  let reference: ApiReference | undefined;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/reference',
    { schema: { tags: ['reference'], response: { 200: apiReferenceSchema } } },
    async (_request, reply) => {
      // Routes cannot change once the server listens: built once.
      reference ??= buildApiReference(app.swagger() as OpenApiDocument);
      return reply.header('cache-control', 'public, max-age=300').send(reference);
    },
  );
}
