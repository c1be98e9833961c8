import type Stripe from 'stripe';
import type { Config } from '../../../config';
import type { Mailer } from '../../../notifications/mailer';
import type { BillingAccount, BillingRepository, BillingStatus, InvoiceRecord } from '../billing.repository';
import { customerIdOf, subscriptionState } from '../stripe-client';
import { applySubscription, payingAccount as accountOf, type SubscriptionSync } from '../subscription-sync';

export interface WebhookContext {
  stripe: Stripe;
  repo: BillingRepository;
  sync: SubscriptionSync;
  prices: Config['stripePrices'];
  graceDays: number;
  mailer: Mailer;
  /** The /billing screen, for e-mails. */
  billingLink: string;
  log: (message: string, error?: unknown) => void;
}

/** Applies one kind of Stripe event; the registry (webhook-handlers.ts) names which. */
export type WebhookHandler = (event: Stripe.Event, ctx: WebhookContext) => Promise<void>;

/** The paying account of a Stripe customer, or of the user a Checkout Session names. */
export const payingAccount = (
  ctx: Pick<WebhookContext, 'repo'>,
  customer: string | null,
  userId?: string | null,
): Promise<BillingAccount | undefined> => accountOf(ctx.repo, customer, userId);

/**
 * Re-reads the subscription from Stripe and applies it: whatever order events arrive in, the account ends in the
 * subscription's current state.
 */
export async function resyncSubscription(
  ctx: WebhookContext,
  subscriptionId: string,
  eventId: string,
  userId?: string | null,
): Promise<BillingAccount | undefined> {
  const state = subscriptionState(await ctx.stripe.subscriptions.retrieve(subscriptionId), ctx.prices);
  const applied = await applySubscription(ctx, state, { kind: 'stripe', eventId }, userId);
  if (!applied) {
    ctx.log(`stripe: subscription ${subscriptionId} belongs to no account here (customer ${state.customerId})`);
    return undefined;
  }
  return ctx.repo.account(applied.account.id);
}

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const KNOWN: ReadonlySet<string> = new Set(['draft', 'open', 'paid', 'uncollectible', 'void']);

/** billing_history's row of an invoice: `failed` for a payment that did not go through. */
export function invoiceRecord(invoice: Stripe.Invoice, failed = false): InvoiceRecord {
  const status: BillingStatus = failed
    ? 'failed'
    : KNOWN.has(invoice.status ?? '')
      ? (invoice.status as BillingStatus)
      : 'open';
  const line = invoice.lines?.data[0];
  return {
    stripeInvoiceId: invoice.id,
    amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    description: invoice.description ?? line?.description ?? null,
    invoiceUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
    billingPeriodStart: date(line?.period?.start ?? invoice.period_start),
    billingPeriodEnd: date(line?.period?.end ?? invoice.period_end),
    paidAt: date(invoice.status_transitions?.paid_at),
  };
}

export const invoiceCustomer = (invoice: Stripe.Invoice) => customerIdOf(invoice.customer);
