import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngineOptions } from '../../../src/server/engine';
import {
  adminAuditLog,
  alertPreferences,
  alerts,
  domains,
  notificationDeliveries,
  users,
  webhookIntegrations,
} from '../../../src/server/db/schema';
import { createMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring.repository';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { Scheduler } from '../../../src/server/jobs/scheduler/types';
import { createNotifications, type Notifications } from '../../../src/server/notifications';
import type {
  AdminDelivery,
  AdminDeliveryDetail,
  AdminDeliveryList,
} from '../../../src/shared/contracts/admin-deliveries';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { signatureValid, startHttpReceiver, until, type HttpReceiver } from '../notifications/receivers';

const ATTEMPTS = 3;
const HOOK_SECRET = 'whsec_adminMailSecretValue0123456789';
const URL_TOKEN = 'urlTokenAdminMail987';

/*
 * /admin/mailgun's delivery log: a real alert goes through the notification pipeline (in-process scheduler, short
 * backoff) to a webhook receiver on loopback that answers 500, every attempt is listed with its error, the kept
 * message has no secret, and an operator's resend after the receiver is fixed is a new sent row and an audit entry.
 */
describe.each(DATABASE_KINDS)('the operators’ delivery log on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let owner: Client;
  let receiver: HttpReceiver;
  let scheduler: Scheduler;
  let n: Notifications;
  let failedId: number;
  let alertId: string;
  const domainName = 'shop-admin-mail.example.com';

  beforeAll(async () => {
    receiver = await startHttpReceiver(() => ({ status: 500, body: 'receiver is broken' }));
    t = await createTestApp(kind, { env: { ALLOW_PRIVATE_TARGETS: '1' } });
    // the installation's first account is its administrator (decision 045)
    admin = await signedInClient(t, 'operator@admin-mail.test');
    owner = await signedInClient(t, 'owner@admin-mail.test', 'agency');
    const db = t.database.handle.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'owner@admin-mail.test'));
    await db
      .insert(alertPreferences)
      .values({ userId: user!.id, channelEmail: false, channelSms: false, channelSlack: false });
    await db.insert(webhookIntegrations).values({
      userId: user!.id,
      name: 'Ops hook',
      url: `${receiver.url}/hooks/${URL_TOKEN}?token=${URL_TOKEN}`,
      secret: HOOK_SECRET,
    });
    const [domain] = await db.insert(domains).values({ name: domainName, userId: user!.id }).returning();
    scheduler = createInProcessScheduler();
    n = createNotifications({
      config: { publicUrl: t.config.publicUrl, twilio: undefined },
      db,
      mailer: t.mailer,
      engine: { ...defaultEngineOptions(), allowPrivateTargets: true },
      retry: { attempts: ATTEMPTS, backoffMs: 20 },
      sendTimeoutMs: 2_000,
      scheduler,
      log: () => undefined,
    });
    scheduler.startWorker(async (job) => n.handlers[job.name]!(job), { concurrency: 2 });
    const ctx = (await createMonitoringRepository(db).domainContext(domain!.id))!;
    const [alert] = await db
      .insert(alerts)
      .values({
        domainId: domain!.id,
        userId: user!.id,
        type: 'downtime',
        severity: 'critical',
        title: `${domainName} is down`,
        message: `${domainName} did not answer (HTTP 503).`,
      })
      .returning();
    alertId = alert!.id;
    const outcome = await n.alerts.notifyOpened(ctx, alert!);
    expect(outcome.decision).toEqual({ send: true, channels: ['webhook'] });
  }, 60_000);

  afterAll(async () => {
    await scheduler?.close();
    await t?.close();
    await receiver?.close();
  });

  const list = async (query = '') => {
    const res = await admin.get(`/api/admin/deliveries${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminDeliveryList>();
  };

  it('lists every failed attempt against the broken receiver, newest first, with its error and attempt number', async () => {
    const rows = await until(async () => {
      const page = await list('?channel=webhook');
      return page.data.some((r) => r.status === 'failed') ? page.data : undefined;
    });
    expect(receiver.received).toHaveLength(ATTEMPTS);
    expect(rows.map((r) => [r.attempt, r.status])).toEqual([
      [3, 'failed'],
      [2, 'retrying'],
      [1, 'retrying'],
    ]);
    const last = rows[0]!;
    expect(last).toMatchObject({
      channel: 'webhook',
      responseCode: 500,
      userEmail: 'owner@admin-mail.test',
      alert: { id: alertId, title: `${domainName} is down`, domain: domainName },
      notice: null,
      resentFromId: null,
    });
    expect(last.error).toMatch(/^Gave up after 3 attempts: .*500/);
    expect(last.target).toContain('Ops hook');
    expect(last.target).not.toContain(URL_TOKEN);
    failedId = last.id;
  });

  it('filters by channel and status, searches recipient, account and domain, and pages with a cursor', async () => {
    expect((await list('?channel=email')).data).toEqual([]);
    expect((await list('?status=failed')).data.map((r) => r.id)).toEqual([failedId]);
    expect((await list('?status=sent&channel=webhook')).data).toEqual([]);
    expect((await list('?q=OWNER@admin-mail')).data).toHaveLength(3);
    expect((await list(`?q=${encodeURIComponent('shop-admin-mail')}`)).data).toHaveLength(3);
    expect((await list('?q=Ops%20hook')).data).toHaveLength(3);
    expect((await list('?q=nobody-matches-this')).data).toEqual([]);
    // a % is a character, not a wildcard
    expect((await list('?q=%25')).data).toEqual([]);
    const first = await list('?limit=2');
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.data).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect([...first.data, ...second.data].map((r) => r.attempt)).toEqual([3, 2, 1]);
    expect((await admin.get('/api/admin/deliveries?status=lost')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/deliveries?cursor=abc')).statusCode).toBe(400);
  });

  it('shows the rendered JSON body of a delivery, without the signing secret or the URL token', async () => {
    const res = await admin.get(`/api/admin/deliveries/${failedId}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminDeliveryDetail>();
    expect(detail.message?.body).toMatchObject({
      event: 'alert.opened',
      alert: { id: alertId, title: `${domainName} is down` },
      domain: { name: domainName },
    });
    // what the receiver got is what is kept
    expect(detail.message?.body).toEqual(JSON.parse(receiver.received[ATTEMPTS - 1]!.body));
    expect(res.body).not.toContain(HOOK_SECRET);
    expect(res.body).not.toContain(URL_TOKEN);
    expect(res.body).not.toContain('sha256=');
    expect((await admin.get('/api/admin/deliveries/999999999')).statusCode).toBe(404);
  });

  it('resends a failed delivery once the receiver is fixed: a new signed, sent row and an audit entry', async () => {
    receiver.fallback = (req) =>
      signatureValid(HOOK_SECRET, req) ? { status: 204 } : { status: 401, body: 'bad signature' };
    const res = await admin.post(`/api/admin/deliveries/${failedId}/resend`);
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json<AdminDelivery>();
    expect(row).toMatchObject({
      channel: 'webhook',
      status: 'sent',
      responseCode: 204,
      error: null,
      resentFromId: failedId,
      attempt: 1,
    });
    expect(row.id).toBeGreaterThan(failedId);
    const got = receiver.received.at(-1)!;
    expect(signatureValid(HOOK_SECRET, got)).toBe(true);
    expect(got.headers['x-sitewarden-delivery']).toBe(String(row.id));
    expect(JSON.parse(got.body)).toMatchObject({ event: 'alert.opened', alert: { id: alertId } });
    // the list shows it first, the detail its message
    expect((await list('?status=sent')).data.map((r) => r.id)).toEqual([row.id]);
    expect(
      (await admin.get(`/api/admin/deliveries/${row.id}`)).json<AdminDeliveryDetail>().message?.body,
    ).toMatchObject({ event: 'alert.opened' });
    const audit = await t.database.handle.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'delivery.resend'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminEmail: 'operator@admin-mail.test',
      targetEmail: 'owner@admin-mail.test',
      detail: { deliveryId: failedId, newDeliveryId: row.id, channel: 'webhook', status: 'sent' },
    });
  });

  it('resends through the same webhook after it was renamed and moved to another URL (found by its id)', async () => {
    const [hook] = await t.database.handle.db.select().from(webhookIntegrations);
    const edited = await owner.request('PATCH', `/api/integrations/webhooks/${hook!.id}`, {
      name: 'Renamed hook',
      url: `${receiver.url}/moved/${URL_TOKEN}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = receiver.received.length;
    const res = await admin.post(`/api/admin/deliveries/${failedId}/resend`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AdminDelivery>()).toMatchObject({ status: 'sent', resentFromId: failedId });
    expect(receiver.received).toHaveLength(before + 1);
    expect(receiver.received.at(-1)!.path).toContain('/moved/');
    // a row written before the id was kept finds its webhook by the label it was logged under, as before
    await t.database.handle.db.update(notificationDeliveries).set({ integrationId: null });
    const legacy = await admin.post(`/api/admin/deliveries/${failedId}/resend`);
    expect(legacy.statusCode).toBe(409);
    expect(legacy.json()).toMatchObject({ code: 'DELIVERY_TARGET_GONE' });
    await owner.request('PATCH', `/api/integrations/webhooks/${hook!.id}`, { name: hook!.name, url: hook!.url });
    expect((await admin.post(`/api/admin/deliveries/${failedId}/resend`)).statusCode).toBe(201);
  });

  it('refuses to resend a delivery still on its way, and one whose webhook was deleted (409, nothing sent)', async () => {
    const [retrying] = (await list('?status=retrying')).data;
    expect((await admin.post(`/api/admin/deliveries/${retrying!.id}/resend`)).statusCode).toBe(409);
    await t.database.handle.db.delete(webhookIntegrations);
    const before = receiver.received.length;
    const res = await admin.post(`/api/admin/deliveries/${failedId}/resend`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DELIVERY_TARGET_GONE',
      message: expect.stringMatching(/webhook .* no longer exists/),
    });
    expect(receiver.received).toHaveLength(before);
    expect((await list('?status=sent')).data).toHaveLength(3);
  });

  it('resends each of two webhooks with the same label to its own receiver: by id, never by label', async () => {
    const db = t.database.handle.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'owner@admin-mail.test'));
    receiver.fallback = () => ({ status: 204 });
    const twins = await db
      .insert(webhookIntegrations)
      .values(
        ['firstToken123', 'secondToken456'].map((token) => ({
          userId: user!.id,
          name: 'Twin hook',
          url: `${receiver.url}/hooks/${token}`,
          secret: HOOK_SECRET,
        })),
      )
      .returning();
    const [domain] = await db.select().from(domains).where(eq(domains.name, domainName));
    const [alert] = await db
      .insert(alerts)
      .values({
        domainId: domain!.id,
        userId: user!.id,
        type: 'ssl_expiry',
        severity: 'warning',
        title: `${domainName}: the certificate expires in 5 days`,
        message: 'Renew it.',
      })
      .returning();
    const ctx = (await createMonitoringRepository(db).domainContext(domain!.id))!;
    await n.alerts.notifyOpened(ctx, alert!);
    const delivered = await until(async () => {
      const rows = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.alertId, alert!.id));
      return rows.length === 2 && rows.every((r) => r.status === 'sent') ? rows : undefined;
    });
    // the log cannot tell them apart: the same name, the same host, the token hidden
    expect(new Set(delivered.map((r) => r.target)).size).toBe(1);

    for (const row of delivered) {
      const res = await admin.post(`/api/admin/deliveries/${row.id}/resend`);
      expect(res.statusCode, res.body).toBe(201);
      const own = twins.find((hook) => hook.id === row.integrationId)!;
      expect(receiver.received.at(-1)!.path).toBe(new URL(own.url).pathname);
    }
    // a row logged before the id was kept names only the label both share: refused rather than sent to either
    await db
      .update(notificationDeliveries)
      .set({ integrationId: null })
      .where(eq(notificationDeliveries.id, delivered[1]!.id));
    const before = receiver.received.length;
    const legacy = await admin.post(`/api/admin/deliveries/${delivered[1]!.id}/resend`);
    expect(legacy.statusCode).toBe(409);
    expect(legacy.json()).toMatchObject({
      code: 'DELIVERY_TARGET_AMBIGUOUS',
      message: expect.stringContaining('cannot be resent safely'),
    });
    expect(receiver.received).toHaveLength(before);
  });

  it('answers 404 to every route for an account that is not an administrator, and 401 to a visitor', async () => {
    const probes: [string, string, unknown?][] = [
      ['GET', '/api/admin/deliveries'],
      ['GET', `/api/admin/deliveries/${failedId}`],
      ['POST', `/api/admin/deliveries/${failedId}/resend`],
      ['POST', '/api/admin/mail/test', { to: 'someone@example.org' }],
    ];
    for (const [method, url, payload] of probes) {
      expect((await owner.request(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      const visitor = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as Record<string, unknown>,
        headers: { origin: 'http://localhost:3000' },
      });
      expect([401, 404], `${method} ${url}`).toContain(visitor.statusCode);
    }
    expect(t.mailer.sent.filter((m) => m.to === 'someone@example.org')).toEqual([]);
  });
});
