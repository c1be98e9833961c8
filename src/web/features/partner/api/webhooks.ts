import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationTestResult } from '../../../../shared/contracts/notification-settings';
import type { PartnerDeliveryList } from '../../../../shared/contracts/partner-webhooks';
import { apiRequest } from '../../../lib/api-client';
import { PARTNER_DELIVERIES_PATH, partnerKeys, WEBHOOK_TEST_PATH } from './keys';

/** GET /api/partner/deliveries: the partner events sent to the webhook address, newest first, one row per attempt. */
export function fetchPartnerDeliveries(page: number, signal?: AbortSignal): Promise<PartnerDeliveryList> {
  return apiRequest<PartnerDeliveryList>('GET', `${PARTNER_DELIVERIES_PATH}?page=${page}`, undefined, {
    signal,
    retries: 0,
  });
}

export function partnerDeliveriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: partnerKeys.deliveries(page),
    queryFn: ({ signal }) => fetchPartnerDeliveries(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePartnerDeliveries(page: number) {
  return useQuery(partnerDeliveriesQueryOptions(page));
}

/** POST /api/partner/webhook-test: a signed test event now; the answer says what the receiver did with it. */
export function sendPartnerWebhookTest(): Promise<IntegrationTestResult> {
  return apiRequest<IntegrationTestResult>('POST', WEBHOOK_TEST_PATH, undefined, { retries: 0 });
}

export function useSendPartnerWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner', 'webhook-test'],
    mutationFn: sendPartnerWebhookTest,
    // the test is written to the partner's delivery log too
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.deliveriesAll }),
  });
}
