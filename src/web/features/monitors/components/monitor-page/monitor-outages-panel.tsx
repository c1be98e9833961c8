import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeFailure } from '../../../../../shared/helpers/error-classification';
import { formatDuration } from '../../../../../shared/helpers/reliability';
import { NoData, Panel, PanelQuery } from '../../../../components/panel';
import { Badge } from '../../../../components/ui/badge';
import { FailureText } from '../../../../components/ui/failure-text';
import { Pager } from '../../../../components/ui/pager';
import { ScrollTable } from '../../../../components/ui/scroll-table';
import { useReadableTime } from '../../../../lib/use-readable-time';
import { monitorOutagesQuery } from '../../api/monitor-history';

/** The monitor's incidents: each period it was down or degraded, how long, and why in plain words. */
export function MonitorOutagesPanel({ monitorId }: { monitorId: string }) {
  const readable = useReadableTime();
  const [page, setPage] = useState(1);
  const query = useQuery(monitorOutagesQuery(monitorId, page));
  return (
    <Panel title="Incidents" description="Periods this monitor was down or degraded, newest first">
      <PanelQuery query={query} what="the incidents">
        {(data) =>
          data.items.length === 0 ? (
            <NoData>No incident recorded.</NoData>
          ) : (
            <div className="-mx-5 grid gap-3 *:min-w-0 sm:-mx-6">
              <ScrollTable label="Incidents" columns={['Started', 'Ended', 'Duration', 'Cause']} minWidth={560}>
                {data.items.map((o) => (
                  <tr key={o.id}>
                    <th scope="row" className="px-4 py-2.5 pl-5 font-normal whitespace-nowrap text-fg sm:pl-6">
                      {readable(o.startedAt)}
                    </th>
                    <td className="px-4 py-2.5 whitespace-nowrap">
                      {o.endedAt ? readable(o.endedAt) : <Badge tone="critical">Ongoing</Badge>}
                    </td>
                    <td className="px-4 py-2.5 whitespace-nowrap">
                      {o.durationMs !== null
                        ? formatDuration(o.durationMs)
                        : o.endedAt
                          ? '—'
                          : `${formatDuration(Date.now() - Date.parse(o.startedAt))} so far`}
                    </td>
                    <td className="max-w-md min-w-60 px-4 py-2.5 break-words">
                      {o.cause ? (
                        <FailureText failure={describeFailure(o.cause)} />
                      ) : o.statusCode ? (
                        `Answered HTTP ${o.statusCode}`
                      ) : o.type === 'degraded' ? (
                        'Degraded'
                      ) : (
                        'No answer'
                      )}
                    </td>
                  </tr>
                ))}
              </ScrollTable>
              <div className="px-5 sm:px-6">
                <Pager label="Incident pages" page={data.page} hasMore={data.hasMore} onPage={setPage} />
              </div>
            </div>
          )
        }
      </PanelQuery>
    </Panel>
  );
}
