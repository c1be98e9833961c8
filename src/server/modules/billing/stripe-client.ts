import Stripe from 'stripe';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { PaidTier, SubscriptionStatus } from '../../../shared/contracts/billing';
import { SUBSCRIPTION_STATUSES } from '../../../shared/contracts/billing';
import type { Config } from '../../config';

/**
 * The official SDK, pointed at STRIPE_BASE_URL when set (tests and browser tests run a fake Stripe on loopback);
 * undefined without STRIPE_SECRET_KEY: the installation's operator assigns plans (decision 059).
 */
export function createStripeClient(config: Pick<Config, 'stripe'>): Stripe | undefined {
  if (!config.stripe) return undefined;
  const base = config.stripe.baseUrl ? new URL(config.stripe.baseUrl) : undefined;
  return new Stripe(config.stripe.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** A subscription as Sitewarden stores it: what the webhooks and the plan-change calls both write. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** The plan its price buys; null for a price this installation does not sell. */
  tier: PaidTier | null;
  itemId: string | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  canceledAt: Date | null;
}

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function tierOfPrice(prices: Config['stripePrices'], priceId: string | undefined): PaidTier | null {
  const match = (Object.entries(prices) as [PaidTier, string][]).find(([, id]) => id === priceId);
  return match ? match[0] : null;
}

export function subscriptionState(sub: Stripe.Subscription, prices: Config['stripePrices']): SubscriptionState {
  const item = sub.items.data[0];
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status)
    ? (sub.status as SubscriptionStatus)
    : 'incomplete';
  return {
    id: sub.id,
    customerId: idOf(sub.customer)!,
    status,
    tier: tierOfPrice(prices, item?.price.id),
    itemId: item?.id ?? null,
    currentPeriodEnd: date(item?.current_period_end),
    cancelAt: date(sub.cancel_at),
    canceledAt: date(sub.canceled_at),
  };
}

/** The subscription an invoice bills (API 2025+: under parent.subscription_details). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

export const customerIdOf = idOf;

/** Statuses in which the subscription's plan is the account's: a past-due one only within the grace period. */
export const PAYING_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing', 'past_due']);

/** The plan an account on this subscription has at `now`, given when its payment fell past due. */
export function tierFor(
  state: Pick<SubscriptionState, 'status' | 'tier'>,
  pastDueSince: Date | null,
  graceDays: number,
  now: Date,
): SubscriptionTier {
  if (!state.tier || !PAYING_STATUSES.has(state.status)) return 'free';
  if (state.status === 'past_due' && pastDueSince && graceEnd(pastDueSince, graceDays) <= now) return 'free';
  return state.tier;
}

export const graceEnd = (pastDueSince: Date, graceDays: number) =>
  new Date(pastDueSince.getTime() + graceDays * 86_400_000);
