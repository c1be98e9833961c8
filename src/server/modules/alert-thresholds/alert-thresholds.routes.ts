import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertThresholdListSchema,
  alertThresholdSchema,
  createAlertThresholdSchema,
  updateAlertThresholdSchema,
} from '../../../shared/contracts/alert-thresholds';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { AlertThresholdsService } from './alert-thresholds.service';

const idParams = z.object({ id: z.string().max(64) });

/** GET/POST /api/alert-thresholds, PATCH/DELETE /api/alert-thresholds/{id}. Thin: the service decides. */
export function registerAlertThresholdRoutes(
  app: FastifyInstance,
  { thresholds, workspace }: { thresholds: AlertThresholdsService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alert-thresholds'];

  r.get(
    '/api/alert-thresholds',
    { schema: { summary: 'List alert thresholds', tags, response: { 200: alertThresholdListSchema } } },
    async (request) => ({
      data: await thresholds.list(await workspace(request)),
    }),
  );

  r.post(
    '/api/alert-thresholds',
    {
      schema: {
        summary: 'Add an alert threshold',
        tags,
        body: createAlertThresholdSchema,
        response: { 201: alertThresholdSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await thresholds.create(await workspace(request), request.body)),
  );

  r.patch(
    '/api/alert-thresholds/:id',
    {
      schema: {
        summary: 'Change an alert threshold',
        tags,
        params: idParams,
        body: updateAlertThresholdSchema,
        response: { 200: alertThresholdSchema },
      },
    },
    async (request) => thresholds.update(await workspace(request), request.params.id, request.body),
  );

  r.delete(
    '/api/alert-thresholds/:id',
    {
      schema: {
        summary: 'Remove an alert threshold',
        tags,
        params: idParams,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await thresholds.remove(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
