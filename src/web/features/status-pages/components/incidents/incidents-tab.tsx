import { Megaphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { STATUS_PAGE_INCIDENTS_PER_PAGE } from '../../../../../shared/constants/status-pages';
import type { Incident, StatusPage } from '../../../../../shared/contracts/status-pages';
import { AddButton } from '../../../../components/add-button';
import { ConfirmItemDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { Pager } from '../../../../components/ui/pager';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toastActionError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import { useMayChange } from '../../../../lib/workspace';
import { useComponents } from '../../api/get-components';
import { incidentsPath } from '../../api/incidents-keys';
import { useIncidents } from '../../api/incidents-list';
import { useDeleteIncident } from '../../api/incidents-mutations';
import { IncidentDialog, IncidentUpdateDialog, preloadIncidentForms } from './incident-dialogs';
import { IncidentItem, type IncidentActions } from './incident-item';

type OpenDialog =
  | { kind: 'report' }
  | { kind: 'edit'; incident: Incident }
  | { kind: 'update'; incident: Incident; resolving: boolean };

function ReportButton({ pageId, onClick }: { pageId: string; onClick: () => void }) {
  return (
    <AddButton path={incidentsPath(pageId)} label="Report incident" preload={preloadIncidentForms} onClick={onClick} />
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label={label}>
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-28" />
    </div>
  );
}

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold tracking-tight text-fg">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * A status page's incidents (issue 17): the open ones first with their timelines, then the resolved ones page by
 * page. Members report incidents, post updates, resolve, edit and delete them; viewers only read; the demo sees
 * the actions disabled with the reason.
 */
export function IncidentsTab({ page }: { page: StatusPage }) {
  const canEdit = useMayChange();
  const [activePage, setActivePage] = useState(1);
  const active = useIncidents(page.id, 'active', activePage);
  const [resolvedPage, setResolvedPage] = useState(1);
  const resolved = useIncidents(page.id, 'resolved', resolvedPage);
  const components = useComponents(page.id).data?.data ?? [];
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [deleting, setDeleting] = useState<Incident | null>(null);
  const remove = useDeleteIncident();

  const actions: IncidentActions = {
    onPostUpdate: (incident) => setDialog({ kind: 'update', incident, resolving: false }),
    onResolve: (incident) => setDialog({ kind: 'update', incident, resolving: true }),
    onEdit: (incident) => setDialog({ kind: 'edit', incident }),
    onDelete: setDeleting,
  };
  const onDelete = (incident: Incident) =>
    remove.mutate(incident.id, {
      onSuccess: () => {
        toast({ title: 'Incident deleted', description: `${incident.title} is no longer on the status page.` });
        setDeleting(null);
      },
      onError: (error) => toastActionError(error, 'Delete Failed', 'Failed to delete the incident'),
    });
  const report = canEdit ? <ReportButton pageId={page.id} onClick={() => setDialog({ kind: 'report' })} /> : null;
  const list = (incidents: readonly Incident[], label: string) => (
    <ul aria-label={label} className="grid gap-3">
      {incidents.map((incident) => (
        <IncidentItem
          key={incident.id}
          incident={incident}
          components={components}
          pageAddress={page.publicUrl}
          canEdit={canEdit}
          actions={actions}
        />
      ))}
    </ul>
  );

  let body: ReactNode;
  if (!active.data || !resolved.data) {
    const failed = active.isError ? active : resolved.isError ? resolved : null;
    body = failed ? (
      <LoadError
        title="Couldn't load the incidents"
        error={failed.error}
        onRetry={() => void Promise.all([active.refetch(), resolved.refetch()])}
        retrying={failed.isFetching}
      />
    ) : (
      <ListSkeleton label="Loading the incidents" />
    );
  } else if (active.data.total === 0 && resolved.data.total === 0) {
    body = (
      <EmptyState icon={Megaphone} title="No incidents yet" action={report}>
        {page.autoIncidents
          ? 'When a component goes down, an incident opens here by itself and resolves when it recovers. '
          : 'Automatic incidents are off: when a component goes down, the page shows it but no incident opens by itself. '}
        Report one to tell visitors what is wrong and what you are doing about it; each update shows on the page as a
        timeline.
      </EmptyState>
    );
  } else {
    const pageCount = (total: number) => Math.max(1, Math.ceil(total / STATUS_PAGE_INCIDENTS_PER_PAGE));
    body = (
      <>
        <Section title="Active incidents" aside={report}>
          {active.data.data.length > 0 ? (
            list(active.data.data, 'Active incidents')
          ) : (
            <p className="text-sm text-fg-muted">No open incident: the page shows none.</p>
          )}
          {/* many open at once page like the resolved ones (the pager shows only when there is more than one) */}
          <Pager
            label="Pages of active incidents"
            page={activePage}
            hasMore={activePage < pageCount(active.data.total)}
            onPage={setActivePage}
          />
        </Section>
        {resolved.data.total > 0 ? (
          <Section title="Resolved incidents">
            {list(resolved.data.data, 'Resolved incidents')}
            <Pager
              label="Pages of resolved incidents"
              page={resolvedPage}
              hasMore={resolvedPage < pageCount(resolved.data.total)}
              onPage={setResolvedPage}
            />
          </Section>
        ) : null}
      </>
    );
  }

  return (
    <div className="grid gap-6 *:min-w-0">
      {body}
      {dialog?.kind === 'report' || dialog?.kind === 'edit' ? (
        <IncidentDialog
          pageId={page.id}
          incident={dialog.kind === 'edit' ? dialog.incident : undefined}
          components={components}
          subscriptionsOn={page.allowSubscriptions}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'update' ? (
        <IncidentUpdateDialog
          incident={dialog.incident}
          resolving={dialog.resolving}
          subscriptionsOn={page.allowSubscriptions}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmItemDialog
        item={deleting}
        onClear={() => setDeleting(null)}
        title="Delete this incident?"
        description={
          <p>
            <span className="font-medium break-words text-fg">{deleting?.title}</span> and its timeline disappear from
            the status page and its history. Subscribers are not told. This cannot be undone.
          </p>
        }
        confirmLabel="Delete incident"
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
