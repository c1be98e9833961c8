import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditSchema, auditStartSchema } from '../../../shared/contracts/audits';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { AuditsService } from './audits.service';

const idParams = z.object({ id: z.string().max(64) });

export function registerAuditRoutes(
  app: FastifyInstance,
  { audits, workspace }: { audits: AuditsService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audits'];

  r.post(
    '/api/domains/:id/full-audit',
    {
      schema: {
        tags,
        summary: 'Start a full audit of a domain',
        params: idParams,
        response: { 202: auditStartSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await audits.start(await workspace(request), request.params.id)),
  );

  r.get(
    '/api/audits/:id',
    {
      schema: {
        tags,
        summary: 'Read an audit (poll until completed or failed)',
        params: idParams,
        response: { 200: auditSchema },
      },
    },
    async (request) => audits.get(await workspace(request), request.params.id),
  );
}
