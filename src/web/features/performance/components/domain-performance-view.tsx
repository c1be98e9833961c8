import { ArrowLeft, Gauge } from 'lucide-react';
import { Link } from 'react-router';
import type { DomainPerformance } from '../../../../shared/contracts/performance';
import { classifyError } from '../../../../shared/helpers/error-classification';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { formatVital } from '../../../../shared/helpers/web-vitals-rating';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../lib/use-now';
import { useDomainPerformance } from '../api/get-domain-performance';
import { AnalyzeButton } from './analyze-button';
import {
  Budgets,
  CategoryScores,
  LabVitals,
  NetworkTimings,
  RenderBlocking,
  Section,
  ThirdParties,
} from './domain-performance-sections';
import { PerformanceWarning } from './performance-warning';
import { displayDomain } from '../../../../shared/helpers/domain-name';

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
      <Link to="/performance">
        <ArrowLeft aria-hidden="true" />
        All domains
      </Link>
    </Button>
  );
}

function History({ history, now }: { history: DomainPerformance['history']; now: number }) {
  if (history.length === 0) return <p className="text-sm text-fg-muted">No runs yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Latest Lighthouse runs, newest first</caption>
        <thead>
          <tr className="text-left text-xs text-fg-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              When
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Score
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              LCP
            </th>
            <th scope="col" className="py-2 font-medium">
              CLS
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {history.map((point) => (
            <tr key={point.measuredAt} className="tabular-nums">
              <td className="py-2 pr-4 text-fg-muted">
                <time dateTime={point.measuredAt} title={new Date(point.measuredAt).toLocaleString()}>
                  {formatRelativeTime(point.measuredAt, now)}
                </time>
              </td>
              <td className="py-2 pr-4 font-medium text-fg">{point.performanceScore ?? '—'}</td>
              <td className="py-2 pr-4 text-fg">{point.lcp === null ? '—' : formatVital('lcp', point.lcp)}</td>
              <td className="py-2 text-fg">{point.cls === null ? '—' : formatVital('cls', point.cls)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One domain's latest Lighthouse results: scores, lab vitals, timings, blocking and third-party resources, budgets. */
export function DomainPerformanceView({ domainId }: { domainId: string }) {
  const query = useDomainPerformance(domainId);
  const now = useNow();

  if (query.isPending)
    return (
      <div className="grid gap-6" aria-busy="true" aria-label="Loading the domain's performance">
        <BackLink />
        <Skeleton className="h-10 w-64" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  if (query.isError)
    return (
      <div className="grid gap-6">
        <BackLink />
        {classifyError(query.error).type === 'notfound' ? (
          <EmptyState icon={Gauge} title="Domain not found">
            It may have been deleted, or it belongs to another workspace.
          </EmptyState>
        ) : (
          <LoadError
            title="Couldn't load this domain's performance"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </div>
    );

  const { domain, latest, budgets, history, analysis } = query.data;
  const name = displayDomain(domain.name);
  return (
    <div className="grid gap-6">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h2 className="truncate text-xl font-semibold tracking-tight text-fg">{name}</h2>
          <p className="text-sm text-fg-muted">
            {latest ? (
              <>
                Lighthouse ({latest.device}) on <span className="break-all">{latest.url}</span>,{' '}
                <time dateTime={latest.scannedAt} title={new Date(latest.scannedAt).toLocaleString()}>
                  {formatRelativeTime(latest.scannedAt, now)}
                </time>
              </>
            ) : (
              'No Lighthouse run yet'
            )}
          </p>
        </div>
        <AnalyzeButton domainId={domain.id} domainName={name} initial={analysis} variant="primary" />
      </div>

      {!latest ? (
        <EmptyState icon={Gauge} title="Not measured yet">
          Sitewarden runs Lighthouse on {name} once a day. Analyze it now to see its scores, Core Web Vitals and what
          slows it down.
        </EmptyState>
      ) : (
        <>
          <PerformanceWarning score={latest.scores.performance} />
          <CategoryScores scores={latest.scores} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title="Lab vitals" description="What Lighthouse measured on a simulated mobile device">
              <LabVitals vitals={latest.vitals} />
            </Section>
            <Section title="Network timings" description="The page's own request, from a fresh connection">
              <NetworkTimings network={latest.network} />
            </Section>
            <Section
              title="Render-blocking resources"
              description="Files the browser waited for before the first paint"
            >
              <RenderBlocking items={latest.renderBlocking} />
            </Section>
            <Section
              title="Third-party resources"
              description={`${latest.requestCount} requests, ${Math.round(latest.transferSize / 1024)} KB in all`}
            >
              <ThirdParties items={latest.thirdParties} />
            </Section>
            <Section title="Budgets" description="Limits set for this domain, against the latest run">
              <Budgets budgets={budgets} />
            </Section>
            <Section title="History" description="The latest runs, newest first">
              <History history={history} now={now} />
            </Section>
          </div>
        </>
      )}
    </div>
  );
}
