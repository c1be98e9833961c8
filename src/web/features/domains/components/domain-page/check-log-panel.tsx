import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CHECK_STATUS_LOOKS } from '../../../../../shared/helpers/check-status';
import { CHECK_TYPE_LABELS, CHECK_TYPES, type CheckType } from '../../../../../shared/helpers/domain-state';
import { Label } from '../../../../components/ui/label';
import { ScrollTable } from '../../../../components/ui/scroll-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/select';
import { checkLogQuery } from '../../api/domain-panels';
import { useReadableTime } from '../../../../lib/use-readable-time';
import { Pager } from '../../../../components/ui/pager';
import { CheckStatusBadge, NoData, Panel, PanelQuery } from './panel';
import { describeCheckMessage } from '../../../../../shared/helpers/error-classification';
import { FailureText } from '../../../../components/ui/failure-text';

const ALL = 'all';
const STATUSES = Object.keys(CHECK_STATUS_LOOKS);

/** Every stored check of the domain, newest first, by family and status, page by page. */
export function CheckLogPanel({ domainId }: { domainId: string }) {
  const formatDateTime = useReadableTime();
  const id = useId();
  const [type, setType] = useState<CheckType | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const query = useQuery(checkLogQuery(domainId, { type, status, page }));
  const filters = (
    <div role="group" aria-label="Filter checks" className="grid grid-cols-2 gap-3">
      <div className="grid gap-1.5 sm:w-40">
        <Label htmlFor={`${id}-type`}>Check</Label>
        <Select
          value={type ?? ALL}
          onValueChange={(value) => {
            setType(value === ALL ? undefined : (value as CheckType));
            setPage(1);
          }}
        >
          <SelectTrigger id={`${id}-type`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All checks</SelectItem>
            {CHECK_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {CHECK_TYPE_LABELS[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
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
    </div>
  );
  return (
    <Panel title="Check log" description="Every check stored for this domain, newest first" actions={filters}>
      <PanelQuery query={query} what="the check log">
        {(data) =>
          data.items.length === 0 ? (
            <NoData>{type || status ? 'No check matches these filters.' : 'No data yet: no check has run.'}</NoData>
          ) : (
            <div className="-mx-5 grid gap-3 *:min-w-0 sm:-mx-6">
              <ScrollTable label="Checks" columns={['Time', 'Check', 'Result', 'Response', 'Details']} minWidth={640}>
                {data.items.map((c) => (
                  <tr key={c.id}>
                    <th scope="row" className="px-4 py-2.5 pl-5 font-normal whitespace-nowrap text-fg sm:pl-6">
                      {formatDateTime(c.checkedAt)}
                    </th>
                    <td className="px-4 py-2.5 whitespace-nowrap">{CHECK_TYPE_LABELS[c.type]}</td>
                    <td className="px-4 py-2.5">
                      <CheckStatusBadge status={c.status} />
                    </td>
                    <td className="px-4 py-2.5 whitespace-nowrap">
                      {c.responseTimeMs === null ? '—' : `${c.responseTimeMs} ms`}
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
