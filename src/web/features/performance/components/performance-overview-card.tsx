import { useState } from 'react';
import { ArrowRight, Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { PERFORMANCE_RANGE_LABELS, type PerformanceRange } from '../../../../shared/constants/performance';
import type { PerformanceAggregate } from '../../../../shared/contracts/performance';
import { performanceRecommendations } from '../../../../shared/helpers/performance-recommendations';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useNow } from '../../../lib/use-now';
import { usePerformanceAggregate } from '../api/get-performance-aggregate';
import { AggregateGate } from './aggregate-gate';
import { RangeSelect } from './range-select';
import { Recommendations } from './recommendations';
import { ScoreSummary } from './score-summary';
import { VitalTile } from './vital-tile';

export interface PerformanceOverviewCardProps {
  /** Controlled range (the performance screen keeps it in the address); the card keeps its own otherwise. */
  range?: PerformanceRange;
  onRangeChange?: (range: PerformanceRange) => void;
  /** A link to /performance in the footer (off on that screen itself). */
  showDetailsLink?: boolean;
}

/** The latest run of any domain, whenever it was: tells an empty range apart from never measured. */
function lastEverMeasured(data: PerformanceAggregate): string | null {
  return (
    data.domains
      .map((d) => d.measuredAt)
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? null
  );
}

function NoMeasurements({ data, now }: { data: PerformanceAggregate; now: number }) {
  const last = lastEverMeasured(data);
  return (
    <EmptyState
      icon={Gauge}
      title={`No measurements in the ${PERFORMANCE_RANGE_LABELS[data.range].toLowerCase()}`}
      framed={false}
      className="py-6"
    >
      {last ? (
        <>
          The last Lighthouse run was <time dateTime={last}>{formatRelativeTime(last, now)}</time>. Choose a longer
          range, or analyze a domain now.
        </>
      ) : (
        <>Sitewarden runs Lighthouse on each domain once a day, and whenever you click Analyze Performance.</>
      )}
    </EmptyState>
  );
}

/**
 * SPEC §2.15 Performance Overview: time range, LCP, INP and CLS with status badges and targets, recommendations
 * and the overall score, all from stored Lighthouse runs (never invented when nothing was measured).
 */
export function PerformanceOverviewCard({
  range: controlled,
  onRangeChange,
  showDetailsLink = true,
}: PerformanceOverviewCardProps) {
  const [own, setOwn] = useState<PerformanceRange>('24h');
  const range = controlled ?? own;
  const setRange = (next: PerformanceRange) => (onRangeChange ? onRangeChange(next) : setOwn(next));
  const query = usePerformanceAggregate(range);
  const now = useNow();

  const body = (
    <AggregateGate query={query} inCard>
      {(data) => {
        if (data.measurements === 0 && data.inp.samples === 0) return <NoMeasurements data={data} now={now} />;
        const recommendations = performanceRecommendations({
          lcp: data.lcp.status,
          inp: data.inp.status,
          cls: data.cls.status,
          avgPerformanceScore: data.avgPerformanceScore,
        });
        return (
          <div className="grid gap-5">
            <ScoreSummary score={data.avgPerformanceScore} label="Overall score" emptyText="No score in this range" />
            <div className="grid gap-3 @lg:grid-cols-3">
              <VitalTile name="lcp" summary={data.lcp} />
              <VitalTile name="inp" summary={data.inp} />
              <VitalTile name="cls" summary={data.cls} />
            </div>
            <Recommendations items={recommendations} />
            <p className="text-xs text-fg-muted">
              From {data.measurements} Lighthouse run{data.measurements === 1 ? '' : 's'} of {data.domainsMeasured} of{' '}
              {data.domainsTotal} domain{data.domainsTotal === 1 ? '' : 's'}
              {data.lastMeasuredAt ? (
                <>
                  , the latest{' '}
                  <time dateTime={data.lastMeasuredAt}>{formatRelativeTime(data.lastMeasuredAt, now)}</time>
                </>
              ) : null}
              . Vitals are the 75th percentile of the runs.
            </p>
          </div>
        );
      }}
    </AggregateGate>
  );

  return (
    <Card className="@container">
      <div className="flex flex-wrap items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="grid gap-1">
          <CardTitle>Performance Overview</CardTitle>
          <CardDescription>Core Web Vitals of your domains</CardDescription>
        </div>
        <RangeSelect value={range} onChange={setRange} />
      </div>
      <CardContent>{body}</CardContent>
      {showDetailsLink ? (
        <CardFooter>
          <Button asChild variant="link" size="sm">
            <Link to="/performance">
              View performance details
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
