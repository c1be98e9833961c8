import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OutageTable } from '../../../../components/outage-table';
import { NoData, Panel, PanelQuery } from '../../../../components/panel';
import { monitorOutagesQuery } from '../../api/monitor-history';

/** The monitor's incidents: each period it was down or degraded, how long, and why in plain words. */
export function MonitorOutagesPanel({ monitorId }: { monitorId: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(monitorOutagesQuery(monitorId, page));
  return (
    <Panel title="Incidents" description="Periods this monitor was down or degraded, newest first">
      <PanelQuery query={query} what="the incidents">
        {(data) =>
          data.items.length === 0 ? (
            <NoData>No incident recorded.</NoData>
          ) : (
            <OutageTable
              label="Incidents"
              pagesLabel="Incident pages"
              items={data.items}
              page={data.page}
              hasMore={data.hasMore}
              onPage={setPage}
            />
          )
        }
      </PanelQuery>
    </Panel>
  );
}
