import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe's API (issue 19): the endpoints Sitewarden calls through the official SDK, answering
 * objects shaped like Stripe's own (API 2025+ shapes: periods on subscription items, `invoices/create_preview`,
 * the invoice's subscription under `parent.subscription_details`). It also plays Stripe's hosted pages (Checkout,
 * Customer Portal) so a browser can walk through them, and sends signed webhook events made with the SDK's own
 * `generateTestHeaderString`.
 *
 * Events are queued as Stripe would emit them; `flush()` delivers the queue (to `deliver`, or POSTed to
 * `webhookUrl`). With `autoDeliver`, each queue is flushed right after the request that caused it (browser tests).
 */

export interface FakeStripeOptions {
  webhookSecret?: string;
  /** Where events are POSTed (the app's /api/billing/webhook on a listening server). */
  webhookUrl?: string;
  /** Instead of a URL: how a test hands a signed event to the app (e.g. through app.inject). */
  deliver?: (payload: string, signature: string) => Promise<unknown>;
  /** Deliver queued events as soon as the request that made them is answered. */
  autoDeliver?: boolean;
  /** Monthly price per price id, in cents. */
  prices?: Record<string, { amount: number; name: string }>;
  /** Days of trial a checkout starts with (0: none, the first invoice is paid at once). */
  trialDays?: number;
}

type Obj = Record<string, unknown>;
type Sub = Obj & { id: string; customer: string; status: string; items: { object: 'list'; data: Obj[] } };
type FakeEvent = { id: string; object: 'event'; type: string; created: number; data: { object: Obj } } & Obj;

export interface FakeStripe {
  /** The base URL to give the app as STRIPE_BASE_URL. */
  url: string;
  webhookSecret: string;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Sub>;
  invoices: Map<string, Obj>;
  /** Every event made so far, delivered or not, oldest first. */
  events: FakeEvent[];
  /** API calls received: "POST /v1/checkout/sessions"... */
  calls: string[];
  setWebhookUrl(url: string): void;
  /** Pays a Checkout Session as the hosted page's Pay button does: subscription, invoice, card and their events. */
  completeCheckout(sessionId: string): Sub;
  /** The latest Checkout Session created. */
  lastSession(): Obj | undefined;
  /** The renewal fails: the subscription goes past_due, a failed invoice and its events. */
  failPayment(subscriptionId: string): Sub;
  /** Payment recovered: active again with a paid invoice. */
  recoverPayment(subscriptionId: string): Sub;
  /** Stripe gave up retrying (or the period ended after cancel_at_period_end): the subscription is deleted. */
  endSubscription(subscriptionId: string): Sub;
  /** The event three days before a trial ends. */
  trialWillEnd(subscriptionId: string): FakeEvent;
  /** A signed delivery of any event: what Stripe would POST. */
  sign(event: FakeEvent, options?: { timestamp?: number; secret?: string }): { payload: string; signature: string };
  /** Delivers the queued events in order (each once). */
  flush(): Promise<FakeEvent[]>;
  /** Drops the queue without delivering (a test that delivers events itself, in its own order). */
  takeQueued(): FakeEvent[];
  close(): Promise<void>;
}

const DEFAULT_PRICES: Record<string, { amount: number; name: string }> = {
  price_pro: { amount: 2900, name: 'Sitewarden Pro' },
  price_agency: { amount: 9900, name: 'Sitewarden Agency' },
  price_enterprise: { amount: 29900, name: 'Sitewarden Enterprise' },
};

const MONTH_S = 30 * 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stripe's form encoding (`items[0][price]=x`) into nested objects; list indexes stay object keys. */
export function parseStripeForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  return out;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_stripe_secret';
  const prices = options.prices ?? DEFAULT_PRICES;
  const signer = new Stripe('sk_test_fake_stripe');
  let webhookUrl = options.webhookUrl;
  let url = '';
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Sub>();
  const invoices = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const events: FakeEvent[] = [];
  const queue: FakeEvent[] = [];
  const calls: string[] = [];

  const priceObject = (id: string) => ({
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: prices[id]?.amount ?? 0,
    recurring: { interval: 'month', interval_count: 1 },
    product: `prod_${id}`,
    nickname: prices[id]?.name ?? id,
    type: 'recurring',
  });

  function emit(type: string, object: Obj): FakeEvent {
    const event: FakeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: nowS(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    events.push(event);
    queue.push(event);
    return event;
  }

  function sign(event: FakeEvent, signOptions: { timestamp?: number; secret?: string } = {}) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: signOptions.secret ?? webhookSecret,
      ...(signOptions.timestamp !== undefined ? { timestamp: signOptions.timestamp } : {}),
    });
    return { payload, signature };
  }

  async function deliverOne(event: FakeEvent) {
    const { payload, signature } = sign(event);
    if (options.deliver) return options.deliver(payload, signature);
    if (!webhookUrl) return undefined;
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  }

  async function flush(): Promise<FakeEvent[]> {
    const sent: FakeEvent[] = [];
    while (queue.length) {
      const event = queue.shift()!;
      await deliverOne(event);
      sent.push(event);
    }
    return sent;
  }

  function invoiceFor(sub: Sub, status: 'paid' | 'open', reason: string): Obj {
    const item = sub.items.data[0]!;
    const price = item.price as Obj;
    const amount = Number(price.unit_amount);
    const invoice: Obj = {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      currency: 'usd',
      status,
      billing_reason: reason,
      description: null,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      amount_remaining: status === 'paid' ? 0 : amount,
      total: amount,
      subtotal: amount,
      created: nowS(),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      hosted_invoice_url: `${url}/invoices/hosted`,
      invoice_pdf: `${url}/invoices/pdf`,
      status_transitions: { paid_at: status === 'paid' ? nowS() : null, finalized_at: nowS() },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: {} },
        quote_details: null,
      },
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            currency: 'usd',
            description: `1 × ${String(price.nickname)} (at $${(amount / 100).toFixed(2)} / month)`,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
        has_more: false,
      },
    };
    invoices.set(String(invoice.id), invoice);
    return invoice;
  }

  function completeCheckout(sessionId: string): Sub {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status === 'complete') return subscriptions.get(String(session.subscription))!;
    const customer = String(session.customer);
    const priceId = String(((session.line_items as Obj)['0'] as Obj).price);
    const start = nowS();
    const trialEnd = options.trialDays ? start + options.trialDays * 86_400 : null;
    const subId = newId('sub');
    const sub: Sub = {
      id: subId,
      object: 'subscription',
      customer,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      trial_end: trialEnd,
      metadata: (session.subscription_data as Obj | undefined)?.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: priceObject(priceId),
            quantity: 1,
            current_period_start: start,
            current_period_end: trialEnd ?? start + MONTH_S,
          },
        ],
      },
    };
    subscriptions.set(subId, sub);
    const card = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
    };
    paymentMethods.set(customer, card);
    Object.assign(session, {
      status: 'complete',
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
      subscription: subId,
    });
    emit('checkout.session.completed', session);
    emit('customer.subscription.created', sub);
    const invoice = invoiceFor(sub, 'paid', 'subscription_create');
    emit('invoice.paid', invoice);
    return sub;
  }

  function update(sub: Sub, changes: Obj): Sub {
    const previous = structuredClone(sub);
    Object.assign(sub, changes);
    const event = emit('customer.subscription.updated', sub);
    event.data = {
      ...event.data,
      previous_attributes: Object.fromEntries(Object.keys(changes).map((k) => [k, (previous as Obj)[k]])),
    } as FakeEvent['data'];
    return sub;
  }

  function failPayment(subscriptionId: string): Sub {
    const sub = subscriptions.get(subscriptionId)!;
    const invoice = invoiceFor(sub, 'open', 'subscription_cycle');
    invoice.attempt_count = 1;
    invoice.next_payment_attempt = nowS() + 3 * 86_400;
    emit('invoice.payment_failed', invoice);
    return update(sub, { status: 'past_due' });
  }

  function recoverPayment(subscriptionId: string): Sub {
    const sub = subscriptions.get(subscriptionId)!;
    emit('invoice.paid', invoiceFor(sub, 'paid', 'subscription_cycle'));
    return update(sub, { status: 'active' });
  }

  function endSubscription(subscriptionId: string): Sub {
    const sub = subscriptions.get(subscriptionId)!;
    Object.assign(sub, {
      status: 'canceled',
      ended_at: nowS(),
      canceled_at: (sub.canceled_at as number | null) ?? nowS(),
    });
    emit('customer.subscription.deleted', sub);
    return sub;
  }

  function trialWillEnd(subscriptionId: string): FakeEvent {
    return emit('customer.subscription.trial_will_end', subscriptions.get(subscriptionId)!);
  }

  function stripeError(res: ServerResponse, status: number, message: string, code = 'resource_missing') {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', code, message } }));
  }

  function json(res: ServerResponse, body: unknown) {
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(body));
  }

  function html(res: ServerResponse, body: string) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>Fake Stripe</title></head><body>${body}</body></html>`,
    );
  }

  /** Proration of moving a subscription to another price now: what the preview and the update both use. */
  function proration(sub: Sub, newPrice: string) {
    const item = sub.items.data[0]!;
    const oldPrice = item.price as Obj;
    const start = Number(item.current_period_start);
    const end = Number(item.current_period_end);
    const left = Math.max(0, Math.min(1, (end - nowS()) / Math.max(1, end - start)));
    const unused = -Math.round(Number(oldPrice.unit_amount) * left);
    const remaining = Math.round((prices[newPrice]?.amount ?? 0) * left);
    return [
      { description: `Unused time on ${String(oldPrice.nickname)}`, amount: unused },
      { description: `Remaining time on ${prices[newPrice]?.name ?? newPrice}`, amount: remaining },
    ];
  }

  type Handler = (req: { params: string[]; body: Obj; query: URLSearchParams }, res: ServerResponse) => void;
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const route = (method: string, pattern: RegExp, handler: Handler) => routes.push({ method, pattern, handler });

  route('POST', /^\/v1\/customers$/, ({ body }, res) => {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: body.email ?? null,
      name: body.name ?? null,
      metadata: body.metadata ?? {},
      created: nowS(),
      invoice_settings: { default_payment_method: null },
    };
    customers.set(customer.id, customer);
    json(res, customer);
  });
  route('GET', /^\/v1\/customers\/([^/]+)$/, ({ params }, res) => {
    const customer = customers.get(params[0]!);
    if (!customer) return stripeError(res, 404, `No such customer: '${params[0]}'`);
    json(res, customer);
  });
  route('GET', /^\/v1\/customers\/([^/]+)\/payment_methods$/, ({ params }, res) => {
    const card = paymentMethods.get(params[0]!);
    json(res, {
      object: 'list',
      data: card ? [card] : [],
      has_more: false,
      url: `/v1/customers/${params[0]}/payment_methods`,
    });
  });
  route('POST', /^\/v1\/checkout\/sessions$/, ({ body }, res) => {
    if (!customers.has(String(body.customer)))
      return stripeError(res, 400, `No such customer: '${String(body.customer)}'`);
    const priceId = String(((body.line_items as Obj)['0'] as Obj).price);
    if (!prices[priceId]) return stripeError(res, 400, `No such price: '${priceId}'`);
    const id = newId('cs_test');
    const session: Obj = {
      id,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: body.customer,
      client_reference_id: body.client_reference_id ?? null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      line_items: body.line_items,
      subscription_data: body.subscription_data ?? null,
      metadata: body.metadata ?? {},
      subscription: null,
      url: `${url}/checkout/${id}`,
      created: nowS(),
      expires_at: nowS() + 86_400,
    };
    sessions.set(id, session);
    json(res, session);
  });
  route('GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, ({ params }, res) => {
    const session = sessions.get(params[0]!);
    if (!session) return stripeError(res, 404, `No such checkout.session: '${params[0]}'`);
    json(res, session);
  });
  route('POST', /^\/v1\/billing_portal\/sessions$/, ({ body }, res) => {
    if (!customers.has(String(body.customer)))
      return stripeError(res, 400, `No such customer: '${String(body.customer)}'`);
    const id = newId('bps');
    json(res, {
      id,
      object: 'billing_portal.session',
      customer: body.customer,
      return_url: body.return_url,
      url: `${url}/portal/${id}?return=${encodeURIComponent(String(body.return_url))}`,
      created: nowS(),
    });
  });
  // newest first, ended ones only with status=all (Stripe's default leaves them out), a page at a time
  route('GET', /^\/v1\/subscriptions$/, ({ query }, res) => {
    const status = query.get('status');
    const all = [...subscriptions.values()]
      .reverse()
      .filter((sub) => (status === 'all' ? true : status ? sub.status === status : sub.status !== 'canceled'));
    const after = query.get('starting_after');
    const from = after ? all.findIndex((sub) => sub.id === after) + 1 : 0;
    const limit = Number(query.get('limit') ?? 10);
    const data = all.slice(from, from + limit);
    json(res, { object: 'list', data, has_more: from + limit < all.length, url: '/v1/subscriptions' });
  });
  route('GET', /^\/v1\/subscriptions\/([^/]+)$/, ({ params }, res) => {
    const sub = subscriptions.get(params[0]!);
    if (!sub) return stripeError(res, 404, `No such subscription: '${params[0]}'`);
    json(res, sub);
  });
  route('POST', /^\/v1\/subscriptions\/([^/]+)$/, ({ params, body }, res) => {
    const sub = subscriptions.get(params[0]!);
    if (!sub) return stripeError(res, 404, `No such subscription: '${params[0]}'`);
    const changes: Obj = {};
    const newPrice = ((body.items as Obj | undefined)?.['0'] as Obj | undefined)?.price as string | undefined;
    if (newPrice) {
      if (!prices[newPrice]) return stripeError(res, 400, `No such price: '${newPrice}'`);
      const item = sub.items.data[0]!;
      changes.items = { object: 'list', data: [{ ...item, price: priceObject(newPrice) }] };
    }
    if (body.cancel_at_period_end !== undefined) {
      const cancel = body.cancel_at_period_end === 'true';
      changes.cancel_at_period_end = cancel;
      changes.cancel_at = cancel ? sub.items.data[0]!.current_period_end : null;
      changes.canceled_at = cancel ? nowS() : null;
    }
    json(res, update(sub, changes));
  });
  route('DELETE', /^\/v1\/subscriptions\/([^/]+)$/, ({ params }, res) => {
    const sub = subscriptions.get(params[0]!);
    if (!sub) return stripeError(res, 404, `No such subscription: '${params[0]}'`);
    json(res, endSubscription(sub.id));
  });
  route('POST', /^\/v1\/invoices\/create_preview$/, ({ body }, res) => {
    const sub = subscriptions.get(String(body.subscription));
    if (!sub) return stripeError(res, 400, `No such subscription: '${String(body.subscription)}'`);
    const details = (body.subscription_details ?? {}) as Obj;
    const newPrice = ((details.items as Obj | undefined)?.['0'] as Obj | undefined)?.price as string | undefined;
    const item = sub.items.data[0]!;
    const target = newPrice ?? String((item.price as Obj).id);
    const lines = [
      ...(newPrice ? proration(sub, newPrice) : []),
      {
        description: `1 × ${prices[target]?.name ?? target} (at $${((prices[target]?.amount ?? 0) / 100).toFixed(2)} / month)`,
        amount: prices[target]?.amount ?? 0,
      },
    ];
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    json(res, {
      id: `upcoming_in_${randomBytes(8).toString('hex')}`,
      object: 'invoice',
      customer: sub.customer,
      currency: 'usd',
      status: 'draft',
      amount_due: Math.max(0, total),
      total,
      next_payment_attempt: item.current_period_end,
      period_end: item.current_period_end,
      lines: {
        object: 'list',
        data: lines.map((line) => ({ id: newId('il'), object: 'line_item', currency: 'usd', ...line })),
        has_more: false,
      },
    });
  });
  route('GET', /^\/v1\/invoices$/, ({ query }, res) => {
    const customer = query.get('customer');
    const limit = Number(query.get('limit') ?? 10);
    const data = [...invoices.values()]
      .filter((i) => i.customer === customer)
      .reverse()
      .slice(0, limit);
    json(res, { object: 'list', data, has_more: false, url: '/v1/invoices' });
  });

  // Stripe's hosted pages, for a browser walking the journey
  route('GET', /^\/checkout\/([^/]+)$/, ({ params }, res) => {
    const session = sessions.get(params[0]!);
    if (!session) return stripeError(res, 404, 'No such checkout session');
    const priceId = String(((session.line_items as Obj)['0'] as Obj).price);
    html(
      res,
      `<h1>Fake Stripe Checkout</h1><p>${escapeHtml(prices[priceId]?.name ?? priceId)}: $${((prices[priceId]?.amount ?? 0) / 100).toFixed(2)} / month</p>
<form method="post" action="/checkout/${escapeHtml(String(session.id))}/pay"><button type="submit">Pay</button></form>
<a href="${escapeHtml(String(session.cancel_url))}">Back</a>`,
    );
  });
  route('POST', /^\/checkout\/([^/]+)\/pay$/, ({ params }, res) => {
    const session = sessions.get(params[0]!);
    if (!session) return stripeError(res, 404, 'No such checkout session');
    completeCheckout(String(session.id));
    res.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id)) });
    res.end();
  });
  route('GET', /^\/portal\/([^/]+)$/, ({ query }, res) => {
    html(
      res,
      `<h1>Fake Stripe Customer Portal</h1><a href="${escapeHtml(query.get('return') ?? '/')}">Return to Sitewarden</a>`,
    );
  });

  const server = createServer((request, res) => {
    void (async () => {
      const target = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      const raw = await readBody(request);
      if (target.pathname.startsWith('/v1/')) {
        calls.push(`${method} ${target.pathname}`);
        if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_'))
          return stripeError(res, 401, 'Invalid API Key provided', 'api_key_invalid');
      }
      const body = target.pathname.startsWith('/v1/') ? parseStripeForm(raw) : {};
      for (const r of routes) {
        const match = r.method === method ? r.pattern.exec(target.pathname) : null;
        if (!match) continue;
        r.handler({ params: match.slice(1), body, query: target.searchParams }, res);
        if (options.autoDeliver) res.once('finish', () => void flush().catch(() => undefined));
        return;
      }
      stripeError(res, 404, `Unrecognized request URL (${method}: ${target.pathname})`, 'unrecognized_url');
    })().catch((error: unknown) => stripeError(res, 500, String(error), 'api_error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    webhookSecret,
    customers,
    sessions,
    subscriptions,
    invoices,
    events,
    calls,
    setWebhookUrl: (next) => void (webhookUrl = next),
    completeCheckout,
    lastSession: () => [...sessions.values()].at(-1),
    failPayment,
    recoverPayment,
    endSubscription,
    trialWillEnd,
    sign,
    flush,
    takeQueued: () => queue.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
