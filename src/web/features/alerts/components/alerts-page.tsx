import { useMemo } from 'react';
import { BellOff, ShieldCheck, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { needAttentionText, needsAttention } from '../../../../shared/helpers/alert-attention';
import { formatAlertCount } from '../../../../shared/helpers/alert-display';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDocumentTitle } from '../../../lib/document-title';
import { useQueryUpdate } from '../../../lib/search-param';
import { useAlerts } from '../api/get-alerts';
import type { AlertFilters } from '../api/keys';
import { filtersFromParams, hasFilters, paramsFromFilters } from '../lib/filter-params';
import { AlertFiltersBar, showsNeedingAttention } from './alert-filters';
import { AlertsQueryView } from './alert-list';

/**
 * /alerts (SPEC §2.13): every alert of the workspace, newest first, filtered by type, severity, acknowledgement,
 * needs attention, unread, unresolved; the count says how many of those listed need attention, as the badges count.
 */
export function AlertsPage() {
  useDocumentTitle('Alerts');
  const [params] = useSearchParams();
  const updateQuery = useQueryUpdate();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const alerts = useAlerts(filters, showsNeedingAttention(filters));
  const setFilters = (change: (current: AlertFilters) => AlertFilters) =>
    updateQuery((current) => paramsFromFilters(change(filtersFromParams(current))));
  const filtered = hasFilters(filters);
  const attention = showsNeedingAttention(filters) ? 0 : (alerts.data?.filter(needsAttention).length ?? 0);

  return (
    <div className="grid gap-6">
      <Card className="px-5 py-5 sm:px-6">
        <AlertFiltersBar filters={filters} onChange={setFilters} />
      </Card>

      <Card>
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
          <h2 className="text-base font-semibold tracking-tight text-fg">
            {showsNeedingAttention(filters) && !filters.type && !filters.severity && !filters.unreadOnly
              ? 'Alerts needing attention'
              : filtered
                ? 'Matching alerts'
                : 'All alerts'}
          </h2>
          {alerts.data ? (
            <p aria-live="polite" className="text-sm text-fg-muted tabular-nums">
              {formatAlertCount(alerts.data.length)}
              {attention > 0 ? `, ${needAttentionText(String(attention))}` : ''}
            </p>
          ) : null}
        </div>
        <AlertsQueryView
          query={alerts}
          label="Alerts"
          skeletonRows={4}
          empty={
            filtered ? (
              <EmptyState
                framed={false}
                icon={BellOff}
                title="No alerts match these filters"
                action={
                  <Button variant="outline" onClick={() => setFilters(() => ({}))}>
                    <X aria-hidden="true" />
                    Clear filters
                  </Button>
                }
              >
                Try another type or severity, or show read and resolved alerts too.
              </EmptyState>
            ) : (
              <EmptyState framed={false} icon={ShieldCheck} title="All Clear!">
                No alerts so far. When a check finds a problem on one of your domains, it shows up here and in your
                notifications.
              </EmptyState>
            )
          }
        />
      </Card>
    </div>
  );
}
