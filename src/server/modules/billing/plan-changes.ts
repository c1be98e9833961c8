import type { SubscriptionTier } from '../../../shared/contracts/auth';

/** Who changed a plan, for the activity and admin audit logs. */
export type PlanChangeSource =
  | { kind: 'stripe'; eventId: string }
  /** The daily re-sync found the subscription changed at Stripe without its webhook (decision 083). */
  | { kind: 'stripe-resync' }
  /** A plan change, cancel or resume made on the Billing screen (the subscription Stripe answered with). */
  | { kind: 'billing'; userId: string }
  | { kind: 'admin'; adminUserId: string }
  | { kind: 'cli' }
  | { kind: 'grace-expired' };

/**
 * The one path by which a user's plan changes (issue 19): Stripe webhooks, the admin screens and the CLI all call
 * it, and everything the plan governs follows at once (check intervals, limits, pausing above the new limits).
 */
export interface PlanChanges {
  change(userId: string, tier: SubscriptionTier, source: PlanChangeSource): Promise<void>;
}
