import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SecretSealer } from '../../secrets/secret-sealer';
import { createActivityRepository } from '../activity/activity.repository';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createPartnerDomainsService } from './partner-domains.service';
import { registerPartnerRoutes } from './partners.routes';
import { createPartnersRepository } from './partners.repository';
import { createPartnersService } from './partners.service';

/**
 * The agency partner programme (issue 18, decision 058): /api/partner (profile, webhook secret, partner domains).
 * The key-authenticated twin of the domain routes is partner-domains.v1.routes.ts, registered in the v1 plugin.
 */
export function registerPartnersModule(app: FastifyInstance, deps: { db: Database; workspace: WorkspaceResolver; sealer: SecretSealer }): void {
  const repo = createPartnersRepository(deps.db);
  const activity = createActivityRepository(deps.db);
  registerPartnerRoutes(app, {
    partners: createPartnersService({ repo, sealer: deps.sealer, activity }),
    links: createPartnerDomainsService({ repo, activity }),
    workspace: deps.workspace,
  });
}
