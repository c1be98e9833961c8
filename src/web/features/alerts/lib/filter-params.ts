import { alertSeveritySchema, alertTypeSchema } from '../../../../shared/contracts/alerts';
import { normalizeFilters, type AlertFilters } from '../api/keys';

/** The address's `ack` values and the acknowledgement filter they stand for. */
const ACK_PARAMS = { yes: true, no: false } as const;

/**
 * The /alerts filters live in the address (?type=downtime&severity=critical&unread=1&unresolved=1&ack=yes), so a filtered
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
    acknowledged: ACK_PARAMS[params.get('ack') as keyof typeof ACK_PARAMS],
  });
}

export function paramsFromFilters(filters: AlertFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.severity) params.set('severity', filters.severity);
  if (filters.unreadOnly) params.set('unread', '1');
  if (filters.unresolvedOnly) params.set('unresolved', '1');
  if (filters.acknowledged !== undefined) params.set('ack', filters.acknowledged ? 'yes' : 'no');
  return params;
}

export function hasFilters(filters: AlertFilters): boolean {
  return Object.keys(normalizeFilters(filters)).length > 0;
}
