import type { ReactNode } from 'react';
import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import type { PerformanceAggregate } from '../../../../shared/contracts/performance';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import type { usePerformanceAggregate } from '../api/get-performance-aggregate';

export const PERFORMANCE_LOAD_ERROR = "Couldn't load performance data";

export interface AggregateGateProps {
  query: ReturnType<typeof usePerformanceAggregate>;
  /** Inside a card that already frames its content. */
  inCard?: boolean;
  children: (data: PerformanceAggregate) => ReactNode;
}

/** The states every view of the aggregate shares: failed, no domain to measure, loading; then the data. */
export function AggregateGate({ query: { domains, aggregate }, inCard = false, children }: AggregateGateProps) {
  const frame = inCard ? { framed: false, className: 'py-6' } : {};
  if (domains.isError || aggregate.isError)
    return (
      <LoadError
        title={PERFORMANCE_LOAD_ERROR}
        error={domains.error ?? aggregate.error}
        onRetry={() => void (domains.isError ? domains.refetch() : aggregate.refetch())}
        retrying={domains.isFetching || aggregate.isFetching}
        {...frame}
      />
    );
  if (domains.data === 0)
    return (
      <EmptyState
        icon={Globe}
        title="No domains to measure yet"
        {...frame}
        action={
          <Button asChild size="sm">
            <Link to="/domains">Add a domain</Link>
          </Button>
        }
      >
        Add a domain and Sitewarden measures its speed with Lighthouse every day.
      </EmptyState>
    );
  if (!aggregate.data)
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading performance">
        <Skeleton className="h-16 w-48" />
        <div className="grid gap-3 sm:grid-cols-3">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      </div>
    );
  return <>{children(aggregate.data)}</>;
}
