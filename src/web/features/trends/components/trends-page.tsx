import { Globe } from 'lucide-react';
import { TREND_RANGE_LABELS, TREND_RANGES, type Trends } from '../../../../shared/contracts/trends';
import { DomainPicker } from '../../../components/domain-picker';
import { DomainsLoadError, NoDomainsYet } from '../../../components/domain-states';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDomainOptions, useSelectedDomain } from '../../../lib/domain-options';
import { useSearchParamChoice } from '../../../lib/search-param';
import { trendsExportUrl, useTrends } from '../api/get-trends';
import { ExportLink } from './export-link';
import { MetricCharts, MetricChartsSkeleton } from './metric-chart-card';
import { PeriodStats } from './period-stats';
import { RangePicker } from './range-picker';
import { StatCardSkeleton } from './stat-card';
import { displayDomain } from '../../../../shared/helpers/domain-name';

/** /trends: one domain's uptime, response time, certificate and performance over a range, against the period before. */
export function TrendsPage() {
  useDocumentTitle('Trends');
  const domains = useDomainOptions();
  const { selected, select } = useSelectedDomain(domains.data);
  const [range, setRange] = useSearchParamChoice('range', TREND_RANGES, '7d');
  const trends = useTrends(selected?.id ?? null, range);

  if (domains.isPending) return <TrendsSkeleton />;
  if (domains.isError) {
    return <DomainsLoadError query={domains} />;
  }
  if (!selected) return <NoDomains />;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <DomainPicker domains={domains.data} value={selected.id} onChange={select} className="md:w-72" />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <RangePicker value={range} onChange={setRange} retentionDays={trends.data?.retentionDays} />
          <ExportLink href={trendsExportUrl(range, selected.id)} />
        </div>
      </div>

      {trends.isPending ? (
        <TrendsSkeleton withToolbar={false} />
      ) : trends.isError ? (
        <LoadError
          title="Couldn't load the trends"
          error={trends.error}
          onRetry={() => void trends.refetch()}
          retrying={trends.isFetching}
        />
      ) : (
        <TrendsView trends={trends.data} updating={trends.isPlaceholderData} />
      )}
    </div>
  );
}

function TrendsView({ trends, updating }: { trends: Trends; updating: boolean }) {
  const { current, previous, range } = trends;
  const nothingYet = current.checks === 0 && current.sslDaysLeft === null && current.performanceScore === null;
  return (
    <section
      aria-labelledby="trends-heading"
      aria-busy={updating}
      className={cn('grid grid-cols-1 gap-6 transition-opacity', updating && 'opacity-60')}
    >
      <div className="grid gap-1">
        <h2 id="trends-heading" className="text-lg font-semibold tracking-tight text-fg">
          {displayDomain(trends.domain.name)} · {TREND_RANGE_LABELS[range]}
        </h2>
        <p className="text-sm text-fg-muted">
          {nothingYet
            ? 'Nothing has been measured in this period yet. Checks run on your plan’s schedule; the first results appear here as they come in.'
            : `${current.checks} uptime ${current.checks === 1 ? 'check' : 'checks'} and ${current.incidents} ${current.incidents === 1 ? 'incident' : 'incidents'} in this period.`}
        </p>
      </div>
      <PeriodStats
        current={current}
        previous={previous}
        range={range}
        uptimeExcludingMaintenance={trends.uptimeExcludingMaintenance}
      />
      <MetricCharts points={trends.points} bucket={trends.bucket} />
    </section>
  );
}

function NoDomains() {
  return (
    <NoDomainsYet icon={Globe}>
      Trends show how a domain&apos;s uptime, response time, certificate and performance change over time. Add a domain
      to start collecting its history.
    </NoDomainsYet>
  );
}

export function TrendsSkeleton({ withToolbar = true }: { withToolbar?: boolean }) {
  return (
    <div role="status" aria-label="Loading trends" className="grid grid-cols-1 gap-6">
      {withToolbar ? (
        <div className="flex flex-col gap-4 md:flex-row md:justify-between">
          <Skeleton className="h-10 w-full md:w-72" />
          <Skeleton className="h-9 w-full md:w-80" />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </div>
      <MetricChartsSkeleton />
    </div>
  );
}
