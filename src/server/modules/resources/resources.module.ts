import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { RuntimePages } from '../../http/web';
import { RESOURCE_CONTENT_DIR } from './resource-content';
import { registerResourceAdminRoutes } from './resources-admin.routes';
import { createResourcesAdminService } from './resources-admin.service';
import { createResourcesRepository } from './resources.repository';
import { registerResourceRoutes } from './resources.routes';
import { createResourcesService } from './resources.service';

/**
 * The resources library: the public API, the admin API, and the resource pages published after the build (served the
 * app shell while they exist, the 404 page otherwise). Returns those pages for the web server.
 */
export function registerResourcesModule(
  app: FastifyInstance,
  { db, contentDir = RESOURCE_CONTENT_DIR }: { db: Database; contentDir?: string },
): RuntimePages {
  const repo = createResourcesRepository(db);
  const resources = createResourcesService({ repo, contentDir });
  registerResourceRoutes(app, { resources });
  registerResourceAdminRoutes(app, { admin: createResourcesAdminService({ repo, contentDir }) });
  return {
    pattern: '/resources/:slug',
    exists: async (path) => resources.exists(decodeURIComponent(path.split('/')[2] ?? '')),
  };
}
