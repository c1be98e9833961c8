import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessScheduler, type InProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import { PARTNER_EVENT_JOB, createPartnerWebhooks } from '../../../src/server/modules/partners/partner-webhooks';
import type { PartnerEventJobData } from '../../../src/server/modules/partners/partner-webhooks';
import { engineOptionsFromConfig } from '../../../src/server/modules/scan/engine-options';
import { createSecretSealer } from '../../../src/server/secrets/secret-sealer';
import type { AdminDelivery, AdminDeliveryList } from '../../../src/shared/contracts/admin-deliveries';
import type { PartnerDeliveryList } from '../../../src/shared/contracts/partner-webhooks';
import { partnerWebhookMessages } from '../../../src/shared/contracts/partner-webhooks';
import { partnerMessages } from '../../../src/shared/contracts/partners';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { signatureValid, startHttpReceiver, type HttpReceiver } from '../notifications/receivers';
import { createTeam, joinTeam } from '../teams/team-helpers';

/**
 * Decision 081 from the /partner screen's side: the "Send test" button's route (a signed test event, its outcome
 * answered and logged), who may press it, and incidents written by the page's managers reaching the partner's webhook
 * through the app's queue (a manual clock drives it: no waiting).
 */
describe.each(DATABASE_KINDS)('partner webhook test and incident events on %s', (kind) => {
  let t: TestApp;
  let scheduler: InProcessScheduler;
  let receiver: HttpReceiver;
  let agency: Client;
  let secret = '';
  let clock = Date.now();

  beforeAll(async () => {
    receiver = await startHttpReceiver();
    receiver.fallback = (req) => (signatureValid(secret, req) ? { status: 204 } : { status: 401 });
    scheduler = createInProcessScheduler(() => clock);
    // the app's hooks are made before the app; they need its database, so they are filled in once it exists
    const late: { events?: ReturnType<ReturnType<typeof createPartnerWebhooks>['events']> } = {};
    t = await createTestApp(kind, {
      env: { ALLOW_PRIVATE_TARGETS: '1' },
      partnerEvents: {
        incidentOpened: (id) => late.events!.incidentOpened(id),
        incidentResolved: (id) => late.events!.incidentResolved(id),
      },
    });
    const hooks = createPartnerWebhooks({
      db: t.database.handle.db,
      sealer: createSecretSealer(t.config.secretsKey),
      engine: engineOptionsFromConfig(t.config),
      publicUrl: t.config.publicUrl,
      retry: { backoffMs: 1000, attempts: 3 },
      log: () => undefined,
    });
    late.events = hooks.events(scheduler);
    scheduler.startWorker(
      async (job) => {
        if (job.name === PARTNER_EVENT_JOB) await hooks.run(job.data as unknown as PartnerEventJobData, job);
      },
      { concurrency: 2 },
    );
    agency = await signedInClient(t, 'agency@example.com', 'pro');
  }, 60_000);

  afterAll(async () => {
    await scheduler?.close();
    await t?.close();
    await receiver?.close();
  });

  const test = (client: Client) => client.post('/api/partner/webhook-test');
  const deliveries = async (client: Client) =>
    (await client.get('/api/partner/deliveries')).json<PartnerDeliveryList>();

  it('asks for an address, then a signing secret, before sending anything', async () => {
    const noUrl = await test(agency);
    expect(noUrl.statusCode).toBe(409);
    expect(noUrl.json()).toMatchObject({ code: 'WEBHOOK_URL_REQUIRED', message: partnerWebhookMessages.urlRequired });
    await agency.request('PUT', '/api/partner', {
      companyName: 'Agency',
      contactEmail: 'ops@agency.example',
      webhookUrl: `${receiver.url}/hooks`,
    });
    const noSecret = await test(agency);
    expect(noSecret.statusCode).toBe(409);
    expect(noSecret.json()).toMatchObject({
      code: 'WEBHOOK_SECRET_REQUIRED',
      message: partnerWebhookMessages.secretRequired,
    });
    expect(receiver.received).toEqual([]);
  });

  it('sends a signed test event and answers what the receiver said, logged with the deliveries', async () => {
    secret = (await agency.post('/api/partner/webhook-secret')).json<{ secret: string }>().secret;
    const res = await test(agency);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, status: 'sent', responseCode: 204, error: null });
    const [got] = receiver.received;
    expect(signatureValid(secret, got!)).toBe(true);
    expect(got!.headers['x-sitewarden-event']).toBe('test');
    expect(JSON.parse(got!.body)).toMatchObject({ event: 'test', id: expect.stringMatching(/^evt_\d+$/) });
    const log = await deliveries(agency);
    expect(log.data[0]).toMatchObject({ event: 'test', status: 'sent', responseCode: 204, subject: null });
    expect(log.data[0]!.target).toContain('/hooks');
  });

  it("answers a receiver's refusal as a failed test, without retrying it", async () => {
    receiver.script.push({ status: 500, body: 'broken' });
    const before = receiver.received.length;
    const res = await test(agency);
    expect(res.json()).toMatchObject({ ok: false, status: 'failed', responseCode: 500 });
    expect(res.json().error).toMatch(/500/);
    clock += 60_000;
    await scheduler.settle();
    expect(receiver.received.length).toBe(before + 1);
    expect((await deliveries(agency)).data[0]).toMatchObject({ event: 'test', status: 'failed', attempt: 1 });
  });

  it("lets an operator resend a failed event from /admin/mailgun: the body it carried, signed again, in the partner's log", async () => {
    const failed = (await deliveries(agency)).data.find((d) => d.status === 'failed')!;
    // the agency's account is the installation's first, so its administrator (decision 045)
    const listed = (await agency.get('/api/admin/deliveries?q=Agency')).json<AdminDeliveryList>();
    expect(listed.data.find((d) => d.id === failed.id)).toMatchObject({
      partner: { name: 'Agency', event: 'test' },
      notice: null,
      alert: null,
    });
    const before = receiver.received.length;
    const res = await agency.post(`/api/admin/deliveries/${failed.id}/resend`);
    expect(res.statusCode, res.body).toBe(201);
    const resent = res.json<AdminDelivery>();
    expect(resent).toMatchObject({ status: 'sent', responseCode: 204, resentFromId: failed.id });
    expect(resent.partner).toMatchObject({ event: 'test' });
    const got = receiver.received[before]!;
    expect(signatureValid(secret, got)).toBe(true);
    // the same event (a receiver that has it can tell by its id), this attempt's own delivery id
    expect(JSON.parse(got.body)).toMatchObject({ id: `evt_${failed.id}`, event: 'test' });
    expect(got.headers['x-sitewarden-delivery']).toBe(String(resent.id));
    expect((await deliveries(agency)).data[0]).toMatchObject({ id: resent.id, event: 'test', status: 'sent' });
  });

  it('tells the webhook when a manager opens and resolves an incident, even without mailing subscribers', async () => {
    const page = (await agency.post('/api/status-pages', { name: 'Client status' })).json<{ id: string }>();
    const created = await agency.post(`/api/status-pages/${page.id}/incidents`, {
      title: 'Checkout errors',
      status: 'investigating',
      impact: 'major',
      message: 'We are looking into failed payments.',
      notifySubscribers: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const incidentId = created.json<{ id: string }>().id;
    await scheduler.settle();
    const update = (status: string) =>
      agency.post(`/api/incidents/${incidentId}/updates`, { status, message: `Now ${status}.` });
    // an update that leaves it open is its timeline, not an event
    expect((await update('identified')).statusCode).toBe(200);
    expect((await update('resolved')).statusCode).toBe(200);
    await scheduler.settle();
    const events = receiver.received
      .map((r) => JSON.parse(r.body) as { event: string; incident?: { id: string; message: string | null } })
      .filter((b) => b.event.startsWith('incident.'));
    expect(events.map((b) => b.event)).toEqual(['incident.opened', 'incident.resolved']);
    expect(events[0]!.incident).toMatchObject({ id: incidentId, message: 'We are looking into failed payments.' });
    expect(events[1]!.incident).toMatchObject({ id: incidentId, message: 'Now resolved.' });
    const log = await deliveries(agency);
    expect(log.data.slice(0, 2).map((d) => [d.event, d.status, d.subject])).toEqual([
      ['incident.resolved', 'sent', 'Checkout errors'],
      ['incident.opened', 'sent', 'Checkout errors'],
    ]);
  });

  it('lets viewers and members read the log but not send a test; free workspaces get the upgrade answer', async () => {
    const owner = await signedInClient(t, 'owner@example.com', 'pro');
    const team = await createTeam(owner, 'Northwind Digital');
    const viewer = await joinTeam(t, owner, team.slug, 'vic@example.com', 'viewer');
    const member = await joinTeam(t, owner, team.slug, 'mia@example.com', 'member');
    for (const client of [viewer, member]) {
      expect((await test(client)).statusCode).toBe(403);
      expect((await client.get('/api/partner/deliveries')).statusCode).toBe(200);
    }
    // the team's log is its own: nothing of the agency's personal workspace
    expect((await deliveries(viewer)).total).toBe(0);
    const free = await signedInClient(t, 'free@example.com', 'free');
    const refused = await test(free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED', message: partnerMessages.planRequired });
    expect((await free.get('/api/partner/deliveries')).statusCode).toBe(403);
  });
});
