import { checkoutSessionCompleted } from './checkout-session-completed';
import { invoicePaid } from './invoice-paid';
import { invoicePaymentFailed } from './invoice-payment-failed';
import { subscriptionChanged } from './subscription-changed';
import { trialWillEnd } from './trial-will-end';
import type { WebhookHandler } from './webhook-context';

/** The Stripe events Sitewarden applies, by type; any other event is acknowledged and ignored. */
export const WEBHOOK_HANDLERS: Readonly<Record<string, WebhookHandler>> = {
  'checkout.session.completed': checkoutSessionCompleted,
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
  'customer.subscription.trial_will_end': trialWillEnd,
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoicePaymentFailed,
};
