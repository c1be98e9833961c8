import type { DnsDetails } from '../../lib/check-details';
import { DetailList, DetailSection, FindingList, ValueList } from './detail-parts';

export function DnsDetailsView({ details }: { details: DnsDetails }) {
  const records = details.records ?? [];
  const lame = new Set(details.lameNameservers ?? []);
  const spf = details.spf;
  const dmarc = details.dmarc;
  return (
    <div className="grid gap-5">
      {(details.findings ?? []).length > 0 ? (
        <DetailSection title="Findings">
          <FindingList findings={details.findings ?? []} />
        </DetailSection>
      ) : null}
      {records.length > 0 ? (
        <DetailSection title={`Records (${records.length})`}>
          <div className="overflow-x-auto rounded-lg border border-line">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="bg-muted text-xs text-fg-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Type
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Value
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    TTL
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {records.map((record, index) => (
                  <tr key={`${record.type}-${record.name}-${record.value}-${index}`} className="align-top">
                    <td className="px-3 py-2 font-mono text-xs font-semibold text-fg">{record.type}</td>
                    <td className="px-3 py-2 font-mono text-xs whitespace-nowrap text-fg-muted">{record.name}</td>
                    <td className="px-3 py-2 font-mono text-xs break-all text-fg">{record.value}</td>
                    <td className="px-3 py-2 text-right text-xs whitespace-nowrap text-fg-muted">
                      {record.ttl === null || record.ttl === undefined ? '—' : `${record.ttl} s`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </DetailSection>
      ) : null}
      <DetailSection title="Nameservers and mail">
        <DetailList
          rows={[
            details.zone ? { label: 'Zone', value: details.zone } : null,
            (details.nameservers ?? []).length > 0
              ? {
                  label: 'Nameservers',
                  value: (
                    <ValueList
                      values={(details.nameservers ?? []).map((ns) => (lame.has(ns) ? `${ns} (not answering)` : ns))}
                    />
                  ),
                }
              : { label: 'Nameservers', value: 'None found' },
            spf
              ? {
                  label: 'SPF',
                  value: spf.record ? (
                    <span className="grid gap-1">
                      <code className="font-mono text-xs break-all">{spf.record}</code>
                      <span className="text-xs font-normal text-fg-muted">
                        {spf.valid === false ? 'Invalid. ' : ''}
                        {typeof spf.lookupCount === 'number' ? `${spf.lookupCount} of 10 DNS lookups` : ''}
                        {(spf.problems ?? []).length > 0 ? ` · ${(spf.problems ?? []).join('; ')}` : ''}
                      </span>
                    </span>
                  ) : (
                    'No SPF record'
                  ),
                }
              : null,
            dmarc
              ? {
                  label: 'DMARC',
                  value: dmarc.record ? (
                    <span className="grid gap-1">
                      <code className="font-mono text-xs break-all">{dmarc.record}</code>
                      {dmarc.policy ? (
                        <span className="text-xs font-normal text-fg-muted">Policy: {dmarc.policy}</span>
                      ) : null}
                    </span>
                  ) : (
                    'No DMARC record'
                  ),
                }
              : null,
            typeof details.caaFound === 'boolean'
              ? { label: 'CAA record', value: details.caaFound ? 'Present' : 'None' }
              : null,
          ]}
        />
      </DetailSection>
    </div>
  );
}
