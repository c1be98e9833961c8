import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createActivityRepository } from '../activity/activity.repository';
import type { DomainLifecycleListener } from '../domains/domains.service';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createAlertThresholdsRepository } from './alert-thresholds.repository';
import { registerAlertThresholdRoutes } from './alert-thresholds.routes';
import { createAlertThresholdsService, type AlertThresholdsService } from './alert-thresholds.service';

export interface AlertThresholdsModuleDeps {
  db: Database;
  workspace: WorkspaceResolver;
  /** The monitoring engine's hooks (thresholdsChanged drops its cached rules). */
  lifecycle: DomainLifecycleListener;
  /** An SMS provider is configured (TWILIO_*). */
  smsAvailable: boolean;
}

/** GET/POST /api/alert-thresholds, PATCH/DELETE /api/alert-thresholds/{id}. Returns the service (the partner API shares it). */
export function registerAlertThresholdsModule(
  app: FastifyInstance,
  deps: AlertThresholdsModuleDeps,
): AlertThresholdsService {
  const thresholds = createAlertThresholdsService({
    repo: createAlertThresholdsRepository(deps.db),
    activity: createActivityRepository(deps.db),
    lifecycle: deps.lifecycle,
    smsAvailable: deps.smsAvailable,
  });
  registerAlertThresholdRoutes(app, { thresholds, workspace: deps.workspace });
  return thresholds;
}
