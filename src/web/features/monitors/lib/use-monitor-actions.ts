import type { Monitor } from '../../../../shared/contracts/monitors';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useDeleteMonitor, useUpdateMonitor } from '../api/monitors';

/**
 * Pause or resume, and delete, with what each says when it is done or fails: the same on a monitor's row and on its
 * own page. `pending` disables the buttons while a change is on its way.
 */
export function useMonitorActions(domainId: string) {
  const update = useUpdateMonitor(domainId);
  const remove = useDeleteMonitor(domainId);
  const toggleActive = (monitor: Monitor) =>
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
  const deleteMonitor = (monitor: Monitor, onDeleted: () => void) =>
    remove.mutate(monitor.id, {
      onSuccess: () => {
        toast({ title: 'Monitor deleted', description: `${monitor.name} is no longer checked.` });
        onDeleted();
      },
      onError: (error) => toastActionError(error, 'Delete Failed', 'Failed to delete the monitor'),
    });
  return {
    toggleActive,
    deleteMonitor,
    pending: { toggle: update.isPending, delete: remove.isPending },
  };
}
