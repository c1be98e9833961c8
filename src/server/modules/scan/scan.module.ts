import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { closeEngineContext, type EngineOptions } from '../../engine';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createInsightsService } from './ai/insights-service';
import { createInsightsProvider } from './ai/provider-registry';
import { createScanRepository } from './scan.repository';
import { registerScanRoutes, type ScanLimits } from './scan.routes';
import { createScanService } from './scan.service';

export interface ScanModuleDeps {
  config: Config;
  db: Database;
  workspace: WorkspaceResolver;
  engineOptions: EngineOptions;
  limits: ScanLimits;
}

/** The free scan and the scanner: POST and GET /api/scan, with insights from the configured model or the rules. */
export function registerScanModule(
  app: FastifyInstance,
  { config, db, workspace, engineOptions, limits }: ScanModuleDeps,
): void {
  const log = (error: unknown, message: string): void => app.log.warn({ err: error }, message);
  const insights = createInsightsService(createInsightsProvider(config.ai), log);
  const scans = createScanService({ engineOptions, insights, repo: createScanRepository(db), log });
  registerScanRoutes(app, { scans, workspace, limits, secureCookies: config.secureCookies });
  // Pooled keep-alive sockets to scanned sites would otherwise outlive the server.
  app.addHook('onClose', async () => closeEngineContext(engineOptions));
}
