import type { ReactNode } from 'react';
import type { Domain } from '../../../../../shared/contracts/domains';
import { useParams } from 'react-router';
import { DetailFrame, DetailLoadFailure, DetailSkeleton } from '../../../../components/detail-screen';
import { Badge } from '../../../../components/ui/badge';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useDomain } from '../../api/get-domain';
import { CertificatePanel } from './certificate-panel';
import { CheckLogPanel } from './check-log-panel';
import { DnsPanel } from './dns-panel';
import { DomainActions, type DomainPageParts } from './domain-actions';
import { OutagesPanel } from './outages-panel';
import { NotApplicablePanel, Panel } from './panel';
import { RegistrationPanel } from './registration-panel';
import { ResponseTimePanel } from './response-time-panel';
import { SecurityPanel } from './security-panel';
import { StatePanel } from './state-panel';
import { UptimeBarsPanel } from './uptime-bars-panel';
import { displayDomain } from '../../../../../shared/helpers/domain-name';

function Frame({ children }: { children: ReactNode }) {
  return (
    <DetailFrame back="/domains" backLabel="All domains">
      {children}
    </DetailFrame>
  );
}

/**
 * /domains/{id}: everything known of one domain, a panel per subject, each loading on its own (one request per
 * panel) from the domain's stored history. A domain just added shows 'Pending first check' in every panel.
 */
export function DomainPage({ parts }: { parts: DomainPageParts }) {
  const { id = '' } = useParams();
  const query = useDomain(id);
  const domain = query.data;
  useDocumentTitle(domain ? displayDomain(domain.name) : 'Domain');

  if (!domain) {
    if (query.isError)
      return (
        <Frame>
          <DetailLoadFailure
            error={query.error}
            notFoundTitle="Domain not found"
            errorTitle="Couldn't load this domain"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Frame>
      );
    return (
      <Frame>
        <DetailSkeleton label="Loading the domain">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </DetailSkeleton>
      </Frame>
    );
  }

  const { Alerts, Lighthouse, Monitors } = parts;
  // families that do not apply to this domain show why instead of loading (decision 071)
  const notApplicable = (check: Domain['notApplicable'][number]['check']) =>
    domain.notApplicable.find((n) => n.check === check)?.reason;
  const noCertificate = notApplicable('ssl');
  const noRegistration = notApplicable('whois');
  const noDns = notApplicable('dns');
  return (
    <Frame>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold tracking-tight break-all text-fg">{displayDomain(domain.name)}</h2>
            {domain.isActive ? null : <Badge tone="neutral">Deleted</Badge>}
          </div>
          {domain.description ? <p className="text-sm break-words text-fg-muted">{domain.description}</p> : null}
        </div>
        {domain.isActive ? <DomainActions domain={domain} parts={parts} /> : null}
      </header>
      <div className="grid min-w-0 gap-4 lg:grid-cols-3">
        <StatePanel domain={domain} canEdit={domain.isActive} />
        <div className="min-w-0 lg:col-span-2">
          <ResponseTimePanel domainId={domain.id} />
        </div>
      </div>
      <Panel title="Monitors" description="What is checked beside the home page">
        <Monitors domainId={domain.id} domainName={domain.name} httpOnly={domain.httpOnly} />
      </Panel>
      <UptimeBarsPanel domainId={domain.id} />
      <OutagesPanel domainId={domain.id} />
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        {noCertificate ? (
          <NotApplicablePanel title="Certificate" reason={noCertificate} />
        ) : (
          <CertificatePanel domainId={domain.id} />
        )}
        {noRegistration ? (
          <NotApplicablePanel title="Registration" reason={noRegistration} />
        ) : (
          <RegistrationPanel domainId={domain.id} />
        )}
        {noDns ? (
          <NotApplicablePanel title="DNS records" reason={noDns} className="lg:col-span-2" />
        ) : (
          <DnsPanel domainId={domain.id} className="lg:col-span-2" />
        )}
        <SecurityPanel domainId={domain.id} httpOnly={domain.httpOnly} />
        <Panel title="Alerts">
          <Alerts domainId={domain.id} />
        </Panel>
        <Panel title="Lighthouse" className="lg:col-span-2">
          <Lighthouse domainId={domain.id} />
        </Panel>
      </div>
      <CheckLogPanel domainId={domain.id} />
    </Frame>
  );
}
