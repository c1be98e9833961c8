import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { noSubscriberNotices, type SubscriberNotices } from '../status-subscribers/subscriber-notices';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createMaintenanceRepository } from './maintenance.repository';
import { registerMaintenanceRoutes } from './maintenance.routes';
import { createMaintenanceService, type MaintenanceService } from './maintenance.service';

export interface MaintenanceModuleDeps {
  db: Database;
  workspace: WorkspaceResolver;
  feed: Pick<ChangeFeed, 'publish'>;
  /** The status page subscribers' notices (modules/status-subscribers); none by default. */
  notices?: SubscriberNotices;
}

/** /api/maintenance-windows: the workspace's maintenance windows (issue 17, decision 054). Returns the service (the partner API shares it). */
export function registerMaintenanceModule(app: FastifyInstance, deps: MaintenanceModuleDeps): MaintenanceService {
  const maintenance = createMaintenanceService({
    repo: createMaintenanceRepository(deps.db),
    notices: deps.notices ?? noSubscriberNotices,
    feed: deps.feed,
  });
  registerMaintenanceRoutes(app, { maintenance, workspace: deps.workspace });
  return maintenance;
}
