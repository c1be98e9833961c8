import type Stripe from 'stripe';
import { resyncSubscription, type WebhookHandler } from './webhook-context';

/** customer.subscription.created, .updated and .deleted: the subscription as Stripe has it now is applied. */
export const subscriptionChanged: WebhookHandler = async (event, ctx) => {
  await resyncSubscription(ctx, (event.data.object as Stripe.Subscription).id, event.id);
};
