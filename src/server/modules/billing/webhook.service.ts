import type Stripe from 'stripe';
import { AppError, badRequest } from '../../http/errors';
import { WEBHOOK_HANDLERS } from './webhooks/webhook-handlers';
import type { WebhookContext } from './webhooks/webhook-context';

/** Stripe's default: a signature older than five minutes is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface WebhookDeps {
  /** Undefined without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: nothing is accepted. */
  context: WebhookContext | undefined;
  webhookSecret: string | undefined;
}

/**
 * A delivery from Stripe: verified on its raw body with the SDK (a bad signature or a stale timestamp changes
 * nothing), applied once per event id (claimed first; a failure gives the claim back so Stripe's retry applies it).
 */
export function createWebhookService({ context, webhookSecret }: WebhookDeps) {
  return async function receive(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ received: true; duplicate?: true }> {
    if (!context || !webhookSecret)
      throw new AppError(404, 'NOT_FOUND', 'This installation does not take payments through Stripe.');
    let event: Stripe.Event;
    try {
      event = context.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw badRequest('The Stripe signature is missing, wrong or too old.', undefined, 'INVALID_SIGNATURE');
    }
    const handler = Object.hasOwn(WEBHOOK_HANDLERS, event.type) ? WEBHOOK_HANDLERS[event.type] : undefined;
    if (!handler) return { received: true };
    if (!(await context.repo.claimEvent(event.id, event.type))) return { received: true, duplicate: true };
    try {
      await handler(event, context);
    } catch (error) {
      await context.repo.releaseEvent(event.id);
      throw error;
    }
    return { received: true };
  };
}
