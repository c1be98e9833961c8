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
import { sendCompressedJson } from '../../http/compressed-json';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { DomainsService } from './domains.service';

const idParams = z.object({ id: z.string().max(64) });

export function registerDomainRoutes(
  app: FastifyInstance,
  { domains, workspace }: { domains: DomainsService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['domains'];

  // Sent as the cached bytes (workspaces/workspace-cache.ts), compressed once per cached version when the client
  // accepts it: re-validating and re-compressing 1,000 domains per call would cost more than the rest of the
  // request. The schema still documents the answer, and the service builds it typed.
  r.get(
    '/api/domains',
    {
      schema: {
        summary: "List the workspace's domains with their status",
        tags,
        querystring: domainListQuerySchema,
        response: { 200: domainListSchema },
      },
    },
    async (request, reply) =>
      sendCompressedJson(
        request,
        reply,
        await domains.listBody(await workspace(request), request.query.includeInactive),
      ),
  );

  r.get(
    '/api/domains/:id',
    {
      schema: {
        summary: 'A domain with its status and latest checks',
        tags,
        params: idParams,
        response: { 200: domainSchema },
      },
    },
    async (request) => domains.get(await workspace(request), request.params.id),
  );

  r.post(
    '/api/domains',
    { schema: { summary: 'Add a domain to monitor', tags, body: createDomainSchema, response: { 201: domainSchema } } },
    async (request, reply) => reply.status(201).send(await domains.create(await workspace(request), request.body)),
  );

  r.patch(
    '/api/domains/:id',
    {
      schema: {
        summary: "Change a domain's settings",
        tags,
        params: idParams,
        body: updateDomainSchema,
        response: { 200: domainSchema },
      },
    },
    async (request) => domains.update(await workspace(request), request.params.id, request.body),
  );

  r.delete(
    '/api/domains/:id',
    {
      schema: {
        summary: 'Delete a domain (it can be restored)',
        tags,
        params: idParams,
        response: {
          204: z.null().describe('Deleted: monitoring stops; POST /api/domains/{id}/restore brings it back'),
        },
      },
    },
    async (request, reply) => {
      await domains.remove(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/domains/:id/restore',
    { schema: { summary: 'Restore a deleted domain', tags, params: idParams, response: { 200: domainSchema } } },
    async (request) => domains.restore(await workspace(request), request.params.id),
  );
}
