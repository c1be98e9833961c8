import { ChartColumn } from 'lucide-react';
import { TREND_RANGE_LABELS, TREND_RANGES, type Analytics } from '../../../../shared/contracts/trends';
import { CHANGE_RULES } from '../../../../shared/helpers/period-change';
import { formatDuration, mtbfMissingReason } from '../../../../shared/helpers/reliability';
import { NoDomainsYet } from '../../../components/domain-states';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSearchParamChoice } from '../../../lib/search-param';
import { trendsExportUrl, useAnalytics } from '../api/get-trends';
import { TREND_METRICS } from '../lib/trend-metrics';
import { ChangeIndicator } from './change-indicator';
import { DomainComparisonTable } from './domain-comparison-table';
import { ExportLink } from './export-link';
import { MetricCharts, MetricChartsSkeleton } from './metric-chart-card';
import { MonitorComparisonTable } from './monitor-comparison-table';
import { previousPeriodLabel } from './period-stats';
import { RangePicker } from './range-picker';
import { SlowestDomains } from './slowest-domains';
import { StatCard, StatCardSkeleton } from './stat-card';

/** /analytics: the workspace over a range: reliability, the same figures as trends for all domains, and each domain. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const [range, setRange] = useSearchParamChoice('range', TREND_RANGES, '7d');
  const analytics = useAnalytics(range);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <RangePicker value={range} onChange={setRange} retentionDays={analytics.data?.retentionDays} />
        <ExportLink href={trendsExportUrl(range)} label="Export all domains (CSV)" />
      </div>
      {analytics.isPending ? (
        <AnalyticsSkeleton />
      ) : analytics.isError ? (
        <LoadError
          title="Couldn't load analytics"
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : analytics.data.domains.length === 0 ? (
        <NoDomainsYet icon={ChartColumn}>
          Analytics compares your domains&apos; uptime, incidents and speed. Add a domain to start collecting history.
        </NoDomainsYet>
      ) : (
        <AnalyticsView analytics={analytics.data} updating={analytics.isPlaceholderData} />
      )}
    </div>
  );
}

function AnalyticsView({ analytics, updating }: { analytics: Analytics; updating: boolean }) {
  const { current, previous, reliability, range } = analytics;
  const against = previousPeriodLabel(range);
  const [uptime, responseTime] = TREND_METRICS;
  return (
    <section
      aria-labelledby="analytics-heading"
      aria-busy={updating}
      className={cn('grid grid-cols-1 gap-6 transition-opacity', updating && 'opacity-60')}
    >
      <div className="grid gap-1">
        <h2 id="analytics-heading" className="text-lg font-semibold tracking-tight text-fg">
          All domains · {TREND_RANGE_LABELS[range]}
        </h2>
        <p className="text-sm text-fg-muted">
          {analytics.domains.length} {analytics.domains.length === 1 ? 'domain' : 'domains'}, {current.checks} uptime{' '}
          {current.checks === 1 ? 'check' : 'checks'} in this period.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {[uptime!, responseTime!].map((metric) => (
          <StatCard
            key={metric.key}
            title={metric.title}
            value={current[metric.key] === null ? null : metric.format(current[metric.key]!)}
            tone={metric.tone(current[metric.key])}
          >
            <ChangeIndicator
              current={current[metric.key]}
              previous={previous ? previous[metric.key] : undefined}
              rule={metric.rule}
              unit={metric.changeUnit}
              against={against}
            />
          </StatCard>
        ))}
        <StatCard
          title="Incidents"
          value={String(reliability.incidents)}
          tone={reliability.openIncidents > 0 ? 'critical' : 'unknown'}
        >
          <ChangeIndicator
            current={current.incidents}
            // no incidents in a period nothing was watched is not a count to compare with
            previous={previous ? (previous.checks > 0 ? previous.incidents : null) : undefined}
            rule={CHANGE_RULES.incidents}
            unit="count"
            against={against}
          />
        </StatCard>
        <StatCard title="MTTR" value={reliability.mttrMs === null ? null : formatDuration(reliability.mttrMs)}>
          <p className="text-xs text-fg-subtle">Mean time to recovery</p>
        </StatCard>
        <StatCard
          title="MTBF"
          value={reliability.mtbfMs === null ? null : formatDuration(reliability.mtbfMs)}
          empty={reliability.incidents > 0 ? 'Not yet' : undefined}
        >
          <p className="text-xs text-fg-subtle">
            {reliability.mtbfMs === null ? mtbfMissingReason(reliability.incidents) : 'Mean time between failures'}
          </p>
        </StatCard>
      </div>
      <div className="grid grid-cols-1 gap-2">
        <MetricCharts points={analytics.points} bucket={analytics.bucket} />
        <p className="text-xs text-fg-muted">
          Uptime and response time count every check of every domain; SSL days left follow the certificate that expires
          soonest; the performance score is the mean of all Lighthouse runs.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-[minmax(0,1fr)_20rem]">
        <DomainComparisonTable domains={analytics.domains} range={range} />
        <SlowestDomains domains={analytics.domains} />
      </div>
      <MonitorComparisonTable monitors={analytics.monitors} />
    </section>
  );
}

function AnalyticsSkeleton() {
  return (
    <div role="status" aria-label="Loading analytics" className="grid grid-cols-1 gap-6">
      <Skeleton className="h-6 w-64" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </div>
      <MetricChartsSkeleton />
    </div>
  );
}
