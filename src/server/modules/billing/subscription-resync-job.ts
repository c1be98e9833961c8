import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { defaultPace, type Pace } from '../../event-loop';
import type { JobsExtension } from '../../jobs/runtime';
import type { ScheduleSpec } from '../../jobs/scheduler/types';
import { createBillingRepository } from './billing.repository';
import type { PlanChanges } from './plan-changes';
import { createStripeClient, subscriptionState } from './stripe-client';
import { applySubscription, createSubscriptionSync } from './subscription-sync';

export const STRIPE_RESYNC_JOB = 'billing:stripe-resync';
export const STRIPE_RESYNC_SCHEDULE: ScheduleSpec = {
  id: STRIPE_RESYNC_JOB,
  everyMs: 24 * 60 * 60_000,
  job: { name: STRIPE_RESYNC_JOB, data: {} },
  lane: 'background',
};

export interface StripeResyncDeps {
  db: Database;
  plans: PlanChanges;
  config: Pick<Config, 'stripe' | 'stripePrices' | 'billingGraceDays'>;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
  /** Subscriptions per page of Stripe's list (100, its largest; tests page smaller). */
  pageSize?: number;
  pace?: Pace;
}

export interface StripeResyncResult {
  /** Subscriptions Stripe listed. */
  seen: number;
  /** Those whose account had another state or plan, now Stripe's (a webhook was lost). */
  repaired: number;
  /** Those of customers with no account here (another product on the same Stripe account). */
  unknown: number;
  /** Those that could not be applied (logged; the next run tries again). */
  failed: number;
}

/**
 * The daily re-sync (decision 083): every subscription Stripe has, ended ones too, applied as its webhook would have
 * applied it (subscription-sync.ts applySubscription), so an event Stripe gave up delivering is repaired within a
 * day. Accounts already in Stripe's state are left as they are. Undefined without STRIPE_SECRET_KEY.
 */
export function createStripeResync(deps: StripeResyncDeps): (() => Promise<StripeResyncResult>) | undefined {
  const stripe = createStripeClient(deps.config);
  if (!stripe) return undefined;
  const repo = createBillingRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const sync = createSubscriptionSync({ repo, plans: deps.plans, graceDays: deps.config.billingGraceDays, now });
  const log = deps.log ?? ((message, error) => (error ? console.warn(message, error) : console.warn(message)));
  const pace = deps.pace ?? defaultPace;
  const params: Stripe.SubscriptionListParams = { status: 'all', limit: deps.pageSize ?? 100 };
  return async function resync() {
    const result: StripeResyncResult = { seen: 0, repaired: 0, unknown: 0, failed: 0 };
    // the SDK's auto-pagination: one page at a time, `starting_after` the last one's id
    for await (const sub of stripe.subscriptions.list(params)) {
      result.seen++;
      try {
        const applied = await applySubscription({ repo, sync }, subscriptionState(sub, deps.config.stripePrices), {
          kind: 'stripe-resync',
        });
        if (!applied) result.unknown++;
        else if (applied.changed) result.repaired++;
      } catch (error) {
        result.failed++;
        log(`stripe re-sync: subscription ${sub.id} could not be applied`, error);
      }
      await pace();
    }
    if (result.repaired > 0 || result.failed > 0)
      log(
        `stripe re-sync: ${result.seen} subscriptions, ${result.repaired} repaired, ${result.failed} failed, ${result.unknown} of no account here`,
      );
    return result;
  };
}

/**
 * The re-sync as the features' jobs the runtime is handed (main.ts `extensions`): one daily job, so that with several
 * workers one of them runs it; nothing without Stripe.
 */
export function stripeResyncJobs(deps: StripeResyncDeps): JobsExtension {
  const resync = createStripeResync(deps);
  if (!resync) return {};
  return {
    handlers: { [STRIPE_RESYNC_JOB]: async () => void (await resync()) },
    schedules: [STRIPE_RESYNC_SCHEDULE],
  };
}
