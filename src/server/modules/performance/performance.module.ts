import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { EngineOptions } from '../../engine';
import { createLighthouseRunner, type LighthouseRunner } from '../audits/lighthouse-runner';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createAnalysisQueue } from './analysis-queue';
import { analyzeDomain } from './analyze-domain';
import { createPerformanceRepository } from './performance.repository';
import { registerPerformanceRoutes } from './performance.routes';
import { createPerformanceService } from './performance.service';

export interface PerformanceModuleDeps {
  db: Database;
  workspace: WorkspaceResolver;
  engineOptions: EngineOptions;
  chromiumPath: string;
  /** Tests only: a Lighthouse stand-in. */
  lighthouse?: LighthouseRunner;
}

/** The performance overview, per-domain Lighthouse results and 'Analyze Performance' runs. */
export function registerPerformanceModule(app: FastifyInstance, deps: PerformanceModuleDeps): void {
  const log = (error: unknown, message: string): void => app.log.error({ err: error }, message);
  const lighthouse = deps.lighthouse ?? createLighthouseRunner(deps.engineOptions, deps.chromiumPath);
  const analyses = createAnalysisQueue(analyzeDomain({ db: deps.db, engineOptions: deps.engineOptions, lighthouse }), { log });
  const performance = createPerformanceService({ repo: createPerformanceRepository(deps.db), analyses });
  registerPerformanceRoutes(app, { performance, workspace: deps.workspace });
  // Stop a running Lighthouse (and its Chromium) and wait, so no run writes after the database closes.
  app.addHook('onClose', async () => analyses.close());
}
