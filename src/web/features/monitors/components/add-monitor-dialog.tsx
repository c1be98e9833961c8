import { useState } from 'react';
import type { Monitor, MonitorList } from '../../../../shared/contracts/monitors';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormSkeleton } from '../../../components/ui/form-skeleton';
import { lazyPart } from '../../../components/ui/lazy-part';
import { useCreateMonitor } from '../api/monitors';
import { monitorTarget } from '../lib/monitor-display';
import { HeartbeatDetails } from './heartbeat-details';

export const MonitorForm = lazyPart(() => import('./monitor-form').then((m) => m.MonitorForm), {
  fallback: <FormSkeleton fields={['input', 'input', 'input']} />,
  failure: "Couldn't load the form",
});

/** Fetches the monitor form ahead of the click (on hover or focus of what opens it). */
export const preloadMonitorForm = MonitorForm.preload;

/**
 * Add Monitor: first the type (a card each), then that type's form. Submitting keeps the dialog open until the answer;
 * a refusal shows under its fields with everything typed kept. A new heartbeat shows its push URL before closing.
 */
export function AddMonitorDialog({
  domainId,
  domainName,
  httpOnly = false,
  minIntervalSeconds,
  limit,
  onClose,
}: {
  domainId: string;
  domainName: string;
  httpOnly?: boolean;
  minIntervalSeconds: MonitorList['minIntervalSeconds'];
  limit: number;
  onClose: () => void;
}) {
  const create = useCreateMonitor(domainId);
  const [heartbeat, setHeartbeat] = useState<Monitor | null>(null);
  return (
    <FormDialog
      title={heartbeat ? 'Heartbeat added' : 'Add Monitor'}
      description={
        heartbeat
          ? 'Give this URL to the job: each run calls it.'
          : `Choose what to check on ${monitorTarget(domainName).words}, then how.`
      }
      pending={create.isPending}
      wide
      onClose={onClose}
    >
      {heartbeat ? (
        <>
          <HeartbeatDetails monitor={heartbeat} />
          <DialogFooter>
            <Button onClick={onClose}>Done</Button>
          </DialogFooter>
        </>
      ) : (
        <MonitorForm
          mode={{ kind: 'create', domainId, mutation: create, limit }}
          domainName={domainName}
          httpOnly={httpOnly}
          minIntervalSeconds={minIntervalSeconds}
          onSaved={(saved) => (saved.type === 'heartbeat' && saved.pushUrl ? setHeartbeat(saved) : onClose())}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
}
