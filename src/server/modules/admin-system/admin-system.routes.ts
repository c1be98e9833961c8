import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSystemSchema } from '../../../shared/contracts/admin-system';
import type { DatabaseHandle } from '../../db/client';
import { requireAdmin } from '../../http/session';
import type { Scheduler } from '../../jobs/scheduler/types';
import type { MonitoringHealth } from '../ops/monitoring-health';
import { createReadinessReport } from '../ops/readiness';
import { createAdminSystemRepository } from './admin-system.repository';
import { createAdminSystemService } from './admin-system.service';

export interface AdminSystemModuleDeps {
  database: DatabaseHandle;
  /** The same readiness checks /readyz runs (AppDeps.readiness). */
  readiness: Record<string, () => Promise<void>>;
  monitoring: MonitoringHealth;
  queue?: Pick<Scheduler, 'kind' | 'queueStats'>;
  now?: () => number;
}

/** GET /api/admin/system: the engine's health for the installation's administrators (404 for everyone else). */
export function registerAdminSystemRoutes(app: FastifyInstance, deps: AdminSystemModuleDeps): void {
  const service = createAdminSystemService({
    repo: createAdminSystemRepository(deps.database.db),
    databaseKind: deps.database.kind,
    queue: deps.queue,
    readiness: createReadinessReport(deps),
    now: deps.now,
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/system',
    {
      schema: {
        summary: "The installation's health: checks, queue, deliveries, database, retention (administrators)",
        tags: ['admin'],
        response: { 200: adminSystemSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return service.overview();
    },
  );
}
