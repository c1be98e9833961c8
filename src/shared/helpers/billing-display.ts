/**
 * How billing reads in the interface (issue 19): money, the subscription's status, and the way from a chosen paid plan
 * on the public pages to Stripe Checkout (sign up first, then /billing?plan= starts the checkout).
 */
import { PLAN_ORDER, PLANS } from '../constants/plans';
import type { SubscriptionTier } from '../contracts/auth';
import type { PaidTier, SubscriptionStatus } from '../contracts/billing';
import type { StatusTone } from './health-score';

/** The status tones (one set for the whole interface), with neutral for a subscription that simply is not there. */
export type BillingTone = Exclude<StatusTone, 'unknown'> | 'neutral';

/** One line per status Stripe can give a subscription: the badge's words and colour. */
export const SUBSCRIPTION_STATUS_DISPLAY: Record<SubscriptionStatus, { label: string; tone: BillingTone }> = {
  inactive: { label: 'No subscription', tone: 'neutral' },
  trialing: { label: 'Trial', tone: 'info' },
  active: { label: 'Active', tone: 'healthy' },
  past_due: { label: 'Payment failed', tone: 'critical' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  unpaid: { label: 'Unpaid', tone: 'critical' },
  incomplete: { label: 'Awaiting payment', tone: 'warning' },
  incomplete_expired: { label: 'Checkout expired', tone: 'neutral' },
  paused: { label: 'Paused', tone: 'warning' },
};

/** Statuses under which a Stripe subscription exists and is paid for (a plan change is a change, not a new checkout). */
const LIVE_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

export function hasLiveSubscription(status: SubscriptionStatus): boolean {
  return LIVE_STATUSES.includes(status);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 2900, 'usd' -> '$29.00'; amounts are in the currency's smallest unit, as Stripe gives them. */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const code = currency.toUpperCase();
  const key = `${locale}:${code}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    moneyFormats.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** 'Dec 27, 2026' in the person's time zone. */
export function formatBillingDate(value: string, timeZone: string, locale = 'en-US'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/** The paid plan a visitor chose on a public page (?plan=), or null for anything else (the tiers paidTierSchema accepts). */
export function chosenPaidPlan(value: string | null | undefined): PaidTier | null {
  const tier = PLAN_ORDER.find((t) => t === value);
  return tier && PLANS[tier].priceUsdMonthly > 0 ? (tier as PaidTier) : null;
}

/** Where a chosen paid plan is bought: the billing screen starts Stripe Checkout for it. */
export function billingCheckoutPath(plan: PaidTier): string {
  return `/billing?plan=${plan}`;
}

/** A plan card's button on the public pages: Free signs up; a paid plan signs up first, then goes to checkout. */
export function planSignUpPath(tier: SubscriptionTier): string {
  const plan = chosenPaidPlan(tier);
  return plan ? `/auth?mode=signup&plan=${plan}` : '/auth?mode=signup';
}

/** Whether moving from one plan to another is an upgrade (a larger plan), for the buttons' words. */
export function isUpgrade(from: SubscriptionTier, to: SubscriptionTier): boolean {
  return PLAN_ORDER.indexOf(to) > PLAN_ORDER.indexOf(from);
}
