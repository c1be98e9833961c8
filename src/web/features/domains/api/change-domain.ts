/**
 * SPEC §7 domain changes: POST /api/domains, PATCH and DELETE /api/domains/{id}, POST /api/domains/{id}/restore.
 * Each refreshes the domain lists and the dashboard stats (SPEC §4: the Add Domain dialog 'refreshes the domains list
 * and dashboard stats').
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDomainInput, Domain, UpdateDomainInput } from '../../../../shared/contracts/domains';
import { apiRequest } from '../../../lib/api-client';
import { dashboardStatsKey, domainKeys } from './keys';

/** Where domains are added (also what the demo guard is asked about). */
export const DOMAINS_PATH = '/api/domains';
const domainPath = (id: string) => `${DOMAINS_PATH}/${encodeURIComponent(id)}`;

export const createDomain = (input: CreateDomainInput) =>
  apiRequest<Domain>('POST', DOMAINS_PATH, input, { retries: 0 });
export const updateDomain = ({ id, ...input }: UpdateDomainInput & { id: string }) =>
  apiRequest<Domain>('PATCH', domainPath(id), input, { retries: 0 });
export const deleteDomain = (id: string) => apiRequest<void>('DELETE', domainPath(id), undefined, { retries: 0 });
export const restoreDomain = (id: string) =>
  apiRequest<Domain>('POST', `${domainPath(id)}/restore`, undefined, { retries: 0 });

function useDomainMutation<TInput, TResult>(name: string, mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['domains', name],
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
      ]),
  });
}

export const useCreateDomain = () => useDomainMutation('create', createDomain);
export const useUpdateDomain = () => useDomainMutation('update', updateDomain);
export const useDeleteDomain = () => useDomainMutation('delete', deleteDomain);
export const useRestoreDomain = () => useDomainMutation('restore', restoreDomain);
