import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  securityRescanQuerySchema,
  securityRescanSchema,
  securitySummarySchema,
} from '../../../shared/contracts/security';
import type { Database } from '../../db/client';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { CheckQueue } from './check-queue';
import { createSecurityRepository } from './security.repository';
import { createSecurityService } from './security.service';

/** The Security Status card (SPEC §2.16): summary of the latest stored checks, and Rescan. */
export function registerSecurityRoutes(
  app: FastifyInstance,
  { db, workspace, checks }: { db: Database; workspace: WorkspaceResolver; checks: CheckQueue | null },
): void {
  const security = createSecurityService({ repo: createSecurityRepository(db), checks });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['security'];

  r.get(
    '/api/security/summary',
    {
      schema: {
        tags,
        summary: "Security score and the four checks of the workspace's domains, from their latest results",
        response: { 200: securitySummarySchema },
      },
    },
    async (request) => security.summary(await workspace(request)),
  );

  r.post(
    '/api/security/rescan',
    {
      config: { rateLimit: { max: 6, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Run the security, TLS and DNS checks of the workspace's domains (or of one of them) again",
        querystring: securityRescanQuerySchema,
        response: { 202: securityRescanSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await security.rescan(await workspace(request), request.query.domainId)),
  );
}
