import { useState } from 'react';
import { Play, Scale, Trophy } from 'lucide-react';
import type { BenchmarkComparison, BenchmarkRun, BenchmarkSide } from '../../../../shared/contracts/benchmarking';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useRunComparison } from '../api/benchmarks';
import { formatMeasurement, metricLabel, winnerLabel } from '../lib/format';

const WINNER_TONES: Record<BenchmarkSide, BadgeTone> = { domain: 'healthy', competitor: 'critical', tie: 'neutral' };
const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** 'Run comparison', the chosen run side by side (the latest by default), and the runs before it. */
export function ComparisonResults({
  domainId,
  domainName,
  runs,
  activeCompetitors,
}: {
  domainId: string;
  domainName: string;
  runs: readonly BenchmarkRun[];
  activeCompetitors: number;
}) {
  const run = useRunComparison();
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = runs.find((r) => r.ranAt === chosen) ?? runs[0];
  const start = () =>
    run.mutate(domainId, {
      onSuccess: (result) => {
        setChosen(null);
        const won = result.comparisons.filter((c) => c.winner === 'domain').length;
        toast({
          title: 'Comparison complete',
          description: `${domainName} leads ${won} of ${result.comparisons.length} ${result.comparisons.length === 1 ? 'comparison' : 'comparisons'}.`,
        });
      },
      onError: (error) => toastActionError(error, 'Comparison failed', 'Failed to run the comparison.'),
    });

  return (
    <Card>
      <CardHeader className="sm:flex sm:items-start sm:justify-between sm:gap-4">
        <div className="grid gap-1">
          <CardTitle>Side by side</CardTitle>
          <CardDescription>
            The same checks on every site at the same moment: page load, first byte, DNS and TLS timings from
            Sitewarden&apos;s server, certificate validity, security headers and DNS issues. Timings within 10% count as
            even.
          </CardDescription>
        </div>
        <Button
          onClick={start}
          loading={run.isPending}
          disabled={activeCompetitors === 0}
          className="mt-3 w-full shrink-0 sm:mt-0 sm:w-auto"
        >
          {run.isPending ? null : <Play aria-hidden="true" />}
          {run.isPending ? 'Running comparison...' : 'Run comparison'}
        </Button>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {run.isPending ? (
          <p role="status" className="text-sm text-fg-muted">
            Checking {domainName} and {activeCompetitors} {activeCompetitors === 1 ? 'competitor' : 'competitors'}. This
            takes up to half a minute.
          </p>
        ) : null}
        {!shown ? (
          <EmptyState icon={Scale} title="No comparisons yet">
            {activeCompetitors === 0
              ? 'Add an active competitor, then run a comparison.'
              : 'Run a comparison to see how the sites measure up.'}
          </EmptyState>
        ) : (
          <>
            {runs.length > 1 ? (
              <label className="grid max-w-xs gap-1.5 text-sm font-medium text-fg">
                Comparison of
                <NativeSelect value={shown.ranAt} onChange={(event) => setChosen(event.target.value)}>
                  {runs.map((r) => (
                    <option key={r.ranAt} value={r.ranAt}>
                      {when(r.ranAt)}
                    </option>
                  ))}
                </NativeSelect>
              </label>
            ) : (
              <p className="text-sm text-fg-muted">
                Last comparison: {formatRelativeTime(shown.ranAt)} ({when(shown.ranAt)}).
              </p>
            )}
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {shown.comparisons.map((comparison) => (
                <ComparisonCard key={comparison.id} comparison={comparison} domainName={domainName} />
              ))}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ComparisonCard({ comparison, domainName }: { comparison: BenchmarkComparison; domainName: string }) {
  const won = (side: BenchmarkSide) => comparison.metrics.filter((m) => m.winner === side).length;
  return (
    <section
      aria-label={`${domainName} against ${comparison.competitorName}`}
      className="rounded-lg border border-line"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h3 className="min-w-0 truncate text-sm font-semibold text-fg">vs {comparison.competitorName}</h3>
        {comparison.winner ? (
          <Badge tone={WINNER_TONES[comparison.winner]}>
            {winnerLabel(comparison.winner, comparison.competitorName)} ({won('domain')}–{won('competitor')})
          </Badge>
        ) : (
          <Badge tone="unknown">No result</Badge>
        )}
      </header>
      <table className="w-full text-sm tabular-nums">
        <thead className="text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-4 py-2 text-left font-medium">
              Check
            </th>
            <th scope="col" className="max-w-28 truncate px-2 py-2 text-right font-medium" title={domainName}>
              You
            </th>
            <th
              scope="col"
              className="max-w-28 truncate px-4 py-2 text-right font-medium"
              title={comparison.competitorHost}
            >
              Them
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {comparison.metrics.map((m) => (
            <tr key={m.key}>
              <th scope="row" className="px-4 py-2 text-left font-normal text-fg-muted">
                {metricLabel(m.key)}
              </th>
              <Cell value={formatMeasurement(m.key, m.domain)} wins={m.winner === 'domain'} className="px-2" />
              <Cell value={formatMeasurement(m.key, m.competitor)} wins={m.winner === 'competitor'} className="px-4" />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Cell({ value, wins, className }: { value: string; wins: boolean; className?: string }) {
  return (
    <td className={cn('py-2 text-right whitespace-nowrap', wins ? 'font-semibold text-healthy' : 'text-fg', className)}>
      {wins ? <Trophy aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" /> : null}
      {value}
      {wins ? <span className="sr-only"> (better)</span> : null}
    </td>
  );
}
