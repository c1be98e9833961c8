import type { FastifyInstance } from 'fastify';
import { API_KEY_PERMISSIONS, planHasPartnerApi, type ApiKeyPermission } from '../../../shared/constants/partner-api';
import { forbidden, unauthorized } from '../../http/errors';
import { ROLE_OF_PERMISSION, type ApiCaller } from './api-caller';
import { hashApiKey } from './api-key-secret';
import type { ApiKeysRepository } from './api-keys.repository';

/**
 * Key authentication for the /api/v1 plugin it is registered in: `Authorization: Bearer <key>` only (a key in the
 * query string is refused, since URLs end up in logs), the key's workspace and level set on request.apiCaller.
 * Issue 18's first cut: rate limits, the monthly quota, usage recording and cross-process revocation are added here.
 */
export function registerApiKeyAuth(v1: FastifyInstance, { repo }: { repo: ApiKeysRepository }): void {
  v1.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && ('api_key' in query || 'apiKey' in query || 'key' in query || 'token' in query)) {
      throw unauthorized('API keys are accepted only in the Authorization header (Bearer), never in the address.', 'API_KEY_IN_QUERY');
    }
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) throw unauthorized('An API key is required: send it as Authorization: Bearer <key>.', 'API_KEY_REQUIRED');
    const found = await repo.byHash(hashApiKey(match[1]!));
    if (!found || !found.key.isActive || !found.partner.isActive) throw unauthorized('This API key is not valid or has been revoked.', 'API_KEY_INVALID');
    if (found.key.expiresAt && found.key.expiresAt.getTime() <= Date.now()) throw unauthorized('This API key has expired.', 'API_KEY_EXPIRED');
    if (!planHasPartnerApi(found.plan)) throw forbidden('The partner API is part of the paid plans. Upgrade to use your API keys.', 'PLAN_REQUIRED');
    const permission = highest(found.key.permissions);
    const caller: ApiCaller = {
      keyId: found.key.id,
      partnerId: found.partner.id,
      permission,
      workspace: {
        kind: found.partner.teamId ? 'team' : 'personal',
        userId: found.partner.userId,
        teamId: found.partner.teamId,
        role: ROLE_OF_PERMISSION[permission],
        plan: found.plan,
      },
    };
    request.apiCaller = caller;
  });
}

function highest(held: readonly ApiKeyPermission[]): ApiKeyPermission {
  let best: ApiKeyPermission = 'read';
  for (const p of held) if (API_KEY_PERMISSIONS.indexOf(p) > API_KEY_PERMISSIONS.indexOf(best)) best = p;
  return best;
}
