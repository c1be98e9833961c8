import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { ScrollTable } from '../../../../components/ui/scroll-table';
import { outagesQuery } from '../../api/domain-panels';
import { useReadableTime } from '../../../../lib/use-readable-time';
import { formatDuration } from './duration';
import { Pager } from '../../../../components/ui/pager';
import { NoData, Panel, PanelQuery } from './panel';

/** The outage log (uptime_events): when each outage started and ended, how long it lasted, and why. */
export function OutagesPanel({ domainId }: { domainId: string }) {
  const formatDateTime = useReadableTime();
  const [page, setPage] = useState(1);
  const query = useQuery(outagesQuery(domainId, page));
  return (
    <Panel title="Outages" description="Periods the site was down, newest first">
      <PanelQuery query={query} what="outages">
        {(data) =>
          data.items.length === 0 ? (
            <NoData>No outage recorded.</NoData>
          ) : (
            <div className="-mx-5 grid gap-3 *:min-w-0 sm:-mx-6">
              <ScrollTable label="Outages" columns={['Started', 'Ended', 'Duration', 'Cause']} minWidth={560}>
                {data.items.map((o) => (
                  <tr key={o.id}>
                    <th scope="row" className="px-4 py-2.5 pl-5 font-normal whitespace-nowrap text-fg sm:pl-6">
                      {formatDateTime(o.startedAt)}
                    </th>
                    <td className="px-4 py-2.5 whitespace-nowrap">
                      {o.endedAt ? formatDateTime(o.endedAt) : <Badge tone="critical">Ongoing</Badge>}
                    </td>
                    <td className="px-4 py-2.5 whitespace-nowrap">
                      {o.durationMs !== null
                        ? formatDuration(o.durationMs)
                        : o.endedAt
                          ? '—'
                          : `${formatDuration(Date.now() - new Date(o.startedAt).getTime())} so far`}
                    </td>
                    <td className="px-4 py-2.5 break-words">
                      {o.cause ??
                        (o.statusCode ? `HTTP ${o.statusCode}` : o.type === 'degraded' ? 'Degraded' : 'No answer')}
                    </td>
                  </tr>
                ))}
              </ScrollTable>
              <div className="px-5 sm:px-6">
                <Pager label="Outage pages" page={data.page} hasMore={data.hasMore} onPage={setPage} />
              </div>
            </div>
          )
        }
      </PanelQuery>
    </Panel>
  );
}
