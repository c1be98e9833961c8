import { z } from 'zod';
import { subscriptionTierSchema } from './auth';

/**
 * Issue 19: the /billing screen's API (GET /api/billing, checkout, portal, plan change with preview, cancel, resume)
 * and the plan-change path the admin screens share. Stripe's own objects never reach the browser.
 */
export const SUBSCRIPTION_STATUSES = [
  'inactive',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const paidTierSchema = z.enum(['pro', 'agency', 'enterprise'], {
  error: 'Choose the Pro, Agency or Enterprise plan',
});
export type PaidTier = z.infer<typeof paidTierSchema>;

export const checkoutInputSchema = z.object({ plan: paidTierSchema });
export const changePlanInputSchema = z.object({ plan: subscriptionTierSchema });
/** Where Stripe's hosted page is: the browser goes there with a full page load. */
export const redirectAnswerSchema = z.object({ url: z.string() });

export const invoiceSchema = z.object({
  id: z.string(),
  /** Smallest currency unit (cents). */
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  description: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const billingOverviewSchema = z.object({
  /** 'stripe' when this installation takes payments; 'operator' when its operator assigns plans (no Stripe). */
  mode: z.enum(['stripe', 'operator']),
  /**
   * Without Stripe: where to write to the operator about a plan (OPERATOR_EMAIL's first address), else null and the
   * screen offers the contact form, which reaches the operators (decision 074). Null in Stripe mode.
   */
  operatorEmail: z.string().nullable(),
  plan: subscriptionTierSchema,
  status: subscriptionStatusSchema,
  /** Whose subscription pays for this workspace. */
  billedTo: z.object({ kind: z.enum(['personal', 'team']), name: z.string() }),
  /** Owners (and team admins) manage billing; others see the plan only. */
  canManage: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  cancelAt: z.string().nullable(),
  /** While a payment is past due, the paid plan is kept until this moment. */
  graceUntil: z.string().nullable(),
  nextInvoice: z.object({ amount: z.number().int(), currency: z.string(), date: z.string() }).nullable(),
  paymentMethod: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
    .nullable(),
  invoices: z.array(invoiceSchema),
  /** Domains and monitors paused because they are above the plan's limits (a downgrade never deletes them). */
  pausedByPlan: z.object({ domains: z.number().int(), monitors: z.number().int() }),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const planChangePreviewSchema = z.object({
  plan: subscriptionTierSchema,
  /** What the next invoice will be, proration included (cents); 0 when moving to free. */
  amountDue: z.number().int(),
  currency: z.string(),
  lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  /** What the change does to the workspace: e.g. "3 domains above the Pro limit will be paused". */
  effects: z.array(z.string()),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** After a downgrade: which domains stay active (the rest are paused until the plan allows them again). */
export const activeDomainsInputSchema = z.object({ domainIds: z.array(z.string().max(64)).max(100_000) });
