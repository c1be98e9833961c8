import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAlerts } from '../api/get-alerts';
import { AlertsQueryView } from './alert-list';

/** One domain's alerts (its page): the alerts list filtered by domain, with Mark Read and Resolve. */
export function DomainAlerts({ domainId }: { domainId: string }) {
  const alerts = useAlerts({ domainId });
  return (
    <div className="-mx-5 border-t border-line sm:-mx-6">
      <AlertsQueryView
        query={alerts}
        label="Alerts for this domain"
        limit={20}
        empty={
          <EmptyState icon={ShieldCheck} title="No alerts" framed={false}>
            No check of this domain has raised an alert.
          </EmptyState>
        }
      />
    </div>
  );
}
