import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { Owner } from '../../db/ownership';
import { forbidden } from '../../http/errors';
import type { ApiKeyPermission } from '../../../shared/constants/partner-api';
import { keyLevelFor, roleAllows, type Permission, type TeamRole } from './permissions';

/**
 * Where a request works: the caller's personal workspace, or a team the caller belongs to. Every owned row
 * carries `user_id` and `team_id`; `scope()` turns the workspace into the one condition every query must add.
 */
export interface Workspace extends Owner {
  kind: 'personal' | 'team';
  /** The caller (userId) and the team, or null for the personal workspace (teamId). */
  /** The caller's role: always owner of their personal workspace. */
  role: TeamRole;
  /** The plan that sets the workspace's limits: the caller's own, or the team owner's. */
  plan: SubscriptionTier;
  /** Set when a partner API key calls (/api/v1): its level, which refusals speak of instead of a team role. */
  apiKey?: ApiKeyPermission;
}

// a workspace is an owner: the one condition every query adds, and the owner columns of a new row
export { ownership, scope } from '../../db/ownership';

/** Refuses with 403 when the caller's role does not allow the action; `message` says why when the default would be vague. */
export function authorize(ws: Workspace, permission: Permission, message?: string): void {
  if (!roleAllows(ws.role, permission)) {
    if (ws.apiKey) throw forbidden(keyRefusal(ws.apiKey, permission), 'API_KEY_PERMISSION');
    throw forbidden(
      message ??
        (ws.role === 'viewer'
          ? 'Viewers can look but not change anything in this workspace. Ask a team admin for a different role.'
          : "You don't have permission to perform this action."),
    );
  }
}

/** A key's refusal names the key's level and the level that would do, not a team role the key's holder may not have. */
function keyRefusal(level: ApiKeyPermission, permission: Permission): string {
  const needed = keyLevelFor(permission);
  return needed
    ? `This API key has ${level} permission, which does not allow this. Use a key with ${needed} permission.`
    : `This API key has ${level} permission; no API key may do this. The team's owner can, in the app.`;
}
