import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OutageTable } from '../../../../components/outage-table';
import { outagesQuery } from '../../api/domain-panels';
import { NoData, Panel, PanelQuery } from './panel';

/** The outage log (uptime_events): when each outage started and ended, how long it lasted, and why. */
export function OutagesPanel({ domainId }: { domainId: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(outagesQuery(domainId, page));
  return (
    <Panel title="Outages" description="Periods the site was down, newest first">
      <PanelQuery query={query} what="outages">
        {(data) =>
          data.items.length === 0 ? (
            <NoData>No outage recorded.</NoData>
          ) : (
            <OutageTable
              label="Outages"
              pagesLabel="Outage pages"
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
