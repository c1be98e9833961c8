import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import type { PaidTier } from '../../../../shared/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { browserNavigation } from '../../../lib/navigation';
import { BILLING_PATH } from './keys';

interface RedirectAnswer {
  url: string;
}

/** POST /api/billing/checkout: a Stripe Checkout Session for the plan; the browser goes to its page. */
export const startCheckout = (plan: PaidTier) =>
  apiRequest<RedirectAnswer>('POST', `${BILLING_PATH}/checkout`, { plan }, { retries: 0 });

/** POST /api/billing/portal: a Stripe Customer Portal session (cards, billing address, receipts). */
export const openPortal = () => apiRequest<RedirectAnswer>('POST', `${BILLING_PATH}/portal`, undefined, { retries: 0 });

/** POST /api/billing/change-plan: moves the subscription to another plan (prorated), or to Free. */
export const changePlan = (plan: SubscriptionTier) =>
  apiRequest<unknown>('POST', `${BILLING_PATH}/change-plan`, { plan }, { retries: 0 });

/** POST /api/billing/cancel: the subscription ends at the end of the paid period. */
export const cancelSubscription = () =>
  apiRequest<unknown>('POST', `${BILLING_PATH}/cancel`, undefined, { retries: 0 });

/** POST /api/billing/resume: takes back a cancellation that has not taken effect yet. */
export const resumeSubscription = () =>
  apiRequest<unknown>('POST', `${BILLING_PATH}/resume`, undefined, { retries: 0 });

/** PUT /api/billing/active-domains: which domains stay active under the plan's limit; the rest are paused. */
export const setActiveDomains = (domainIds: string[]) =>
  apiRequest<unknown>('PUT', `${BILLING_PATH}/active-domains`, { domainIds }, { retries: 0 });

/** Stripe's hosted pages are left with a full page load; the button keeps spinning until the page goes. */
function useRedirectMutation<TInput>(name: string, mutationFn: (input: TInput) => Promise<RedirectAnswer>) {
  return useMutation({
    mutationKey: ['billing', name],
    mutationFn,
    onSuccess: ({ url }) => browserNavigation.assign(url),
  });
}

export const useStartCheckout = () => useRedirectMutation('checkout', startCheckout);
export const useOpenPortal = () => useRedirectMutation('portal', (_: void) => openPortal());

/**
 * A plan change moves every limit of the workspace (domains paused or resumed, check intervals, the plan badge), so
 * every cached answer is marked stale and the ones on screen are fetched again.
 */
function usePlanMutation<TInput>(name: string, mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['billing', name],
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useChangePlan = () => usePlanMutation('change-plan', changePlan);
export const useCancelSubscription = () => usePlanMutation('cancel', (_: void) => cancelSubscription());
export const useResumeSubscription = () => usePlanMutation('resume', (_: void) => resumeSubscription());
export const useSetActiveDomains = () => usePlanMutation('active-domains', setActiveDomains);
