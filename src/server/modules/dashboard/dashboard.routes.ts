import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '../../../shared/contracts/dashboard';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { DashboardService } from './dashboard.service';

/** SPEC §7 GET /api/dashboard/stats: the four stat cards of the current workspace. */
export function registerDashboardRoutes(
  app: FastifyInstance,
  { dashboard, workspace }: { dashboard: DashboardService; workspace: WorkspaceResolver },
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/dashboard/stats',
      { schema: { summary: "The dashboard's figures", tags: ['dashboard'], response: { 200: dashboardStatsSchema } } },
      async (request) => dashboard.stats(await workspace(request)),
    );
}
