import { useState } from 'react';
import { Activity } from 'lucide-react';
import type { WebVitalMetricSummary } from '../../../../shared/contracts/web-vitals-summary';
import { classifyError } from '../../../../shared/helpers/error-classification';
import { VITAL_RATING_LABELS, vitalRatingTone } from '../../../../shared/helpers/performance-display';
import { formatVital, VITAL_THRESHOLDS } from '../../../../shared/helpers/web-vitals-rating';
import { AdminsOnly } from '../../../components/admins-only';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Skeleton } from '../../../components/ui/skeleton';
import { toneText } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../../lib/session';
import { useWebVitalsSummary } from '../api/get-web-vitals-summary';

const PERIODS = [
  { value: '1', label: 'Last 24h' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
] as const;
type Period = (typeof PERIODS)[number]['value'];

const NAMES: Record<WebVitalMetricSummary['metric'], string> = {
  lcp: 'LCP',
  inp: 'INP',
  cls: 'CLS',
  fcp: 'FCP',
  ttfb: 'TTFB',
};

/** The share of samples in each rating band, as one stacked bar. */
function Distribution({ metric }: { metric: WebVitalMetricSummary }) {
  if (metric.samples === 0) return null;
  const part = (n: number) => `${(100 * n) / metric.samples}%`;
  const text = `${metric.good} good, ${metric.needsImprovement} needing improvement, ${metric.poor} poor`;
  return (
    <div role="img" aria-label={text} title={text} className="flex h-2 w-full overflow-hidden rounded-full bg-muted">
      <span className="bg-healthy-solid" style={{ width: part(metric.good) }} />
      <span className="bg-warning-solid" style={{ width: part(metric.needsImprovement) }} />
      <span className="bg-critical-solid" style={{ width: part(metric.poor) }} />
    </div>
  );
}

function P75({ metric }: { metric: WebVitalMetricSummary }) {
  if (metric.p75 === null || metric.rating === null) return <span className="text-fg-subtle">—</span>;
  return (
    <span className={cn('font-medium tabular-nums', toneText[vitalRatingTone(metric.rating)])}>
      {formatVital(metric.metric, metric.p75)}
      <span className="sr-only"> ({VITAL_RATING_LABELS[metric.rating]})</span>
    </span>
  );
}

function MetricTile({ metric }: { metric: WebVitalMetricSummary }) {
  return (
    <div className="grid min-w-0 content-start gap-2 rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm font-semibold text-fg">{NAMES[metric.metric]}</p>
          <p className="text-xs text-fg-muted">{VITAL_THRESHOLDS[metric.metric].label}</p>
        </div>
        {metric.rating ? (
          <Badge tone={vitalRatingTone(metric.rating)} dot>
            {VITAL_RATING_LABELS[metric.rating]}
          </Badge>
        ) : (
          <Badge tone="unknown">No data</Badge>
        )}
      </div>
      <p className="text-2xl font-semibold tracking-tight">
        <P75 metric={metric} />
      </p>
      <Distribution metric={metric} />
      <p className="text-xs text-fg-muted">
        p75 of {metric.samples} sample{metric.samples === 1 ? '' : 's'}; good ≤{' '}
        {formatVital(metric.metric, VITAL_THRESHOLDS[metric.metric].good)}
      </p>
    </div>
  );
}

/**
 * /admin/performance: Sitewarden's own field Web Vitals (what its pages report to POST /api/metrics/web-vitals),
 * per page and metric, rated with the SPEC §9.4 thresholds. The route needs only sign-in (SPEC §2.2); the figures
 * are for administrators, and everyone else is told so.
 */
export function AdminPerformancePage() {
  const user = useCurrentUser();
  const [period, setPeriod] = useState<Period>('7');
  const summary = useWebVitalsSummary(Number(period), user.isAdmin);

  if (!user.isAdmin || (summary.isError && classifyError(summary.error).type === 'notfound'))
    return <AdminsOnly>This page shows how fast Sitewarden itself is for the people who use it.</AdminsOnly>;

  const data = summary.data;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-fg-muted">
          Real visitors' Core Web Vitals on Sitewarden's own pages, at the 75th percentile, as their browsers reported
          them.
        </p>
        <SegmentedControl label="Time range" value={period} onValueChange={setPeriod} options={PERIODS} />
      </div>
      {summary.isError ? (
        <LoadError
          title="Couldn't load the field data"
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : !data ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading field data">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : data.reports === 0 ? (
        <EmptyState icon={Activity} title="No field data in this period">
          Pages report their Web Vitals every 30 seconds while people use Sitewarden. Figures appear here as reports
          arrive.
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.overall.map((metric) => (
              <MetricTile key={metric.metric} metric={metric} />
            ))}
          </div>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>By page</CardTitle>
              <CardDescription>
                {data.reports} report{data.reports === 1 ? '' : 's'}
                {data.truncated ? ' (the newest ones)' : ''}; the busiest pages first. Pages with ids in the address are
                grouped by route.
              </CardDescription>
            </CardHeader>
            {/* relative: the ratings' screen-reader text stays inside the scrolling box instead of widening the page */}
            <CardContent className="relative min-w-0 overflow-x-auto">
              <table className="w-full min-w-[36rem] text-sm">
                <thead>
                  <tr className="text-left text-xs text-fg-muted">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Page
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      Reports
                    </th>
                    {data.overall.map((m) => (
                      <th key={m.metric} scope="col" className="py-2 pr-4 text-right font-medium">
                        {NAMES[m.metric]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {data.pages.map((page) => (
                    <tr key={page.page}>
                      <th
                        scope="row"
                        className="max-w-[16rem] truncate py-2 pr-4 text-left font-medium text-fg"
                        title={page.page}
                      >
                        {page.page}
                      </th>
                      <td className="py-2 pr-4 text-right text-fg-muted tabular-nums">{page.reports}</td>
                      {page.metrics.map((metric) => (
                        <td key={metric.metric} className="py-2 pr-4 text-right">
                          <P75 metric={metric} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
