import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import type { PlanChangePreview } from '../../../../shared/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { BILLING_PATH, billingKeys } from './keys';

/** POST /api/billing/preview: what moving to `plan` costs now (proration) and does to the workspace. Changes nothing. */
export function fetchPlanChangePreview(plan: SubscriptionTier, signal?: AbortSignal): Promise<PlanChangePreview> {
  return apiRequest<PlanChangePreview>('POST', `${BILLING_PATH}/preview`, { plan }, { signal, retries: 0 });
}

/** Asked each time the dialog opens: a proration is only true at the moment it is computed. */
export const planChangePreviewQueryOptions = (plan: SubscriptionTier) =>
  queryOptions({
    queryKey: billingKeys.preview(plan),
    queryFn: ({ signal }) => fetchPlanChangePreview(plan, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function usePlanChangePreview(plan: SubscriptionTier) {
  return useQuery(planChangePreviewQueryOptions(plan));
}
