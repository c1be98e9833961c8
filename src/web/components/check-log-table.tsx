import { CHECK_STATUS_LOOKS } from '../../shared/helpers/check-status';
import { describeCheckMessage } from '../../shared/helpers/error-classification';
import { formatMilliseconds } from '../../shared/helpers/web-vitals-rating';
import { useReadableTime } from '../lib/use-readable-time';
import { CheckStatusBadge } from './panel';
import { FailureText } from './ui/failure-text';
import { Label } from './ui/label';
import { Pager } from './ui/pager';
import { ScrollTable } from './ui/scroll-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

/** One stored check: a domain's (with its family) or a monitor's. */
export interface CheckLogRow {
  id: string | number;
  status: string;
  message: string | null;
  responseTimeMs: number | null;
  checkedAt: string;
}

const ALL = 'all';
const STATUSES = Object.keys(CHECK_STATUS_LOOKS);

/** The check log's "Result" filter: every verdict a check can have, or all of them. */
export function CheckResultSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (status: string | undefined) => void;
}) {
  return (
    <div className="grid gap-1.5 sm:w-40">
      <Label htmlFor={id}>Result</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <SelectTrigger id={id}>
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
}

/**
 * A page of stored checks, newest first: when, the verdict, the response time and the check's words (failures in
 * plain words, the recorded error behind a disclosure). The domain page's log adds a column naming each check's family.
 */
export function CheckLogTable<Row extends CheckLogRow>({
  items,
  page,
  hasMore,
  onPage,
  family,
}: {
  items: Row[];
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** The "Check" column: what family a row is, where the log holds several. */
  family?: (row: Row) => string;
}) {
  const readable = useReadableTime();
  const columns = family
    ? ['Time', 'Check', 'Result', 'Response', 'Details']
    : ['Time', 'Result', 'Response', 'Details'];
  return (
    <div className="-mx-5 grid gap-3 *:min-w-0 sm:-mx-6">
      <ScrollTable label="Checks" columns={columns} minWidth={family ? 640 : 560}>
        {items.map((c) => (
          <tr key={c.id}>
            <th scope="row" className="px-4 py-2.5 pl-5 font-normal whitespace-nowrap text-fg sm:pl-6">
              <time dateTime={c.checkedAt}>{readable(c.checkedAt)}</time>
            </th>
            {family ? <td className="px-4 py-2.5 whitespace-nowrap">{family(c)}</td> : null}
            <td className="px-4 py-2.5">
              <CheckStatusBadge status={c.status} />
            </td>
            <td className="px-4 py-2.5 whitespace-nowrap">
              {c.responseTimeMs === null ? '—' : formatMilliseconds(c.responseTimeMs)}
            </td>
            <td className="max-w-md min-w-60 px-4 py-2.5 break-words text-fg-muted">
              {c.message ? <FailureText failure={describeCheckMessage(c.status, c.message)} /> : '—'}
            </td>
          </tr>
        ))}
      </ScrollTable>
      <div className="px-5 sm:px-6">
        <Pager label="Check log pages" page={page} hasMore={hasMore} onPage={onPage} />
      </div>
    </div>
  );
}
