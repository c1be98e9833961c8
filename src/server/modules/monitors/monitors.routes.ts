import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMonitorSchema, monitorListSchema, monitorSchema, updateMonitorSchema } from '../../../shared/contracts/monitors';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { MonitorsService } from './monitors.service';

const domainParams = z.object({ domainId: z.string().max(64) });
const idParams = z.object({ id: z.string().max(64) });

/** A domain's monitors (issue 16): list and add under the domain, read, edit, delete and new push URL by id. Thin: the service decides. */
export function registerMonitorRoutes(app: FastifyInstance, { monitors, workspace }: { monitors: MonitorsService; workspace: WorkspaceResolver }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitors'];

  r.get('/api/domains/:domainId/monitors', { schema: { tags, params: domainParams, response: { 200: monitorListSchema } } }, async (request) =>
    monitors.list(await workspace(request), request.params.domainId),
  );

  r.post(
    '/api/domains/:domainId/monitors',
    { schema: { tags, params: domainParams, body: createMonitorSchema, response: { 201: monitorSchema } } },
    async (request, reply) => reply.status(201).send(await monitors.create(await workspace(request), request.params.domainId, request.body)),
  );

  r.get('/api/monitors/:id', { schema: { tags, params: idParams, response: { 200: monitorSchema } } }, async (request) =>
    monitors.get(await workspace(request), request.params.id),
  );

  r.patch(
    '/api/monitors/:id',
    { schema: { tags, params: idParams, body: updateMonitorSchema, response: { 200: monitorSchema } } },
    async (request) => monitors.update(await workspace(request), request.params.id, request.body),
  );

  r.delete('/api/monitors/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await monitors.remove(await workspace(request), request.params.id);
    return reply.status(204).send();
  });

  r.post('/api/monitors/:id/push-token', { schema: { tags, params: idParams, response: { 200: monitorSchema } } }, async (request) =>
    monitors.resetPushToken(await workspace(request), request.params.id),
  );
}
