import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { RECENT_ALERTS_LIMIT } from '../../../../shared/helpers/alert-display';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAlerts } from '../api/get-alerts';
import { AlertsQueryView } from './alert-list';

/** SPEC §2.13 Recent Alerts panel: the first 5 alerts, with Mark Read and Resolve; 'All Clear!' when there are none. */
export function RecentAlertsPanel() {
  const alerts = useAlerts({});
  return (
    <Card>
      <div className="flex items-start justify-between gap-3 px-5 pt-5 pb-4 sm:px-6">
        <div className="grid gap-1">
          <CardTitle>Recent Alerts</CardTitle>
          <CardDescription>The latest problems found on your domains.</CardDescription>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/alerts">
            View all
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <div className="border-t border-line">
        <AlertsQueryView
          query={alerts}
          label="Recent alerts"
          limit={RECENT_ALERTS_LIMIT}
          empty={
            <EmptyState icon={ShieldCheck} title="All Clear!" framed={false}>
              No alerts right now. When a check finds a problem, it shows up here.
            </EmptyState>
          }
        />
      </div>
    </Card>
  );
}
