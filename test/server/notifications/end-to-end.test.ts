import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviours, SECURITY_HEADERS, type Handler } from '../../../src/server/engine/testing/http-server';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import { notificationJobs } from '../../../src/server/notifications';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import {
  decodeQuotedPrintable,
  sleep,
  startSlackReceiver,
  startSmtpSink,
  startTwilioReceiver,
  TWILIO,
  until,
  type HttpReceiver,
  type SmtpSink,
} from './receivers';

/*
 * The whole path: the engine checks a loopback site every second, the site goes down, the downtime rule opens
 * one alert (downtimeMinutes 0), the notifier fans it out to e-mail, SMS and Slack (a Pro plan's three
 * channels), and when the site is back each gets one recovery notice.
 */
describe.each(DATABASE_KINDS)('alerts reach people end to end on %s', (kind) => {
  let lab: LoopbackLab;
  let t: TestApp;
  let runtime: JobsRuntime;
  let client: Client;
  let slack: HttpReceiver;
  let twilio: HttpReceiver;
  let smtp: SmtpSink;
  const site = `alerts.${LAB_SUFFIX}`;
  const forward: { target?: DomainLifecycleListener } = {};
  const slackPath = '/services/T00E2E/B00E2E/e2eSlackToken';

  beforeAll(async () => {
    [lab, slack, twilio, smtp] = await Promise.all([
      startLoopbackLab({ allowPrivateTargets: true }),
      startSlackReceiver(),
      startTwilioReceiver(),
      startSmtpSink(),
    ]);
    lab.addSite(site, { expiresInDays: 200 });
    t = await createTestApp(kind, {
      env: { ALLOW_PRIVATE_TARGETS: '1' },
      lifecycle: {
        domainActivated: (d) => forward.target?.domainActivated(d),
        domainDeactivated: (d) => forward.target?.domainDeactivated(d),
      },
    });
    runtime = createJobsRuntime({
      config: { checkIntervalSeconds: 1 },
      database: t.database.handle,
      engine: lab.options,
      notifications: notificationJobs({
        config: { publicUrl: t.config.publicUrl, twilio: { ...TWILIO, baseUrl: twilio.url } },
        db: t.database.handle.db,
        mailer: createSmtpMailer(smtp.url, 'Sitewarden <alerts@sitewarden.test>'),
        engine: lab.options,
        retry: { backoffMs: 100 },
        log: () => undefined,
      }),
    });
    forward.target = runtime.monitoring.lifecycle;
    await runtime.startWorker(4);

    client = await signedInClient(t, 'oncall@example.com', 'pro');
    // times in the texts are on this clock, with its abbreviation (decision 044)
    expect((await client.request('PATCH', '/api/profile', { timezone: 'Europe/Berlin' })).statusCode).toBe(200);
    const prefs = await client.request('PUT', '/api/settings/alert-preferences', {
      channelEmail: true,
      channelSms: true,
      channelSlack: true,
      phoneNumber: '+14155550123',
      alertThresholds: { downtimeMinutes: 0 },
    });
    expect(prefs.statusCode).toBe(200);
    const integration = await client.post('/api/integrations/slack', {
      channelName: '#oncall',
      webhookUrl: `${slack.url}${slackPath}`,
    });
    expect(integration.statusCode).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    await t?.close();
    await Promise.all([lab?.close(), slack?.close(), twilio?.close(), smtp?.close()]);
  });

  /**
   * Down, but still sending its security headers: a bare 503 would also (rightly) raise a "security headers
   * removed" warning, and this test is about one alert reaching every channel once.
   */
  const down: Handler = (_req, res) => {
    res.writeHead(503, { ...SECURITY_HEADERS, 'content-type': 'text/html' });
    res.end('<!doctype html><title>down</title>');
  };

  const slackMessages = () =>
    slack.received
      .filter((r) => r.path === slackPath)
      .map((r) => JSON.parse(r.body) as { text: string; attachments: { color: string }[] });
  const smsBodies = () => twilio.received.map((r) => new URLSearchParams(r.body).get('Body') ?? '');
  const mails = () => smtp.messages.map((m) => decodeQuotedPrintable(m.raw));

  it('delivers one alert to Slack, e-mail and SMS when the site goes down, then one recovery notice each', async () => {
    const created = await client.post('/api/domains', { name: site });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    await until(
      async () => (await client.get(`/api/domains/${id}`)).json().latestCheck?.status === 'healthy',
      20_000,
      100,
    );
    expect(slackMessages()).toEqual([]);

    lab.router.routes.set(site, down);
    await until(() => slackMessages().length >= 1 && smsBodies().length >= 1 && mails().length >= 1, 20_000, 50);
    // a few more checks of a site still down: still one alert, one message per channel
    await sleep(3_000);
    expect(slackMessages()).toHaveLength(1);
    expect(smsBodies()).toHaveLength(1);
    expect(mails()).toHaveLength(1);
    expect(slackMessages()[0]).toMatchObject({
      text: `[Critical] ${site} is down`,
      attachments: [{ color: '#dc2626' }],
    });
    expect(smsBodies()[0]).toMatch(
      new RegExp(
        `^Sitewarden CRITICAL: ${site.replace(/\./g, '\\.')} is down \\(\\d\\d:\\d\\d CES?T\\) http://localhost:3000/alerts$`,
      ),
    );
    expect(smtp.messages[0]!.to).toEqual(['oncall@example.com']);
    expect(mails()[0]).toContain(`Subject: [Critical] ${site} is down`);
    expect(mails()[0]).toContain('http://localhost:3000/alerts');
    // the alert text and the e-mail say when on the user's clock, never as ISO 8601
    expect(mails()[0]).toMatch(/Checked \d+ times since \d\d:\d\d CES?T\./);
    expect(mails()[0]).toMatch(/Detected: \w+day, \d{1,2} \w+ \d{4} at \d\d:\d\d CES?T/);
    expect(mails()[0]).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);

    lab.router.routes.set(site, behaviours.secure());
    await until(() => slackMessages().length >= 2 && smsBodies().length >= 2 && mails().length >= 2, 20_000, 50);
    await sleep(2_000);
    expect(slackMessages()).toHaveLength(2);
    expect(smsBodies()).toHaveLength(2);
    expect(mails()).toHaveLength(2);
    const recovery = slackMessages()[1]!;
    expect(recovery.text).toMatch(
      new RegExp(`^\\[Resolved\\] ${site.replace(/\./g, '\\.')} is back up after \\d+ s of downtime\\.$`),
    );
    expect(recovery.attachments[0]!.color).toBe('#16a34a');
    expect(smsBodies()[1]).toMatch(/^Sitewarden RESOLVED: .* is back up after \d+ s of downtime\./);
    expect(mails()[1]).toContain(`Subject: [Resolved] ${site} is back up after`);

    // the delivery log tells the same story, without the Slack token
    const log = (await client.get('/api/notifications/deliveries')).json();
    expect(log.total).toBe(6);
    expect(log.data.every((d: { status: string }) => d.status === 'sent')).toBe(true);
    expect(log.data.map((d: { channel: string }) => d.channel).sort()).toEqual([
      'email',
      'email',
      'slack',
      'slack',
      'sms',
      'sms',
    ]);
    expect(JSON.stringify(log)).not.toContain('e2eSlackToken');
  }, 60_000);
});
