import type { TrendBucket, TrendPoint } from '../../../../shared/contracts/trends';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { TimeSeriesChart } from '../../../components/ui/chart';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeSeries, periodFormatter, seriesOf, TREND_METRICS, type TrendMetric } from '../lib/trend-metrics';

/** One figure over the range; a range with nothing measured says so instead of drawing an empty axis. */
export function MetricChartCard({
  metric,
  points,
  bucket,
}: {
  metric: TrendMetric;
  points: readonly TrendPoint[];
  bucket: TrendBucket;
}) {
  const measured = points.some((p) => p[metric.key] !== null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{metric.title}</CardTitle>
      </CardHeader>
      <CardContent className="pt-3">
        {measured ? (
          <TimeSeriesChart
            points={seriesOf(points, metric.key)}
            formatTime={periodFormatter(bucket)}
            formatValue={metric.axis}
            label={`${metric.title} over time`}
            summary={describeSeries(points, metric)}
            color={metric.chart.color}
            variant={metric.chart.variant}
            yDomain={metric.chart.yDomain}
            stepped={metric.chart.stepped}
          />
        ) : (
          <p className="flex h-[200px] items-center justify-center rounded-lg border border-dashed border-line px-6 text-center text-sm text-fg-muted">
            {metric.empty}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The four charts of a range, two by two on wide screens. */
export function MetricCharts({ points, bucket }: { points: readonly TrendPoint[]; bucket: TrendBucket }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {TREND_METRICS.map((metric) => (
        <MetricChartCard key={metric.key} metric={metric} points={points} bucket={bucket} />
      ))}
    </div>
  );
}

export function MetricChartsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {TREND_METRICS.map((metric) => (
        <Card key={metric.key} className="grid gap-4 p-5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-[200px] w-full" />
        </Card>
      ))}
    </div>
  );
}
