import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, domains, notificationDeliveries, teamMembers, teams, users } from '../../../src/server/db/schema';
import { notificationMessages } from '../../../src/shared/contracts/notification-settings';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { startSlackReceiver, startWebhookReceiver, type HttpReceiver, type Reply } from './receivers';

const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

describe.each(DATABASE_KINDS)('notification settings API on %s', (kind) => {
  let t: TestApp;
  let strict: TestApp | undefined;
  let a: Client;
  let b: Client;
  let slack: HttpReceiver;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const plans = new Map<string, Reply[]>();

  beforeAll(async () => {
    [slack, hook] = await Promise.all([startSlackReceiver(), startWebhookReceiver()]);
    const slackDefault = slack.fallback;
    slack.fallback = (req) => plans.get(req.path)?.shift() ?? slackDefault(req);
    // receivers live on 127.0.0.1: this app may reach private addresses (ALLOW_PRIVATE_TARGETS)
    t = await createTestApp(kind, { env: { ALLOW_PRIVATE_TARGETS: '1' } });
    a = await signedInClient(t, 'alice@example.com', 'pro');
    b = await signedInClient(t, 'bob@example.com', 'pro');
  }, 60_000);

  afterAll(async () => {
    await Promise.all([t?.close(), strict?.close(), slack?.close(), hook?.close()]);
  });

  describe('alert preferences', () => {
    it('answers the defaults of SPEC §3.2 before anything is saved', async () => {
      const res = await a.get('/api/settings/alert-preferences');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        channelEmail: true,
        channelSms: false,
        channelSlack: false,
        phoneNumber: null,
        quietHoursEnabled: false,
        quietHoursStart: null,
        quietHoursEnd: null,
        alertThresholds: {
          sslExpiryDays: 30,
          downtimeMinutes: 5,
          responseTimeMs: 3000,
          performanceScoreThreshold: 50,
          dnsChangeAlerts: true,
        },
        timezone: 'UTC',
        appliesToCurrentWorkspace: true,
        smsAvailable: false,
        maxAlertChannels: 3,
      });
    });

    it("refuses turning on more channels than the plan's alert channels (SPEC §9.1)", async () => {
      const fred = await signedInClient(t, 'fred@example.com', 'free');
      expect((await fred.get('/api/settings/alert-preferences')).json().maxAlertChannels).toBe(1);
      const res = await fred.request('PUT', '/api/settings/alert-preferences', { channelSlack: true });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'PLAN_LIMIT_REACHED',
        message: 'Your Free plan allows 1 of the 4 alert channels. Turn one off, or upgrade to use more.',
      });
      const swapped = await fred.request('PUT', '/api/settings/alert-preferences', {
        channelEmail: false,
        channelSlack: true,
      });
      expect(swapped.json()).toMatchObject({ channelEmail: false, channelSlack: true });
      // after a downgrade the preferences stay editable and channels can go off, but none can come on
      await fred
        .request('PUT', '/api/settings/alert-preferences', { channelEmail: true })
        .then((r) => expect(r.statusCode).toBe(403));
      await t.database.handle.db
        .update(users)
        .set({ subscriptionTier: 'pro' })
        .where(eq(users.email, 'fred@example.com'));
      await fred.request('PUT', '/api/settings/alert-preferences', { channelEmail: true });
      await t.database.handle.db
        .update(users)
        .set({ subscriptionTier: 'free' })
        .where(eq(users.email, 'fred@example.com'));
      expect(
        (await fred.request('PUT', '/api/settings/alert-preferences', { quietHoursEnabled: false })).statusCode,
      ).toBe(200);
      expect(
        (await fred.request('PUT', '/api/settings/alert-preferences', { channelSlack: false })).json(),
      ).toMatchObject({
        channelEmail: true,
        channelSlack: false,
      });
    });

    it('saves changes, normalises the phone number and keeps what was left out', async () => {
      const res = await a.request('PUT', '/api/settings/alert-preferences', {
        channelSms: true,
        channelSlack: true,
        phoneNumber: '+1 (415) 555-0123',
        quietHoursEnabled: true,
        quietHoursStart: '22:00',
        quietHoursEnd: '07:00',
        alertThresholds: { downtimeMinutes: 0 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        channelEmail: true,
        channelSms: true,
        channelSlack: true,
        phoneNumber: '+14155550123',
        quietHoursEnabled: true,
        quietHoursStart: '22:00',
        quietHoursEnd: '07:00',
        alertThresholds: { sslExpiryDays: 30, downtimeMinutes: 0, responseTimeMs: 3000 },
      });
      const again = await a.request('PUT', '/api/settings/alert-preferences', { channelEmail: false });
      expect(again.json()).toMatchObject({
        channelEmail: false,
        channelSms: true,
        phoneNumber: '+14155550123',
        alertThresholds: { downtimeMinutes: 0 },
      });
      // preferences are per user
      expect((await b.get('/api/settings/alert-preferences')).json()).toMatchObject({
        channelEmail: true,
        phoneNumber: null,
      });
    });

    it.each([
      [{ phoneNumber: '0415 555 0123' }, 'phoneNumber', notificationMessages.phoneInvalid],
      [{ phoneNumber: '+1415555012345678' }, 'phoneNumber', notificationMessages.phoneInvalid],
      [{ quietHoursStart: '25:00' }, 'quietHoursStart', notificationMessages.timeInvalid],
      [{ quietHoursEnd: '7pm' }, 'quietHoursEnd', notificationMessages.timeInvalid],
      [
        { alertThresholds: { downtimeMinutes: -1 } },
        'alertThresholds.downtimeMinutes',
        notificationMessages.downtimeMinutesRange,
      ],
      [
        { alertThresholds: { sslExpiryDays: 0 } },
        'alertThresholds.sslExpiryDays',
        notificationMessages.sslExpiryDaysRange,
      ],
      [
        { alertThresholds: { responseTimeMs: 50 } },
        'alertThresholds.responseTimeMs',
        notificationMessages.responseTimeRange,
      ],
      [
        { alertThresholds: { performanceScoreThreshold: 101 } },
        'alertThresholds.performanceScoreThreshold',
        notificationMessages.performanceScoreRange,
      ],
      [
        { alertThresholds: { performanceScoreThreshold: 50.5 } },
        'alertThresholds.performanceScoreThreshold',
        notificationMessages.performanceScoreRange,
      ],
    ])('refuses %j', async (body, field, message) => {
      const res = await b.request('PUT', '/api/settings/alert-preferences', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(fieldErrors(res)[field]).toEqual([message]);
    });

    it('checks rules across fields against what would be stored', async () => {
      const sms = await b.request('PUT', '/api/settings/alert-preferences', { channelSms: true });
      expect(sms.statusCode).toBe(400);
      expect(sms.json().message).toBe(notificationMessages.smsNeedsPhone);
      const quiet = await b.request('PUT', '/api/settings/alert-preferences', {
        quietHoursEnabled: true,
        quietHoursStart: '22:00',
      });
      expect(fieldErrors(quiet).quietHoursEnd).toEqual([notificationMessages.quietHoursIncomplete]);
      const same = await b.request('PUT', '/api/settings/alert-preferences', {
        quietHoursEnabled: true,
        quietHoursStart: '22:00',
        quietHoursEnd: '22:00',
      });
      expect(same.json().message).toBe(notificationMessages.quietHoursSameTime);
      // clearing the number while SMS is on is refused too
      await b.request('PUT', '/api/settings/alert-preferences', { channelSms: true, phoneNumber: '+447700900123' });
      const cleared = await b.request('PUT', '/api/settings/alert-preferences', { phoneNumber: '' });
      expect(cleared.json().message).toBe(notificationMessages.smsNeedsPhone);
      const off = await b.request('PUT', '/api/settings/alert-preferences', { channelSms: false, phoneNumber: null });
      expect(off.json()).toMatchObject({ channelSms: false, phoneNumber: null });
    });
  });

  describe('Slack integrations', () => {
    let id: string;
    const path = '/services/T0A1/B0B2/xoxTokenValue';

    it("answers SPEC §5's messages", async () => {
      const empty = await a.post('/api/integrations/slack', {});
      expect(empty.statusCode).toBe(400);
      expect(fieldErrors(empty)).toMatchObject({
        channelName: ['Channel name is required'],
        webhookUrl: ['Invalid webhook URL'],
      });
      const blank = await a.post('/api/integrations/slack', {
        channelName: '   ',
        webhookUrl: 'https://hooks.slack.com/services/T/B/x',
      });
      expect(blank.json().message).toBe('Channel name is required');
      for (const webhookUrl of [
        'not a url',
        'ftp://hooks.slack.com/services/x',
        'javascript:alert(1)',
        'https://',
        '',
      ]) {
        const res = await a.post('/api/integrations/slack', { channelName: '#alerts', webhookUrl });
        expect(res.statusCode, webhookUrl).toBe(400);
        expect(res.json().message, webhookUrl).toBe('Invalid webhook URL');
      }
    });

    it('refuses private addresses unless ALLOW_PRIVATE_TARGETS', async () => {
      strict = await createTestApp(kind); // the default: private targets refused
      const owner = await signedInClient(strict, 'strict@example.com', 'pro');
      for (const webhookUrl of [
        'http://127.0.0.1:9/hook',
        'http://localhost/hook',
        'http://169.254.169.254/latest',
        'http://[::1]/x',
      ]) {
        const res = await owner.post('/api/integrations/slack', { channelName: '#alerts', webhookUrl });
        expect(res.statusCode, webhookUrl).toBe(400);
        expect(fieldErrors(res).webhookUrl, webhookUrl).toEqual([notificationMessages.privateWebhookUrl]);
      }
    }, 60_000);

    it('creates one without echoing the webhook token', async () => {
      const res = await a.post('/api/integrations/slack', {
        channelName: '#alerts',
        workspaceName: 'Acme',
        webhookUrl: `${slack.url}${path}`,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      id = body.id;
      expect(body).toMatchObject({
        channelName: '#alerts',
        workspaceName: 'Acme',
        webhookUrlPreview: `http://127.0.0.1:${slack.port}/services/…`,
        isActive: true,
        alertTypes: ['ssl_expiry', 'registration_expiry', 'performance', 'downtime', 'dns_change', 'security'],
        severityFilter: ['critical', 'warning', 'info'],
        domainFilter: null,
        lastTestAt: null,
      });
      expect(res.body).not.toContain('xoxTokenValue');
      const list = await a.get('/api/integrations/slack');
      expect(list.json().map((s: { id: string }) => s.id)).toEqual([id]);
      expect(list.body).not.toContain('xoxTokenValue');
    });

    it('updates it, with the same validation', async () => {
      const res = await a.request('PATCH', `/api/integrations/slack/${id}`, {
        channelName: '#ops',
        severityFilter: ['critical'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ channelName: '#ops', severityFilter: ['critical'], workspaceName: 'Acme' });
      expect((await a.request('PATCH', `/api/integrations/slack/${id}`, { channelName: '' })).json().message).toBe(
        'Channel name is required',
      );
      expect((await a.request('PATCH', `/api/integrations/slack/${id}`, { webhookUrl: 'nope' })).json().message).toBe(
        'Invalid webhook URL',
      );
      expect((await a.request('PATCH', `/api/integrations/slack/${id}`, { severityFilter: [] })).json().message).toBe(
        notificationMessages.severityFilterEmpty,
      );
    });

    it('sends a test message now, stamps lastTestAt and answers the outcome', async () => {
      const res = await a.post(`/api/integrations/slack/${id}/test`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, status: 'sent', responseCode: 200, error: null });
      const got = slack.received.at(-1)!;
      expect(got.path).toBe(path);
      expect(JSON.parse(got.body).text).toBe('[Test] Test notification from Sitewarden');
      const [row] = (await a.get('/api/integrations/slack')).json();
      expect(row.lastTestAt).toBe(res.json().testedAt);

      plans.set(path, [{ status: 404, body: 'no_service' }]);
      const failed = await a.post(`/api/integrations/slack/${id}/test`);
      expect(failed.json()).toMatchObject({
        ok: false,
        status: 'failed',
        responseCode: 404,
        error: 'Slack answered HTTP 404 (no_service)',
      });
    });

    it("answers 404 to another user's integration, whatever the action", async () => {
      expect((await b.get('/api/integrations/slack')).json()).toEqual([]);
      expect((await b.request('PATCH', `/api/integrations/slack/${id}`, { channelName: '#mine' })).statusCode).toBe(
        404,
      );
      expect((await b.post(`/api/integrations/slack/${id}/test`)).statusCode).toBe(404);
      expect((await b.request('DELETE', `/api/integrations/slack/${id}`)).statusCode).toBe(404);
      expect((await a.request('PATCH', '/api/integrations/slack/not-a-uuid', { channelName: '#x' })).statusCode).toBe(
        404,
      );
      // still there, unchanged
      expect((await a.get('/api/integrations/slack')).json()[0]).toMatchObject({ id, channelName: '#ops' });
    });

    it('deletes it', async () => {
      expect((await a.request('DELETE', `/api/integrations/slack/${id}`)).statusCode).toBe(204);
      expect((await a.request('DELETE', `/api/integrations/slack/${id}`)).statusCode).toBe(404);
      expect((await a.get('/api/integrations/slack')).json()).toEqual([]);
    });
  });

  describe('generic webhooks', () => {
    let id: string;
    let secret: string;

    it('validates the URL', async () => {
      expect((await a.post('/api/integrations/webhooks', {})).json().message).toBe('Invalid webhook URL');
      expect((await a.post('/api/integrations/webhooks', { url: 'mailto:ops@example.com' })).json().message).toBe(
        'Invalid webhook URL',
      );
      expect(
        (await a.post('/api/integrations/webhooks', { url: 'https://example.com/h', alertTypes: [] })).json().message,
      ).toBe(notificationMessages.alertTypesEmpty);
    });

    it('creates one and shows its generated secret once', async () => {
      const res = await a.post('/api/integrations/webhooks', {
        name: 'Incident bot',
        url: `${hook.url}/hooks/in?token=q1w2e3`,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      ({ id, secret } = body);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(body).toMatchObject({
        name: 'Incident bot',
        urlPreview: `http://127.0.0.1:${hook.port}/hooks/…`,
        isActive: true,
      });
      const list = await a.get('/api/integrations/webhooks');
      expect(list.json()).toHaveLength(1);
      expect(list.json()[0]).not.toHaveProperty('secret');
      expect(list.body).not.toContain(secret);
      expect(list.body).not.toContain('q1w2e3');
    });

    it('sends a signed test message, and a test the receiver accepted is its Last used', async () => {
      hook.secret.value = secret;
      expect((await a.get('/api/integrations/webhooks')).json()[0].lastUsedAt).toBeNull();
      const res = await a.post(`/api/integrations/webhooks/${id}/test`);
      expect(res.json()).toMatchObject({ ok: true, status: 'sent', responseCode: 204 });
      expect((await a.get('/api/integrations/webhooks')).json()[0].lastUsedAt).toBe(res.json().testedAt);
      expect(hook.verified.at(-1)).toBe(true);
      expect(JSON.parse(hook.received.at(-1)!.body)).toMatchObject({
        event: 'test',
        alert: { id: null },
        domain: { id: null },
      });
      // a receiver holding another secret refuses it: 401, permanent
      hook.secret.value = 'whsec_other';
      expect((await a.post(`/api/integrations/webhooks/${id}/test`)).json()).toMatchObject({
        ok: false,
        responseCode: 401,
      });
      // a refused test is no use
      expect((await a.get('/api/integrations/webhooks')).json()[0].lastUsedAt).toBe(res.json().testedAt);
    });

    it('updates, isolates and deletes it', async () => {
      const res = await a.request('PATCH', `/api/integrations/webhooks/${id}`, {
        isActive: false,
        alertTypes: ['downtime'],
      });
      expect(res.json()).toMatchObject({ isActive: false, alertTypes: ['downtime'] });
      expect((await b.request('PATCH', `/api/integrations/webhooks/${id}`, { isActive: true })).statusCode).toBe(404);
      expect((await b.post(`/api/integrations/webhooks/${id}/test`)).statusCode).toBe(404);
      expect((await b.request('DELETE', `/api/integrations/webhooks/${id}`)).statusCode).toBe(404);
      expect((await b.get('/api/integrations/webhooks')).json()).toEqual([]);
      expect((await a.request('DELETE', `/api/integrations/webhooks/${id}`)).statusCode).toBe(204);
      expect((await a.get('/api/integrations/webhooks')).json()).toEqual([]);
    });
  });

  describe('delivery log', () => {
    it("lists the workspace's deliveries newest first, filtered by status, a page at a time", async () => {
      const db = t.database.handle.db;
      const [alice] = await db.select().from(users).where(eq(users.email, 'alice@example.com'));
      const [domain] = await db.insert(domains).values({ name: 'log.example.com', userId: alice!.id }).returning();
      const [alert] = await db
        .insert(alerts)
        .values({
          domainId: domain!.id,
          userId: alice!.id,
          type: 'downtime',
          severity: 'critical',
          title: 'log.example.com is down',
          message: 'HTTP 503',
        })
        .returning();
      const base = Date.now() - 3_600_000;
      await db.insert(notificationDeliveries).values(
        Array.from({ length: 55 }, (_, i) => ({
          alertId: alert!.id,
          userId: alice!.id,
          channel: 'slack' as const,
          target: '#ops (hooks.slack.com/services/…)',
          status: i === 54 ? ('failed' as const) : ('sent' as const),
          attempt: 1,
          responseCode: i === 54 ? 404 : 200,
          error: i === 54 ? 'Slack answered HTTP 404 (no_service)' : null,
          createdAt: new Date(base + i * 1000),
        })),
      );
      const page1 = (await a.get('/api/notifications/deliveries')).json();
      // the four test messages sent above (Slack and webhook, each once received and once refused) come first
      expect(page1).toMatchObject({ page: 1, pageSize: 50, total: 59 });
      expect(page1.data).toHaveLength(50);
      expect(page1.data.slice(0, 4).map((d: { channel: string; alertId: null }) => [d.channel, d.alertId])).toEqual([
        ['webhook', null],
        ['webhook', null],
        ['slack', null],
        ['slack', null],
      ]);
      expect(page1.data[4]).toMatchObject({
        alertId: alert!.id,
        alertTitle: 'log.example.com is down',
        alertType: 'downtime',
        alertSeverity: 'critical',
        domainName: 'log.example.com',
        channel: 'slack',
        status: 'failed',
        responseCode: 404,
        error: 'Slack answered HTTP 404 (no_service)',
      });
      const times = page1.data.map((d: { createdAt: string }) => Date.parse(d.createdAt));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      expect((await a.get('/api/notifications/deliveries?page=2')).json().data).toHaveLength(9);
      const failed = (await a.get('/api/notifications/deliveries?status=failed')).json();
      expect(failed.total).toBe(3);
      expect(failed.data.map((d: { status: string }) => d.status)).toEqual(['failed', 'failed', 'failed']);
      expect(failed.data[2]).toMatchObject({ alertId: alert!.id, error: 'Slack answered HTTP 404 (no_service)' });
      expect((await a.get('/api/notifications/deliveries?status=bogus')).statusCode).toBe(400);
      // another workspace sees none of it
      expect((await b.get('/api/notifications/deliveries')).json()).toMatchObject({ total: 0, data: [] });
    });
  });

  describe('workspace permissions', () => {
    it('lets a team viewer read but not change', async () => {
      const db = t.database.handle.db;
      const viewer = await signedInClient(t, 'viewer@example.com', 'free');
      const [alice] = await db.select().from(users).where(eq(users.email, 'alice@example.com'));
      const [vic] = await db.select().from(users).where(eq(users.email, 'viewer@example.com'));
      const [team] = await db
        .insert(teams)
        .values({ name: 'Acme', slug: `acme-${kind}`, ownerId: alice!.id })
        .returning();
      await db.insert(teamMembers).values([
        { teamId: team!.id, userId: alice!.id, role: 'owner' },
        { teamId: team!.id, userId: vic!.id, role: 'viewer' },
      ]);
      await db.update(users).set({ currentTeamId: team!.id }).where(eq(users.id, vic!.id));
      const prefs = await viewer.get('/api/settings/alert-preferences');
      expect(prefs.statusCode).toBe(200);
      // a team's alerts follow its owner's preferences
      expect(prefs.json().appliesToCurrentWorkspace).toBe(false);
      expect((await viewer.get('/api/integrations/slack')).statusCode).toBe(200);
      expect((await viewer.get('/api/notifications/deliveries')).statusCode).toBe(200);
      expect((await viewer.request('PUT', '/api/settings/alert-preferences', { channelEmail: false })).statusCode).toBe(
        403,
      );
      expect(
        (await viewer.post('/api/integrations/slack', { channelName: '#x', webhookUrl: `${slack.url}/x` })).statusCode,
      ).toBe(403);
      expect((await viewer.post('/api/integrations/webhooks', { url: `${hook.url}/x` })).statusCode).toBe(403);
    });
  });
});
