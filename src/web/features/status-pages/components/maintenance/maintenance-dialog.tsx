import type { Maintenance } from '../../../../../shared/contracts/status-pages';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { FormSkeleton } from '../../../../components/ui/form-skeleton';
import { lazyPart } from '../../../../components/ui/lazy-part';
import { useCreateMaintenance, useUpdateMaintenance } from '../../api/maintenance-mutations';

const MaintenanceForm = lazyPart(() => import('./maintenance-form').then((m) => m.MaintenanceForm), {
  fallback: <FormSkeleton fields={['input', 'area', 'input', 'input', 'input']} />,
  failure: "Couldn't load the form",
});

/** Fetches the form ahead of the click (on hover or focus of what opens it). */
export const preloadMaintenanceForm = MaintenanceForm.preload;

/** Schedule maintenance, or edit a window; stays open while its request is on its way. */
export function MaintenanceDialog({
  existing,
  timezone,
  onClose,
}: {
  /** The window to edit; absent to schedule a new one. */
  existing?: Maintenance;
  timezone: string;
  onClose: () => void;
}) {
  const create = useCreateMaintenance();
  const update = useUpdateMaintenance();
  const pending = create.isPending || update.isPending;
  return (
    <FormDialog
      title={existing ? 'Edit maintenance' : 'Schedule maintenance'}
      description={
        existing
          ? existing.title
          : 'While it is on, alerts for what it covers are held and status pages show those parts under maintenance.'
      }
      pending={pending}
      wide
      onClose={onClose}
    >
      <MaintenanceForm
        mode={
          existing ? { kind: 'edit', maintenance: existing, mutation: update } : { kind: 'create', mutation: create }
        }
        timezone={timezone}
        onDone={onClose}
      />
    </FormDialog>
  );
}
