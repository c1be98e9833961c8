import { alertSeveritySchema, alertTypeSchema } from '../../../../shared/contracts/alerts';
import { normalizeFilters, type AlertFilters } from '../api/keys';

/**
 * The /alerts filters live in the address (?type=downtime&severity=critical&unread=1&unresolved=1), so a filtered
 * view can be bookmarked, shared and survives a reload. Unknown values are ignored.
 */
export function filtersFromParams(params: URLSearchParams): AlertFilters {
  const type = alertTypeSchema.safeParse(params.get('type'));
  const severity = alertSeveritySchema.safeParse(params.get('severity'));
  return normalizeFilters({
    ...(type.success ? { type: type.data } : {}),
    ...(severity.success ? { severity: severity.data } : {}),
    unreadOnly: params.get('unread') === '1',
    unresolvedOnly: params.get('unresolved') === '1',
  });
}

export function paramsFromFilters(filters: AlertFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.severity) params.set('severity', filters.severity);
  if (filters.unreadOnly) params.set('unread', '1');
  if (filters.unresolvedOnly) params.set('unresolved', '1');
  return params;
}

export function hasFilters(filters: AlertFilters): boolean {
  return Object.keys(normalizeFilters(filters)).length > 0;
}
