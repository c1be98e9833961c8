import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ApiKeyGuard } from '../api-keys/api-keys.module';

export const API_V1_PREFIX = '/api/v1';

export interface ApiV1Deps {
  db: Database;
  /** Key authentication, limits and usage (modules/api-keys). */
  keys: ApiKeyGuard;
}

/**
 * The partner API (issue 18): `/api/v1`, key-authenticated and sessionless, in its own encapsulated plugin so its
 * hooks (key auth, limits, usage) touch no other route. Its routes call the same services as the screens' API.
 */
export async function registerApiV1(app: FastifyInstance, deps: ApiV1Deps): Promise<void> {
  app.decorateRequest('apiCaller', null);
  await app.register(
    async (v1) => {
      deps.keys.protect(v1);
      // routes: modules/api-v1/*.routes.ts
    },
    { prefix: API_V1_PREFIX },
  );
}
