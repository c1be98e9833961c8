import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PerformanceDomain } from '../../../../shared/contracts/performance';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { formatVital } from '../../../../shared/helpers/web-vitals-rating';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../lib/use-now';
import { AnalyzeButton } from './analyze-button';
import { ScoreSummary } from './score-summary';
import { displayDomain } from '../../../../shared/helpers/domain-name';

export const domainDetailsPath = (id: string) => `/performance?domain=${encodeURIComponent(id)}`;

/** A domain's latest measurement, with 'Analyze Performance' and a way to its full results. */
export function DomainPerformanceCard({ domain }: { domain: PerformanceDomain }) {
  const now = useNow();
  const name = displayDomain(domain.name);
  return (
    <article
      aria-label={name}
      className="grid content-start gap-4 rounded-xl border border-line bg-surface p-5 shadow-xs"
    >
      <header className="grid gap-0.5">
        <h3 className="truncate font-semibold text-fg" title={name}>
          {name}
        </h3>
        <p className="text-xs text-fg-muted">
          {domain.measuredAt ? (
            <>
              Measured <time dateTime={domain.measuredAt}>{formatRelativeTime(domain.measuredAt, now)}</time>
            </>
          ) : (
            'No Lighthouse run yet'
          )}
        </p>
      </header>
      <ScoreSummary score={domain.performanceScore} label="Performance score" size="md" emptyText="Not measured yet" />
      {domain.measuredAt ? (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-fg-muted">LCP</dt>
            <dd className="font-medium text-fg tabular-nums">
              {domain.lcp === null ? '—' : formatVital('lcp', domain.lcp)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">CLS</dt>
            <dd className="font-medium text-fg tabular-nums">
              {domain.cls === null ? '—' : formatVital('cls', domain.cls)}
            </dd>
          </div>
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <AnalyzeButton domainId={domain.id} domainName={name} />
        <Button asChild variant="ghost" size="sm">
          <Link to={domainDetailsPath(domain.id)} aria-label={`Details for ${name}`}>
            Details
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
