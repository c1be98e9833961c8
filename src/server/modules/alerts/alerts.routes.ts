import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertListQuerySchema, alertSchema } from '../../../shared/contracts/alerts';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { AlertsService } from './alerts.service';

const idParams = z.object({ id: z.string().max(64) });

/** SPEC §7 alert calls, and acknowledging (decision 043). The list answers a plain array: the unread badge is its length. */
export function registerAlertRoutes(
  app: FastifyInstance,
  { alerts, workspace }: { alerts: AlertsService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];
  r.get(
    '/api/alerts',
    {
      schema: {
        summary: 'List alerts',
        tags,
        querystring: alertListQuerySchema,
        response: { 200: z.array(alertSchema) },
      },
    },
    async (request) => alerts.list(await workspace(request), request.query),
  );
  r.patch(
    '/api/alerts/:id/read',
    { schema: { summary: 'Mark an alert read', tags, params: idParams, response: { 200: alertSchema } } },
    async (request) => alerts.markRead(await workspace(request), request.params.id),
  );
  r.patch(
    '/api/alerts/:id/resolve',
    { schema: { summary: 'Resolve an alert', tags, params: idParams, response: { 200: alertSchema } } },
    async (request) => alerts.resolve(await workspace(request), request.params.id),
  );
  const acknowledge = { tags, params: idParams, response: { 200: alertSchema } };
  r.post(
    '/api/alerts/:id/acknowledge',
    {
      schema: {
        ...acknowledge,
        summary: 'Acknowledge an open alert: it stays open, and its cause notifies nobody again while it is',
      },
    },
    async (request) => alerts.acknowledge(await workspace(request), request.params.id),
  );
  r.delete(
    '/api/alerts/:id/acknowledge',
    { schema: { ...acknowledge, summary: 'Take an acknowledgement back' } },
    async (request) => alerts.unacknowledge(await workspace(request), request.params.id),
  );
}
