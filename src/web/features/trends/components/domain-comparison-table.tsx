import { Link } from 'react-router';
import type { AnalyticsDomain, TrendRange } from '../../../../shared/contracts/trends';
import { formatDuration, MTBF_MIN_INCIDENTS } from '../../../../shared/helpers/reliability';
import { Badge } from '../../../components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { TREND_METRICS } from '../lib/trend-metrics';
import { displayDomain } from '../../../../shared/helpers/domain-name';

const metric = (key: (typeof TREND_METRICS)[number]['key']) => TREND_METRICS.find((m) => m.key === key)!;
const dash = <span className="text-fg-subtle">—</span>;

function Figure({ value, of }: { value: number | null; of: (typeof TREND_METRICS)[number]['key'] }) {
  if (value === null) return dash;
  const m = metric(of);
  const tone = m.tone(value);
  return tone === 'info' || tone === 'unknown' ? <>{m.format(value)}</> : <Badge tone={tone}>{m.format(value)}</Badge>;
}

const duration = (ms: number | null) => (ms === null ? dash : formatDuration(ms));

/** Every active domain of the workspace side by side; a domain's name opens its trends for the same range. */
export function DomainComparisonTable({ domains, range }: { domains: readonly AnalyticsDomain[]; range: TrendRange }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Domains compared</CardTitle>
        <CardDescription>
          MTTR is the mean time to recovery of the incidents that ended; MTBF the time up between failures, shown from{' '}
          {MTBF_MIN_INCIDENTS} incidents on.
        </CardDescription>
      </CardHeader>
      <ScrollTable
        label="Domains compared"
        minWidth={820}
        className="mt-4"
        columns={[
          'Domain',
          'Uptime',
          'Avg response',
          'Incidents',
          'Downtime',
          'MTTR',
          'MTBF',
          'SSL days left',
          'Performance',
        ]}
      >
        {domains.map((d) => (
          <tr key={d.id}>
            <th scope="row" className="px-4 py-3 pl-5 font-medium sm:pl-6">
              <Link
                to={`/trends?${new URLSearchParams({ domain: d.id, range })}`}
                className="text-accent-text underline-offset-4 hover:underline"
              >
                {displayDomain(d.name)}
              </Link>
            </th>
            <td className="px-4 py-3">
              <Figure value={d.uptime} of="uptime" />
            </td>
            <td className="px-4 py-3">
              <Figure value={d.responseTime} of="responseTime" />
            </td>
            <td className="px-4 py-3">
              {d.reliability.incidents}
              {d.reliability.openIncidents > 0 ? (
                <span className="ml-1 text-critical">({d.reliability.openIncidents} open)</span>
              ) : null}
            </td>
            <td className="px-4 py-3">
              {d.reliability.downtimeMs > 0 ? formatDuration(d.reliability.downtimeMs) : dash}
            </td>
            <td className="px-4 py-3">{duration(d.reliability.mttrMs)}</td>
            <td className="px-4 py-3">{duration(d.reliability.mtbfMs)}</td>
            <td className="px-4 py-3">
              <Figure value={d.sslDaysLeft} of="sslDaysLeft" />
            </td>
            <td className="px-4 py-3">
              <Figure value={d.performanceScore} of="performanceScore" />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </Card>
  );
}
