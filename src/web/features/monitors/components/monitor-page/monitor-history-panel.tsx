import { formatMilliseconds } from '../../../../../shared/helpers/web-vitals-rating';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MonitorHistoryRange } from '../../../../../shared/contracts/monitor-details';
import { formatPercent, getUptimeTone } from '../../../../../shared/helpers/status-bands';
import { NoData, Panel, PanelQuery } from '../../../../components/panel';
import { TimeSeriesChart } from '../../../../components/ui/chart';
import { toneText } from '../../../../components/ui/progress-bar';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { cn } from '../../../../lib/cn';
import { monitorHistoryQuery } from '../../api/monitor-history';

const RANGES: { value: MonitorHistoryRange; label: string; words: string }[] = [
  { value: '24h', label: '24h', words: '24 hours' },
  { value: '7d', label: '7d', words: '7 days' },
  { value: '30d', label: '30d', words: '30 days' },
];
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric' });

function UptimeFigure({ label, percent }: { label: string; percent: number | null }) {
  return (
    <div className="grid gap-0.5 rounded-lg border border-line bg-canvas px-4 py-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd
        className={cn(
          'text-xl font-semibold tabular-nums',
          percent === null ? 'text-fg-subtle' : toneText[getUptimeTone(percent)],
        )}
      >
        {percent === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not measured yet</span>
          </>
        ) : (
          formatPercent(percent)
        )}
      </dd>
    </div>
  );
}

/** The monitor's uptime over a day, a week and a month, and its response times over the range chosen. */
export function MonitorHistoryPanel({ monitorId, heartbeat }: { monitorId: string; heartbeat: boolean }) {
  const [range, setRange] = useState<MonitorHistoryRange>('24h');
  const query = useQuery(monitorHistoryQuery(monitorId, range));
  const allowed: readonly MonitorHistoryRange[] = query.data?.ranges ?? [range];
  const words = RANGES.find((r) => r.value === range)!.words;
  return (
    <Panel
      title={heartbeat ? 'Uptime' : 'Uptime and response time'}
      description={
        heartbeat
          ? 'Share of silence checks that found the job on time'
          : 'Share of successful checks, and how fast each answered'
      }
      actions={
        // a heartbeat has no response times: the ranges would change nothing on screen
        heartbeat ? undefined : (
          <SegmentedControl
            label="Time range"
            value={range}
            onValueChange={setRange}
            options={RANGES.map((r) => ({
              value: r.value,
              label: r.label,
              disabled: !allowed.includes(r.value),
              description: allowed.includes(r.value) ? r.words : 'Your plan does not keep this much history',
            }))}
          />
        )
      }
    >
      <PanelQuery query={query} what="the uptime">
        {(data) => {
          const points = data.points.filter((p) => p.avgMs !== null);
          const timed = points.reduce((n, p) => n + p.checks - p.failed, 0);
          const average = timed
            ? Math.round(points.reduce((n, p) => n + p.avgMs! * (p.checks - p.failed), 0) / timed)
            : null;
          const maxima = points.flatMap((p) => (p.maxMs === null ? [] : [p.maxMs]));
          const slowest = maxima.length ? Math.max(...maxima) : null;
          return (
            <div className="grid gap-4">
              <dl className="grid grid-cols-3 gap-2 sm:gap-3">
                <UptimeFigure label="24 hours" percent={data.uptime.h24} />
                <UptimeFigure label="7 days" percent={data.uptime.d7} />
                <UptimeFigure label="30 days" percent={data.uptime.d30} />
              </dl>
              {heartbeat ? null : average === null ? (
                <NoData>
                  {data.points.length
                    ? 'No answer in this range: every check failed.'
                    : 'No data yet: no check in this range.'}
                </NoData>
              ) : (
                <div className="grid gap-2">
                  <p className="text-sm text-fg-muted">
                    Average <span className="font-medium text-fg tabular-nums">{formatMilliseconds(average)}</span>
                    {slowest !== null ? (
                      <>
                        , slowest{' '}
                        <span className="font-medium text-fg tabular-nums">{formatMilliseconds(slowest)}</span>
                      </>
                    ) : null}
                  </p>
                  <TimeSeriesChart
                    points={data.points.map((p) => ({ at: p.at, value: p.avgMs }))}
                    formatTime={(at) => (range === '24h' ? clock : dayTime).format(new Date(at))}
                    formatValue={formatMilliseconds}
                    label="Response time"
                    summary={`Average ${formatMilliseconds(average)} over the last ${words}${slowest !== null ? `, slowest ${formatMilliseconds(slowest)}` : ''}.`}
                    variant="area"
                    yDomain={[0, 'auto']}
                  />
                </div>
              )}
            </div>
          );
        }}
      </PanelQuery>
    </Panel>
  );
}
