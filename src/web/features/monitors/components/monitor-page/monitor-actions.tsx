import { useQuery } from '@tanstack/react-query';
import { KeyRound, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Monitor } from '../../../../../shared/contracts/monitors';
import { GuardedButton } from '../../../../components/guarded-button';
import { Button } from '../../../../components/ui/button';
import { ConfirmItemDialog } from '../../../../components/ui/confirm-dialog';
import { toastActionError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import { monitorListQuery, monitorPath, useDeleteMonitor, useUpdateMonitor } from '../../api/monitors';
import { EditMonitorDialog } from '../edit-monitor-dialog';
import { HeartbeatDialog } from '../heartbeat-details';

/**
 * The monitor page's actions, as its row on the domain page offers them: the push URL (heartbeats), Edit (the same
 * dialog), Pause or Resume, Delete after asking (then back to the domain).
 */
export function MonitorActions({ monitor, domainName }: { monitor: Monitor; domainName: string | undefined }) {
  const navigate = useNavigate();
  // the plan's shortest intervals, which the edit form offers from
  const list = useQuery(monitorListQuery(monitor.domainId));
  const update = useUpdateMonitor(monitor.domainId);
  const remove = useDeleteMonitor(monitor.domainId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<Monitor | null>(null);
  const [pushUrl, setPushUrl] = useState(false);
  const path = monitorPath(monitor.id);

  const toggle = () =>
    update.mutate(
      { id: monitor.id, input: { isActive: !monitor.isActive } },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.isActive ? 'Monitor resumed' : 'Monitor paused',
            description: saved.isActive
              ? `${saved.name} is checked again.`
              : `${saved.name} is not checked until you resume it.`,
          }),
        onError: (error) => toastActionError(error, 'Update Failed', 'Failed to update the monitor'),
      },
    );
  const onDelete = (target: Monitor) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({ title: 'Monitor deleted', description: `${target.name} is no longer checked.` });
        setDeleting(null);
        void navigate(`/domains/${encodeURIComponent(target.domainId)}`, { replace: true });
      },
      onError: (error) => toastActionError(error, 'Delete Failed', 'Failed to delete the monitor'),
    });

  return (
    <div role="group" aria-label="Actions" className="flex flex-wrap gap-2">
      {monitor.type === 'heartbeat' && monitor.pushUrl ? (
        <Button variant="outline" size="sm" onClick={() => setPushUrl(true)}>
          <KeyRound aria-hidden="true" />
          Push URL
        </Button>
      ) : null}
      <GuardedButton
        method="PATCH"
        path={path}
        variant="outline"
        size="sm"
        disabled={!list.data || !domainName}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" />
        Edit
      </GuardedButton>
      <GuardedButton
        method="PATCH"
        path={path}
        variant="outline"
        size="sm"
        disabled={update.isPending}
        onClick={toggle}
      >
        {monitor.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {monitor.isActive ? 'Pause' : 'Resume'}
      </GuardedButton>
      <GuardedButton method="DELETE" path={path} variant="outline" size="sm" onClick={() => setDeleting(monitor)}>
        <Trash2 aria-hidden="true" />
        Delete
      </GuardedButton>
      {editing && list.data && domainName ? (
        <EditMonitorDialog
          monitor={monitor}
          domainName={domainName}
          minIntervalSeconds={list.data.minIntervalSeconds}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {pushUrl ? <HeartbeatDialog monitor={monitor} onClose={() => setPushUrl(false)} /> : null}
      <ConfirmItemDialog
        item={deleting}
        onClear={() => setDeleting(null)}
        title="Delete this monitor?"
        description={
          <p>
            <span className="font-medium break-all text-fg">{deleting?.name}</span> stops being checked at once and its
            history is deleted. This cannot be undone.
          </p>
        }
        confirmLabel="Delete Monitor"
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
