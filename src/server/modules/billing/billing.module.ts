import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../notifications/mailer';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createBillingRepository } from './billing.repository';
import { registerBillingRoutes, registerWebhookRoute } from './billing.routes';
import { createBillingService } from './billing.service';
import type { PlanChangeService } from './plan-change.service';
import { createPlanLimitsRepository } from './plan-limits.repository';
import { createStripeClient } from './stripe-client';
import { createSubscriptionSync } from './subscription-sync';
import { createWebhookService } from './webhook.service';

export interface BillingModuleDeps {
  config: Pick<Config, 'stripe' | 'publicUrl' | 'stripePrices' | 'billingGraceDays'>;
  db: Database;
  mailer: Mailer;
  workspace: WorkspaceResolver;
  /** The app's one plan-change path (app.services.plans). */
  plans: PlanChangeService;
  now?: () => Date;
}

/** Billing (issue 19, decision 059): the Billing screen's API and Stripe's webhook. */
export async function registerBillingModule(app: FastifyInstance, deps: BillingModuleDeps): Promise<void> {
  const { config, db, plans } = deps;
  const stripe = createStripeClient(config);
  const repo = createBillingRepository(db);
  const now = deps.now ?? (() => new Date());
  const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  const sync = createSubscriptionSync({ repo, plans, graceDays: config.billingGraceDays, now });
  const billing = createBillingService({
    stripe,
    repo,
    limits: createPlanLimitsRepository(db),
    plans,
    sync,
    config,
    log,
  });
  registerBillingRoutes(app, { billing, workspace: deps.workspace });
  const context = stripe && {
    stripe,
    repo,
    sync,
    prices: config.stripePrices,
    graceDays: config.billingGraceDays,
    mailer: deps.mailer,
    billingLink: `${config.publicUrl}/billing`,
    log,
  };
  await registerWebhookRoute(app, createWebhookService({ context, webhookSecret: config.stripe?.webhookSecret }));
}
