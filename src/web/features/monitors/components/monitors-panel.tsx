import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { useState } from 'react';
import type { Monitor } from '../../../../shared/contracts/monitors';
import { AddButton } from '../../../components/add-button';
import { ConfirmItemDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { monitorListQuery, monitorsPath } from '../api/monitors';
import { useMonitorActions } from '../lib/use-monitor-actions';
import { AddMonitorDialog, preloadMonitorForm } from './add-monitor-dialog';
import { EditMonitorDialog } from './edit-monitor-dialog';
import { HeartbeatDialog } from './heartbeat-details';
import { useMayEditMonitors } from '../lib/may-edit-monitors';
import { MonitorLimitNotice } from './monitor-limit-notice';
import { MonitorRow } from './monitor-row';

function AddMonitorButton({ domainId, onClick }: { domainId: string; onClick: () => void }) {
  return <AddButton path={monitorsPath(domainId)} label="Add Monitor" preload={preloadMonitorForm} onClick={onClick} />;
}

/**
 * The domain page's monitors (issue 16): what is checked beside the home page, each with its status, last check,
 * recent response times and uptime; members add, edit, pause and delete them, viewers only see them.
 */
export function MonitorsPanel({
  domainId,
  domainName,
  httpOnly = false,
}: {
  domainId: string;
  domainName: string;
  /** The domain's "HTTP only" setting: new monitors' URLs start with http:// (decision 071). */
  httpOnly?: boolean;
}) {
  const query = useQuery(monitorListQuery(domainId));
  const canEdit = useMayEditMonitors();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Monitor | null>(null);
  const [deleting, setDeleting] = useState<Monitor | null>(null);
  const [pushUrlOf, setPushUrlOf] = useState<Monitor | null>(null);
  const actions = useMonitorActions(domainId);

  if (!query.data) {
    if (query.isError)
      return (
        <LoadError
          framed={false}
          title="Couldn't load the monitors"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="py-4"
        />
      );
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading the monitors">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-16" />
      </div>
    );
  }

  const { data: monitors, limit, minIntervalSeconds } = query.data;
  const full = monitors.length >= limit;
  const onDelete = (monitor: Monitor) => actions.deleteMonitor(monitor, () => setDeleting(null));

  return (
    <div className="grid gap-4 *:min-w-0">
      {monitors.length === 0 ? (
        <EmptyState
          icon={Activity}
          title="No monitors yet"
          framed={false}
          className="py-6"
          action={canEdit ? <AddMonitorButton domainId={domainId} onClick={() => setAdding(true)} /> : null}
        >
          The home page is already checked. Monitors check what else matters on {domainName}: an API endpoint, a word on
          a page, a JSON answer, a mail or database port, a cron job&apos;s heartbeat or a DNS record.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-fg-muted">
              {monitors.length} of {limit} {limit === 1 ? 'monitor' : 'monitors'} your plan allows on this domain
            </p>
            {canEdit && !full ? <AddMonitorButton domainId={domainId} onClick={() => setAdding(true)} /> : null}
          </div>
          {canEdit && full ? <MonitorLimitNotice limit={limit} /> : null}
          <ul aria-label="Monitors" className="grid divide-y divide-line">
            {monitors.map((monitor) => (
              <MonitorRow
                key={monitor.id}
                monitor={monitor}
                canEdit={canEdit}
                actions={{
                  onEdit: setEditing,
                  onToggleActive: actions.toggleActive,
                  onDelete: setDeleting,
                  onShowPushUrl: setPushUrlOf,
                }}
              />
            ))}
          </ul>
        </>
      )}
      {adding ? (
        <AddMonitorDialog
          domainId={domainId}
          domainName={domainName}
          httpOnly={httpOnly}
          minIntervalSeconds={minIntervalSeconds}
          limit={limit}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {editing ? (
        <EditMonitorDialog
          monitor={editing}
          domainName={domainName}
          minIntervalSeconds={minIntervalSeconds}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {pushUrlOf ? <HeartbeatDialog monitor={pushUrlOf} onClose={() => setPushUrlOf(null)} /> : null}
      <ConfirmItemDialog
        item={deleting}
        onClear={() => setDeleting(null)}
        title="Delete this monitor?"
        description={
          <p>
            <span className="font-medium break-all text-fg">{deleting?.name}</span> stops being checked at once. This
            cannot be undone.
          </p>
        }
        confirmLabel="Delete Monitor"
        pending={actions.pending.delete}
        onConfirm={onDelete}
      />
    </div>
  );
}
