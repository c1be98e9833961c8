import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategorySchema,
  adminResourceSchema,
  resourceCategoryInputSchema,
  resourceCategoryUpdateSchema,
  resourceFieldsSchema,
  resourceInputSchema,
  resourceUpdateSchema,
} from '../../../shared/contracts/resources';
import type { ResourcesAdminService } from './resources-admin.service';

const idParams = z.object({ id: z.uuid('Not a valid id') });
const adminResourceDetailSchema = adminResourceSchema.extend({ fields: resourceFieldsSchema });
const tags = ['admin'];

/**
 * The library for the installation's operators: categories and resources made, changed and removed at run time.
 * Whoever is not an admin is refused before the body is read (http/admin-guard.ts: 401 signed out, 404 signed in).
 */
export function registerResourceAdminRoutes(app: FastifyInstance, { admin }: { admin: ResourcesAdminService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/resources',
    {
      schema: {
        summary: 'List resources (administrators)',
        tags,
        response: { 200: z.object({ data: z.array(adminResourceSchema) }) },
      },
    },
    async () => ({ data: await admin.list() }),
  );
  r.get(
    '/api/admin/resources/:id',
    {
      schema: {
        summary: 'A resource to edit (administrators)',
        tags,
        params: idParams,
        response: { 200: adminResourceDetailSchema },
      },
    },
    async (request) => admin.get(request.params.id),
  );
  r.post(
    '/api/admin/resources',
    {
      schema: {
        summary: 'Add a resource (administrators)',
        tags,
        body: resourceInputSchema,
        response: { 201: adminResourceDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.create(request.body)),
  );
  r.patch(
    '/api/admin/resources/:id',
    {
      schema: {
        summary: 'Change a resource (administrators)',
        tags,
        params: idParams,
        body: resourceUpdateSchema,
        response: { 200: adminResourceDetailSchema },
      },
    },
    async (request) => admin.update(request.params.id, request.body),
  );
  r.delete(
    '/api/admin/resources/:id',
    {
      schema: {
        summary: 'Delete a resource (administrators)',
        tags,
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await admin.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/resource-categories',
    {
      schema: {
        summary: 'List resource categories (administrators)',
        tags,
        response: { 200: z.object({ data: z.array(adminCategorySchema) }) },
      },
    },
    async () => ({ data: await admin.listCategories() }),
  );
  r.post(
    '/api/admin/resource-categories',
    {
      schema: {
        summary: 'Add a resource category (administrators)',
        tags,
        body: resourceCategoryInputSchema,
        response: { 201: adminCategorySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createCategory(request.body)),
  );
  r.patch(
    '/api/admin/resource-categories/:id',
    {
      schema: {
        summary: 'Change a resource category (administrators)',
        tags,
        params: idParams,
        body: resourceCategoryUpdateSchema,
        response: { 200: adminCategorySchema },
      },
    },
    async (request) => admin.updateCategory(request.params.id, request.body),
  );
  r.delete(
    '/api/admin/resource-categories/:id',
    {
      schema: {
        summary: 'Delete a resource category (administrators)',
        tags,
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await admin.removeCategory(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
