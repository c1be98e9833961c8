/**
 * The plan's domain maximum (SPEC §5, §9.1) in words, and the plan a refusal names. Its own module: the landing page
 * loads the plans table, and only the Add Domain dialog needs these.
 */
import type { SubscriptionTier } from '../contracts/auth';
import { PLAN_ORDER } from '../constants/plans';

/** SPEC §5: adding a domain past the plan's maximum (the server's refusal, the Add Domain dialog's notice). */
export function planLimitMessage(limit: number, planName: string): string {
  return `You've reached the limit of ${limit} domain(s) for your ${planName} plan. Upgrade to monitor more domains.`;
}

/** A tier named by something the client did not check (the details of an error answer). */
export function isSubscriptionTier(value: unknown): value is SubscriptionTier {
  return (PLAN_ORDER as readonly unknown[]).includes(value);
}
