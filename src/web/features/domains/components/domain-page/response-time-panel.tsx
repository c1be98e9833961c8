import { formatMilliseconds } from '../../../../../shared/helpers/web-vitals-rating';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HISTORY_RANGES, type HistoryRangeId } from '../../../../../shared/helpers/history-ranges';
import { TimeSeriesChart } from '../../../../components/ui/chart';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { responseTimesQuery } from '../../api/domain-panels';
import { NoData, Panel, PanelQuery } from './panel';

const short: Record<HistoryRangeId, string> = { '24h': '24h', '7d': '7d', '30d': '30d', '90d': '90d', '365d': '1y' };
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric' });

/** '230 ms', '1.4 s': short enough for the chart's axis. */

/** Response times of the uptime checks over a range the plan keeps history for (SPEC §9.1; the answer lists them). */
export function ResponseTimePanel({ domainId }: { domainId: string }) {
  const [range, setRange] = useState<HistoryRangeId>('24h');
  const query = useQuery(responseTimesQuery(domainId, range));
  const allowed: readonly HistoryRangeId[] = query.data?.ranges ?? [range];
  const days = HISTORY_RANGES.find((r) => r.id === range)!.days;
  const format = days <= 1 ? clock : days <= 7 ? dayTime : day;
  return (
    <Panel
      title="Response time"
      description="Average answer of the uptime checks"
      actions={
        <SegmentedControl
          label="Time range"
          value={range}
          onValueChange={setRange}
          options={HISTORY_RANGES.map((r) => ({
            value: r.id,
            label: short[r.id],
            disabled: !allowed.includes(r.id),
            description: allowed.includes(r.id) ? r.label : 'Your plan does not keep this much history',
          }))}
        />
      }
    >
      <PanelQuery query={query} what="response times">
        {(data) => {
          const points = data.points.filter((p) => p.avgMs !== null);
          if (!points.length)
            return (
              <NoData>
                {data.points.length
                  ? 'No answer in this range: every check failed.'
                  : 'No data yet: no uptime check in this range.'}
              </NoData>
            );
          // daily points come from the rollups, which keep no slowest answer
          const maxima = points.flatMap((p) => (p.maxMs === null ? [] : [p.maxMs]));
          const slowest = maxima.length ? Math.max(...maxima) : null;
          const average = Math.round(
            points.reduce((n, p) => n + p.avgMs! * p.checks, 0) / points.reduce((n, p) => n + p.checks, 0),
          );
          return (
            <div className="grid gap-2">
              <p className="text-sm text-fg-muted">
                Average <span className="font-medium text-fg tabular-nums">{average} ms</span>
                {slowest !== null ? (
                  <>
                    , slowest <span className="font-medium text-fg tabular-nums">{slowest} ms</span>
                  </>
                ) : null}
              </p>
              <TimeSeriesChart
                points={data.points.map((p) => ({ at: p.at, value: p.avgMs }))}
                formatTime={(at) => format.format(new Date(at))}
                formatValue={formatMilliseconds}
                label="Response time"
                summary={`Average ${average} ms over the last ${HISTORY_RANGES.find((r) => r.id === range)!.label}${slowest !== null ? `, slowest ${slowest} ms` : ''}.`}
                variant="area"
                yDomain={[0, 'auto']}
              />
            </div>
          );
        }}
      </PanelQuery>
    </Panel>
  );
}
