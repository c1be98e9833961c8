import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PerformanceAggregate, PerformanceRange } from '../../../../shared/contracts/performance';
import { Button } from '../../../components/ui/button';
import { usePerformanceAggregate } from '../api/get-performance-aggregate';
import { DomainPerformanceCard } from './domain-performance-card';
import { AggregateGate } from './aggregate-gate';
import { PerformanceWarning } from './performance-warning';
import { ScoreSummary } from './score-summary';
import { VitalTile } from './vital-tile';

/** The summary has no range select: a week holds every domain's daily run. */
const SUMMARY_RANGE: PerformanceRange = '7d';
/** SPEC §9.4: the summary shows up to 3 domains (the weakest first). */
export const SUMMARY_DOMAINS = 3;

/**
 * SPEC §2.15 summary on the dashboard's Performance tab: overall score, the three vitals, up to 3 domain cards each
 * with 'Analyze Performance', a link to /performance, and the warning banner under 90.
 */
export function PerformanceSummary() {
  const query = usePerformanceAggregate(SUMMARY_RANGE);
  return <AggregateGate query={query}>{(data) => <Summary data={data} />}</AggregateGate>;
}

function Summary({ data }: { data: PerformanceAggregate }) {
  return (
    <div className="grid gap-4">
      <PerformanceWarning score={data.avgPerformanceScore} />
      <div className="rounded-xl border border-line bg-surface p-5 shadow-xs">
        <ScoreSummary
          score={data.avgPerformanceScore}
          label="Overall score, last 7 days"
          emptyText="No Lighthouse run in the last 7 days. Analyze a domain to measure it now."
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <VitalTile name="lcp" summary={data.lcp} className="bg-surface" />
        <VitalTile name="inp" summary={data.inp} className="bg-surface" />
        <VitalTile name="cls" summary={data.cls} className="bg-surface" />
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        {data.domains.slice(0, SUMMARY_DOMAINS).map((domain) => (
          <DomainPerformanceCard key={domain.id} domain={domain} />
        ))}
      </div>
      <div>
        <Button asChild variant="outline" size="sm">
          <Link to="/performance">
            View all performance
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
