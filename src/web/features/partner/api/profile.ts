import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerProfile, PartnerProfileInput } from '../../../../shared/contracts/partner-api';
import { apiRequest } from '../../../lib/api-client';
import { PARTNER_PATH, partnerKeys, WEBHOOK_SECRET_PATH } from './keys';

/** GET /api/partner: the workspace's partner profile (made on first look). */
export function fetchPartnerProfile(signal?: AbortSignal): Promise<PartnerProfile> {
  return apiRequest<PartnerProfile>('GET', PARTNER_PATH, undefined, { signal, retries: 0 });
}

export const partnerProfileQueryOptions = queryOptions({
  queryKey: partnerKeys.profile,
  queryFn: ({ signal }) => fetchPartnerProfile(signal),
});

export function usePartnerProfile() {
  return useQuery(partnerProfileQueryOptions);
}

/** PUT /api/partner: company, contact, website, branding and webhook address. */
export function savePartnerProfile(input: PartnerProfileInput): Promise<PartnerProfile> {
  return apiRequest<PartnerProfile>('PUT', PARTNER_PATH, input, { retries: 0 });
}

/** POST /api/partner/webhook-secret: a new signing secret, answered once. */
export function createWebhookSecret(): Promise<{ secret: string }> {
  return apiRequest<{ secret: string }>('POST', WEBHOOK_SECRET_PATH, undefined, { retries: 0 });
}

export function useSavePartnerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner', 'save'],
    mutationFn: savePartnerProfile,
    onSuccess: (profile) => queryClient.setQueryData(partnerKeys.profile, profile),
  });
}

export function useCreateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner', 'webhook-secret'],
    mutationFn: createWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.profile, exact: true }),
  });
}
