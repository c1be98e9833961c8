/**
 * The monitors of a domain (issue 16): GET and POST /api/domains/:domainId/monitors, GET, PATCH and DELETE
 * /api/monitors/:id, POST /api/monitors/:id/push-token. One fetcher per endpoint; every change refreshes the
 * domain's list (the answer carries status and figures worked out by the server).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMonitorInput,
  Monitor,
  MonitorList,
  UpdateMonitorInput,
} from '../../../../shared/contracts/monitors';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';
import { monitorKeys } from './keys';

/** Where a domain's monitors are listed and added (also what the demo guard is asked about). */
export const monitorsPath = (domainId: string) => `/api/domains/${encodeURIComponent(domainId)}/monitors`;
export const monitorPath = (id: string) => `/api/monitors/${encodeURIComponent(id)}`;
/** The monitor's own page in the app (decision 075). */
export const monitorPagePath = (monitor: Pick<Monitor, 'id' | 'domainId'>) =>
  `/domains/${encodeURIComponent(monitor.domainId)}/monitors/${encodeURIComponent(monitor.id)}`;

export const getMonitors = (domainId: string, signal?: AbortSignal) =>
  apiRequest<MonitorList>('GET', monitorsPath(domainId), undefined, { signal, retries: 0 });
export const getMonitor = (id: string, signal?: AbortSignal) =>
  apiRequest<Monitor>('GET', monitorPath(id), undefined, { signal, retries: 0 });
export const createMonitor = ({ domainId, input }: { domainId: string; input: CreateMonitorInput }) =>
  apiRequest<Monitor>('POST', monitorsPath(domainId), input, { retries: 0 });
export const updateMonitor = ({ id, input }: { id: string; input: UpdateMonitorInput }) =>
  apiRequest<Monitor>('PATCH', monitorPath(id), input, { retries: 0 });
export const deleteMonitor = (id: string) => apiRequest<void>('DELETE', monitorPath(id), undefined, { retries: 0 });
/** A new secret push URL for a heartbeat: the old one stops working at once. */
export const regeneratePushUrl = (id: string) =>
  apiRequest<Pick<Monitor, 'pushUrl'>>('POST', `${monitorPath(id)}/push-token`, undefined, { retries: 0 });

/** The domain's monitors with the plan's limits; polled like the domain's panels (SPEC §9.3). */
export const monitorListQuery = (domainId: string) =>
  queryOptions({
    queryKey: monitorKeys.list(domainId),
    queryFn: ({ signal }) => getMonitors(domainId, signal),
    staleTime: POLL_INTERVALS.domains,
    refetchInterval: POLL_INTERVALS.domains,
  });

export const monitorQuery = (id: string) =>
  queryOptions({ queryKey: monitorKeys.detail(id), queryFn: ({ signal }) => getMonitor(id, signal) });

function useMonitorMutation<TInput, TResult>(
  domainId: string,
  name: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['monitors', name],
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: monitorKeys.list(domainId) }),
        queryClient.invalidateQueries({ queryKey: ['/api/monitors'] }),
      ]),
  });
}

export const useCreateMonitor = (domainId: string) => useMonitorMutation(domainId, 'create', createMonitor);
export const useUpdateMonitor = (domainId: string) => useMonitorMutation(domainId, 'update', updateMonitor);
export const useDeleteMonitor = (domainId: string) => useMonitorMutation(domainId, 'delete', deleteMonitor);
export const useRegeneratePushUrl = (domainId: string) => useMonitorMutation(domainId, 'push-token', regeneratePushUrl);
