import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CHECK_STATUS_LOOKS } from '../../../../../shared/helpers/check-status';
import { describeCheckMessage } from '../../../../../shared/helpers/error-classification';
import { CheckStatusBadge, NoData, Panel, PanelQuery } from '../../../../components/panel';
import { FailureText } from '../../../../components/ui/failure-text';
import { Label } from '../../../../components/ui/label';
import { Pager } from '../../../../components/ui/pager';
import { ScrollTable } from '../../../../components/ui/scroll-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/select';
import { useReadableTime } from '../../../../lib/use-readable-time';
import { monitorChecksQuery } from '../../api/monitor-history';
import { formatMs } from '../../lib/monitor-display';

const ALL = 'all';
const STATUSES = Object.keys(CHECK_STATUS_LOOKS);

/** Every stored check of the monitor, newest first, by result, page by page; failures in plain words. */
export function MonitorChecksPanel({ monitorId, heartbeat }: { monitorId: string; heartbeat: boolean }) {
  const readable = useReadableTime();
  const id = useId();
  const [status, setStatus] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const query = useQuery(monitorChecksQuery(monitorId, { status, page }));
  const filter = (
    <div className="grid gap-1.5 sm:w-40">
      <Label htmlFor={`${id}-status`}>Result</Label>
      <Select
        value={status ?? ALL}
        onValueChange={(value) => {
          setStatus(value === ALL ? undefined : value);
          setPage(1);
        }}
      >
        <SelectTrigger id={`${id}-status`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All results</SelectItem>
          {STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {CHECK_STATUS_LOOKS[s]!.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
  return (
    <Panel
      title="Check log"
      description={
        heartbeat ? 'Every silence check of this heartbeat, newest first' : 'Every check of this monitor, newest first'
      }
      actions={filter}
    >
      <PanelQuery query={query} what="the check log">
        {(data) =>
          data.items.length === 0 ? (
            <NoData>{status ? 'No check matches this filter.' : 'No data yet: no check has run.'}</NoData>
          ) : (
            <div className="-mx-5 grid gap-3 *:min-w-0 sm:-mx-6">
              <ScrollTable label="Checks" columns={['Time', 'Result', 'Response', 'Details']} minWidth={560}>
                {data.items.map((c) => (
                  <tr key={c.id}>
                    <th scope="row" className="px-4 py-2.5 pl-5 font-normal whitespace-nowrap text-fg sm:pl-6">
                      <time dateTime={c.checkedAt}>{readable(c.checkedAt)}</time>
                    </th>
                    <td className="px-4 py-2.5">
                      <CheckStatusBadge status={c.status} />
                    </td>
                    <td className="px-4 py-2.5 whitespace-nowrap">
                      {c.responseTimeMs === null ? '—' : formatMs(c.responseTimeMs)}
                    </td>
                    <td className="max-w-md min-w-60 px-4 py-2.5 break-words text-fg-muted">
                      {c.message ? <FailureText failure={describeCheckMessage(c.status, c.message)} /> : '—'}
                    </td>
                  </tr>
                ))}
              </ScrollTable>
              <div className="px-5 sm:px-6">
                <Pager label="Check log pages" page={data.page} hasMore={data.hasMore} onPage={setPage} />
              </div>
            </div>
          )
        }
      </PanelQuery>
    </Panel>
  );
}
