import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { MonitorLifecycleListener } from '../../jobs/monitoring/family';
import type { SecretSealer } from '../../secrets/secret-sealer';
import { createActivityRepository } from '../activity/activity.repository';
import { createDomainsRepository } from '../domains/domains.repository';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
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

/** /api/domains/{domainId}/monitors and /api/monitors/{id}: a domain's monitors (issue 16, decision 048). Returns the service (the partner API shares it). */
export function registerMonitorsModule(app: FastifyInstance, deps: MonitorsModuleDeps): MonitorsService {
  const monitors = createMonitorsService({
    repo: createMonitorsRepository(deps.db),
    domains: createDomainsRepository(deps.db),
    activity: createActivityRepository(deps.db),
    sealer: deps.sealer,
    publicUrl: deps.publicUrl,
    lifecycle: deps.lifecycle,
    feed: deps.feed,
  });
  registerMonitorRoutes(app, { monitors, workspace: deps.workspace });
  return monitors;
}
