import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '../../../../shared/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { BILLING_PATH, billingKeys } from './keys';

/** GET /api/billing: plan, status, next invoice, payment method, invoices; 403 for those who may not see billing. */
export function fetchBilling(signal?: AbortSignal): Promise<BillingOverview> {
  return apiRequest<BillingOverview>('GET', BILLING_PATH, undefined, { signal, retries: 0 });
}

export const billingQueryOptions = queryOptions({
  queryKey: billingKeys.overview,
  queryFn: ({ signal }) => fetchBilling(signal),
  retry: false,
});

export function useBilling() {
  return useQuery(billingQueryOptions);
}
