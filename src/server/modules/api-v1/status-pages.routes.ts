import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { v1IncidentListQuerySchema, v1List, v1One, v1PageQuerySchema } from '../../../shared/contracts/api-v1';
import {
  createIncidentSchema,
  createMaintenanceSchema,
  incidentSchema,
  incidentUpdateInputSchema,
  maintenanceSchema,
  statusPageSchema,
  updateIncidentSchema,
  updateMaintenanceSchema,
} from '../../../shared/contracts/status-pages';
import { STATUS_PAGE_INCIDENTS_PER_PAGE } from '../../../shared/constants/status-pages';
import { apiWorkspace } from '../api-keys/api-caller';
import type { MaintenanceService } from '../maintenance/maintenance.service';
import type { IncidentsService } from '../status-pages/incidents.service';
import type { StatusPagesService } from '../status-pages/status-pages.service';
import { nextPageCursor, pageNumberOf, pageOfList } from './cursor';
import { v1Schema } from './v1-schema';

const idParams = z.object({ id: z.string().max(64) });

export interface V1StatusDeps {
  pages: StatusPagesService;
  incidents: IncidentsService;
  maintenance: MaintenanceService;
}

/** Status pages (read), their incidents (open, edit, post updates; status resolved resolves) and maintenance windows. */
export function registerV1StatusRoutes(v1: FastifyInstance, { pages, incidents, maintenance }: V1StatusDeps): void {
  const r = v1.withTypeProvider<ZodTypeProvider>();
  const tag = 'status pages';

  r.get(
    '/status-pages',
    {
      schema: v1Schema(tag, {
        summary: 'List status pages, newest first',
        querystring: v1PageQuerySchema,
        response: { 200: v1List(statusPageSchema) },
      }),
    },
    async (request) =>
      pageOfList((await pages.list(await apiWorkspace(request))).data, request.query, (p) => ({
        at: p.createdAt,
        id: p.id,
      })),
  );
  r.get(
    '/status-pages/:id',
    {
      schema: v1Schema(tag, {
        summary: 'Read a status page',
        params: idParams,
        response: { 200: v1One(statusPageSchema) },
      }),
    },
    async (request) => ({
      data: await pages.get(await apiWorkspace(request), request.params.id),
    }),
  );

  r.get(
    '/status-pages/:id/incidents',
    {
      schema: v1Schema(tag, {
        summary: "A status page's incidents, newest first",
        params: idParams,
        querystring: v1IncidentListQuerySchema,
        response: { 200: v1List(incidentSchema) },
      }),
    },
    async (request) => {
      // the incidents service pages by number (STATUS_PAGE_INCIDENTS_PER_PAGE): the cursor carries the next page
      const page = pageNumberOf(request.query.cursor);
      const { data, total } = await incidents.list(await apiWorkspace(request), request.params.id, {
        state: request.query.state,
        page,
      });
      return { data, nextCursor: nextPageCursor(page, page * STATUS_PAGE_INCIDENTS_PER_PAGE < total) };
    },
  );
  r.post(
    '/status-pages/:id/incidents',
    {
      schema: v1Schema(
        tag,
        {
          summary: 'Open an incident on a status page',
          params: idParams,
          body: createIncidentSchema,
          response: { 201: v1One(incidentSchema) },
        },
        { post: true },
      ),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await incidents.create(await apiWorkspace(request), request.params.id, request.body) }),
  );
  r.get(
    '/incidents/:id',
    {
      schema: v1Schema(tag, {
        summary: 'Read an incident with its updates',
        params: idParams,
        response: { 200: v1One(incidentSchema) },
      }),
    },
    async (request) => ({
      data: await incidents.get(await apiWorkspace(request), request.params.id),
    }),
  );
  r.patch(
    '/incidents/:id',
    {
      schema: v1Schema(tag, {
        summary: "Change an incident's title, impact or components",
        params: idParams,
        body: updateIncidentSchema,
        response: { 200: v1One(incidentSchema) },
      }),
    },
    async (request) => ({ data: await incidents.update(await apiWorkspace(request), request.params.id, request.body) }),
  );
  r.post(
    '/incidents/:id/updates',
    {
      schema: v1Schema(
        tag,
        {
          summary: 'Post an update to an incident; status resolved resolves it',
          params: idParams,
          body: incidentUpdateInputSchema,
          response: { 200: v1One(incidentSchema) },
        },
        { post: true },
      ),
    },
    async (request) => ({
      data: await incidents.addUpdate(await apiWorkspace(request), request.params.id, request.body),
    }),
  );

  const windows = 'maintenance';
  r.get(
    '/maintenance-windows',
    {
      schema: v1Schema(windows, {
        summary: 'List maintenance windows, newest first',
        querystring: v1PageQuerySchema,
        response: { 200: v1List(maintenanceSchema) },
      }),
    },
    async (request) =>
      pageOfList((await maintenance.list(await apiWorkspace(request))).data, request.query, (m) => ({
        at: m.createdAt,
        id: m.id,
      })),
  );
  r.post(
    '/maintenance-windows',
    {
      schema: v1Schema(
        windows,
        {
          summary: 'Schedule a maintenance window on domains or monitors',
          body: createMaintenanceSchema,
          response: { 201: v1One(maintenanceSchema) },
        },
        { post: true },
      ),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await maintenance.create(await apiWorkspace(request), request.body) }),
  );
  r.patch(
    '/maintenance-windows/:id',
    {
      schema: v1Schema(windows, {
        summary: 'Edit a maintenance window (fields left out are kept)',
        params: idParams,
        body: updateMaintenanceSchema,
        response: { 200: v1One(maintenanceSchema) },
      }),
    },
    async (request) => ({
      data: await maintenance.update(await apiWorkspace(request), request.params.id, request.body),
    }),
  );
  r.delete(
    '/maintenance-windows/:id',
    {
      schema: v1Schema(windows, {
        summary: 'Delete a maintenance window',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      }),
    },
    async (request, reply) => {
      await maintenance.remove(await apiWorkspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
