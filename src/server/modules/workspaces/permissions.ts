import type { teamRoles } from '../../db/schema';
import type { ApiKeyPermission } from '../../../shared/constants/partner-api';

export type TeamRole = (typeof teamRoles)[number];

/** What a caller may do in a workspace. One table, used by every service (never only in the UI). */
export type Permission =
  | 'workspace:read'
  | 'monitoring:write' // domains, thresholds, status pages, renewals, integrations, resolving alerts; checks run on
  // demand (Rescan, benchmarks, full audits, 'Analyze Performance': they spend capacity every workspace shares)
  | 'members:manage' // invite, remove, change roles of members and viewers
  | 'admins:manage' // give, change or take away the admin role (invite, promote, demote, remove admins)
  | 'settings:manage' // team name, description, API keys
  | 'team:delete'
  | 'ownership:transfer'
  | 'billing:manage'; // the plan and payment of the workspace: its owner's subscription (owner and team admins)

const GRANTS: Record<TeamRole, ReadonlySet<Permission>> = {
  owner: new Set<Permission>([
    'workspace:read',
    'monitoring:write',
    'members:manage',
    'admins:manage',
    'settings:manage',
    'team:delete',
    'ownership:transfer',
    'billing:manage',
  ]),
  admin: new Set<Permission>([
    'workspace:read',
    'monitoring:write',
    'members:manage',
    'settings:manage',
    'billing:manage',
  ]),
  member: new Set<Permission>(['workspace:read', 'monitoring:write']),
  viewer: new Set<Permission>(['workspace:read']),
};

export function roleAllows(role: TeamRole, permission: Permission): boolean {
  return GRANTS[role].has(permission);
}

/** A partner API key acts with the role of its level: read keys look, write keys change monitoring, admin keys manage. */
export const ROLE_OF_KEY_PERMISSION: Record<ApiKeyPermission, TeamRole> = {
  read: 'viewer',
  write: 'member',
  admin: 'admin',
};

const KEY_LEVELS: readonly ApiKeyPermission[] = ['read', 'write', 'admin'];

/** The least key level that allows `permission`; null when no key may (what only a team's owner does, in the app). */
export function keyLevelFor(permission: Permission): ApiKeyPermission | null {
  return KEY_LEVELS.find((level) => roleAllows(ROLE_OF_KEY_PERMISSION[level], permission)) ?? null;
}
