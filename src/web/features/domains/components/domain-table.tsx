import { useId, useState } from 'react';
import { Globe } from 'lucide-react';
import type { Domain } from '../../../../shared/contracts/domains';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Switch } from '../../../components/ui/switch';
import { isApiError } from '../../../lib/api-client';
import { browserNavigation } from '../../../lib/navigation';
import { useCurrentUser } from '../../../lib/session';
import { useDomains } from '../api/get-domains';
import { AddDomainButton } from './add-domain-button';
import { DomainDetailsDialog } from './domain-details-dialog';
import { DomainRow, DomainRowsSkeleton } from './domain-row';
import { DomainSettingsDialog } from './domain-settings-dialog';

/** The columns of SPEC §2.8, in order. */
export const DOMAIN_COLUMNS = ['Domain', 'Status', 'SSL', 'Uptime', 'Performance', 'Alerts', 'Actions'] as const;

type Opened = { kind: 'details' | 'settings'; domain: Domain } | null;

/** SPEC §8.4: a failed list load reads 'Failed to fetch domains: {status}'. */
function loadFailure(error: unknown): string | undefined {
  return isApiError(error) && error.status > 0 ? `Failed to fetch domains: ${error.status}` : undefined;
}

/**
 * SPEC §2.8 domain table: Domain, Status, SSL, Uptime, Performance, Alerts, Actions; empty and error states; the
 * 'Show deleted domains' switch on non-free tiers, with deleted rows dimmed, badged and offering only Restore. On
 * phones each row reads as a card (the same table, restyled: one set of rows for every width).
 */
export function DomainTable({ title = 'Monitored domains' }: { title?: string }) {
  const user = useCurrentUser();
  const canShowDeleted = user.subscriptionTier !== 'free';
  const [showDeleted, setShowDeleted] = useState(false);
  const domains = useDomains({ includeInactive: canShowDeleted && showDeleted });
  const [opened, setOpened] = useState<Opened>(null);
  const switchId = useId();
  const headingId = useId();

  return (
    // A container: the rows become cards when the card itself is narrow (a phone, or a narrow dashboard column).
    <Card className="@container">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-b border-line px-5 py-4 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold tracking-tight text-fg">
          {title}
        </h2>
        {canShowDeleted ? (
          <div className="flex items-center gap-2.5">
            <Switch id={switchId} checked={showDeleted} onCheckedChange={setShowDeleted} />
            <Label htmlFor={switchId}>Show deleted domains</Label>
          </div>
        ) : null}
      </div>

      {domains.isPending ? (
        <DomainRowsSkeleton />
      ) : domains.isError ? (
        <LoadError
          framed={false}
          title="Failed to Load Domains"
          error={domains.error}
          description={loadFailure(domains.error)}
          retryLabel="Try Again"
          onRetry={() => browserNavigation.reload()}
        />
      ) : domains.data.length === 0 ? (
        <EmptyState
          framed={false}
          icon={Globe}
          title="No Domains Added"
          action={<AddDomainButton label="Add Your First Domain" />}
        >
          Add a domain and Sitewarden starts checking its uptime, certificate, DNS, registration and security.
        </EmptyState>
      ) : (
        <table aria-labelledby={headingId} role="table" className="block w-full border-collapse text-sm @4xl:table">
          <thead role="rowgroup" className="sr-only @4xl:not-sr-only @4xl:table-header-group">
            <tr role="row" className="border-b border-line bg-canvas/60 text-left text-xs font-medium text-fg-muted">
              {DOMAIN_COLUMNS.map((column) => (
                <th
                  key={column}
                  role="columnheader"
                  scope="col"
                  className={
                    column === 'Actions' ? 'px-4 py-2.5 text-right font-medium' : 'px-4 py-2.5 font-medium first:pl-6'
                  }
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block divide-y divide-line @4xl:table-row-group">
            {domains.data.map((domain) => (
              <DomainRow
                key={domain.id}
                domain={domain}
                onDetails={() => setOpened({ kind: 'details', domain })}
                onSettings={() => setOpened({ kind: 'settings', domain })}
              />
            ))}
          </tbody>
        </table>
      )}

      {opened?.kind === 'details' ? (
        <DomainDetailsDialog domain={opened.domain} open onOpenChange={(open) => !open && setOpened(null)} />
      ) : null}
      {opened?.kind === 'settings' ? (
        <DomainSettingsDialog domain={opened.domain} open onOpenChange={(open) => !open && setOpened(null)} />
      ) : null}
    </Card>
  );
}
