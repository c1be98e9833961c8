import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { NO_DATA_YET } from '../../../../shared/helpers/domain-state';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../lib/use-now';
import { useDomainPerformance } from '../api/get-domain-performance';
import { domainDetailsPath } from './domain-performance-card';
import { CategoryScores, LabVitals } from './domain-performance-sections';

/** A domain's latest Lighthouse run for its page: the four scores and the lab vitals, and the way to the full report. */
export function DomainLighthouse({ domainId }: { domainId: string }) {
  const query = useDomainPerformance(domainId);
  const now = useNow();
  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError)
    return (
      <LoadError
        framed={false}
        title="Couldn't load the Lighthouse results"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const { latest } = query.data;
  const report = (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={domainDetailsPath(domainId)}>
        {latest ? 'Full Lighthouse report' : 'Analyze performance'}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
  if (!latest)
    return (
      <div className="grid gap-3">
        <p className="rounded-lg border border-line bg-canvas px-4 py-3 text-sm text-fg-muted">
          {NO_DATA_YET}: no Lighthouse run is stored. Lighthouse runs once a day, or now with Analyze performance.
        </p>
        {report}
      </div>
    );
  return (
    <div className="grid gap-4 @container">
      <p className="text-sm text-fg-muted">
        {latest.device === 'mobile' ? 'Mobile' : 'Desktop'} run,{' '}
        <time dateTime={latest.scannedAt} title={new Date(latest.scannedAt).toLocaleString()}>
          {formatRelativeTime(latest.scannedAt, now)}
        </time>
      </p>
      <CategoryScores scores={latest.scores} />
      <LabVitals vitals={latest.vitals} />
      {report}
    </div>
  );
}
