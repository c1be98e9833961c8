import type { AnalyticsMonitor } from '../../../../shared/contracts/trends';
import { displayDomain } from '../../../../shared/helpers/domain-name';
import { Badge } from '../../../components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { TREND_METRICS } from '../lib/trend-metrics';

const metric = (key: 'uptime' | 'responseTime') => TREND_METRICS.find((m) => m.key === key)!;

function Figure({ value, of }: { value: number | null; of: 'uptime' | 'responseTime' }) {
  if (value === null) return <span className="text-fg-subtle">—</span>;
  const m = metric(of);
  const tone = m.tone(value);
  return tone === 'info' || tone === 'unknown' ? <>{m.format(value)}</> : <Badge tone={tone}>{m.format(value)}</Badge>;
}

/**
 * The monitors that checked anything in the range (issue 16), each by its name and domain: their checks are their
 * own, never part of the domains' figures above (decision 050). Shown only when there are some.
 */
export function MonitorComparisonTable({ monitors }: { monitors: readonly AnalyticsMonitor[] }) {
  if (monitors.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Monitors</CardTitle>
        <CardDescription>
          Each monitor&apos;s own checks in this period; the domains&apos; figures count their home page only.
        </CardDescription>
      </CardHeader>
      <ScrollTable
        label="Monitors"
        minWidth={560}
        className="mt-4"
        columns={['Monitor', 'Domain', 'Uptime', 'Checks', 'Avg response']}
      >
        {monitors.map((m) => (
          <tr key={m.id}>
            <th scope="row" className="px-4 py-3 pl-5 font-medium break-words sm:pl-6">
              {m.name}
            </th>
            <td className="px-4 py-3 break-all">{displayDomain(m.domainName)}</td>
            <td className="px-4 py-3">
              <Figure value={m.uptime} of="uptime" />
            </td>
            <td className="px-4 py-3 tabular-nums">{m.checks}</td>
            <td className="px-4 py-3">
              <Figure value={m.responseTime} of="responseTime" />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </Card>
  );
}
