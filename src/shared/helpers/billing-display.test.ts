import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '../contracts/billing';
import {
  billingCheckoutPath,
  chosenPaidPlan,
  formatBillingDate,
  formatMoney,
  hasLiveSubscription,
  isUpgrade,
  planSignUpPath,
  SUBSCRIPTION_STATUS_DISPLAY,
} from './billing-display';

describe('billing display', () => {
  it('reads amounts in the smallest currency unit', () => {
    expect(formatMoney(2900, 'usd')).toBe('$29.00');
    expect(formatMoney(-1450, 'usd')).toBe('-$14.50');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
    // Yen has no minor unit: 500 is ¥500, not ¥5.
    expect(formatMoney(500, 'jpy')).toBe('¥500');
  });

  it('dates an invoice in the person’s time zone', () => {
    expect(formatBillingDate('2026-12-27T23:30:00Z', 'UTC')).toBe('Dec 27, 2026');
    expect(formatBillingDate('2026-12-27T23:30:00Z', 'Europe/Berlin')).toBe('Dec 28, 2026');
    expect(formatBillingDate('not a date', 'UTC')).toBe('');
  });

  it('words every subscription status', () => {
    for (const status of SUBSCRIPTION_STATUSES) expect(SUBSCRIPTION_STATUS_DISPLAY[status].label).not.toBe('');
    expect(hasLiveSubscription('past_due')).toBe(true);
    expect(hasLiveSubscription('canceled')).toBe(false);
    expect(hasLiveSubscription('inactive')).toBe(false);
  });

  it('remembers only a paid plan chosen on the public pages', () => {
    expect(chosenPaidPlan('pro')).toBe('pro');
    expect(chosenPaidPlan('enterprise')).toBe('enterprise');
    expect(chosenPaidPlan('free')).toBeNull();
    expect(chosenPaidPlan('pro&next=//evil.example')).toBeNull();
    expect(chosenPaidPlan(null)).toBeNull();
    expect(planSignUpPath('free')).toBe('/auth?mode=signup');
    expect(planSignUpPath('agency')).toBe('/auth?mode=signup&plan=agency');
    expect(billingCheckoutPath('pro')).toBe('/billing?plan=pro');
  });

  it('orders plans for the change buttons', () => {
    expect(isUpgrade('free', 'pro')).toBe(true);
    expect(isUpgrade('agency', 'pro')).toBe(false);
    expect(isUpgrade('pro', 'pro')).toBe(false);
  });
});

describe('paid plans', () => {
  it('are the tiers the checkout contract accepts', async () => {
    const { paidTierSchema } = await import('../contracts/billing');
    for (const tier of ['free', 'pro', 'agency', 'enterprise'])
      expect(chosenPaidPlan(tier) !== null).toBe(paidTierSchema.safeParse(tier).success);
  });
});
