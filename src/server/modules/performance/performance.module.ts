import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { EngineOptions } from '../../engine';
import type { LighthouseRequests } from '../audits/lighthouse-requests';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createAnalysisRuns } from './analysis-runs';
import { analyzeDomain } from './analyze-domain';
import { createPerformanceRepository } from './performance.repository';
import { registerPerformanceRoutes } from './performance.routes';
import { createPerformanceService } from './performance.service';

export interface PerformanceModuleDeps {
  db: Database;
  workspace: WorkspaceResolver;
  engineOptions: EngineOptions;
  /** Places with the process's Lighthouse scheduler, shared with full audits. */
  requests: LighthouseRequests;
}

/** The performance overview, per-domain Lighthouse results and 'Analyze Performance' runs. */
export function registerPerformanceModule(app: FastifyInstance, deps: PerformanceModuleDeps): void {
  const log = (error: unknown, message: string): void => app.log.error({ err: error }, message);
  const analyses = createAnalysisRuns(analyzeDomain({ db: deps.db, engineOptions: deps.engineOptions }), { log });
  const performance = createPerformanceService({
    repo: createPerformanceRepository(deps.db),
    analyses,
    requests: deps.requests,
  });
  registerPerformanceRoutes(app, { performance, workspace: deps.workspace });
  // Stop the analyses under way (Lighthouse stops Chromium) and wait, so no run writes after the database closes.
  app.addHook('onClose', async () => analyses.close());
}
