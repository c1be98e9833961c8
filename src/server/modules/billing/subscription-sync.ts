import type { Config } from '../../config';
import type { BillingAccount, BillingRepository } from './billing.repository';
import type { PlanChanges, PlanChangeSource } from './plan-changes';
import { PAYING_STATUSES, tierFor, type SubscriptionState } from './stripe-client';

export interface SubscriptionSyncDeps {
  repo: BillingRepository;
  plans: PlanChanges;
  graceDays: Config['billingGraceDays'];
  now: () => Date;
}

/**
 * Stores a subscription as Stripe has it now and moves the account's plan to match, through the one plan-change
 * path. Callers pass the subscription as just read from Stripe, so events arriving out of order end in Stripe's
 * current state. A past-due subscription keeps its plan for the grace period from the first failed payment.
 */
export function createSubscriptionSync({ repo, plans, graceDays, now }: SubscriptionSyncDeps) {
  return async function apply(account: BillingAccount, state: SubscriptionState, source: PlanChangeSource): Promise<{ pastDueSince: Date | null }> {
    // an ended subscription the account has since replaced says nothing about the current one
    const replaced = account.subscriptionId !== null && account.subscriptionId !== state.id;
    if (replaced && !PAYING_STATUSES.has(state.status)) return { pastDueSince: account.pastDueSince };
    const at = now();
    const pastDueSince = state.status === 'past_due' ? (account.pastDueSince ?? at) : null;
    await repo.saveSubscription(account.id, state, pastDueSince);
    const tier = tierFor(state, pastDueSince, graceDays, at);
    if (tier !== account.tier) await plans.change(account.id, tier, source);
    return { pastDueSince };
  };
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;
