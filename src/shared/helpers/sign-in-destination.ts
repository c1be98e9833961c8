import { billingCheckoutPath, chosenPaidPlan } from './billing-display';
import { getSafeNextPath } from './safe-redirect';

/** What the auth screen was opened with that says where to go once signed in: `?plan=` wins over `?next=`. */
export interface SignInReturn {
  plan?: string | null;
  next?: string | null;
}

/**
 * Where a sign-in or sign-up leads, by e-mail or through a provider alike: a paid plan chosen on the pricing page
 * (only one of the plan list's) to the billing screen that opens its checkout, else a `?next=` path on this site,
 * else nowhere in particular (null: the caller's default). Never another site.
 */
export function signInDestination({ plan, next }: SignInReturn): string | null {
  const paid = chosenPaidPlan(plan);
  return paid ? billingCheckoutPath(paid) : getSafeNextPath(next);
}

/** The same choice as query parameters (`plan` or `next`), for a link that must carry it on: empty when none. */
export function signInReturnParams({ plan, next }: SignInReturn): Record<string, string> {
  const paid = chosenPaidPlan(plan);
  if (paid) return { plan: paid };
  const safeNext = getSafeNextPath(next);
  return safeNext ? { next: safeNext } : {};
}
