import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createIncidentSchema,
  incidentListSchema,
  incidentSchema,
  incidentUpdateInputSchema,
  updateIncidentSchema,
} from '../../../shared/contracts/status-pages';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { IncidentsService } from './incidents.service';

const idParams = z.object({ id: z.string().max(64) });
const listQuery = z.object({
  state: z.enum(['active', 'resolved', 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A status page's incidents (issue 17): list and open under the page; read, edit, delete and add updates by id. */
export function registerIncidentRoutes(
  app: FastifyInstance,
  { incidents, workspace }: { incidents: IncidentsService; workspace: WorkspaceResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['status-pages'];

  r.get(
    '/api/status-pages/:id/incidents',
    {
      schema: {
        summary: "List a status page's incidents",
        tags,
        params: idParams,
        querystring: listQuery,
        response: { 200: incidentListSchema },
      },
    },
    async (request) => incidents.list(await workspace(request), request.params.id, request.query),
  );

  r.post(
    '/api/status-pages/:id/incidents',
    {
      schema: {
        summary: 'Open an incident on a status page',
        tags,
        params: idParams,
        body: createIncidentSchema,
        response: { 201: incidentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await incidents.create(await workspace(request), request.params.id, request.body)),
  );

  r.get(
    '/api/incidents/:id',
    { schema: { summary: 'An incident with its timeline', tags, params: idParams, response: { 200: incidentSchema } } },
    async (request) => incidents.get(await workspace(request), request.params.id),
  );

  r.patch(
    '/api/incidents/:id',
    {
      schema: {
        summary: 'Change an incident',
        tags,
        params: idParams,
        body: updateIncidentSchema,
        response: { 200: incidentSchema },
      },
    },
    async (request) => incidents.update(await workspace(request), request.params.id, request.body),
  );

  r.delete(
    '/api/incidents/:id',
    {
      schema: {
        summary: 'Delete an incident',
        tags,
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await incidents.remove(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/incidents/:id/updates',
    {
      schema: {
        summary: "Post an update to an incident's timeline",
        tags,
        params: idParams,
        body: incidentUpdateInputSchema,
        response: { 200: incidentSchema },
      },
    },
    async (request) => incidents.addUpdate(await workspace(request), request.params.id, request.body),
  );
}
