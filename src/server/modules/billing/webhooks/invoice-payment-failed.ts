import type Stripe from 'stripe';
import { PLANS } from '../../../../shared/constants/plans';
import { paymentFailedEmail } from '../../../notifications/templates/billing';
import { graceEnd, invoiceSubscriptionId } from '../stripe-client';
import {
  invoiceCustomer,
  invoiceRecord,
  payingAccount,
  resyncSubscription,
  type WebhookHandler,
} from './webhook-context';

/**
 * A payment that did not go through: recorded as failed, the subscription re-read (past due), and the payer told
 * until when the plan is kept (the grace period from the first failure).
 */
export const invoicePaymentFailed: WebhookHandler = async (event, ctx) => {
  const invoice = event.data.object as Stripe.Invoice;
  const account = await payingAccount(ctx, invoiceCustomer(invoice));
  if (!account) return;
  await ctx.repo.saveInvoice(account.id, invoiceRecord(invoice, true));
  const subscriptionId = invoiceSubscriptionId(invoice);
  const now = subscriptionId ? await resyncSubscription(ctx, subscriptionId, event.id) : account;
  if (!now?.pastDueSince || now.tier === 'free') return;
  await ctx.mailer.send({
    to: now.email,
    ...paymentFailedEmail({
      firstName: now.firstName,
      planName: PLANS[now.tier].name,
      graceUntil: graceEnd(now.pastDueSince, ctx.graceDays),
      link: ctx.billingLink,
    }),
  });
};
