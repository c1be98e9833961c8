import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { workspaceSchema } from '../../../shared/contracts/workspace';
import { requireUser } from '../../http/session';
import { isDemoUser } from '../demo/demo-account';
import type { WorkspaceResolver } from './workspace.service';

export function registerWorkspaceRoutes(app: FastifyInstance, { workspace }: { workspace: WorkspaceResolver }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/workspace',
    {
      schema: {
        tags: ['teams'],
        summary: 'The current workspace: its plan, the caller’s role, whether it is the demo',
        response: { 200: workspaceSchema },
      },
    },
    async (request) => {
      const { kind, teamId, role, plan } = await workspace(request);
      return { kind, teamId, role, plan, demo: isDemoUser(requireUser(request)) };
    },
  );
}
