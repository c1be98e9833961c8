import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Alert } from '../../../../shared/contracts/alerts';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../lib/use-now';
import { AlertItem } from './alert-item';

/** Alerts, newest first, with relative times that keep moving while the list is open. */
export function AlertList({ alerts, label }: { alerts: Alert[]; label: string }) {
  const now = useNow();
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} now={now} />
      ))}
    </ul>
  );
}

/** Placeholder rows shaped like alerts. */
export function AlertListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-line">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex gap-3 px-4 py-4 sm:px-5">
          <Skeleton className="size-9 rounded-lg" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-56 max-w-full" />
            <Skeleton className="h-3 w-full max-w-md" />
            <Skeleton className="h-3 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}

export interface AlertsQueryViewProps {
  query: UseQueryResult<Alert[]>;
  /** The list's accessible name. */
  label: string;
  /** What to show when there are no alerts. */
  empty: ReactNode;
  /** Show only the first N. */
  limit?: number;
  skeletonRows?: number;
}

/** An alert list inside a card: placeholders while loading, the failure with a retry, the empty state, or the alerts. */
export function AlertsQueryView({ query, label, empty, limit, skeletonRows }: AlertsQueryViewProps) {
  if (query.isPending) return <AlertListSkeleton rows={skeletonRows} label="Loading alerts" />;
  if (query.isError) {
    return (
      <LoadError
        framed={false}
        title="Couldn't load alerts"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return <>{empty}</>;
  return <AlertList alerts={limit === undefined ? query.data : query.data.slice(0, limit)} label={label} />;
}
