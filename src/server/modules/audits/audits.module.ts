import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { EngineOptions } from '../../engine';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createInProcessAuditJobs } from './audit-jobs';
import { createAuditRunRepository, createAuditsRepository } from './audits.repository';
import { registerAuditRoutes } from './audits.routes';
import { createAuditsService } from './audits.service';
import type { LighthouseRequests } from './lighthouse-requests';
import { INTERRUPTED_BY_RESTART, runFullAudit } from './run-full-audit';

export interface AuditsModuleDeps {
  db: Database;
  workspace: WorkspaceResolver;
  engineOptions: EngineOptions;
  /** Places with the process's Lighthouse scheduler, shared with 'Analyze Performance'. */
  requests: LighthouseRequests;
}

/** Full audits: routes, the in-process job runner, and the start and shutdown steps they need. */
export function registerAuditsModule(
  app: FastifyInstance,
  { db, workspace, engineOptions, requests }: AuditsModuleDeps,
): void {
  const runs = createAuditRunRepository(db);
  const startedAt = new Date();
  const log = (error: unknown, message: string): void => app.log.error({ err: error }, message);
  const jobs = createInProcessAuditJobs(
    (auditId, lighthouse, signal) => runFullAudit(auditId, { repo: runs, engineOptions, signal, log, lighthouse }),
    log,
  );
  const audits = createAuditsService({ repo: createAuditsRepository(db), jobs, requests });
  registerAuditRoutes(app, { audits, workspace });

  // Jobs live in this process: an audit still 'running' from before this start has no job left to finish it.
  app.addHook('onReady', async () => {
    const failed = await runs.failInterrupted(startedAt, INTERRUPTED_BY_RESTART);
    if (failed > 0) app.log.warn(`${failed} audit(s) interrupted by a restart were marked failed`);
  });
  // Cancel running audits (Chromium is killed) and wait, so no job writes after the database closes.
  app.addHook('onClose', async () => jobs.close());
}
