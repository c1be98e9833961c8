import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CHECK_TYPE_LABELS, CHECK_TYPES, type CheckType } from '../../../../../shared/helpers/domain-state';
import { CheckLogTable, CheckResultSelect } from '../../../../components/check-log-table';
import { Label } from '../../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/select';
import { checkLogQuery } from '../../api/domain-panels';
import { NoData, Panel, PanelQuery } from './panel';

const ALL = 'all';

/** Every stored check of the domain, newest first, by family and status, page by page. */
export function CheckLogPanel({ domainId }: { domainId: string }) {
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
      <CheckResultSelect
        id={`${id}-status`}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
    </div>
  );
  return (
    <Panel title="Check log" description="Every check stored for this domain, newest first" actions={filters}>
      <PanelQuery query={query} what="the check log">
        {(data) =>
          data.items.length === 0 ? (
            <NoData>{type || status ? 'No check matches these filters.' : 'No data yet: no check has run.'}</NoData>
          ) : (
            <CheckLogTable
              items={data.items}
              page={data.page}
              hasMore={data.hasMore}
              onPage={setPage}
              family={(c) => CHECK_TYPE_LABELS[c.type]}
            />
          )
        }
      </PanelQuery>
    </Panel>
  );
}
