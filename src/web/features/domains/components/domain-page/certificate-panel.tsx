import { useQuery } from '@tanstack/react-query';
import { describeDaysLeft, getSslDaysTone } from '../../../../../shared/helpers/status-bands';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { useNow } from '../../../../lib/use-now';
import { certificateQuery } from '../../api/domain-panels';
import { formatCalendarDate } from '../../lib/dates';
import { Fact, FactList } from '../fact-list';
import { LatestCheckLine, NoData, Panel, PanelQuery } from './panel';

/** The certificate the latest TLS check got: issuer, days left, names, and the chain as the site sent it. */
export function CertificatePanel({ domainId }: { domainId: string }) {
  const query = useQuery(certificateQuery(domainId));
  const now = useNow();
  return (
    <Panel title="Certificate">
      <PanelQuery query={query} what="the certificate">
        {({ check, state, certificate }) => {
          if (!check) return <NoData />;
          return (
            <div className="grid gap-4 *:min-w-0">
              <LatestCheckLine check={check} now={now} />
              {state.state === 'failed' ? (
                <Alert tone="critical" role="status">
                  {state.message}
                </Alert>
              ) : null}
              {certificate ? (
                <>
                  <FactList label="Certificate">
                    <Fact term="Issuer">{certificate.issuer ?? 'Not stated'}</Fact>
                    <Fact term="Days left">
                      {certificate.daysUntilExpiry === null ? (
                        'Not stated'
                      ) : (
                        <Badge tone={getSslDaysTone(certificate.daysUntilExpiry)}>
                          {describeDaysLeft(certificate.daysUntilExpiry)}
                        </Badge>
                      )}
                    </Fact>
                    <Fact term="Valid from">{formatCalendarDate(certificate.validFrom) ?? 'Not stated'}</Fact>
                    <Fact term="Expires on">{formatCalendarDate(certificate.validTo) ?? 'Not stated'}</Fact>
                    <Fact term="Trusted">
                      {certificate.trusted ? 'Yes' : `No${certificate.trustError ? `: ${certificate.trustError}` : ''}`}
                    </Fact>
                    <Fact term="Names">
                      {certificate.subjectAltNames.join(', ') || certificate.subject || 'Not stated'}
                    </Fact>
                  </FactList>
                  {certificate.chain.length ? (
                    <div className="grid gap-2">
                      <h3 className="text-sm font-semibold text-fg">Chain</h3>
                      <ol aria-label="Certificate chain" className="grid gap-2">
                        {certificate.chain.map((c, i) => (
                          <li key={i} className="rounded-lg border border-line px-4 py-2.5 text-sm">
                            <p className="font-medium break-words text-fg">{c.subject ?? 'Unnamed certificate'}</p>
                            <p className="break-words text-fg-muted">Issued by {c.issuer ?? 'an unnamed issuer'}</p>
                          </li>
                        ))}
                      </ol>
                    </div>
                  ) : null}
                </>
              ) : null}
            </div>
          );
        }}
      </PanelQuery>
    </Panel>
  );
}
