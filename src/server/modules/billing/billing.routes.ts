import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeDomainsInputSchema,
  billingOverviewSchema,
  changePlanInputSchema,
  checkoutInputSchema,
  planChangePreviewSchema,
  redirectAnswerSchema,
} from '../../../shared/contracts/billing';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { STRIPE_WEBHOOK_PATH } from '../../http/session';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { BillingService } from './billing.service';
import type { createWebhookService } from './webhook.service';

/** The Billing screen's API (issue 19): the current workspace's plan, paid for by its owner's account. */
export function registerBillingRoutes(
  app: FastifyInstance,
  { billing, workspace }: { billing: BillingService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const overview = { 200: billingOverviewSchema };

  r.get(
    '/api/billing',
    {
      schema: { tags, summary: "The workspace's plan, subscription, invoices and payment method", response: overview },
    },
    async (request) => billing.overview(await workspace(request)),
  );
  r.post(
    '/api/billing/checkout',
    {
      schema: {
        tags,
        summary: 'Start a Stripe Checkout for a paid plan; the browser goes to the returned URL',
        body: checkoutInputSchema,
        response: { 200: redirectAnswerSchema },
      },
    },
    async (request) => billing.checkout(await workspace(request), request.body.plan),
  );
  r.post(
    '/api/billing/portal',
    {
      schema: {
        tags,
        summary: "Open Stripe's Customer Portal (cards, billing details, receipts)",
        response: { 200: redirectAnswerSchema },
      },
    },
    async (request) => billing.portal(await workspace(request)),
  );
  r.post(
    '/api/billing/preview',
    {
      schema: {
        tags,
        summary: 'What a plan change would cost now (proration) and pause; changes nothing',
        body: changePlanInputSchema,
        response: { 200: planChangePreviewSchema },
      },
    },
    async (request) => billing.preview(await workspace(request), request.body.plan),
  );
  r.post(
    '/api/billing/change-plan',
    {
      schema: {
        tags,
        summary: 'Move the subscription to another plan (prorated), or to Free at the end of the period',
        body: changePlanInputSchema,
        response: overview,
      },
    },
    async (request) => billing.changePlan(await workspace(request), request.body.plan),
  );
  r.post(
    '/api/billing/cancel',
    { schema: { tags, summary: 'Cancel the subscription at the end of the paid period', response: overview } },
    async (request) => billing.cancel(await workspace(request)),
  );
  r.post(
    '/api/billing/resume',
    { schema: { tags, summary: 'Take back a cancellation that has not taken effect yet', response: overview } },
    async (request) => billing.resume(await workspace(request)),
  );
  r.put(
    '/api/billing/active-domains',
    {
      schema: {
        tags,
        summary: 'After a downgrade: which domains stay active (the rest stay paused, never deleted)',
        body: activeDomainsInputSchema,
        response: overview,
      },
    },
    async (request) => billing.chooseActiveDomains(await workspace(request), request.body.domainIds),
  );
}

/**
 * Stripe's webhook: the raw body is kept for the signature (a JSON parser of this route's own, in its own
 * encapsulated context), no session, no origin check (session.ts names the path).
 */
export async function registerWebhookRoute(
  app: FastifyInstance,
  receive: ReturnType<typeof createWebhookService>,
): Promise<void> {
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scoped.withTypeProvider<ZodTypeProvider>().post(
      STRIPE_WEBHOOK_PATH,
      {
        schema: {
          tags: ['billing'],
          summary: "Stripe's signed events (checkout, subscriptions, invoices)",
          headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }),
            404: apiErrorSchema.describe('This installation does not take payments through Stripe.'),
          },
        },
      },
      async (request) =>
        receive(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers['stripe-signature']),
    );
  });
}
