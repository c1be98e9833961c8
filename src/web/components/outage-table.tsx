import { formatDuration } from '../../shared/helpers/reliability';
import { useReadableTime } from '../lib/use-readable-time';
import { Badge } from './ui/badge';
import { FailureText } from './ui/failure-text';
import { Pager } from './ui/pager';
import { ScrollTable } from './ui/scroll-table';

/** One recorded outage: a domain's (uptime_events) or a monitor's. */
export interface OutageRow {
  id: string | number;
  type: 'down' | 'degraded';
  startedAt: string;
  endedAt: string | null;
  durationMs: number | null;
  statusCode: number | null;
  cause: string | null;
}

/**
 * A page of outages, newest first: when each started and ended, how long it lasted (so far, while it lasts), and why
 * in plain words. The domain page's and the monitor page's outage panels both show it.
 */
export function OutageTable({
  label,
  pagesLabel,
  items,
  page,
  hasMore,
  onPage,
}: {
  /** What the table and its pager are called: "Outages", "Incidents". */
  label: string;
  /** The pager's name: "Outage pages". */
  pagesLabel: string;
  items: OutageRow[];
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const readable = useReadableTime();
  return (
    <div className="-mx-5 grid gap-3 *:min-w-0 sm:-mx-6">
      <ScrollTable label={label} columns={['Started', 'Ended', 'Duration', 'Cause']} minWidth={560}>
        {items.map((o) => (
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
                <FailureText raw={o.cause} />
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
        <Pager label={pagesLabel} page={page} hasMore={hasMore} onPage={onPage} />
      </div>
    </div>
  );
}
