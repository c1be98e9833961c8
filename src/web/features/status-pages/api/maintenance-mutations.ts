import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMaintenanceInput,
  Maintenance,
  UpdateMaintenanceInput,
} from '../../../../shared/contracts/status-pages';
import { apiRequest } from '../../../lib/api-client';
import { maintenanceKeys, maintenanceWindowPath, maintenanceWindowsPath } from './maintenance-list';
import { statusPageKeys } from './keys';

/** POST /api/maintenance-windows. */
export const createMaintenance = (input: CreateMaintenanceInput) =>
  apiRequest<Maintenance>('POST', maintenanceWindowsPath, input, { retries: 0 });

/** PATCH /api/maintenance-windows/:id. */
export const updateMaintenance = ({ id, input }: { id: string; input: UpdateMaintenanceInput }) =>
  apiRequest<Maintenance>('PATCH', maintenanceWindowPath(id), input, { retries: 0 });

/** DELETE /api/maintenance-windows/:id. */
export const deleteMaintenance = (id: string) =>
  apiRequest<void>('DELETE', maintenanceWindowPath(id), undefined, { retries: 0 });

/**
 * A window changes what the status pages show (components under maintenance, their indicator): the list of windows
 * and every status page answer are refreshed.
 */
function useMaintenanceMutation<TInput, TResult>(name: string, mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['maintenance-windows', name],
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: maintenanceKeys.list }),
        queryClient.invalidateQueries({ queryKey: statusPageKeys.all }),
      ]),
  });
}

export const useCreateMaintenance = () => useMaintenanceMutation('create', createMaintenance);
export const useUpdateMaintenance = () => useMaintenanceMutation('update', updateMaintenance);
export const useDeleteMaintenance = () => useMaintenanceMutation('delete', deleteMaintenance);
