import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MonitorPingLog } from '../../../../../shared/contracts/monitor-details';
import { formatDuration } from '../../../../../shared/helpers/reliability';
import { NoData, Panel, PanelQuery } from '../../../../components/panel';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Pager } from '../../../../components/ui/pager';
import { ScrollTable } from '../../../../components/ui/scroll-table';
import { useReadableTime } from '../../../../lib/use-readable-time';
import { monitorPingsQuery } from '../../api/monitor-history';

type Ping = MonitorPingLog['items'][number];

/** What a ping said, as the silence rule reads it (decision 049): a non-zero exit code is a failure. */
function pingLook(ping: Ping): { label: string; tone: BadgeTone } {
  if (ping.kind === 'start') return { label: 'Start', tone: 'info' };
  if (ping.kind === 'fail')
    return { label: ping.exitCode ? `Failure (exit code ${ping.exitCode})` : 'Failure', tone: 'critical' };
  if (ping.exitCode !== null && ping.exitCode !== 0)
    return { label: `Failure (exit code ${ping.exitCode})`, tone: 'critical' };
  return { label: ping.exitCode === 0 ? 'Success (exit code 0)' : 'Success', tone: 'healthy' };
}

/** A heartbeat's pings, newest first: what each said, how long a started run took, and when the next one is due. */
export function MonitorPingsPanel({ monitorId, active }: { monitorId: string; active: boolean }) {
  const readable = useReadableTime();
  const [page, setPage] = useState(1);
  const query = useQuery(monitorPingsQuery(monitorId, page));
  const due = query.data?.nextDueAt;
  return (
    <Panel
      title="Ping log"
      description={
        due ? (
          <>
            Next ping due by <time dateTime={due}>{readable(due)}</time>
          </>
        ) : active ? (
          'Every call to the push URL, newest first'
        ) : (
          'Paused: pings are stored, nothing is due'
        )
      }
    >
      <PanelQuery query={query} what="the ping log">
        {(data) =>
          data.items.length === 0 ? (
            <NoData>No ping yet: the job has not called its push URL.</NoData>
          ) : (
            <div className="-mx-5 grid gap-3 *:min-w-0 sm:-mx-6">
              <ScrollTable label="Pings" columns={['Time', 'Kind', 'Run took', 'Message']} minWidth={560}>
                {data.items.map((p) => {
                  const look = pingLook(p);
                  return (
                    <tr key={p.id}>
                      <th scope="row" className="px-4 py-2.5 pl-5 font-normal whitespace-nowrap text-fg sm:pl-6">
                        <time dateTime={p.receivedAt}>{readable(p.receivedAt)}</time>
                      </th>
                      <td className="px-4 py-2.5 whitespace-nowrap">
                        <Badge tone={look.tone}>{look.label}</Badge>
                      </td>
                      <td className="px-4 py-2.5 whitespace-nowrap">
                        {p.runMs === null ? '—' : formatDuration(p.runMs)}
                      </td>
                      <td className="max-w-md min-w-48 px-4 py-2.5 break-words text-fg-muted">{p.message ?? '—'}</td>
                    </tr>
                  );
                })}
              </ScrollTable>
              <div className="px-5 sm:px-6">
                <Pager label="Ping log pages" page={data.page} hasMore={data.hasMore} onPage={setPage} />
              </div>
            </div>
          )
        }
      </PanelQuery>
    </Panel>
  );
}
