import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { SecretSealer } from '../../secrets/secret-sealer';
import { createActivityRepository } from '../activity/activity.repository';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createPartnerDomainsService } from './partner-domains.service';
import { createPartnerEventsRepository } from './partner-events.repository';
import type { PartnerWebhooks } from './partner-webhooks';
import { createPartnerWebhooksService } from './partner-webhooks.service';
import { registerPartnerRoutes } from './partners.routes';
import { createPartnersRepository } from './partners.repository';
import { createPartnersService } from './partners.service';

/**
 * The agency partner programme (issue 18, decision 058): /api/partner (profile, webhook secret, partner domains,
 * and decision 081's test event and delivery log; the events themselves are queued by the jobs' notifier).
 * The key-authenticated twin of the domain routes is partner-domains.v1.routes.ts, registered in the v1 plugin.
 */
export function registerPartnersModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    workspace: WorkspaceResolver;
    sealer: SecretSealer;
    /** Sends the test event (through the SSRF guard of every delivery). */
    hooks: PartnerWebhooks;
    feed?: Pick<ChangeFeed, 'publish'>;
  },
): void {
  const repo = createPartnersRepository(deps.db);
  const activity = createActivityRepository(deps.db);
  registerPartnerRoutes(app, {
    partners: createPartnersService({ repo, sealer: deps.sealer, activity, feed: deps.feed }),
    links: createPartnerDomainsService({ repo, activity }),
    webhooks: createPartnerWebhooksService({
      repo,
      events: createPartnerEventsRepository(deps.db),
      hooks: deps.hooks,
    }),
    workspace: deps.workspace,
  });
}
