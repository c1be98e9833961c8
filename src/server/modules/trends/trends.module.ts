import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createMaintenanceRepository } from '../maintenance/maintenance.repository';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createTrendsRepository } from './trends.repository';
import { registerTrendsRoutes } from './trends.routes';
import { createTrendsService } from './trends.service';

/** /api/trends, /api/analytics and the CSV export. */
export function registerTrendsModule(
  app: FastifyInstance,
  { db, workspace }: { db: Database; workspace: WorkspaceResolver },
): void {
  registerTrendsRoutes(app, {
    trends: createTrendsService({ repo: createTrendsRepository(db), maintenance: createMaintenanceRepository(db) }),
    workspace,
  });
}
