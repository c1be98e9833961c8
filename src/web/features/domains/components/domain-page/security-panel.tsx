import { useQuery } from '@tanstack/react-query';
import { HTTP_ONLY_SECURITY_NOTE } from '../../../../../shared/helpers/check-applicability';
import { Badge } from '../../../../components/ui/badge';
import { useNow } from '../../../../lib/use-now';
import { securityResultsQuery } from '../../api/domain-panels';
import { LatestCheckLine, NoData, Panel, PanelQuery } from './panel';

const BLACKLIST_LOOKS = {
  listed: { tone: 'critical', label: 'Listed' },
  clean: { tone: 'healthy', label: 'Not listed' },
  unknown: { tone: 'unknown', label: 'No answer' },
} as const;

/** The security headers browsers apply (or why not) and the blacklist lookups of the latest security check. */
export function SecurityPanel({ domainId, httpOnly = false }: { domainId: string; httpOnly?: boolean }) {
  const query = useQuery(securityResultsQuery(domainId));
  const now = useNow();
  return (
    <Panel title="Security headers and blacklists" description={httpOnly ? HTTP_ONLY_SECURITY_NOTE : undefined}>
      <PanelQuery query={query} what="security results">
        {({ check, headers, blacklists, checkedUrl }) => {
          if (!check) return <NoData />;
          return (
            <div className="grid gap-4 *:min-w-0">
              <LatestCheckLine check={check} now={now} />
              {checkedUrl ? <p className="text-sm break-all text-fg-muted">Headers of {checkedUrl}</p> : null}
              {headers.length ? (
                <ul
                  aria-label="Security headers"
                  className="grid gap-px overflow-hidden rounded-lg border border-line bg-line"
                >
                  {headers.map((h) => (
                    <li key={h.header} className="grid gap-1 bg-surface px-4 py-2.5 text-sm">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-medium break-all text-fg">{h.header}</span>
                        <Badge
                          tone={
                            h.present
                              ? h.warnings.length
                                ? 'warning'
                                : 'healthy'
                              : h.value !== null
                                ? 'warning'
                                : 'critical'
                          }
                        >
                          {h.present
                            ? h.warnings.length
                              ? 'Weak'
                              : 'In effect'
                            : h.value !== null
                              ? 'Ignored'
                              : 'Missing'}
                        </Badge>
                      </div>
                      {h.problem ? <p className="break-words text-fg-muted">{h.problem}</p> : null}
                      {h.warnings.map((w) => (
                        <p key={w} className="break-words text-fg-muted">
                          {w}
                        </p>
                      ))}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold text-fg">Blacklists</h3>
                {blacklists.length ? (
                  <ul aria-label="Blacklists" className="grid gap-1.5">
                    {blacklists.map((b) => (
                      <li
                        key={`${b.zone} ${b.subject}`}
                        className="flex flex-wrap items-center justify-between gap-2 text-sm"
                      >
                        <span className="min-w-0 break-all text-fg">
                          {b.zone} <span className="text-fg-muted">({b.subject})</span>
                        </span>
                        <Badge tone={BLACKLIST_LOOKS[b.outcome].tone}>{BLACKLIST_LOOKS[b.outcome].label}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-fg-muted">No blacklist was asked.</p>
                )}
              </div>
            </div>
          );
        }}
      </PanelQuery>
    </Panel>
  );
}
