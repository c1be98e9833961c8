import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import type { Maintenance } from '../../../../../shared/contracts/status-pages';
import { AddButton } from '../../../../components/add-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ConfirmItemDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toastActionError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import { useProfileTimeZone } from '../../../../lib/use-readable-time';
import { useMayChange } from '../../../../lib/workspace';
import { maintenanceWindowsPath, useMaintenanceWindows } from '../../api/maintenance-list';
import { useDeleteMaintenance } from '../../api/maintenance-mutations';
import { MaintenanceDialog, preloadMaintenanceForm } from './maintenance-dialog';
import { MaintenanceItem } from './maintenance-item';

function ScheduleButton({ onClick }: { onClick: () => void }) {
  return (
    <AddButton
      path={maintenanceWindowsPath}
      label="Schedule maintenance"
      preload={preloadMaintenanceForm}
      onClick={onClick}
    />
  );
}

type OpenDialog = { kind: 'create' } | { kind: 'edit'; item: Maintenance };

/**
 * The workspace's maintenance windows (issue 17), on the status pages screen: one-off or repeating, each with its
 * state, next occurrence and what it covers. Members schedule, edit and delete them; viewers only read.
 */
export function MaintenanceSection() {
  const query = useMaintenanceWindows();
  const canEdit = useMayChange();
  const viewerZone = useProfileTimeZone();
  const titleId = useId();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [deleting, setDeleting] = useState<Maintenance | null>(null);
  const remove = useDeleteMaintenance();
  const schedule = canEdit ? <ScheduleButton onClick={() => setDialog({ kind: 'create' })} /> : null;

  const onDelete = (item: Maintenance) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: 'Maintenance deleted', description: `${item.title} no longer holds alerts.` });
        setDeleting(null);
      },
      onError: (error) => toastActionError(error, 'Delete Failed', 'Failed to delete the maintenance window'),
    });

  let content;
  if (!query.data) {
    content = query.isError ? (
      <LoadError
        framed={false}
        className="py-4"
        title="Couldn't load the maintenance windows"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading the maintenance windows">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (query.data.length === 0) {
    content = (
      <EmptyState icon={CalendarClock} title="No maintenance windows" framed={false} className="py-6" action={schedule}>
        Plan upgrades and deploys ahead: once, or every day, week or month in your time zone.
      </EmptyState>
    );
  } else {
    content = (
      <ul aria-label="Maintenance windows" className="grid divide-y divide-line">
        {query.data.map((item) => (
          <MaintenanceItem
            key={item.id}
            item={item}
            viewerZone={viewerZone}
            canEdit={canEdit}
            onEdit={(edited) => setDialog({ kind: 'edit', item: edited })}
            onDelete={setDeleting}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card id="maintenance" role="region" aria-labelledby={titleId} className="scroll-mt-20">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <CardTitle id={titleId}>Maintenance windows</CardTitle>
            <CardDescription>
              During a window, alerts for its domains and monitors are held, and the status pages that show them say
              &ldquo;under maintenance&rdquo;.
            </CardDescription>
          </div>
          {query.data && query.data.length > 0 ? schedule : null}
        </div>
      </CardHeader>
      <CardContent className="*:min-w-0">{content}</CardContent>
      {dialog ? (
        <MaintenanceDialog
          existing={dialog.kind === 'edit' ? dialog.item : undefined}
          timezone={viewerZone}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmItemDialog
        item={deleting}
        onClear={() => setDeleting(null)}
        title="Delete this maintenance window?"
        description={
          <p>
            <span className="font-medium break-words text-fg">{deleting?.title}</span> no longer holds alerts, and the
            status pages stop showing it. This cannot be undone.
          </p>
        }
        confirmLabel="Delete window"
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </Card>
  );
}
