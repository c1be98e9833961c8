import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriberListQuerySchema, subscriberListSchema } from '../../../shared/contracts/status-pages';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { SubscribersService } from './status-subscribers.service';

const pageParams = z.object({ id: z.string().max(64) });
const subscriberParams = z.object({ id: z.string().max(64), subscriberId: z.string().max(64) });

/** A page's subscribers for its managers: list, CSV export, removal. Thin: the service authorizes and decides. */
export function registerSubscriberRoutes(
  app: FastifyInstance,
  { subscribers, workspace }: { subscribers: SubscribersService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['status-page subscribers'];

  r.get(
    '/api/status-pages/:id/subscribers',
    {
      schema: {
        summary: "List a status page's subscribers",
        tags,
        params: pageParams,
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListSchema },
      },
    },
    async (request) => subscribers.list(await workspace(request), request.params.id, request.query),
  );

  r.get(
    '/api/status-pages/:id/subscribers.csv',
    {
      schema: {
        summary: "A status page's subscribers as CSV",
        tags,
        params: pageParams,
        produces: ['text/csv'],
        response: {
          200: z
            .string()
            .describe(
              'A CSV attachment: email, state, subscribed_at, confirmed_at, unsubscribed_at, a row per subscriber',
            ),
        },
      },
    },
    async (request, reply) => {
      const { filename, body } = await subscribers.exportCsv(await workspace(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  r.delete(
    '/api/status-pages/:id/subscribers/:subscriberId',
    {
      schema: {
        summary: 'Remove a subscriber',
        tags,
        params: subscriberParams,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await subscribers.remove(await workspace(request), request.params.id, request.params.subscriberId);
      return reply.status(204).send(null);
    },
  );
}
