import { Link2 } from 'lucide-react';
import { useState } from 'react';
import type { PartnerDomain } from '../../../../shared/contracts/partner-api';
import { displayDomain } from '../../../../shared/helpers/domain-name';
import { AddButton } from '../../../components/add-button';
import { EditDeleteActions, RowActions } from '../../../components/row-actions';
import { Card } from '../../../components/ui/card';
import { ConfirmItemDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { When } from '../../../components/when';
import { toastActionError } from '../../../lib/action-errors';
import { useDomainOptions } from '../../../lib/domain-options';
import { toast } from '../../../lib/toast';
import { useMayManagePartner } from '../../partner-api/components/partner-plan-gate';
import { usePartnerDomains, useUnlinkPartnerDomain } from '../api/domains';
import { PARTNER_DOMAINS_PATH, partnerDomainPath } from '../api/keys';
import { LinkDomainDialog } from './link-domain-dialog';

const COLUMNS = ['Domain', 'External id', 'Metadata', 'Linked'];

function LinkRow({
  link,
  manage,
  onEdit,
  onUnlink,
}: {
  link: PartnerDomain;
  manage: boolean;
  onEdit: () => void;
  onUnlink: () => void;
}) {
  const name = displayDomain(link.domainName);
  const metadata = Object.keys(link.metadata).length ? JSON.stringify(link.metadata) : '—';
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-medium text-fg first:pl-5 sm:first:pl-6">
        {name}
      </th>
      <td className="px-4 py-3 font-mono text-xs">{link.externalId ?? '—'}</td>
      <td className="max-w-72 truncate px-4 py-3 font-mono text-xs text-fg-muted" title={metadata}>
        {metadata}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-fg-muted">
        <When at={link.createdAt} />
      </td>
      {manage ? (
        <td className="px-4 py-2 text-right">
          <RowActions name={name}>
            <EditDeleteActions
              name={`link of ${name}`}
              path={partnerDomainPath(link.id)}
              onEdit={onEdit}
              onDelete={onUnlink}
            />
          </RowActions>
        </td>
      ) : null}
    </tr>
  );
}

/** The workspace's domains tied to the agency's own ids: link, edit, unlink (the domain stays). */
export function PartnerDomainsSection() {
  const query = usePartnerDomains();
  const domains = useDomainOptions();
  const manage = useMayManagePartner();
  const unlink = useUnlinkPartnerDomain();
  const [dialog, setDialog] = useState<{ editing: PartnerDomain | null } | null>(null);
  const [unlinking, setUnlinking] = useState<PartnerDomain | null>(null);

  const heading = (
    <h2 id="partner-domains-heading" className="text-xl font-semibold tracking-tight text-fg">
      Partner domains
    </h2>
  );
  if (!query.data) {
    return (
      <section aria-labelledby="partner-domains-heading" className="grid gap-4">
        {heading}
        {query.isError ? (
          <LoadError
            title="Couldn't load the partner domains"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Skeleton className="h-32" aria-label="Loading the partner domains" />
        )}
      </section>
    );
  }
  const links = query.data.data;
  const linked = new Set(links.map((l) => l.domainId));
  const free = (domains.data ?? []).filter((d) => !linked.has(d.id));
  const add =
    manage && free.length > 0 ? (
      <AddButton
        path={PARTNER_DOMAINS_PATH}
        label="Link a domain"
        preload={() => undefined}
        onClick={() => setDialog({ editing: null })}
      />
    ) : null;
  return (
    <section aria-labelledby="partner-domains-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        {links.length > 0 ? add : null}
      </div>
      <p className="text-sm text-fg-muted">
        Map your clients&apos; records to Sitewarden&apos;s domains. Through the API,{' '}
        <code className="font-mono">/api/v1/partner/domains</code> lists the links and finds one by your external id.
      </p>
      {links.length === 0 ? (
        <EmptyState icon={Link2} title="No partner domains yet" action={add}>
          {manage
            ? free.length > 0
              ? 'Link a monitored domain to your own id and any metadata you keep about the client.'
              : 'Add a domain to monitor first; then link it here.'
            : 'An owner or admin of this workspace can link domains; they will be listed here.'}
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <ScrollTable label="Partner domains" columns={manage ? [...COLUMNS, 'Actions'] : COLUMNS} minWidth={680}>
            {links.map((link) => (
              <LinkRow
                key={link.id}
                link={link}
                manage={manage}
                onEdit={() => setDialog({ editing: link })}
                onUnlink={() => setUnlinking(link)}
              />
            ))}
          </ScrollTable>
        </Card>
      )}
      {dialog ? <LinkDomainDialog editing={dialog.editing} domains={free} onClose={() => setDialog(null)} /> : null}
      <ConfirmItemDialog
        item={unlinking}
        onClear={() => setUnlinking(null)}
        title={`Unlink ${unlinking ? displayDomain(unlinking.domainName) : 'domain'}?`}
        description="The link, its external id and metadata go away. The domain stays monitored as before."
        confirmLabel="Unlink"
        pending={unlink.isPending}
        onConfirm={(link) =>
          unlink.mutate(link.id, {
            onSuccess: () => {
              toast({
                title: 'Domain unlinked',
                description: `${displayDomain(link.domainName)} is no longer linked.`,
              });
              setUnlinking(null);
            },
            onError: (error) => toastActionError(error, 'Unlink Failed', 'Failed to unlink the domain'),
          })
        }
      />
    </section>
  );
}
