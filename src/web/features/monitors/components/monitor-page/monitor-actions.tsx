import { useQuery } from '@tanstack/react-query';
import { KeyRound, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Monitor } from '../../../../../shared/contracts/monitors';
import { GuardedButton } from '../../../../components/guarded-button';
import { Button } from '../../../../components/ui/button';
import { ConfirmItemDialog } from '../../../../components/ui/confirm-dialog';
import { monitorListQuery, monitorPath } from '../../api/monitors';
import { useMonitorActions } from '../../lib/use-monitor-actions';
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
  const actions = useMonitorActions(monitor.domainId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<Monitor | null>(null);
  const [pushUrl, setPushUrl] = useState(false);
  const path = monitorPath(monitor.id);

  const toggle = () => actions.toggleActive(monitor);
  const onDelete = (target: Monitor) =>
    actions.deleteMonitor(target, () => {
      setDeleting(null);
      void navigate(`/domains/${encodeURIComponent(target.domainId)}`, { replace: true });
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
        disabled={actions.pending.toggle}
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
        pending={actions.pending.delete}
        onConfirm={onDelete}
      />
    </div>
  );
}
