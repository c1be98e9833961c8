import { useQuery } from '@tanstack/react-query';
import { NEEDS_ATTENTION_FILTERS, needsAttention } from '../../../../shared/helpers/alert-attention';
import { alertsQueryOptions } from './get-alerts';

/**
 * The badges' count (decision 069): the alerts needing attention, open and not acknowledged, asked as the /alerts
 * list's "Needs attention" filter asks (one query: GET /api/alerts?unresolvedOnly=true&acknowledged=false, every
 * 30 s while signed in, SPEC §9.3); the count is those of the answer needsAttention keeps (alerts held by a
 * maintenance window under way are listed, labelled, and not counted; the list stops at 100, which the badges show
 * as 99+ and 9+ anyway). Acknowledging, resolving and marking read refresh it with every alert list. Undefined until
 * known: no badge meanwhile.
 */
export function useAttentionAlertCount(): number | undefined {
  const query = useQuery({
    ...alertsQueryOptions(NEEDS_ATTENTION_FILTERS),
    select: (alerts) => alerts.filter(needsAttention).length,
  });
  return query.data;
}
