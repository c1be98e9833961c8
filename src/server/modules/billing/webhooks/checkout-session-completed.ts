import type Stripe from 'stripe';
import { customerIdOf } from '../stripe-client';
import { payingAccount, resyncSubscription, type WebhookHandler } from './webhook-context';

/** A Checkout Session paid: the subscription it made becomes the account's (the session names the paying user). */
export const checkoutSessionCompleted: WebhookHandler = async (event, ctx) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const subscriptionId = customerIdOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionId) return;
  const account = await payingAccount(ctx, customerIdOf(session.customer), session.client_reference_id);
  await resyncSubscription(ctx, subscriptionId, event.id, account?.id ?? session.client_reference_id);
};
