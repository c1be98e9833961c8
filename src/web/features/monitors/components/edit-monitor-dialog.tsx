import { MONITOR_TYPE_INFO } from '../../../../shared/constants/monitors';
import type { Monitor, MonitorList } from '../../../../shared/contracts/monitors';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useUpdateMonitor } from '../api/monitors';
import { MonitorForm } from './add-monitor-dialog';

/** Edit a monitor with the form it was added with (its type stays); stored secrets read 'set', never their value. */
export function EditMonitorDialog({
  monitor,
  domainName,
  minIntervalSeconds,
  onClose,
}: {
  monitor: Monitor;
  domainName: string;
  minIntervalSeconds: MonitorList['minIntervalSeconds'];
  onClose: () => void;
}) {
  const update = useUpdateMonitor(monitor.domainId);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
    >
      <DialogContent hideClose={update.isPending} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit monitor</DialogTitle>
          <DialogDescription className="break-words">
            {monitor.name} · {MONITOR_TYPE_INFO[monitor.type].label}
          </DialogDescription>
        </DialogHeader>
        <MonitorForm
          mode={{ kind: 'edit', monitor, mutation: update }}
          domainName={domainName}
          minIntervalSeconds={minIntervalSeconds}
          onSaved={onClose}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
