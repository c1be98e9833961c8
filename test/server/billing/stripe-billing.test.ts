import { and, eq, isNotNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHistory, domains, monitors, stripeEvents, teamMembers, users } from '../../../src/server/db/schema';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import { createGraceJob } from '../../../src/server/modules/billing/grace-job';
import {
  createStripeResync,
  STRIPE_RESYNC_JOB,
  stripeResyncJobs,
} from '../../../src/server/modules/billing/subscription-resync-job';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import { testEngineOptions } from '../../../src/server/engine/testing/test-options';
import { DATABASE_KINDS } from '../helpers/databases';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const MIN = 60_000;
const DAY = 86_400_000;

/**
 * Paying through Stripe (issue 19) against a fake Stripe on loopback: Checkout, then the signed webhooks move the
 * plan, and with it the monitoring schedules (the in-process scheduler), through the one plan-change path.
 */
describe.each(DATABASE_KINDS)('billing with Stripe on %s', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  let runtime: JobsRuntime;
  let stripe: Stripe;
  const forward: { target?: DomainLifecycleListener } = {};

  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  const account = async (email: string) =>
    (await t.database.handle.db.select().from(users).where(eq(users.email, email)))[0]!;
  async function intervals(domainId: string): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const s of await runtime.scheduler.getSchedules())
      if (s.job.data.domainId === domainId) out[String(s.job.data.family)] = s.everyMs;
    return out;
  }
  /** A new account that has paid for `plan` through Checkout, its events delivered. */
  async function subscriber(
    email: string,
    plan: 'pro' | 'agency' | 'enterprise',
  ): Promise<{ client: Client; subscriptionId: string }> {
    const client = await signedInClient(t, email);
    const res = await client.post('/api/billing/checkout', { plan });
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = String(res.json().url).split('/checkout/')[1]!;
    const sub = fake.completeCheckout(sessionId);
    await fake.flush();
    return { client, subscriptionId: sub.id };
  }

  beforeAll(async () => {
    fake = await startFakeStripe({ deliver: (payload, signature) => webhook(payload, signature) });
    t = await createTestApp(kind, {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_sitewarden',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_BASE_URL: fake.url,
      },
      lifecycle: {
        domainActivated: (d) => forward.target?.domainActivated(d),
        domainDeactivated: (d) => forward.target?.domainDeactivated(d),
        planChanged: (id) => forward.target?.planChanged?.(id),
      },
    });
    runtime = createJobsRuntime({
      config: {},
      database: t.database.handle,
      engine: testEngineOptions({ dnsServers: ['127.0.0.1:9'] }),
    });
    forward.target = runtime.monitoring.lifecycle;
    const base = new URL(fake.url);
    stripe = new Stripe('sk_test_portal', { host: base.hostname, port: base.port, protocol: 'http' });
  });
  afterAll(async () => {
    await runtime?.close();
    await t?.close();
    await fake?.close();
  });

  it('checkout, then the signed webhooks: the plan changes, schedules move, the invoice and card show', async () => {
    const client = await signedInClient(t, 'payer@example.com');
    const id = (await client.post('/api/domains', { name: 'shop.example' })).json().id as string;
    expect(await intervals(id)).toMatchObject({ http: 60 * MIN });

    const res = await client.post('/api/billing/checkout', { plan: 'agency' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const session = fake.lastSession()!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: (await account('payer@example.com')).id,
      success_url: 'http://localhost:3000/billing?checkout=success',
      cancel_url: 'http://localhost:3000/billing?checkout=cancel',
    });
    // nothing changes until Stripe says it was paid
    expect((await client.get('/api/billing')).json()).toMatchObject({
      mode: 'stripe',
      plan: 'free',
      status: 'inactive',
      canManage: true,
    });

    fake.completeCheckout(String(session.id));
    const delivered = await fake.flush();
    expect(delivered.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);

    const billing = (await client.get('/api/billing')).json();
    expect(billing).toMatchObject({
      plan: 'agency',
      status: 'active',
      paymentMethod: { brand: 'visa', last4: '4242' },
      nextInvoice: { amount: 9900, currency: 'usd' },
    });
    expect(billing.invoices).toHaveLength(1);
    expect(billing.invoices[0]).toMatchObject({ amount: 9900, status: 'paid', pdfUrl: `${fake.url}/invoices/pdf` });
    expect(await intervals(id)).toMatchObject({ http: 1 * MIN, dns: 1 * MIN });
    expect((await account('payer@example.com')).subscriptionTier).toBe('agency');

    // the customer is made once and reused; a second subscription is refused
    expect((await client.post('/api/billing/checkout', { plan: 'pro' })).statusCode).toBe(409);
    expect((await client.post('/api/billing/portal')).json().url).toMatch(new RegExp(`^${fake.url}/portal/`));
    expect(fake.calls.filter((c) => c === 'POST /v1/customers')).toHaveLength(1);
  });

  it('a forged signature or a stale timestamp is refused with 400 and changes nothing', async () => {
    const { subscriptionId } = await subscriber('forged@example.com', 'pro');
    fake.endSubscription(subscriptionId);
    const [ended] = fake.takeQueued();
    const forged = fake.sign(ended!, { secret: 'whsec_someone_else' });
    expect((await webhook(forged.payload, forged.signature)).statusCode).toBe(400);
    const stale = fake.sign(ended!, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const refused = await webhook(stale.payload, stale.signature);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect((await webhook(JSON.stringify(ended), '')).statusCode).toBe(400);
    expect((await account('forged@example.com')).subscriptionTier).toBe('pro');
    expect(await t.database.handle.db.select().from(stripeEvents).where(eq(stripeEvents.id, ended!.id))).toHaveLength(
      0,
    );

    const signed = fake.sign(ended!);
    expect((await webhook(signed.payload, signed.signature)).statusCode).toBe(200);
    expect(await account('forged@example.com')).toMatchObject({
      subscriptionTier: 'free',
      subscriptionStatus: 'canceled',
    });
  });

  it('a replayed event is applied once', async () => {
    const { subscriptionId } = await subscriber('replay@example.com', 'pro');
    fake.failPayment(subscriptionId);
    const events = fake.takeQueued();
    const failed = events.find((e) => e.type === 'invoice.payment_failed')!;
    const before = t.mailer.sent.length;
    for (let i = 0; i < 3; i++) {
      const { payload, signature } = fake.sign(failed);
      const res = await webhook(payload, signature);
      expect(res.statusCode).toBe(200);
      if (i > 0) expect(res.json()).toEqual({ received: true, duplicate: true });
    }
    const mails = t.mailer.sent.slice(before).filter((m) => m.to === 'replay@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Payment failed for your Sitewarden Pro plan']);
    const user = await account('replay@example.com');
    const rows = await t.database.handle.db.select().from(billingHistory).where(eq(billingHistory.userId, user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'paid']);
  });

  it('events out of order end in the subscription’s current state', async () => {
    const { subscriptionId } = await subscriber('order@example.com', 'pro');
    // changed twice in the Customer Portal: pro -> enterprise -> agency
    const item = fake.subscriptions.get(subscriptionId)!.items.data[0]!.id as string;
    await stripe.subscriptions.update(subscriptionId, { items: [{ id: item, price: 'price_enterprise' }] });
    await stripe.subscriptions.update(subscriptionId, { items: [{ id: item, price: 'price_agency' }] });
    const [first, second] = fake.takeQueued();
    for (const event of [second!, first!]) {
      const { payload, signature } = fake.sign(event);
      expect((await webhook(payload, signature)).statusCode).toBe(200);
    }
    expect((await account('order@example.com')).subscriptionTier).toBe('agency');
  });

  it('the daily re-sync repairs what a lost webhook left behind, and rewrites nothing that is already so', async () => {
    const lost = await subscriber('lost@example.com', 'pro');
    const moved = await subscriber('moved@example.com', 'pro');
    await subscriber('steady@example.com', 'agency');
    // at Stripe: one subscription ends, another moves to Agency in the Customer Portal; both webhooks are lost
    fake.endSubscription(lost.subscriptionId);
    const item = fake.subscriptions.get(moved.subscriptionId)!.items.data[0]!.id as string;
    await stripe.subscriptions.update(moved.subscriptionId, { items: [{ id: item, price: 'price_agency' }] });
    expect(fake.takeQueued().map((e) => e.type)).toEqual([
      'customer.subscription.deleted',
      'customer.subscription.updated',
    ]);
    expect((await account('lost@example.com')).subscriptionTier).toBe('pro');
    const steady = await account('steady@example.com');
    const mailed = t.mailer.sent.length;
    const listed = fake.calls.filter((c) => c === 'GET /v1/subscriptions').length;

    const resync = createStripeResync({
      db: t.database.handle.db,
      plans: t.app.services.plans,
      config: t.config,
      pageSize: 2,
    })!;
    const result = await resync();
    expect(await account('lost@example.com')).toMatchObject({
      subscriptionTier: 'free',
      subscriptionStatus: 'canceled',
    });
    expect((await account('moved@example.com')).subscriptionTier).toBe('agency');
    expect(result).toMatchObject({ seen: fake.subscriptions.size, repaired: 2, failed: 0, unknown: 0 });
    // every subscription, a page of two at a time
    expect(fake.calls.filter((c) => c === 'GET /v1/subscriptions').length - listed).toBe(
      Math.ceil(fake.subscriptions.size / 2),
    );
    const mails = t.mailer.sent.slice(mailed).map((m) => [m.to, m.subject]);
    expect(mails).toContainEqual(['lost@example.com', 'Your Sitewarden plan is now Free']);
    expect(mails.filter(([to]) => to === 'steady@example.com')).toEqual([]);
    // the account already in Stripe's state is not written
    expect((await account('steady@example.com')).updatedAt).toEqual(steady.updatedAt);
    expect(await resync()).toMatchObject({ repaired: 0, failed: 0 });
  });

  it('the re-sync is one daily job on the worker’s scheduler', async () => {
    const extension = stripeResyncJobs({
      db: t.database.handle.db,
      plans: t.app.services.plans,
      config: t.config,
    });
    expect(extension.schedules).toEqual([
      expect.objectContaining({ id: STRIPE_RESYNC_JOB, everyMs: DAY, lane: 'background' }),
    ]);
    expect(Object.keys(extension.handlers ?? {})).toEqual([STRIPE_RESYNC_JOB]);
  });

  it('past due keeps the paid plan for the grace period with an e-mail, then falls to Free', async () => {
    const { client, subscriptionId } = await subscriber('late@example.com', 'agency');
    const id = (await client.post('/api/domains', { name: 'late.example' })).json().id as string;
    fake.failPayment(subscriptionId);
    await fake.flush();
    const billing = (await client.get('/api/billing')).json();
    expect(billing).toMatchObject({ plan: 'agency', status: 'past_due' });
    const since = (await account('late@example.com')).pastDueSince!;
    expect(Date.parse(billing.graceUntil) - since.getTime()).toBe(7 * DAY);
    expect(t.mailer.sent.some((m) => m.to === 'late@example.com' && m.subject.startsWith('Payment failed'))).toBe(true);
    expect(await intervals(id)).toMatchObject({ http: 1 * MIN });

    // the clock moves: the payment has been past due for six days, then for seven
    const db = t.database.handle.db;
    const expire = createGraceJob({ db, plans: t.app.services.plans, graceDays: 7 });
    const pastDueFor = (ms: number) =>
      db
        .update(users)
        .set({ pastDueSince: new Date(Date.now() - ms) })
        .where(eq(users.email, 'late@example.com'));
    await pastDueFor(6 * DAY);
    expect(await expire()).toBe(0);
    expect((await account('late@example.com')).subscriptionTier).toBe('agency');
    await pastDueFor(7 * DAY + 1000);
    expect(await expire()).toBe(1);
    expect((await account('late@example.com')).subscriptionTier).toBe('free');
    expect(await intervals(id)).toMatchObject({ http: 60 * MIN });
    expect(
      t.mailer.sent.some((m) => m.to === 'late@example.com' && m.subject === 'Your Sitewarden plan is now Free'),
    ).toBe(true);

    // a late update of the still past-due subscription does not give the plan back
    await stripe.subscriptions.update(subscriptionId, { metadata: { note: 'touched' } });
    await fake.flush();
    expect((await account('late@example.com')).subscriptionTier).toBe('free');
    // the payment recovers: the plan is back
    fake.recoverPayment(subscriptionId);
    await fake.flush();
    expect(await account('late@example.com')).toMatchObject({ subscriptionTier: 'agency', pastDueSince: null });
  });

  it('a downgrade pauses the domains above the limit, deletes nothing, and the user picks which stay', async () => {
    const { client } = await subscriber('shrink@example.com', 'pro');
    const ids: string[] = [];
    for (const name of ['one.example', 'two.example', 'three.example'])
      ids.push((await client.post('/api/domains', { name })).json().id as string);
    const preview = (await client.post('/api/billing/preview', { plan: 'free' })).json();
    expect(preview.effects.join(' ')).toContain('2 domains above the Free limit of 1 will be paused');

    const user = await account('shrink@example.com');
    await t.app.services.plans.change(user.id, 'free', { kind: 'cli' });
    const rows = await t.database.handle.db.select().from(domains).where(eq(domains.userId, user.id));
    expect(rows).toHaveLength(3);
    const active = rows.filter((r) => r.isActive).map((r) => r.id);
    expect(active).toEqual([ids[0]]);
    expect(
      rows
        .filter((r) => r.pausedByPlanAt !== null)
        .map((r) => r.id)
        .sort(),
    ).toEqual([ids[1], ids[2]].sort());
    expect(await intervals(ids[1]!)).toEqual({});
    expect((await client.get('/api/billing')).json().pausedByPlan).toEqual({ domains: 2, monitors: 0 });
    expect(
      t.mailer.sent.some(
        (m) => m.to === 'shrink@example.com' && m.subject.startsWith('Check history older than 7 days'),
      ),
    ).toBe(true);

    const chosen = await client.request('PUT', '/api/billing/active-domains', { domainIds: [ids[2]] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const after = await t.database.handle.db
      .select()
      .from(domains)
      .where(and(eq(domains.userId, user.id), eq(domains.isActive, true)));
    expect(after.map((r) => r.id)).toEqual([ids[2]]);
    expect(await intervals(ids[2]!)).toMatchObject({ http: 60 * MIN });
    expect(await intervals(ids[0]!)).toEqual({});

    await t.app.services.plans.change(user.id, 'pro', { kind: 'cli' });
    const back = await t.database.handle.db
      .select()
      .from(domains)
      .where(and(eq(domains.userId, user.id), isNotNull(domains.pausedByPlanAt)));
    expect(back).toHaveLength(0);
    expect(await intervals(ids[0]!)).toMatchObject({ http: 5 * MIN });
  });

  it('members above the seats keep read access only, monitors above the count pause, until the plan allows again', async () => {
    const owner = await signedInClient(t, 'seats@example.com', 'agency');
    const ownerId = (await account('seats@example.com')).id;
    const team = (await owner.post('/api/teams', { name: 'Seats' })).json();
    const member = await signedInClient(t, 'seat-member@example.com');
    await t.database.handle.db
      .insert(teamMembers)
      .values({ teamId: team.id, userId: (await account('seat-member@example.com')).id, role: 'member' });
    await member.post(`/api/teams/${team.id}/switch`);
    const domainId = (await member.post('/api/domains', { name: 'seat.example' })).json().id as string;
    await t.database.handle.db.insert(monitors).values(
      [1, 2, 3, 4].map((n) => ({
        domainId,
        type: 'endpoint' as const,
        name: `Check ${n}`,
        intervalSeconds: 3600,
        createdAt: new Date(Date.now() + n * 1000),
      })),
    );

    await t.app.services.plans.change(ownerId, 'free', { kind: 'cli' });
    // a viewer now: refused for the role, not for the domain limit
    const refused = await member.post('/api/domains', { name: 'more.example' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await member.get('/api/workspace')).json().role).toBe('viewer');
    expect((await member.get('/api/domains')).statusCode).toBe(200);
    const paused = await t.database.handle.db
      .select()
      .from(monitors)
      .where(and(eq(monitors.domainId, domainId), isNotNull(monitors.pausedByPlanAt)));
    expect(paused.map((m) => m.name)).toEqual(['Check 4']);

    await t.app.services.plans.change(ownerId, 'agency', { kind: 'cli' });
    expect((await member.post('/api/domains', { name: 'more.example' })).statusCode).toBe(201);
    expect(
      await t.database.handle.db
        .select()
        .from(monitors)
        .where(and(eq(monitors.domainId, domainId), eq(monitors.isActive, true))),
    ).toHaveLength(4);
  });

  it('change plan prorates through Stripe; cancel and resume; a team viewer sees the plan only', async () => {
    const { client } = await subscriber('team@example.com', 'pro');
    const preview = (await client.post('/api/billing/preview', { plan: 'agency' })).json();
    expect(preview.lines.some((l: { description: string }) => l.description.startsWith('Unused time on'))).toBe(true);
    expect((await client.post('/api/billing/change-plan', { plan: 'agency' })).json()).toMatchObject({
      plan: 'agency',
    });
    expect((await client.post('/api/billing/cancel')).json().cancelAt).not.toBeNull();
    expect((await client.post('/api/billing/resume')).json().cancelAt).toBeNull();

    const team = (await client.post('/api/teams', { name: 'Paying team' })).json();
    const viewer = await signedInClient(t, 'viewer@example.com');
    await t.database.handle.db
      .insert(teamMembers)
      .values({ teamId: team.id, userId: (await account('viewer@example.com')).id, role: 'viewer' });
    await viewer.post(`/api/teams/${team.id}/switch`);
    const seen = (await viewer.get('/api/billing')).json();
    expect(seen).toMatchObject({
      plan: 'agency',
      canManage: false,
      billedTo: { kind: 'team', name: 'Paying team' },
      invoices: [],
      paymentMethod: null,
    });
    for (const [method, url, body] of [
      ['POST', '/api/billing/checkout', { plan: 'pro' }],
      ['POST', '/api/billing/portal', undefined],
      ['POST', '/api/billing/change-plan', { plan: 'free' }],
      ['POST', '/api/billing/cancel', undefined],
      ['PUT', '/api/billing/active-domains', { domainIds: [] }],
    ] as const) {
      expect((await viewer.request(method, url, body)).statusCode, url).toBe(403);
    }
  });
});

describe.each(DATABASE_KINDS)('billing without Stripe on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { DEFAULT_PLAN: 'enterprise', OPERATOR_EMAIL: 'ops@example.org,oncall@example.org' },
    });
  });
  afterAll(async () => t?.close());

  it('new accounts get DEFAULT_PLAN, the operator assigns plans and the webhook is not there', async () => {
    const client = await signedInClient(t, 'self@example.com');
    const billing = (await client.get('/api/billing')).json();
    // where to ask for another plan: the operators' first address (issue 33), never an admin account's
    expect(billing).toMatchObject({
      mode: 'operator',
      operatorEmail: 'ops@example.org',
      plan: 'enterprise',
      canManage: true,
    });
    // nothing to re-sync with: no daily job
    const deps = { db: t.database.handle.db, plans: t.app.services.plans, config: t.config };
    expect(createStripeResync(deps)).toBeUndefined();
    expect(stripeResyncJobs(deps).schedules).toBeUndefined();
    const refused = await client.post('/api/billing/checkout', { plan: 'pro' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('operator assigns plans');
    expect((await client.post('/api/billing/portal')).statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/billing/webhook',
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
