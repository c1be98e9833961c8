import type { QueryClient } from '@tanstack/react-query';
import { firstResultsArrived, type AwaitedDomain } from '../../../../shared/helpers/first-results';
import { dashboardStatsKey, domainKeys } from './keys';

/** The alert lists and counts (alerts feature, keyed by their path): a domain's first checks may open alerts. */
const alertsKey = ['/api/alerts'] as const;

/**
 * A domain's first results arrived (shared/helpers/first-results.ts): the screens that summarise it refresh now
 * rather than at their next 30 s poll: the dashboard cards, the alert counts, and the domain's own page (its panels,
 * keyed under ['/api/domains', id]). The lists that noticed are left alone: they hold the answer already.
 */
export function refreshOnFirstResults(
  client: QueryClient,
  before: readonly AwaitedDomain[] | undefined,
  after: readonly AwaitedDomain[],
): void {
  if (!before || !firstResultsArrived(before, after)) return;
  const ids = new Set(after.map((domain) => domain.id));
  void client.invalidateQueries({ queryKey: dashboardStatsKey });
  void client.invalidateQueries({ queryKey: alertsKey });
  void client.invalidateQueries({
    queryKey: domainKeys.all,
    predicate: ({ queryKey }) => typeof queryKey[1] === 'string' && ids.has(queryKey[1]) && queryKey.length > 2,
  });
}
