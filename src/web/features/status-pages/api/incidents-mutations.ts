import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateIncidentInput,
  Incident,
  IncidentUpdateInput,
  UpdateIncidentInput,
} from '../../../../shared/contracts/status-pages';
import { apiRequest } from '../../../lib/api-client';
import { incidentPath, incidentsPath } from './incidents-keys';
import { statusPageKeys } from './keys';

/** POST /api/status-pages/:id/incidents: opens an incident with its first update. */
export const createIncident = ({ pageId, input }: { pageId: string; input: CreateIncidentInput }) =>
  apiRequest<Incident>('POST', incidentsPath(pageId), input, { retries: 0 });

/** PATCH /api/incidents/:id: title, impact, affected components. */
export const updateIncident = ({ id, input }: { id: string; input: UpdateIncidentInput }) =>
  apiRequest<Incident>('PATCH', incidentPath(id), input, { retries: 0 });

/** DELETE /api/incidents/:id: gone from the page and its history. */
export const deleteIncident = (id: string) => apiRequest<void>('DELETE', incidentPath(id), undefined, { retries: 0 });

/** POST /api/incidents/:id/updates: a new step of the timeline; status resolved resolves it. */
export const postIncidentUpdate = ({ id, input }: { id: string; input: IncidentUpdateInput }) =>
  apiRequest<Incident>('POST', `${incidentPath(id)}/updates`, input, { retries: 0 });

/**
 * Every incident change refreshes the page's lists and the page itself (its active incident count and indicator
 * are in the status pages list, under statusPageKeys.all).
 */
function useIncidentMutation<TInput, TResult>(name: string, mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['incidents', name],
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusPageKeys.all }),
  });
}

export const useCreateIncident = () => useIncidentMutation('create', createIncident);
export const useUpdateIncident = () => useIncidentMutation('update', updateIncident);
export const useDeleteIncident = () => useIncidentMutation('delete', deleteIncident);
export const usePostIncidentUpdate = () => useIncidentMutation('post-update', postIncidentUpdate);
