import { Badge } from '../../../../components/ui/badge';
import type { SecurityDetails } from '../../lib/check-details';
import { headerVerdictView } from '../../lib/header-verdict';
import { DetailList, DetailSection, FindingList, YesNo } from './detail-parts';

const OUTCOME: Record<string, { label: string; tone: 'critical' | 'healthy' | 'unknown' }> = {
  listed: { label: 'Listed', tone: 'critical' },
  clean: { label: 'Not listed', tone: 'healthy' },
  unknown: { label: 'Not checked', tone: 'unknown' },
};

export function SecurityDetailsView({ details }: { details: SecurityDetails }) {
  const headers = details.headers ?? [];
  const cookies = details.cookies ?? [];
  const blacklists = details.dnsbl ?? [];
  return (
    <div className="grid gap-5">
      {(details.findings ?? []).length > 0 ? (
        <DetailSection title="Findings">
          <FindingList findings={details.findings ?? []} />
        </DetailSection>
      ) : null}
      <DetailSection title="Blacklists">
        {blacklists.length > 0 ? (
          <ul className="grid gap-1.5 text-sm">
            {blacklists.map((list) => {
              const outcome = OUTCOME[list.outcome] ?? OUTCOME.unknown!;
              return (
                <li key={`${list.zone}-${list.subject ?? ''}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Badge tone={outcome.tone} dot>
                    {outcome.label}
                  </Badge>
                  <span className="font-medium text-fg">{list.zone}</span>
                  {list.subject ? <span className="text-fg-muted">for {list.subject}</span> : null}
                  {list.outcome === 'listed' && (list.codes ?? []).length > 0 ? (
                    <code className="font-mono text-xs text-fg-muted">{(list.codes ?? []).join(', ')}</code>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">No blacklists were queried for this scan.</p>
        )}
      </DetailSection>
      {headers.length > 0 ? (
        <DetailSection title="Security headers">
          <ul className="grid gap-2 text-sm">
            {headers.map((header) => {
              const verdict = headerVerdictView(header);
              return (
                <li key={header.header} className="grid gap-0.5">
                  <span className="flex flex-wrap items-center gap-2">
                    <YesNo value={verdict.state === 'in-effect'} yes={header.header} no={header.header} />
                    <span className="text-xs text-fg-muted">{verdict.label}</span>
                  </span>
                  {header.value ? (
                    <code className="ml-5 font-mono text-xs break-all text-fg-muted">{header.value}</code>
                  ) : null}
                  {verdict.warnings.length > 0 ? (
                    <ul className="ml-5 grid gap-0.5 text-xs text-fg">
                      {verdict.warnings.map((warning) => (
                        <li key={warning}>Weak: {warning}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </DetailSection>
      ) : null}
      <DetailSection title="Transport and cookies">
        <DetailList
          rows={[
            details.checkedUrl ? { label: 'Checked', value: details.checkedUrl } : null,
            typeof details.httpsAvailable === 'boolean'
              ? { label: 'HTTPS', value: <YesNo value={details.httpsAvailable} yes="Available" no="Not available" /> }
              : null,
            typeof details.httpRedirectsToHttps === 'boolean'
              ? {
                  label: 'HTTP to HTTPS',
                  value: <YesNo value={details.httpRedirectsToHttps} yes="Redirects" no="Does not redirect" />,
                }
              : null,
            cookies.length > 0
              ? {
                  label: 'Cookies',
                  value: (
                    <ul className="grid gap-1">
                      {cookies.map((cookie) => (
                        <li key={cookie.name} className="flex flex-wrap items-center gap-2">
                          <code className="font-mono text-xs">{cookie.name}</code>
                          <YesNo value={cookie.secure} yes="Secure" no="No Secure" />
                          <YesNo value={cookie.httpOnly} yes="HttpOnly" no="No HttpOnly" />
                        </li>
                      ))}
                    </ul>
                  ),
                }
              : null,
          ]}
        />
      </DetailSection>
    </div>
  );
}
