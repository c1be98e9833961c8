import { MONITOR_TYPE_INFO } from '../../../../shared/constants/monitors';
import type { Monitor, MonitorList } from '../../../../shared/contracts/monitors';
import { FormDialog } from '../../../components/ui/form-dialog';
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
    <FormDialog
      title="Edit monitor"
      description={`${monitor.name} · ${MONITOR_TYPE_INFO[monitor.type].label}`}
      pending={update.isPending}
      wide
      onClose={onClose}
    >
      <MonitorForm
        mode={{ kind: 'edit', monitor, mutation: update }}
        domainName={domainName}
        minIntervalSeconds={minIntervalSeconds}
        onSaved={onClose}
        onCancel={onClose}
      />
    </FormDialog>
  );
}
