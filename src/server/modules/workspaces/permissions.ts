import type { teamRoles } from '../../db/schema';

export type TeamRole = (typeof teamRoles)[number];

/** What a caller may do in a workspace. One table, used by every service (never only in the UI). */
export type Permission =
  | 'workspace:read'
  | 'monitoring:write' // domains, thresholds, status pages, renewals, integrations, resolving alerts
  | 'members:manage' // invite, remove, change roles
  | 'settings:manage' // team name, description, API keys
  | 'team:delete'
  | 'billing:manage';

const GRANTS: Record<TeamRole, ReadonlySet<Permission>> = {
  owner: new Set<Permission>(['workspace:read', 'monitoring:write', 'members:manage', 'settings:manage', 'team:delete', 'billing:manage']),
  admin: new Set<Permission>(['workspace:read', 'monitoring:write', 'members:manage', 'settings:manage']),
  member: new Set<Permission>(['workspace:read', 'monitoring:write']),
  viewer: new Set<Permission>(['workspace:read']),
};

export function roleAllows(role: TeamRole, permission: Permission): boolean {
  return GRANTS[role].has(permission);
}
