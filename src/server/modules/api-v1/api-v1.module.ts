import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ApiKeyGuard } from '../api-keys/api-keys.module';
import type { AlertThresholdsService } from '../alert-thresholds/alert-thresholds.service';
import type { AlertsService } from '../alerts/alerts.service';
import type { DomainDetailsService } from '../domain-details/domain-details.service';
import type { DomainsService } from '../domains/domains.service';
import type { MonitorsService } from '../monitors/monitors.service';
import type { TeamsService } from '../teams/teams.service';
import { registerV1AlertRoutes } from './alerts.routes';
import { registerV1DomainRoutes } from './domains.routes';
import { createIdempotencyRepository } from './idempotency.repository';
import { registerIdempotency } from './idempotency';
import { registerV1MemberRoutes } from './members.routes';
import { registerV1MonitorRoutes } from './monitors.routes';
import { createV1OpenApi, type V1OpenApi } from './openapi';
import { registerV1StatusRoutes, type V1StatusDeps } from './status-pages.routes';
import { registerPartnerDomainsV1Routes } from '../partners/partner-domains.v1.routes';

export const API_V1_PREFIX = '/api/v1';
export const API_V1_OPENAPI_PATH = `${API_V1_PREFIX}/openapi.json`;

export interface ApiV1Deps extends V1StatusDeps {
  db: Database;
  /** Key authentication, limits and usage (modules/api-keys). */
  keys: ApiKeyGuard;
  publicUrl: string;
  domains: DomainsService;
  details: DomainDetailsService;
  monitors: MonitorsService;
  alerts: AlertsService;
  thresholds: AlertThresholdsService;
  teams: TeamsService;
}

/**
 * The partner API (issue 18, decision 057): `/api/v1`, key-authenticated and sessionless, in its own encapsulated
 * plugin so its hooks (key auth, limits, usage, idempotency) touch no other route. Its routes call the same services
 * as the screens' API. Its OpenAPI document is public, outside the key check.
 */
export async function registerApiV1(app: FastifyInstance, deps: ApiV1Deps): Promise<{ openApi: V1OpenApi }> {
  app.decorateRequest('apiCaller', null);
  const openApi = createV1OpenApi({ publicUrl: deps.publicUrl, prefix: API_V1_PREFIX });
  app.get(API_V1_OPENAPI_PATH, { schema: { hide: true } }, async () => openApi.document());
  await app.register(
    async (v1) => {
      v1.addHook('onRoute', (route) => openApi.collect(route));
      deps.keys.protect(v1);
      registerIdempotency(v1, { repo: createIdempotencyRepository(deps.db) });
      registerV1DomainRoutes(v1, deps);
      registerV1MonitorRoutes(v1, deps);
      registerV1AlertRoutes(v1, deps);
      registerV1StatusRoutes(v1, deps);
      registerV1MemberRoutes(v1, deps);
      registerPartnerDomainsV1Routes(v1, { db: deps.db });
    },
    { prefix: API_V1_PREFIX },
  );
  return { openApi };
}
