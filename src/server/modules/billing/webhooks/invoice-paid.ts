import type Stripe from 'stripe';
import { invoiceSubscriptionId } from '../stripe-client';
import {
  invoiceCustomer,
  invoiceRecord,
  payingAccount,
  resyncSubscription,
  type WebhookHandler,
} from './webhook-context';

/** A paid invoice joins the billing history; a subscription that was past due is active again. */
export const invoicePaid: WebhookHandler = async (event, ctx) => {
  const invoice = event.data.object as Stripe.Invoice;
  const account = await payingAccount(ctx, invoiceCustomer(invoice));
  if (!account) return;
  await ctx.repo.saveInvoice(account.id, invoiceRecord(invoice));
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (subscriptionId) await resyncSubscription(ctx, subscriptionId, event.id);
};
