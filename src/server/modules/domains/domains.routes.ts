import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDomainSchema,
  domainListQuerySchema,
  domainListSchema,
  domainSchema,
  updateDomainSchema,
} from '../../../shared/contracts/domains';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { DomainsService } from './domains.service';

const idParams = z.object({ id: z.string().max(64) });

export function registerDomainRoutes(
  app: FastifyInstance,
  { domains, workspace }: { domains: DomainsService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['domains'];

  r.get('/api/domains', { schema: { tags, querystring: domainListQuerySchema, response: { 200: domainListSchema } } }, async (request) => ({
    data: await domains.list(await workspace(request), request.query.includeInactive),
  }));

  r.get('/api/domains/:id', { schema: { tags, params: idParams, response: { 200: domainSchema } } }, async (request) =>
    domains.get(await workspace(request), request.params.id),
  );

  r.post('/api/domains', { schema: { tags, body: createDomainSchema, response: { 201: domainSchema } } }, async (request, reply) =>
    reply.status(201).send(await domains.create(await workspace(request), request.body)),
  );

  r.patch(
    '/api/domains/:id',
    { schema: { tags, params: idParams, body: updateDomainSchema, response: { 200: domainSchema } } },
    async (request) => domains.update(await workspace(request), request.params.id, request.body),
  );

  r.delete('/api/domains/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await domains.remove(await workspace(request), request.params.id);
    return reply.status(204).send();
  });

  r.post(
    '/api/domains/:id/restore',
    { schema: { tags, params: idParams, response: { 200: domainSchema } } },
    async (request) => domains.restore(await workspace(request), request.params.id),
  );
}
