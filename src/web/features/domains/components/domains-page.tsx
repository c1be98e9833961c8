import { TopBarActions } from '../../../components/app-shell/top-bar-actions';
import { useDocumentTitle } from '../../../lib/document-title';
import { AddDomainButton } from './add-domain-button';
import { DomainTable } from './domain-table';
import { DomainUsage } from './domain-usage';

/** /domains (SPEC §2.8 to §2.11): the domain table, with Add Domain in the top bar. */
export function DomainsPage() {
  useDocumentTitle('Domains');
  return (
    <div className="grid gap-4">
      <TopBarActions>
        <AddDomainButton size="sm" compact />
      </TopBarActions>
      <DomainUsage />
      <DomainTable />
    </div>
  );
}
