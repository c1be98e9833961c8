import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerDomain, PartnerDomainInput } from '../../../../shared/contracts/partner-api';
import type { PartnerDomainList, PartnerDomainUpdate } from '../../../../shared/contracts/partners';
import { apiRequest } from '../../../lib/api-client';
import { PARTNER_DOMAINS_PATH, partnerDomainPath, partnerKeys } from './keys';

/** GET /api/partner/domains: the workspace's domains linked to the partner's own ids. */
export function fetchPartnerDomains(signal?: AbortSignal): Promise<PartnerDomainList> {
  return apiRequest<PartnerDomainList>('GET', PARTNER_DOMAINS_PATH, undefined, { signal, retries: 0 });
}

export const partnerDomainsQueryOptions = queryOptions({
  queryKey: partnerKeys.domains,
  queryFn: ({ signal }) => fetchPartnerDomains(signal),
});

export function usePartnerDomains() {
  return useQuery(partnerDomainsQueryOptions);
}

/** POST /api/partner/domains: links a domain of the workspace. */
export function linkPartnerDomain(input: PartnerDomainInput): Promise<PartnerDomain> {
  return apiRequest<PartnerDomain>('POST', PARTNER_DOMAINS_PATH, input, { retries: 0 });
}

/** PATCH /api/partner/domains/{id}: the external id or metadata. */
export function updatePartnerDomain({ id, input }: { id: string; input: PartnerDomainUpdate }): Promise<PartnerDomain> {
  return apiRequest<PartnerDomain>('PATCH', partnerDomainPath(id), input, { retries: 0 });
}

/** DELETE /api/partner/domains/{id}: unlinks; the domain itself stays. */
export function unlinkPartnerDomain(id: string): Promise<void> {
  return apiRequest<void>('DELETE', partnerDomainPath(id), undefined, { retries: 0 });
}

function useDomainMutation<TInput, TOutput>(name: string, mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner-domains', name],
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.domains }),
  });
}

export const useLinkPartnerDomain = () => useDomainMutation('link', linkPartnerDomain);
export const useUpdatePartnerDomain = () => useDomainMutation('update', updatePartnerDomain);
export const useUnlinkPartnerDomain = () => useDomainMutation('unlink', unlinkPartnerDomain);
