import type { AnalyticsDomain } from '../../../../shared/contracts/trends';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { slowestDomains } from '../lib/analytics';
import { formatMilliseconds } from '../lib/trend-metrics';
import { displayDomain } from '../../../../shared/helpers/domain-name';

/** The five slowest domains by mean response time, as bars against the slowest. */
export function SlowestDomains({ domains }: { domains: readonly AnalyticsDomain[] }) {
  const slowest = slowestDomains(domains);
  const max = slowest[0]?.responseTime ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Slowest domains</CardTitle>
        <CardDescription>Mean response time of the uptime checks in this period.</CardDescription>
      </CardHeader>
      <CardContent>
        {slowest.length === 0 ? (
          <p className="text-sm text-fg-muted">No response times measured in this period yet.</p>
        ) : (
          <ol className="grid gap-3">
            {slowest.map((d) => (
              <li key={d.id} className="grid gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="truncate font-medium text-fg">{displayDomain(d.name)}</span>
                  <span className="shrink-0 text-fg-muted tabular-nums">{formatMilliseconds(d.responseTime)}</span>
                </div>
                <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-info-solid"
                    style={{ width: `${max > 0 ? Math.max(2, (100 * d.responseTime) / max) : 0}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
