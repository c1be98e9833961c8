import {
  API_KEY_PERMISSIONS,
  API_KEY_RATE_WINDOW_SECONDS,
  type ApiKeyPermission,
} from '../../../shared/constants/partner-api';
import type { ApiKey } from '../../../shared/contracts/partner-api';
import type { ApiKeyRow } from './api-keys.repository';

/** A key's level: the highest it holds (the column is a list, as SPEC §3.2 has it; the service stores one). */
export function permissionOf(key: Pick<ApiKeyRow, 'permissions'>): ApiKeyPermission {
  let best: ApiKeyPermission = 'read';
  for (const p of key.permissions) if (API_KEY_PERMISSIONS.indexOf(p) > API_KEY_PERMISSIONS.indexOf(best)) best = p;
  return best;
}

/** A key as the screens show it (never its hash). */
export function apiKeyView(row: ApiKeyRow, now: Date): ApiKey {
  const status = !row.isActive
    ? 'revoked'
    : row.expiresAt && row.expiresAt.getTime() <= now.getTime()
      ? 'expired'
      : 'active';
  return {
    id: row.id,
    name: row.name,
    prefix: row.keyPrefix,
    permission: permissionOf(row),
    rateLimit: row.rateLimit,
    rateLimitWindowSeconds: API_KEY_RATE_WINDOW_SECONDS,
    status,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
