import { useQuery } from '@tanstack/react-query';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { fetchAlerts } from './get-alerts';
import { alertKeys } from './keys';

const UNREAD = { unreadOnly: true } as const;

/**
 * SPEC §7 / §9.3: GET /api/alerts?unreadOnly=true every 30 s while signed in; the count is the array's length (the
 * list stops at 100, which the badges show as 99+ and 9+ anyway). Undefined until known: no badge meanwhile.
 */
export function useUnreadAlertCount(): number | undefined {
  const query = useQuery({
    queryKey: alertKeys.list(UNREAD),
    queryFn: ({ signal }) => fetchAlerts(UNREAD, signal),
    staleTime: POLL_INTERVALS.unreadAlerts,
    refetchInterval: POLL_INTERVALS.unreadAlerts,
    select: (alerts) => alerts.length,
  });
  return query.data;
}
