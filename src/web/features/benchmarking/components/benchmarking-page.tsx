import { Globe } from 'lucide-react';
import type { BenchmarkOverview } from '../../../../shared/contracts/benchmarking';
import { DomainPicker } from '../../../components/domain-picker';
import { Card } from '../../../components/ui/card';
import { DomainsLoadError, NoDomainsYet } from '../../../components/domain-states';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDomainOptions, useSelectedDomain } from '../../../lib/domain-options';
import { useBenchmarkOverview } from '../api/benchmarks';
import { ComparisonResults } from './comparison-results';
import { CompetitorsCard } from './competitors-card';
import { IndustryCard } from './industry-card';
import { displayDomain } from '../../../../shared/helpers/domain-name';

/** /benchmarking: a domain against its competitors (the same probes, side by side) and against published values. */
export function BenchmarkingPage() {
  useDocumentTitle('Benchmarking');
  const domains = useDomainOptions();
  const { selected, select } = useSelectedDomain(domains.data);
  const overview = useBenchmarkOverview(selected?.id ?? null);

  if (domains.isPending) return <BenchmarkingSkeleton />;
  if (domains.isError) {
    return <DomainsLoadError query={domains} />;
  }
  if (!selected) {
    return (
      <NoDomainsYet icon={Globe}>
        Benchmarking compares one of your domains with competitors&apos; sites. Add a domain first.
      </NoDomainsYet>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <DomainPicker domains={domains.data} value={selected.id} onChange={select} className="md:w-72" />
      {overview.isPending ? (
        <BenchmarkingSkeleton withPicker={false} />
      ) : overview.isError ? (
        <LoadError
          title="Couldn't load the benchmarks"
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <BenchmarkingView overview={overview.data} />
      )}
    </div>
  );
}

function BenchmarkingView({ overview }: { overview: BenchmarkOverview }) {
  const { domain, competitors, runs, industry } = overview;
  // the texts read the name as people do (a stored IDN is punycode)
  const domainName = displayDomain(domain.name);
  return (
    <>
      <ComparisonResults
        domainId={domain.id}
        domainName={domainName}
        runs={runs}
        activeCompetitors={competitors.filter((c) => c.isActive).length}
      />
      <CompetitorsCard domainId={domain.id} domainName={domainName} competitors={competitors} />
      <IndustryCard rows={industry} />
    </>
  );
}

function BenchmarkingSkeleton({ withPicker = true }: { withPicker?: boolean }) {
  return (
    <div role="status" aria-label="Loading benchmarks" className="grid grid-cols-1 gap-6">
      {withPicker ? <Skeleton className="h-16 w-full md:w-72" /> : null}
      {[0, 1].map((i) => (
        <Card key={i} className="grid gap-4 p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full max-w-lg" />
          <Skeleton className="h-32 w-full" />
        </Card>
      ))}
    </div>
  );
}
