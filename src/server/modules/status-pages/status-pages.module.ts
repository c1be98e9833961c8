import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';
import type { LimitStore } from '../../platform/limits';
import type { Database } from '../../db/client';
import type { EngineOptions } from '../../engine';
import { createActivityRepository } from '../activity/activity.repository';
import { noSubscriberNotices, type SubscriberNotices } from '../status-subscribers/subscriber-notices';
import type { IncidentEvents } from './incident-events';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createComponentStatusRepository } from './component-status.repository';
import { createCustomDomainVerifier } from './custom-domain-verifier';
import { createIncidentsRepository } from './incidents.repository';
import { registerIncidentRoutes } from './incidents.routes';
import { createIncidentsService, type IncidentsService } from './incidents.service';
import { createStatusPagesRepository } from './status-pages.repository';
import { registerStatusPageRoutes } from './status-pages.routes';
import { createStatusPagesService, type StatusPagesService } from './status-pages.service';

export interface StatusPagesModuleDeps {
  db: Database;
  workspace: WorkspaceResolver;
  publicUrl: string;
  /** The probes' engine options: custom domain claims are checked through their resolver (DNS_SERVERS). */
  engine: EngineOptions;
  /** Tells the public pages' caches what changed. */
  feed?: Pick<ChangeFeed, 'publish'>;
  /** The subscribers of a page hear of its incidents (modules/status-subscribers); by default nobody. */
  notices?: SubscriberNotices;
  /** Where the limits count (the process's; shared by the web processes with REDIS_URL: decision 080). */
  limitStore: LimitStore;
  /** Told when incidents open and resolve (partner events); by default nobody. */
  incidentEvents?: IncidentEvents;
}

/**
 * The status pages management API (issue 17, decision 055): /api/status-pages (settings, components, logo and
 * favicon), their incidents (/api/status-pages/{id}/incidents, /api/incidents/{id}) and the uploaded images
 * (/public/status-assets/{id}). The public pages themselves are modules/public-status.
 */
export function registerStatusPagesModule(
  app: FastifyInstance,
  deps: StatusPagesModuleDeps,
): { pages: StatusPagesService; incidents: IncidentsService } {
  const repo = createStatusPagesRepository(deps.db);
  const incidentsRepo = createIncidentsRepository(deps.db);
  const pages = createStatusPagesService({
    repo,
    incidents: incidentsRepo,
    componentStatus: createComponentStatusRepository(deps.db),
    activity: createActivityRepository(deps.db),
    publicUrl: deps.publicUrl,
    feed: deps.feed,
    domains: createCustomDomainVerifier({
      db: deps.db,
      engine: deps.engine,
      publicUrl: deps.publicUrl,
      feed: deps.feed,
    }),
    limitStore: deps.limitStore,
  });
  const incidents = createIncidentsService({
    repo: incidentsRepo,
    pages: repo,
    notices: deps.notices ?? noSubscriberNotices,
    events: deps.incidentEvents,
    feed: deps.feed,
  });
  registerStatusPageRoutes(app, { pages, workspace: deps.workspace });
  registerIncidentRoutes(app, { incidents, workspace: deps.workspace });
  return { pages, incidents };
}
