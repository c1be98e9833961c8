import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngineOptions } from '../../../src/server/engine';
import {
  alertPreferences,
  alerts,
  alertThresholds,
  domains,
  monitors,
  notificationDeliveries,
  slackIntegrations,
  teamMembers,
  teams,
  users,
  webhookIntegrations,
  type AlertSeverity,
  type AlertType,
} from '../../../src/server/db/schema';
import {
  createMonitoringRepository,
  type DomainContext,
} from '../../../src/server/jobs/monitoring/monitoring.repository';
import { createBullmqScheduler } from '../../../src/server/jobs/scheduler/bullmq';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { Scheduler } from '../../../src/server/jobs/scheduler/types';
import { createNotifications, type Notifications } from '../../../src/server/notifications';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import { createTestDatabase, DATABASE_KINDS, type DatabaseKind, type TestDatabase } from '../helpers/databases';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';
import {
  sleep,
  startSlackReceiver,
  startSmtpSink,
  startTwilioReceiver,
  startWebhookReceiver,
  TWILIO,
  until,
  type HttpReceiver,
  type Reply,
  type SmtpSink,
} from './receivers';

type Plan = 'free' | 'pro' | 'agency' | 'enterprise';
const PUBLIC_URL = 'http://sitewarden.test';
const BACKOFF_MS = 60;
const ATTEMPTS = 5;

interface Harness {
  db: TestDatabase;
  scheduler: Scheduler;
  n: Notifications;
  slack: HttpReceiver;
  hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  twilio: HttpReceiver;
  smtp: SmtpSink;
  /** Scripted replies per request path (Slack and webhook receivers). */
  plans: Map<string, Reply[]>;
  close(): Promise<void>;
}

async function startHarness(kind: DatabaseKind, scheduler: Scheduler): Promise<Harness> {
  const db = await createTestDatabase(kind);
  const [slack, hook, twilio, smtp] = await Promise.all([
    startSlackReceiver(),
    startWebhookReceiver(),
    startTwilioReceiver(),
    startSmtpSink(),
  ]);
  const plans = new Map<string, Reply[]>();
  const slackDefault = slack.fallback;
  slack.fallback = (req) => plans.get(req.path)?.shift() ?? slackDefault(req);
  const n = createNotifications({
    config: { publicUrl: PUBLIC_URL, twilio: { ...TWILIO, baseUrl: twilio.url } },
    db: db.handle.db,
    mailer: createSmtpMailer(smtp.url, 'Sitewarden <alerts@sitewarden.test>'),
    engine: { ...defaultEngineOptions(), allowPrivateTargets: true },
    retry: { attempts: ATTEMPTS, backoffMs: BACKOFF_MS },
    sendTimeoutMs: 2_000,
    scheduler,
    log: () => undefined,
  });
  scheduler.startWorker(async (job) => n.handlers[job.name]!(job), { concurrency: 8 });
  return {
    db,
    scheduler,
    n,
    slack,
    hook,
    twilio,
    smtp,
    plans,
    async close() {
      await scheduler.close();
      await Promise.all([slack.close(), hook.close(), twilio.close(), smtp.close()]);
      await db.drop();
    },
  };
}

/** A user with preferences, a Slack integration and a signed webhook, and one monitored domain. */
async function seedWorkspace(
  h: Harness,
  opts: {
    plan?: Plan;
    prefs?: Partial<typeof alertPreferences.$inferInsert>;
    timezone?: string;
    slack?: boolean;
    webhook?: boolean;
  } = {},
) {
  const db = h.db.handle.db;
  const tag = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `owner-${tag}@example.com`,
      subscriptionTier: opts.plan ?? 'agency',
      timezone: opts.timezone ?? 'UTC',
    })
    .returning();
  await db.insert(alertPreferences).values({
    userId: user!.id,
    channelEmail: true,
    channelSms: true,
    channelSlack: true,
    phoneNumber: '+14155550123',
    ...opts.prefs,
  });
  const slackPath = `/services/T${tag}/B0001/secretSlackToken${tag}`;
  if (opts.slack !== false) {
    await db
      .insert(slackIntegrations)
      .values({ userId: user!.id, channelName: '#ops', webhookUrl: `${h.slack.url}${slackPath}` });
  }
  const hookPath = `/hooks/${tag}?token=hookToken${tag}`;
  const hookSecret = `whsec_${tag}`;
  if (opts.webhook !== false) {
    await db
      .insert(webhookIntegrations)
      .values({ userId: user!.id, name: 'Ops hook', url: `${h.hook.url}${hookPath}`, secret: hookSecret });
  }
  const [domain] = await db
    .insert(domains)
    .values({ name: `site-${tag}.example.com`, userId: user!.id })
    .returning();
  const ctx = (await createMonitoringRepository(db).domainContext(domain!.id))!;
  return { user: user!, domain: ctx, slackPath, hookPath, hookSecret, tag };
}

async function insertAlert(
  h: Harness,
  domain: DomainContext,
  severity: AlertSeverity = 'critical',
  type: AlertType = 'downtime',
  metadata: Record<string, unknown> = {},
) {
  const [row] = await h.db.handle.db
    .insert(alerts)
    .values({
      domainId: domain.id,
      userId: domain.userId,
      teamId: domain.teamId,
      type,
      severity,
      title: `${domain.name} is down`,
      message: `${domain.name} did not answer (HTTP 503).`,
      metadata,
    })
    .returning();
  return row!;
}

const rowsOf = (h: Harness, alertId: string) =>
  h.db.handle.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.alertId, alertId))
    .orderBy(asc(notificationDeliveries.id));

const settled = (rows: { status: string }[]) =>
  rows.length > 0 && rows.every((r) => r.status === 'sent' || r.status === 'failed' || r.status === 'retrying');

/** Waits until every delivery chain of the alert has a final row (sent or failed) per target. */
async function finalRows(h: Harness, alertId: string, targets: number) {
  return until(async () => {
    const rows = await rowsOf(h, alertId);
    const finals = rows.filter((r) => r.status === 'sent' || r.status === 'failed');
    return finals.length >= targets && settled(rows) ? rows : undefined;
  }, 20_000);
}

/** The retry behaviour, run on each scheduler adapter. */
function retryCases(get: () => Harness) {
  it('delivers after a receiver answers 503 three times, logging every attempt', async () => {
    const h = get();
    const ws = await seedWorkspace(h, { prefs: { channelEmail: false, channelSms: false }, webhook: false });
    h.plans.set(ws.slackPath, [{ status: 503, body: 'unavailable' }, { status: 503 }, { status: 503 }]);
    const alert = await insertAlert(h, ws.domain);
    const outcome = await h.n.alerts.notifyOpened(ws.domain, alert);
    expect(outcome.decision).toEqual({ send: true, channels: ['slack'] });
    const rows = await finalRows(h, alert.id, 1);
    expect(rows.map((r) => [r.attempt, r.status, r.responseCode])).toEqual([
      [1, 'retrying', 503],
      [2, 'retrying', 503],
      [3, 'retrying', 503],
      [4, 'sent', 200],
    ]);
    expect(rows[0]!.error).toBe('Slack answered HTTP 503 (unavailable)');
    for (const r of rows.slice(0, 3)) expect(r.nextAttemptAt).not.toBeNull();
    expect(rows[3]!.sentAt).not.toBeNull();
    expect(h.slack.received.filter((r) => r.path === ws.slackPath)).toHaveLength(4);
    // the log shows where, never the token
    for (const r of rows) {
      expect(r.target).toBe(`#ops (http://127.0.0.1:${h.slack.port}/services/…)`);
      expect(r.target).not.toContain(ws.tag);
    }
    // backoff doubles: 60, 120, 240 ms between tries
    const at = h.slack.received.filter((r) => r.path === ws.slackPath).map((r) => r.at);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(BACKOFF_MS - 10);
    expect(at[3]! - at[2]!).toBeGreaterThanOrEqual(4 * BACKOFF_MS - 10);
  });

  it('honours Retry-After on 429 by re-enqueueing with that delay', async () => {
    const h = get();
    const ws = await seedWorkspace(h, { prefs: { channelEmail: false, channelSms: false }, webhook: false });
    h.plans.set(ws.slackPath, [{ status: 429, headers: { 'retry-after': '1' }, body: 'rate_limited' }]);
    const alert = await insertAlert(h, ws.domain);
    await h.n.alerts.notifyOpened(ws.domain, alert);
    const rows = await finalRows(h, alert.id, 1);
    expect(rows.map((r) => [r.attempt, r.status, r.responseCode])).toEqual([
      [1, 'retrying', 429],
      [2, 'sent', 200],
    ]);
    const at = h.slack.received.filter((r) => r.path === ws.slackPath).map((r) => r.at);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(950);
    expect(rows[0]!.nextAttemptAt!.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(900);
  });

  it('marks a 4xx answer failed at once, without retries', async () => {
    const h = get();
    const ws = await seedWorkspace(h, { prefs: { channelEmail: false, channelSms: false }, slack: false });
    h.hook.secret.value = 'not-the-secret'; // the receiver answers 401 to a signature it cannot verify
    const alert = await insertAlert(h, ws.domain);
    await h.n.alerts.notifyOpened(ws.domain, alert);
    const rows = await finalRows(h, alert.id, 1);
    await sleep(BACKOFF_MS * 8);
    const after = await rowsOf(h, alert.id);
    expect(after.map((r) => [r.attempt, r.status, r.responseCode, r.error])).toEqual([
      [1, 'failed', 401, 'HTTP 401: bad signature'],
    ]);
    expect(rows).toHaveLength(1);
    expect(h.hook.received.filter((r) => r.path === ws.hookPath)).toHaveLength(1);
  });

  it('gives up after the last attempt and says so', async () => {
    const h = get();
    const ws = await seedWorkspace(h, { prefs: { channelEmail: false, channelSms: false }, webhook: false });
    h.plans.set(
      ws.slackPath,
      Array.from({ length: 10 }, () => ({ status: 502 })),
    );
    const alert = await insertAlert(h, ws.domain);
    await h.n.alerts.notifyOpened(ws.domain, alert);
    const rows = await finalRows(h, alert.id, 1);
    expect(rows.map((r) => r.status)).toEqual(['retrying', 'retrying', 'retrying', 'retrying', 'failed']);
    expect(rows.at(-1)!.error).toBe(`Gave up after ${ATTEMPTS} attempts: Slack answered HTTP 502`);
    expect(rows.at(-1)!.nextAttemptAt).toBeNull();
  });
}

describe.each(DATABASE_KINDS)('notification delivery on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, createInProcessScheduler());
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('sends to every channel and target the plan allows, one log row per target', async () => {
    const ws = await seedWorkspace(h, { plan: 'agency', timezone: 'America/New_York' });
    h.hook.secret.value = ws.hookSecret;
    const alert = await insertAlert(h, ws.domain);
    const outcome = await h.n.alerts.notifyOpened(ws.domain, alert);
    expect(outcome.decision).toEqual({ send: true, channels: ['email', 'sms', 'slack', 'webhook'] });
    const rows = await finalRows(h, alert.id, 4);
    expect(rows.map((r) => [r.channel, r.status, r.attempt])).toEqual([
      ['email', 'sent', 1],
      ['sms', 'sent', 1],
      ['slack', 'sent', 1],
      ['webhook', 'sent', 1],
    ]);
    expect(rows.map((r) => r.target)).toEqual([
      ws.user.email,
      '+141…0123',
      `#ops (http://127.0.0.1:${h.slack.port}/services/…)`,
      `Ops hook (http://127.0.0.1:${h.hook.port}/hooks/…)`,
    ]);
    expect(rows.every((r) => r.userId === ws.user.id)).toBe(true);
    expect(h.smtp.messages.filter((m) => m.to.includes(ws.user.email))).toHaveLength(1);
    expect(h.hook.verified.at(-1)).toBe(true);
    const [slack] = await h.db.handle.db
      .select()
      .from(slackIntegrations)
      .where(eq(slackIntegrations.userId, ws.user.id));
    expect(slack!.lastUsedAt).not.toBeNull();
  });

  it.each([
    ['free', ['email']],
    ['pro', ['email', 'sms', 'slack']],
    ['enterprise', ['email', 'sms', 'slack', 'webhook']],
  ] as const)('caps the channels of a %s plan', async (plan, expected) => {
    const ws = await seedWorkspace(h, { plan });
    h.hook.secret.value = ws.hookSecret;
    const alert = await insertAlert(h, ws.domain);
    const outcome = await h.n.alerts.notifyOpened(ws.domain, alert);
    expect(outcome.decision).toEqual({ send: true, channels: expected });
    const rows = await finalRows(h, alert.id, expected.length);
    expect(rows.map((r) => r.channel)).toEqual(expected);
  });

  it('counts only channels with somewhere to send against the cap', async () => {
    // free plan, e-mail off: SMS (with a number) is the one channel
    const ws = await seedWorkspace(h, { plan: 'free', prefs: { channelEmail: false } });
    const alert = await insertAlert(h, ws.domain);
    expect((await h.n.alerts.notifyOpened(ws.domain, alert)).decision).toEqual({ send: true, channels: ['sms'] });
  });

  it('holds a warning during quiet hours but lets a critical alert through', async () => {
    const zone = 'Asia/Tokyo';
    const local = new Date(Date.now() + 9 * 3_600_000); // Tokyo has no daylight saving time
    const hh = (offsetHours: number) => String((local.getUTCHours() + offsetHours + 24) % 24).padStart(2, '0');
    const ws = await seedWorkspace(h, {
      plan: 'pro',
      timezone: zone,
      prefs: {
        quietHoursEnabled: true,
        quietHoursStart: `${hh(-1)}:00`,
        quietHoursEnd: `${hh(2)}:00`,
        channelSms: false,
      },
      webhook: false,
    });
    const warning = await insertAlert(h, ws.domain, 'warning', 'ssl_expiry');
    const held = await h.n.alerts.notifyOpened(ws.domain, warning);
    expect(held.decision).toEqual({ send: false, reason: 'quiet-hours' });
    const wait = held.heldUntil!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(60 * 60_000);
    expect(wait).toBeLessThanOrEqual(2 * 60 * 60_000 + 5_000);
    expect(await rowsOf(h, warning.id)).toEqual([]);

    const critical = await insertAlert(h, ws.domain, 'critical', 'downtime');
    const sent = await h.n.alerts.notifyOpened(ws.domain, critical);
    expect(sent.decision).toEqual({ send: true, channels: ['email', 'slack'] });
    expect((await finalRows(h, critical.id, 2)).map((r) => r.status)).toEqual(['sent', 'sent']);

    // when quiet hours are over, the held warning goes out if it is still open
    await h.db.handle.db
      .update(alertPreferences)
      .set({ quietHoursEnabled: false })
      .where(eq(alertPreferences.userId, ws.user.id));
    await h.n.alerts.release({ alertId: warning.id, domainId: ws.domain.id });
    expect((await finalRows(h, warning.id, 2)).map((r) => r.channel)).toEqual(['email', 'slack']);
    // a held alert resolved in the meantime is not sent
    const resolvedMeanwhile = await insertAlert(h, ws.domain, 'warning', 'performance');
    await h.db.handle.db
      .update(alerts)
      .set({ isResolved: true, resolvedAt: new Date() })
      .where(eq(alerts.id, resolvedMeanwhile.id));
    await h.n.alerts.release({ alertId: resolvedMeanwhile.id, domainId: ws.domain.id });
    expect(await rowsOf(h, resolvedMeanwhile.id)).toEqual([]);
  });

  it('applies a per-domain alert_thresholds rule: its channels, then its cooldown', async () => {
    const ws = await seedWorkspace(h, { plan: 'agency' });
    const db = h.db.handle.db;
    // the workspace-wide rule would allow e-mail; the domain's own rule wins and allows Slack only
    await db.insert(alertThresholds).values([
      {
        userId: ws.user.id,
        domainId: null,
        metric: 'downtime_minutes',
        notificationChannels: ['email'],
        cooldownMinutes: 0,
      },
      {
        userId: ws.user.id,
        domainId: ws.domain.id,
        metric: 'downtime_minutes',
        notificationChannels: ['slack'],
        cooldownMinutes: 15,
      },
    ]);
    const first = await insertAlert(h, ws.domain);
    expect((await h.n.alerts.notifyOpened(ws.domain, first)).decision).toEqual({ send: true, channels: ['slack'] });
    const [rule] = await db.select().from(alertThresholds).where(eq(alertThresholds.domainId, ws.domain.id));
    expect(rule!.lastTriggeredAt).not.toBeNull();
    const second = await insertAlert(h, ws.domain);
    expect((await h.n.alerts.notifyOpened(ws.domain, second)).decision).toEqual({ send: false, reason: 'cooldown' });
    // other metrics are not governed by that rule
    const dns = await insertAlert(h, ws.domain, 'warning', 'dns_change');
    expect((await h.n.alerts.notifyOpened(ws.domain, dns)).decision).toMatchObject({ send: true });
  });

  it("takes a monitor's own alert_thresholds rule for that monitor's alerts only", async () => {
    const ws = await seedWorkspace(h, { plan: 'agency' });
    const db = h.db.handle.db;
    const [api, other] = await db
      .insert(monitors)
      .values(
        ['Checkout API', 'Search API'].map((name) => ({
          domainId: ws.domain.id,
          type: 'endpoint' as const,
          name,
          settings: { url: `https://${ws.domain.name}/` },
          intervalSeconds: 300,
        })),
      )
      .returning();
    // the domain's rule allows e-mail; the monitor's own rule allows Slack only
    await db.insert(alertThresholds).values([
      // no cooldown: each alert below is judged on its rule's channels alone
      {
        userId: ws.user.id,
        domainId: ws.domain.id,
        metric: 'response_time',
        notificationChannels: ['email'],
        cooldownMinutes: 0,
      },
      {
        userId: ws.user.id,
        domainId: ws.domain.id,
        monitorId: api!.id,
        metric: 'response_time',
        notificationChannels: ['slack'],
        cooldownMinutes: 0,
      },
    ]);
    const slow = async (monitorId: string | null) => {
      const alert = await insertAlert(h, ws.domain, 'warning', 'performance', { metric: 'Response time' });
      if (!monitorId) return alert;
      const [row] = await db.update(alerts).set({ monitorId }).where(eq(alerts.id, alert.id)).returning();
      return row!;
    };
    expect((await h.n.alerts.notifyOpened(ws.domain, await slow(api!.id))).decision).toEqual({
      send: true,
      channels: ['slack'],
    });
    // another monitor, and the home page, follow the domain's rule
    for (const monitorId of [other!.id, null])
      expect((await h.n.alerts.notifyOpened(ws.domain, await slow(monitorId))).decision).toEqual({
        send: true,
        channels: ['email'],
      });
  });

  it('sends the recovery notice to the channels the alert went to, with the outage duration', async () => {
    const ws = await seedWorkspace(h, { plan: 'pro', prefs: { channelSms: false }, webhook: false });
    const alert = await insertAlert(h, ws.domain);
    await h.n.alerts.notifyOpened(ws.domain, alert);
    await finalRows(h, alert.id, 2);
    // SMS turned on since: the recovery still goes only where the alert went
    await h.db.handle.db
      .update(alertPreferences)
      .set({ channelSms: true })
      .where(eq(alertPreferences.userId, ws.user.id));
    const [resolved] = await h.db.handle.db
      .update(alerts)
      .set({ isResolved: true, resolvedAt: new Date() })
      .where(eq(alerts.id, alert.id))
      .returning();
    await h.n.notifier.alertResolved(
      ws.domain,
      [resolved!],
      `${ws.domain.name} is back up after 4 min 10 s of downtime.`,
    );
    const rows = await finalRows(h, alert.id, 4);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['email', 'sent'],
      ['slack', 'sent'],
      ['email', 'sent'],
      ['slack', 'sent'],
    ]);
    const notice = JSON.parse(h.slack.received.filter((r) => r.path === ws.slackPath).at(-1)!.body);
    expect(notice.text).toBe(`[Resolved] ${ws.domain.name} is back up after 4 min 10 s of downtime.`);
    expect(notice.attachments[0].color).toBe('#16a34a');

    // an alert nobody was told about gets no recovery notice
    const quiet = await insertAlert(h, ws.domain, 'warning', 'security');
    await h.n.notifier.alertResolved(ws.domain, [quiet], 'fixed');
    expect(await rowsOf(h, quiet.id)).toEqual([]);
  });

  it("in a team workspace, uses the team owner's preferences and the team's integrations", async () => {
    const db = h.db.handle.db;
    const owner = await seedWorkspace(h, { plan: 'agency', prefs: { channelSms: false }, webhook: false });
    const [member] = await db
      .insert(users)
      .values({ email: `member-${owner.tag}@example.com` })
      .returning();
    await db.insert(alertPreferences).values({ userId: member!.id, channelEmail: true });
    const [team] = await db
      .insert(teams)
      .values({ name: 'Ops', slug: `ops-${owner.tag}`, ownerId: owner.user.id })
      .returning();
    await db.insert(teamMembers).values([
      { teamId: team!.id, userId: owner.user.id, role: 'owner' },
      { teamId: team!.id, userId: member!.id, role: 'member' },
    ]);
    const teamSlackPath = `/services/TEAM${owner.tag}/B1/teamToken`;
    await db.insert(slackIntegrations).values({
      userId: member!.id,
      teamId: team!.id,
      channelName: '#team',
      webhookUrl: `${h.slack.url}${teamSlackPath}`,
    });
    const [domain] = await db
      .insert(domains)
      .values({ name: `team-${owner.tag}.example.com`, userId: member!.id, teamId: team!.id })
      .returning();
    const ctx = (await createMonitoringRepository(db).domainContext(domain!.id))!;
    const alert = await insertAlert(h, ctx);
    await h.n.alerts.notifyOpened(ctx, alert);
    const rows = await finalRows(h, alert.id, 2);
    expect(rows.map((r) => [r.channel, r.target])).toEqual([
      ['email', owner.user.email],
      ['slack', `#team (http://127.0.0.1:${h.slack.port}/services/…)`],
    ]);
    // the owner's personal Slack integration belongs to the personal workspace, not the team
    expect(h.slack.received.filter((r) => r.path === owner.slackPath)).toHaveLength(0);
  });

  retryCases(() => h);

  it('on start with the embedded scheduler, fails the deliveries a previous process left pending', async () => {
    const ws = await seedWorkspace(h, { plan: 'pro' });
    const alert = await insertAlert(h, ws.domain);
    const db = h.db.handle.db;
    const row = (over: Partial<typeof notificationDeliveries.$inferInsert>) => ({
      alertId: alert.id,
      userId: ws.user.id,
      channel: 'slack' as const,
      target: '#ops (hooks.slack.com/services/…)',
      attempt: 1,
      createdAt: new Date(Date.now() - 60_000),
      ...over,
    });
    // a chain that ended (retrying then sent), one stopped mid-retry, one never tried
    await db.insert(notificationDeliveries).values([
      row({ status: 'retrying', responseCode: 503 }),
      row({ status: 'sent', attempt: 2, responseCode: 200 }),
      row({
        channel: 'email',
        target: ws.user.email,
        status: 'retrying',
        attempt: 3,
        responseCode: null,
        error: 'Could not reach the mail server',
      }),
      row({ channel: 'sms', target: '+141…0123', status: 'queued' }),
    ]);
    const restarted = createNotifications({
      config: { publicUrl: PUBLIC_URL, twilio: undefined },
      db,
      mailer: createSmtpMailer(h.smtp.url, 'x@sitewarden.test'),
      engine: defaultEngineOptions(),
      scheduler: createInProcessScheduler(),
      log: () => undefined,
    });
    await restarted.start();
    const rows = await rowsOf(h, alert.id);
    expect(rows.map((r) => [r.channel, r.status, r.error])).toEqual([
      ['slack', 'retrying', null],
      ['slack', 'sent', null],
      ['email', 'failed', 'Interrupted by a restart before it could be sent'],
      ['sms', 'failed', 'Interrupted by a restart before it could be sent'],
    ]);
  });

  it('never writes a secret into the delivery log', async () => {
    const rows = await h.db.handle.db
      .select({ target: notificationDeliveries.target, error: notificationDeliveries.error })
      .from(notificationDeliveries);
    expect(rows.length).toBeGreaterThan(10);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/secretSlackToken|hookToken|whsec_|teamToken|twilio-test-token/);
  });
});

describe.runIf(REDIS_AVAILABLE)('notification retries on the BullMQ scheduler', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(
      'pglite',
      createBullmqScheduler({
        redisUrl: TEST_REDIS_URL,
        queueName: `test-notify-${randomBytes(4).toString('hex')}`,
        stalledIntervalMs: 1000,
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });
  retryCases(() => h);
});
