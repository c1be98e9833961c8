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

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Whether the account already stores this subscription exactly so: nothing to write. */
function stored(account: BillingAccount, state: SubscriptionState, pastDueSince: Date | null): boolean {
  return (
    account.subscriptionId === state.id &&
    account.customerId === state.customerId &&
    account.status === state.status &&
    sameTime(account.currentPeriodEnd, state.currentPeriodEnd) &&
    sameTime(account.cancelAt, state.cancelAt) &&
    sameTime(account.canceledAt, state.canceledAt) &&
    sameTime(account.pastDueSince, pastDueSince)
  );
}

/**
 * Stores a subscription as Stripe has it now and moves the account's plan to match, through the one plan-change
 * path. Callers pass the subscription as just read from Stripe, so events arriving out of order end in Stripe's
 * current state. A past-due subscription keeps its plan for the grace period from the first failed payment. What
 * the account already has is not written again (the daily re-sync visits every subscription; decision 083).
 */
export function createSubscriptionSync({ repo, plans, graceDays, now }: SubscriptionSyncDeps) {
  return async function apply(
    account: BillingAccount,
    state: SubscriptionState,
    source: PlanChangeSource,
  ): Promise<{ pastDueSince: Date | null; changed: boolean }> {
    // an ended subscription the account has since replaced says nothing about the current one
    const replaced = account.subscriptionId !== null && account.subscriptionId !== state.id;
    if (replaced && !PAYING_STATUSES.has(state.status)) return { pastDueSince: account.pastDueSince, changed: false };
    const at = now();
    const pastDueSince = state.status === 'past_due' ? (account.pastDueSince ?? at) : null;
    const unchanged = stored(account, state, pastDueSince);
    if (!unchanged) await repo.saveSubscription(account.id, state, pastDueSince);
    const tier = tierFor(state, pastDueSince, graceDays, at);
    if (tier !== account.tier) await plans.change(account.id, tier, source);
    return { pastDueSince, changed: !unchanged || tier !== account.tier };
  };
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;

/** The paying account of a Stripe customer, or of the user a Checkout Session names. */
export async function payingAccount(
  repo: Pick<BillingRepository, 'account' | 'accountByCustomer'>,
  customer: string | null,
  userId?: string | null,
): Promise<BillingAccount | undefined> {
  const byCustomer = customer ? await repo.accountByCustomer(customer) : undefined;
  return byCustomer ?? (userId ? await repo.account(userId) : undefined);
}

/**
 * The one way a subscription read from Stripe reaches an account, for a webhook's event and the daily re-sync alike:
 * the account of its customer (or of the user a Checkout Session names) gets it through the sync. Undefined when
 * the subscription is no account's here.
 */
export async function applySubscription(
  deps: { repo: BillingRepository; sync: SubscriptionSync },
  state: SubscriptionState,
  source: PlanChangeSource,
  userId?: string | null,
): Promise<{ account: BillingAccount; changed: boolean } | undefined> {
  const account = await payingAccount(deps.repo, state.customerId, userId);
  if (!account) return undefined;
  const { changed } = await deps.sync(account, state, source);
  return { account, changed };
}
