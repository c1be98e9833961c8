/**
 * The plan's domain maximum (SPEC §5, §9.1) in words, and the plan a refusal names. Its own module: the landing page
 * loads the plans table, and only the Add Domain dialog needs these.
 */
import type { SubscriptionTier } from '../contracts/auth';
import { PLAN_ORDER } from '../constants/plans';
import { countOf } from './plural';

/**
 * SPEC §8: adding a domain past the plan's maximum (the server's refusal, the Add Domain dialog's notice). SPEC words
 * it 'N domain(s)'; the screen says '1 domain' or '10 domains' (decision 069).
 */
export function planLimitMessage(limit: number, planName: string): string {
  return `You've reached the limit of ${countOf(limit, 'domain')} for your ${planName} plan. Upgrade to monitor more domains.`;
}

/** A tier named by something the client did not check (the details of an error answer). */
export function isSubscriptionTier(value: unknown): value is SubscriptionTier {
  return (PLAN_ORDER as readonly unknown[]).includes(value);
}
