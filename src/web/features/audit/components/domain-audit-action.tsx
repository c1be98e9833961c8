import { useQuery } from '@tanstack/react-query';
import { domainsQueryOptions } from '../api/audits';
import { FullAuditButton } from './full-audit-button';

/**
 * 'Run Full Audit' for a domain known by name: shown only when it is one of the current workspace's active domains
 * (audits run against monitored domains). Renders nothing otherwise, or while the list loads.
 */
export function DomainAuditAction({ domainName }: { domainName: string }) {
  const domains = useQuery(domainsQueryOptions);
  const name = domainName.toLowerCase();
  const domain = domains.data?.find((d) => d.isActive && d.name.toLowerCase() === name);
  if (!domain) return null;
  return <FullAuditButton domainId={domain.id} domainName={domain.name} />;
}
