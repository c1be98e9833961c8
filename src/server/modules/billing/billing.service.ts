import type Stripe from 'stripe';
import { MONITORS_PER_DOMAIN } from '../../../shared/constants/monitors';
import { PLANS } from '../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import { formatCheckInterval, formatRetention } from '../../../shared/helpers/plan-display';
import type {
  BillingOverview,
  Invoice,
  PaidTier,
  PlanChangePreview,
  SubscriptionStatus,
} from '../../../shared/contracts/billing';
import type { Config } from '../../config';
import { AppError, conflict, badRequest } from '../../http/errors';
import { roleAllows } from '../workspaces/permissions';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { BillingAccount, BillingRepository } from './billing.repository';
import type { PlanChangeService } from './plan-change.service';
import type { PlanLimitsRepository, PaidWorkspace } from './plan-limits.repository';
import { graceEnd, PAYING_STATUSES, subscriptionState } from './stripe-client';
import type { SubscriptionSync } from './subscription-sync';

export interface BillingServiceDeps {
  stripe: Stripe | undefined;
  repo: BillingRepository;
  limits: PlanLimitsRepository;
  plans: PlanChangeService;
  sync: SubscriptionSync;
  config: Pick<Config, 'publicUrl' | 'stripePrices' | 'billingGraceDays' | 'operatorEmails'>;
  log: (message: string, error?: unknown) => void;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const operatorAssigns = () =>
  conflict(
    'This installation does not take payments: its operator assigns plans. Ask them to change yours.',
    'BILLING_BY_OPERATOR',
  );

/**
 * The Billing screen (issue 19). A workspace is paid for by its owner's account (a team by its owner), managed by
 * its owner and, for a team, its admins; others see the plan only. Stripe's objects never leave this file.
 */
export function createBillingService({ stripe, repo, limits, plans, sync, config, log }: BillingServiceDeps) {
  const billingUrl = `${config.publicUrl}/billing`;

  async function payer(
    ws: Workspace,
  ): Promise<{ account: BillingAccount; workspace: PaidWorkspace; billedTo: BillingOverview['billedTo'] }> {
    const team = ws.teamId ? await repo.teamPayer(ws.teamId) : undefined;
    const account = await repo.account(team?.ownerId ?? ws.userId);
    if (!account) throw new AppError(404, 'NOT_FOUND', 'The account that pays for this workspace is gone.');
    return {
      account,
      workspace: { userId: account.id, teamId: ws.teamId },
      billedTo: team ? { kind: 'team', name: team.name } : { kind: 'personal', name: account.email },
    };
  }

  /** Stripe, for one who may manage billing; 409 when this installation has no Stripe. */
  function managed(ws: Workspace): Stripe {
    authorize(ws, 'billing:manage', 'Only the owner and admins of a team manage its billing.');
    if (!stripe) throw operatorAssigns();
    return stripe;
  }

  const subscribed = (account: BillingAccount) =>
    account.subscriptionId !== null && PAYING_STATUSES.has(account.status as SubscriptionStatus);

  async function ensureCustomer(client: Stripe, account: BillingAccount): Promise<string> {
    if (account.customerId) return account.customerId;
    const customer = await client.customers.create({
      email: account.email,
      name: account.firstName ?? undefined,
      metadata: { userId: account.id },
    });
    return repo.claimCustomer(account.id, customer.id);
  }

  /** What the screen shows only to those who manage billing, asked of Stripe; a Stripe outage leaves it out. */
  async function stripeFacts(account: BillingAccount): Promise<Pick<BillingOverview, 'nextInvoice' | 'paymentMethod'>> {
    if (!stripe || !account.customerId) return { nextInvoice: null, paymentMethod: null };
    try {
      const [cards, upcoming] = await Promise.all([
        stripe.customers.listPaymentMethods(account.customerId, { type: 'card', limit: 1 }),
        subscribed(account) && !account.cancelAt
          ? stripe.invoices.createPreview({ customer: account.customerId, subscription: account.subscriptionId! })
          : Promise.resolve(undefined),
      ]);
      const card = cards.data[0]?.card;
      const next = upcoming && (upcoming.next_payment_attempt ?? upcoming.period_end);
      return {
        nextInvoice:
          upcoming && next
            ? { amount: upcoming.amount_due, currency: upcoming.currency, date: new Date(next * 1000).toISOString() }
            : null,
        paymentMethod: card
          ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
          : null,
      };
    } catch (error) {
      log('stripe: the next invoice or payment method could not be read', error);
      return { nextInvoice: null, paymentMethod: null };
    }
  }

  function invoice(row: Awaited<ReturnType<BillingRepository['invoices']>>[number]): Invoice {
    return {
      id: row.id,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      description: row.description,
      invoiceUrl: row.invoiceUrl,
      pdfUrl: row.pdfUrl,
      periodStart: iso(row.billingPeriodStart),
      periodEnd: iso(row.billingPeriodEnd),
      paidAt: iso(row.paidAt),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function overview(ws: Workspace): Promise<BillingOverview> {
    const { account, workspace, billedTo } = await payer(ws);
    const canManage = roleAllows(ws.role, 'billing:manage');
    const status = account.status as SubscriptionStatus;
    return {
      mode: stripe ? 'stripe' : 'operator',
      // the operators' own address only: admin accounts' sign-in addresses are not told to every user
      operatorEmail: stripe ? null : (config.operatorEmails?.[0] ?? null),
      plan: account.tier,
      status,
      billedTo,
      canManage,
      currentPeriodEnd: iso(account.currentPeriodEnd),
      cancelAt: iso(account.cancelAt),
      graceUntil:
        status === 'past_due' && account.pastDueSince
          ? graceEnd(account.pastDueSince, config.billingGraceDays).toISOString()
          : null,
      ...(canManage ? await stripeFacts(account) : { nextInvoice: null, paymentMethod: null }),
      invoices: canManage ? (await repo.invoices(account.id)).map(invoice) : [],
      pausedByPlan: await limits.pausedCounts(workspace),
    };
  }

  /** Applies the subscription Stripe answered a change with (its webhook follows and finds nothing left to do). */
  async function applyAnswer(
    ws: Workspace,
    account: BillingAccount,
    sub: Stripe.Subscription,
  ): Promise<BillingOverview> {
    await sync(account, subscriptionState(sub, config.stripePrices), { kind: 'billing', userId: ws.userId });
    return overview(ws);
  }

  function currentSubscription(account: BillingAccount): string {
    if (!subscribed(account))
      throw conflict('There is no subscription to change: choose a paid plan to start one.', 'NO_SUBSCRIPTION');
    return account.subscriptionId!;
  }

  /** The workspace's effects of a move: what the new limits would pause (the preview says it before). */
  async function effects(workspace: PaidWorkspace, tier: SubscriptionTier): Promise<string[]> {
    const plan = PLANS[tier];
    const surplus = await limits.surplus(workspace, plan.maxDomains, MONITORS_PER_DOMAIN[tier]);
    const out: string[] = [];
    if (surplus.domains)
      out.push(
        `${surplus.domains} domain${surplus.domains === 1 ? '' : 's'} above the ${plan.name} limit of ${plan.maxDomains} will be paused (not deleted).`,
      );
    if (surplus.monitors)
      out.push(
        `${surplus.monitors} monitor${surplus.monitors === 1 ? '' : 's'} above ${MONITORS_PER_DOMAIN[tier]} per domain will be paused (not deleted).`,
      );
    out.push(
      `Uptime checks run ${formatCheckInterval(plan.checkIntervalSeconds)}; history is kept ${formatRetention(plan.retentionDays)}.`,
    );
    return out;
  }

  return {
    overview,

    async checkout(ws: Workspace, plan: PaidTier): Promise<{ url: string }> {
      const client = managed(ws);
      const { account } = await payer(ws);
      if (subscribed(account))
        throw conflict('This account already has a subscription: change its plan instead.', 'ALREADY_SUBSCRIBED');
      const customer = await ensureCustomer(client, account);
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: account.id,
        line_items: [{ price: config.stripePrices[plan], quantity: 1 }],
        success_url: `${billingUrl}?checkout=success`,
        cancel_url: `${billingUrl}?checkout=cancel`,
        metadata: { userId: account.id, plan },
        subscription_data: { metadata: { userId: account.id } },
      });
      if (!session.url)
        throw new AppError(502, 'STRIPE_UNAVAILABLE', 'Stripe did not return a Checkout page. Try again in a moment.');
      return { url: session.url };
    },

    async portal(ws: Workspace): Promise<{ url: string }> {
      const client = managed(ws);
      const { account } = await payer(ws);
      if (!account.customerId)
        throw conflict('There are no payment details yet: choose a paid plan first.', 'NO_CUSTOMER');
      const session = await client.billingPortal.sessions.create({
        customer: account.customerId,
        return_url: billingUrl,
      });
      return { url: session.url };
    },

    async preview(ws: Workspace, tier: SubscriptionTier): Promise<PlanChangePreview> {
      const client = managed(ws);
      const { account, workspace } = await payer(ws);
      const plan = PLANS[tier];
      const base = { plan: tier, effects: await effects(workspace, tier) };
      if (tier === 'free') {
        const until = account.currentPeriodEnd ? ` on ${account.currentPeriodEnd.toISOString().slice(0, 10)}` : '';
        return {
          ...base,
          amountDue: 0,
          currency: 'usd',
          lines: [],
          effects: [
            `The subscription ends at the end of the paid period${until}; the plan stays until then.`,
            ...base.effects,
          ],
        };
      }
      if (!subscribed(account)) {
        const amount = plan.priceUsdMonthly * 100;
        return {
          ...base,
          amountDue: amount,
          currency: 'usd',
          lines: [{ description: `${plan.name} plan, monthly`, amount }],
        };
      }
      const sub = subscriptionState(await client.subscriptions.retrieve(account.subscriptionId!), config.stripePrices);
      const upcoming = await client.invoices.createPreview({
        customer: sub.customerId,
        subscription: sub.id,
        subscription_details: {
          items: [{ id: sub.itemId!, price: config.stripePrices[tier] }],
          proration_behavior: 'create_prorations',
        },
      });
      return {
        ...base,
        amountDue: upcoming.amount_due,
        currency: upcoming.currency,
        lines: upcoming.lines.data.map((line) => ({ description: line.description ?? '', amount: line.amount })),
      };
    },

    async changePlan(ws: Workspace, tier: SubscriptionTier): Promise<BillingOverview> {
      const client = managed(ws);
      const { account } = await payer(ws);
      if (tier === account.tier && !account.cancelAt)
        throw badRequest(`This workspace is already on the ${PLANS[tier].name} plan.`, undefined, 'SAME_PLAN');
      const subscriptionId = currentSubscription(account);
      // to Free: the paid period runs out, then the subscription ends (its deletion event moves the plan)
      if (tier === 'free')
        return applyAnswer(
          ws,
          account,
          await client.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        );
      const sub = subscriptionState(await client.subscriptions.retrieve(subscriptionId), config.stripePrices);
      const updated = await client.subscriptions.update(subscriptionId, {
        items: [{ id: sub.itemId!, price: config.stripePrices[tier] }],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
      });
      return applyAnswer(ws, account, updated);
    },

    async cancel(ws: Workspace): Promise<BillingOverview> {
      const client = managed(ws);
      const { account } = await payer(ws);
      return applyAnswer(
        ws,
        account,
        await client.subscriptions.update(currentSubscription(account), { cancel_at_period_end: true }),
      );
    },

    async resume(ws: Workspace): Promise<BillingOverview> {
      const client = managed(ws);
      const { account } = await payer(ws);
      return applyAnswer(
        ws,
        account,
        await client.subscriptions.update(currentSubscription(account), { cancel_at_period_end: false }),
      );
    },

    /** After a downgrade (Stripe or the operator's): which domains stay active. Works without Stripe too. */
    async chooseActiveDomains(ws: Workspace, domainIds: string[]): Promise<BillingOverview> {
      authorize(ws, 'billing:manage', 'Only the owner and admins of a team manage its billing.');
      const { account, workspace } = await payer(ws);
      await plans.chooseActiveDomains(account.id, workspace, domainIds);
      return overview(ws);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
