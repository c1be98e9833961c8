import type { Alert } from '../../../../shared/contracts/alerts';

/** The filters of GET /api/alerts that the screens use (SPEC §2.13 and the /alerts filters). */
export interface AlertFilters {
  type?: Alert['type'];
  severity?: Alert['severity'];
  unreadOnly?: boolean;
  unresolvedOnly?: boolean;
  /** true: acknowledged ones only; false: none acknowledged (decision 043). */
  acknowledged?: boolean;
  /** One domain's alerts (its page). */
  domainId?: string;
}

/**
 * Query keys of the alerts feature; the first part is the path (SPEC §7), so invalidating ['/api/alerts'] refreshes
 * every list and the unread count at once.
 */
export const alertKeys = {
  all: ['/api/alerts'] as const,
  list: (filters: AlertFilters) => ['/api/alerts', normalizeFilters(filters)] as const,
};

/** Drops unset filters so that equal filters make equal keys (and share one cached answer). */
export function normalizeFilters(filters: AlertFilters): AlertFilters {
  const out: AlertFilters = {};
  if (filters.type) out.type = filters.type;
  if (filters.severity) out.severity = filters.severity;
  if (filters.unreadOnly) out.unreadOnly = true;
  if (filters.unresolvedOnly) out.unresolvedOnly = true;
  if (filters.acknowledged !== undefined) out.acknowledged = filters.acknowledged;
  if (filters.domainId) out.domainId = filters.domainId;
  return out;
}

/** '/api/alerts?severity=critical&unreadOnly=true' */
export function alertsPath(filters: AlertFilters): string {
  const params = new URLSearchParams();
  const f = normalizeFilters(filters);
  if (f.type) params.set('type', f.type);
  if (f.severity) params.set('severity', f.severity);
  if (f.unreadOnly) params.set('unreadOnly', 'true');
  if (f.unresolvedOnly) params.set('unresolvedOnly', 'true');
  if (f.acknowledged !== undefined) params.set('acknowledged', String(f.acknowledged));
  if (f.domainId) params.set('domainId', f.domainId);
  const query = params.toString();
  return query ? `/api/alerts?${query}` : '/api/alerts';
}
