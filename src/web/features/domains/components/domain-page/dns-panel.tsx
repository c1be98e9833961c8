import { useQuery } from '@tanstack/react-query';
import { ScrollTable } from '../../../../components/ui/scroll-table';
import { useNow } from '../../../../lib/use-now';
import { dnsQuery } from '../../api/domain-panels';
import { LatestCheckLine, NoData, Panel, PanelQuery, When } from './panel';

/** The records the latest DNS check resolved, and each time they changed within the plan's history. */
export function DnsPanel({ domainId, className }: { domainId: string; className?: string }) {
  const query = useQuery(dnsQuery(domainId));
  const now = useNow();
  return (
    <Panel title="DNS records" className={className}>
      <PanelQuery query={query} what="DNS records">
        {({ check, records, changes }) => {
          if (!check) return <NoData />;
          return (
            <div className="grid gap-4 *:min-w-0">
              <LatestCheckLine check={check} now={now} />
              {records.length ? (
                <div className="-mx-5 sm:-mx-6">
                  <ScrollTable label="DNS records" columns={['Type', 'Name', 'Value', 'TTL']} minWidth={520}>
                    {records.map((r, i) => (
                      <tr key={i}>
                        <th scope="row" className="px-4 py-2 pl-5 font-medium text-fg sm:pl-6">
                          {r.type}
                        </th>
                        <td className="px-4 py-2 whitespace-nowrap">{r.name}</td>
                        <td className="min-w-48 px-4 py-2 break-all">{r.value}</td>
                        <td className="px-4 py-2 whitespace-nowrap">{r.ttl === null ? '—' : `${r.ttl} s`}</td>
                      </tr>
                    ))}
                  </ScrollTable>
                </div>
              ) : (
                <NoData>The latest check resolved no records.</NoData>
              )}
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold text-fg">Changes</h3>
                {changes.length ? (
                  <ol aria-label="DNS changes" className="grid gap-2">
                    {changes.map((c) => (
                      <li key={c.at} className="grid gap-1 rounded-lg border border-line px-4 py-2.5 text-sm">
                        <span className="text-fg-muted">
                          <When at={c.at} now={now} />
                        </span>
                        {c.added.map((r, i) => (
                          <span key={`a${i}`} className="break-all text-healthy">
                            + {r.type} {r.value}
                          </span>
                        ))}
                        {c.removed.map((r, i) => (
                          <span key={`r${i}`} className="break-all text-critical">
                            − {r.type} {r.value}
                          </span>
                        ))}
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="text-sm text-fg-muted">No change recorded.</p>
                )}
              </div>
            </div>
          );
        }}
      </PanelQuery>
    </Panel>
  );
}
