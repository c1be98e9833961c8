import { ExternalLink } from 'lucide-react';
import type { BenchmarkRating, IndustryComparison } from '../../../../shared/contracts/benchmarking';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { formatReference } from '../lib/format';

const RATINGS: Record<BenchmarkRating, { label: string; tone: BadgeTone }> = {
  good: { label: 'Good', tone: 'healthy' },
  'needs-improvement': { label: 'Needs Improvement', tone: 'warning' },
  poor: { label: 'Poor', tone: 'critical' },
};

/** 'Good' is at or better than its line ('≤ 2.5 s', '≥ 90'); 'poor' is beyond its line ('> 4 s', '< 50'). */
function line(row: IndustryComparison, value: number, side: 'good' | 'poor'): string {
  const figure = formatReference(row.unit, value);
  if (side === 'good') return row.lowerIsBetter ? `≤ ${figure}` : `≥ ${figure}`;
  return row.lowerIsBetter ? `> ${figure}` : `< ${figure}`;
}

/** The domain's latest figures against published reference values, each with its source. */
export function IndustryCard({ rows }: { rows: readonly IndustryComparison[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Against published values</CardTitle>
        <CardDescription>
          Good and poor lines as their publishers define them. Your figures come from Sitewarden&apos;s own checks of
          the domain: lab measurements, while the Web Vitals lines are meant for real visitors&apos; data.
        </CardDescription>
      </CardHeader>
      <ScrollTable
        label="Published values"
        minWidth={720}
        className="mt-4"
        columns={['Metric', 'Good', 'Poor', 'Your domain', 'Source']}
      >
        {rows.map((row) => (
          <tr key={row.metricName}>
            <th scope="row" className="px-4 py-3 pl-5 font-medium text-fg sm:pl-6">
              {row.label}
            </th>
            <td className="px-4 py-3 whitespace-nowrap">{line(row, row.goodValue, 'good')}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              {row.poorValue === null ? '—' : line(row, row.poorValue, 'poor')}
            </td>
            <td className="px-4 py-3">
              {row.yourValue === null ? (
                <span className="text-fg-subtle">
                  {row.metricName === 'inp' ? 'Needs real visitors' : 'Not measured yet'}
                </span>
              ) : (
                <span className="flex flex-wrap items-center gap-2">
                  {formatReference(row.unit, row.yourValue)}
                  {row.rating ? <Badge tone={RATINGS[row.rating].tone}>{RATINGS[row.rating].label}</Badge> : null}
                  {row.measuredBy ? <span className="w-full text-xs text-fg-subtle">{row.measuredBy}</span> : null}
                </span>
              )}
            </td>
            <td className="px-4 py-3 text-xs">
              {row.sourceUrl ? (
                <a
                  href={row.sourceUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-accent-text underline-offset-4 hover:underline"
                >
                  {row.source}
                  {row.sourceYear ? `, ${row.sourceYear}` : ''}
                  <ExternalLink aria-hidden="true" className="size-3" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                row.source
              )}
            </td>
          </tr>
        ))}
      </ScrollTable>
    </Card>
  );
}
