import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusPage } from '../../../../shared/contracts/status-pages';
import { apiRequest } from '../../../lib/api-client';
import { statusPageKeys, statusPagePath } from './keys';

export const verifyCustomDomainPath = (id: string) => `${statusPagePath(id)}/custom-domain/verify`;

/** POST /api/status-pages/{id}/custom-domain/verify: the claim checked now; the page answered with what was found. */
export function verifyCustomDomain(id: string): Promise<StatusPage> {
  return apiRequest<StatusPage>('POST', verifyCustomDomainPath(id), undefined, { retries: 0 });
}

export function useVerifyCustomDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['status-pages', 'verify-custom-domain'],
    mutationFn: verifyCustomDomain,
    onSuccess: async (page) => {
      queryClient.setQueryData(statusPageKeys.detail(page.id), page);
      await queryClient.invalidateQueries({ queryKey: statusPageKeys.list });
    },
  });
}
