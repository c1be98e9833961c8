import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMaintenanceSchema,
  maintenanceListSchema,
  maintenanceSchema,
  updateMaintenanceSchema,
} from '../../../shared/contracts/status-pages';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { MaintenanceService } from './maintenance.service';

const idParams = z.object({ id: z.string().max(64) });

/** The workspace's maintenance windows (issue 17): list, schedule, edit, delete. Thin: the service decides. */
export function registerMaintenanceRoutes(
  app: FastifyInstance,
  { maintenance, workspace }: { maintenance: MaintenanceService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['maintenance'];

  r.get(
    '/api/maintenance-windows',
    {
      schema: {
        tags,
        summary: "The workspace's maintenance windows, newest first, each with its state now",
        response: { 200: maintenanceListSchema },
      },
    },
    async (request) => maintenance.list(await workspace(request)),
  );

  r.post(
    '/api/maintenance-windows',
    {
      schema: {
        tags,
        summary: 'Schedule a maintenance window on domains or monitors',
        body: createMaintenanceSchema,
        response: { 201: maintenanceSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await maintenance.create(await workspace(request), request.body)),
  );

  r.patch(
    '/api/maintenance-windows/:id',
    {
      schema: {
        tags,
        summary: 'Edit a maintenance window (fields left out are kept)',
        params: idParams,
        body: updateMaintenanceSchema,
        response: { 200: maintenanceSchema },
      },
    },
    async (request) => maintenance.update(await workspace(request), request.params.id, request.body),
  );

  r.delete(
    '/api/maintenance-windows/:id',
    {
      schema: {
        tags,
        summary: 'Delete a maintenance window',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await maintenance.remove(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
