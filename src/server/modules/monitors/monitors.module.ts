import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { MonitorLifecycleListener } from '../../jobs/monitoring/family';
import type { SecretSealer } from '../../secrets/secret-sealer';
import { createActivityRepository } from '../activity/activity.repository';
import { createDomainsRepository } from '../domains/domains.repository';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createMonitorHistoryRepository } from './monitor-history.repository';
import { createMonitorHistoryService } from './monitor-history.service';
import { createMonitorsRepository } from './monitors.repository';
import { registerMonitorRoutes } from './monitors.routes';
import { createMonitorsService, type MonitorsService } from './monitors.service';

export interface MonitorsModuleDeps {
  db: Database;
  workspace: WorkspaceResolver;
  sealer: SecretSealer;
  publicUrl: string;
  /** The monitoring engine's hooks; without them monitors are stored but not scheduled. */
  lifecycle?: MonitorLifecycleListener;
  feed?: Pick<ChangeFeed, 'publish'>;
}

/** /api/domains/{domainId}/monitors and /api/monitors/{id}: a domain's monitors (issue 16, decision 048) and each one's history for its page (decision 075). Returns the service (the partner API shares it). */
export function registerMonitorsModule(app: FastifyInstance, deps: MonitorsModuleDeps): MonitorsService {
  const repo = createMonitorsRepository(deps.db);
  const monitors = createMonitorsService({
    repo,
    domains: createDomainsRepository(deps.db),
    activity: createActivityRepository(deps.db),
    sealer: deps.sealer,
    publicUrl: deps.publicUrl,
    lifecycle: deps.lifecycle,
    feed: deps.feed,
  });
  const history = createMonitorHistoryService({
    db: deps.db,
    repo: createMonitorHistoryRepository(deps.db),
    monitors: repo,
  });
  registerMonitorRoutes(app, { monitors, history, workspace: deps.workspace });
  return monitors;
}
