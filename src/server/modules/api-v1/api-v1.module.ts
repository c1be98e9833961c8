import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerApiKeyAuth } from '../api-keys/api-key-auth';
import { createApiKeysRepository } from '../api-keys/api-keys.repository';
import { registerPartnerDomainsV1Routes } from '../partners/partner-domains.v1.routes';

export const API_V1_PREFIX = '/api/v1';

export interface ApiV1Deps {
  db: Database;
}

/**
 * The partner API (issue 18): `/api/v1`, key-authenticated and sessionless, in its own encapsulated plugin so its
 * hooks (key auth, limits, usage) touch no other route. Its routes call the same services as the screens' API.
 */
export async function registerApiV1(app: FastifyInstance, deps: ApiV1Deps): Promise<void> {
  app.decorateRequest('apiCaller', null);
  await app.register(
    async (v1) => {
      registerApiKeyAuth(v1, { repo: createApiKeysRepository(deps.db) });
      // routes: modules/api-v1/*.routes.ts
      registerPartnerDomainsV1Routes(v1, { db: deps.db });
    },
    { prefix: API_V1_PREFIX },
  );
}
