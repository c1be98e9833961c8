import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CheckLogTable, CheckResultSelect } from '../../../../components/check-log-table';
import { NoData, Panel, PanelQuery } from '../../../../components/panel';
import { monitorChecksQuery } from '../../api/monitor-history';

/** Every stored check of the monitor, newest first, by result, page by page; failures in plain words. */
export function MonitorChecksPanel({ monitorId, heartbeat }: { monitorId: string; heartbeat: boolean }) {
  const id = useId();
  const [status, setStatus] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const query = useQuery(monitorChecksQuery(monitorId, { status, page }));
  const filter = (
    <CheckResultSelect
      id={`${id}-status`}
      value={status}
      onChange={(next) => {
        setStatus(next);
        setPage(1);
      }}
    />
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
            <CheckLogTable items={data.items} page={data.page} hasMore={data.hasMore} onPage={setPage} />
          )
        }
      </PanelQuery>
    </Panel>
  );
}
