import { useSearchParams } from 'react-router';
import { isPerformanceRange, type PerformanceRange } from '../../../../shared/constants/performance';
import { usePerformanceAggregate } from '../api/get-performance-aggregate';
import { DomainPerformanceCard } from './domain-performance-card';
import { DomainPerformanceView } from './domain-performance-view';
import { PerformanceOverviewCard } from './performance-overview-card';
import { PerformanceWarning } from './performance-warning';

function DomainCards({ range }: { range: PerformanceRange }) {
  const { aggregate } = usePerformanceAggregate(range);
  const domains = aggregate.data?.domains ?? [];
  if (domains.length === 0) return null;
  return (
    <section aria-labelledby="performance-domains" className="grid gap-3">
      <div>
        <h2 id="performance-domains" className="text-base font-semibold tracking-tight text-fg">
          Domains
        </h2>
        <p className="text-sm text-fg-muted">Each domain's latest Lighthouse run, weakest first.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {domains.map((domain) => (
          <DomainPerformanceCard key={domain.id} domain={domain} />
        ))}
      </div>
    </section>
  );
}

/**
 * /performance (SPEC §2.15): the overview with its range, the warning banner under 90 and a card per domain;
 * ?domain={id} shows one domain's Lighthouse results. Range and domain live in the address, so reloads and links
 * keep them.
 */
export function PerformancePage() {
  const [params, setParams] = useSearchParams();
  const domainId = params.get('domain');
  const asked = params.get('range');
  const range: PerformanceRange = isPerformanceRange(asked) ? asked : '24h';
  const { aggregate } = usePerformanceAggregate(range);

  if (domainId) return <DomainPerformanceView key={domainId} domainId={domainId} />;

  const setRange = (next: PerformanceRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '24h') updated.delete('range');
        else updated.set('range', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-6">
      <PerformanceWarning score={aggregate.data?.avgPerformanceScore ?? null} />
      <PerformanceOverviewCard range={range} onRangeChange={setRange} showDetailsLink={false} />
      <DomainCards range={range} />
    </div>
  );
}
