import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngineOptions } from '../../../src/server/engine';
import { createChannelRegistry, type ChannelRegistry } from '../../../src/server/notifications/channels/registry';
import { smsText } from '../../../src/server/notifications/channels/sms-channel';
import type { Audience, NotificationMessage, TargetStore } from '../../../src/server/notifications/channels/types';
import { signWebhook } from '../../../src/server/notifications/channels/webhook-channel';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import { openedMessage, resolvedMessage, testMessage } from '../../../src/server/notifications/message';
import { alertNoticeEmail } from '../../../src/server/notifications/templates/alert-notice';
import { createOutboundHttp, outcomeOf, retryAfterMs } from '../../../src/server/notifications/outbound-http';
import { maskPhone, redactUrl } from '../../../src/server/notifications/redact';
import { createUrlPolicy } from '../../../src/server/modules/notification-settings/url-policy';
import type { AlertRow } from '../../../src/server/jobs/monitoring/notifier';
import {
  decodeQuotedPrintable,
  signatureValid,
  startHttpReceiver,
  startSlackReceiver,
  startSmtpSink,
  startTwilioReceiver,
  startWebhookReceiver,
  TWILIO,
  type HttpReceiver,
  type SmtpSink,
} from './receivers';

const PUBLIC_URL = 'https://monitor.example.com';
const SECRET = 'whsec_test-secret';

const alert = (over: Partial<AlertRow> = {}): AlertRow => ({
  id: '0b6c4b8e-3c1f-4c57-9a8e-4f1d2d3e4f50',
  domainId: '5f0e1d2c-3b4a-4c5d-8e7f-9a0b1c2d3e4f',
  userId: '11111111-2222-4333-8444-555555555555',
  teamId: null,
  type: 'downtime',
  severity: 'critical',
  title: 'shop.example.com is down',
  message: 'shop.example.com has not been reachable for 2 min (HTTP 503).',
  metadata: {},
  isRead: false,
  isResolved: false,
  createdAt: new Date('2025-03-04T13:05:00Z'),
  resolvedAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  monitorId: null,
  ...over,
});

describe('notification channels', () => {
  let slack: HttpReceiver;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let twilio: HttpReceiver;
  let smtp: SmtpSink;
  let channels: ChannelRegistry;
  const touched: string[] = [];
  const store: TargetStore = {
    user: async (id) =>
      id === 'gone'
        ? undefined
        : {
            email: 'owner@example.com',
            emailVerified: true,
            phoneNumber: '+14155550123',
            timezone: 'Europe/Paris',
            slackWebhookUrl: null,
          },
    slackIntegration: async (id) =>
      id === 'gone' ? undefined : { webhookUrl: `${slack.url}/services/T0001/B0002/s3cr3tT0ken`, channelName: '#ops' },
    webhookIntegration: async (id) =>
      id === 'gone' ? undefined : { url: `${hook.url}/hooks/sitewarden?token=abc123`, secret: SECRET },
    touchIntegration: async (channel, id) => void touched.push(`${channel}:${id}`),
  };
  const message = (over: Partial<AlertRow> = {}): NotificationMessage =>
    openedMessage({
      alert: alert(over),
      domainName: 'shop.example.com',
      timezone: 'Europe/Paris',
      publicUrl: PUBLIC_URL,
      deliveryId: 42,
    });

  beforeAll(async () => {
    [slack, hook, twilio, smtp] = await Promise.all([
      startSlackReceiver(),
      startWebhookReceiver(),
      startTwilioReceiver(),
      startSmtpSink(),
    ]);
    hook.secret.value = SECRET;
    channels = createChannelRegistry({
      mailer: createSmtpMailer(smtp.url, 'Sitewarden <alerts@sitewarden.test>'),
      twilio: { ...TWILIO, baseUrl: twilio.url },
      http: createOutboundHttp({ ...defaultEngineOptions(), allowPrivateTargets: true }, 2_000),
      store,
      mailTimeoutMs: 10_000,
    });
  });
  afterAll(async () => {
    await Promise.all([slack?.close(), hook?.close(), twilio?.close(), smtp?.close()]);
  });

  it('posts Slack Block Kit JSON in the severity colour with title, message, context and link', async () => {
    const outcome = await channels.slack.send({ source: 'integration', id: 'i1' }, message());
    const got = slack.received.at(-1)!;
    expect(got.path).toBe('/services/T0001/B0002/s3cr3tT0ken');
    const body = JSON.parse(got.body);
    // the body that went out is kept for /admin/mailgun, without the webhook URL's token
    expect(outcome).toEqual({ ok: true, responseCode: 200, message: { body } });
    expect(JSON.stringify(outcome.message)).not.toContain('s3cr3tT0ken');
    expect(body.text).toBe('[Critical] shop.example.com is down');
    const [attachment] = body.attachments;
    expect(attachment.color).toBe('#dc2626');
    const [header, section, context, actions] = attachment.blocks;
    expect(header).toMatchObject({ type: 'header', text: { type: 'plain_text', text: 'shop.example.com is down' } });
    expect(section.text).toMatchObject({
      type: 'mrkdwn',
      text: 'shop.example.com has not been reachable for 2 min (HTTP 503).',
    });
    expect(context.elements[0].text).toContain('*Critical*');
    expect(context.elements[0].text).toContain('4 Mar 2025, 14:05 CET');
    expect(actions.elements[0]).toMatchObject({ type: 'button', url: `${PUBLIC_URL}/alerts` });
    expect(touched).toContain('slack:i1');

    await channels.slack.send(
      { source: 'integration', id: 'i1' },
      message({ severity: 'warning', title: 'Cert <expires> & soon' }),
    );
    const warning = JSON.parse(slack.received.at(-1)!.body);
    expect(warning.attachments[0].color).toBe('#d97706');
    expect(warning.text).toBe('[Warning] Cert &lt;expires&gt; &amp; soon');
  });

  it('posts a green Slack recovery notice carrying the outage duration', async () => {
    const resolved = resolvedMessage({
      alert: alert({ isResolved: true, resolvedAt: new Date('2025-03-04T13:17:00Z') }),
      domainName: 'shop.example.com',
      resolution: 'shop.example.com is back up after 12 min of downtime.',
      timezone: 'UTC',
      publicUrl: PUBLIC_URL,
      now: new Date(),
    });
    await channels.slack.send({ source: 'integration', id: 'i1' }, resolved);
    const body = JSON.parse(slack.received.at(-1)!.body);
    expect(body.attachments[0].color).toBe('#16a34a');
    expect(body.text).toBe('[Resolved] shop.example.com is back up after 12 min of downtime.');
  });

  it('signs generic webhooks: HMAC-SHA256 of "{timestamp}.{body}" with the secret', async () => {
    const outcome = await channels.webhook.send({ source: 'integration', id: 'w1' }, message());
    const got = hook.received.at(-1)!;
    // the JSON body is kept, never the secret or the signature made with it
    expect(outcome).toEqual({ ok: true, responseCode: 204, message: { body: JSON.parse(got.body) } });
    expect(JSON.stringify(outcome.message)).not.toContain(SECRET);
    expect(JSON.stringify(outcome.message)).not.toContain('abc123');
    expect(hook.verified.at(-1)).toBe(true);
    expect(got.path).toBe('/hooks/sitewarden?token=abc123');
    expect(got.headers['x-sitewarden-signature']).toBe(
      signWebhook(SECRET, String(got.headers['x-sitewarden-timestamp']), got.body),
    );
    expect(got.headers['x-sitewarden-event']).toBe('alert.opened');
    expect(got.headers['x-sitewarden-delivery']).toBe('42');
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({
      event: 'alert.opened',
      alert: {
        id: alert().id,
        type: 'downtime',
        severity: 'critical',
        title: 'shop.example.com is down',
        isResolved: false,
      },
      domain: { id: alert().domainId, name: 'shop.example.com' },
    });
    expect(Date.parse(body.sentAt)).toBeGreaterThan(Date.now() - 5_000);
    // a tampered body fails the receiver's check
    expect(signatureValid(SECRET, { ...got, body: got.body.replace('down', 'up') })).toBe(false);
    expect(signatureValid('another-secret', got)).toBe(false);

    await channels.webhook.send(
      { source: 'integration', id: 'w1' },
      testMessage({ timezone: 'UTC', publicUrl: PUBLIC_URL, now: new Date() }),
    );
    expect(JSON.parse(hook.received.at(-1)!.body).event).toBe('test');
    expect(hook.verified.at(-1)).toBe(true);
  });

  it('sends SMS through the Twilio REST API with basic auth and form fields', async () => {
    const outcome = await channels.sms.send({ source: 'user', id: 'u1' }, message());
    const got = twilio.received.at(-1)!;
    const form = new URLSearchParams(got.body);
    // the text is kept; the number and the credentials are not part of it
    expect(outcome).toEqual({ ok: true, responseCode: 201, message: { text: form.get('Body') } });
    expect(JSON.stringify(outcome.message)).not.toContain(TWILIO.authToken);
    expect(form.get('To')).toBe('+14155550123');
    expect(form.get('From')).toBe(TWILIO.from);
    expect(form.get('Body')).toBe(`Sitewarden CRITICAL: shop.example.com is down (14:05 CET) ${PUBLIC_URL}/alerts`);
    expect(smsText(message()).length).toBeLessThanOrEqual(160);
  });

  it('reports Twilio refusals as permanent with its message', async () => {
    const bad = createChannelRegistry({
      mailer: createSmtpMailer(smtp.url, 'x@sitewarden.test'),
      twilio: { ...TWILIO, authToken: 'wrong', baseUrl: twilio.url },
      http: createOutboundHttp({ ...defaultEngineOptions(), allowPrivateTargets: true }, 2_000),
      store,
      mailTimeoutMs: 10_000,
    });
    const outcome = await bad.sms.send({ source: 'user', id: 'u1' }, message());
    expect(outcome).toMatchObject({
      ok: false,
      permanent: true,
      responseCode: 401,
      error: 'Twilio 401 (20003): Authenticate',
    });
  });

  it('e-mails HTML and text with the domain, what happened, when on the recipient clock, and the link', async () => {
    const outcome = await channels.email.send(
      { source: 'user', id: 'u1' },
      message({ message: 'Body with <script>alert(1)</script>' }),
    );
    expect(outcome.ok).toBe(true);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.from).toBe('alerts@sitewarden.test');
    const raw = decodeQuotedPrintable(mail.raw);
    expect(raw).toContain('Subject: [Critical] shop.example.com is down');
    expect(raw).toContain('Domain: shop.example.com');
    expect(raw).toContain('What happened: Body with <script>alert(1)</script>');
    expect(raw).toContain('Detected: Tuesday, 4 March 2025 at 14:05 CET');
    expect(raw).toContain(`${PUBLIC_URL}/alerts`);
    expect(raw).toContain('text/html');
    expect(raw).toContain('Body with &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(raw).not.toMatch(/<td[^>]*>Body with <script>/);
  });

  it('names an internationalised domain in Unicode in Slack and e-mail texts, not as its stored punycode', async () => {
    const idn = openedMessage({
      alert: alert({ title: 'пример.рф is down' }),
      domainName: 'xn--e1afmkfd.xn--p1ai',
      timezone: 'Europe/Paris',
      publicUrl: PUBLIC_URL,
    });
    await channels.slack.send({ source: 'integration', id: 'i1' }, idn);
    const body = JSON.parse(slack.received.at(-1)!.body);
    const context = body.attachments[0].blocks[2].elements[0].text as string;
    expect(context).toContain('пример.рф');
    expect(JSON.stringify(body)).not.toContain('xn--');

    const mail = alertNoticeEmail(idn);
    expect(mail.text).toContain('Domain: пример.рф');
    expect(mail.text).toContain('alert on пример.рф.');
    expect(mail.html).toContain('<strong>пример.рф</strong>');
    expect(JSON.stringify(mail)).not.toContain('xn--');
  });

  it('lists targets by preferences, integration filters and configuration', () => {
    const audience: Audience = {
      recipient: {
        userId: 'u1',
        email: 'owner@example.com',
        emailVerified: true,
        timezone: 'UTC',
        phoneNumber: '+14155550123',
        slackWebhookUrl: null,
        prefs: {
          channelEmail: true,
          channelSms: true,
          channelSlack: true,
          quietHoursEnabled: false,
          quietHoursStart: null,
          quietHoursEnd: null,
        },
      },
      slack: [
        {
          id: 's1',
          channelName: '#ops',
          webhookUrl: 'https://hooks.slack.com/services/T1/B2/tok3n',
          alertTypes: ['downtime'],
          severityFilter: ['critical'],
          domainFilter: null,
        },
        {
          id: 's2',
          channelName: '#web',
          webhookUrl: 'https://hooks.slack.com/services/T1/B3/tok4n',
          alertTypes: ['downtime'],
          severityFilter: ['critical'],
          domainFilter: ['other-domain'],
        },
        {
          id: 's3',
          channelName: '#ssl',
          webhookUrl: 'https://hooks.slack.com/services/T1/B4/tok5n',
          alertTypes: ['ssl_expiry'],
          severityFilter: ['critical'],
          domainFilter: null,
        },
      ],
      webhooks: [
        {
          id: 'w1',
          name: 'PagerDuty',
          url: 'https://events.example.com/v2/enqueue?routing_key=R0UT1NG',
          alertTypes: ['downtime'],
        },
      ],
    };
    const subject = { type: 'downtime' as const, severity: 'critical' as const, domainId: 'd1' };
    expect(channels.email.targets(audience, subject)).toEqual([
      { ref: { source: 'user', id: 'u1' }, label: 'owner@example.com' },
    ]);
    expect(channels.sms.targets(audience, subject)).toEqual([
      { ref: { source: 'user', id: 'u1' }, label: '+141…0123' },
    ]);
    expect(channels.slack.targets(audience, subject)).toEqual([
      { ref: { source: 'integration', id: 's1' }, label: '#ops (hooks.slack.com/services/…)' },
    ]);
    expect(channels.webhook.targets(audience, subject)).toEqual([
      { ref: { source: 'integration', id: 'w1' }, label: 'PagerDuty (events.example.com/…)' },
    ]);
    const off = {
      ...audience,
      recipient: {
        ...audience.recipient,
        prefs: { ...audience.recipient.prefs, channelEmail: false, channelSlack: false },
      },
    };
    expect(channels.email.targets(off, subject)).toEqual([]);
    expect(channels.slack.targets(off, subject)).toEqual([]);
    expect(channels.slack.targets(audience, { ...subject, severity: 'warning' })).toEqual([]);
  });

  it('answers permanent failures for removed targets', async () => {
    expect(await channels.slack.send({ source: 'integration', id: 'gone' }, message())).toMatchObject({
      ok: false,
      permanent: true,
    });
    expect(await channels.webhook.send({ source: 'integration', id: 'gone' }, message())).toMatchObject({
      ok: false,
      permanent: true,
    });
    expect(await channels.email.send({ source: 'user', id: 'gone' }, message())).toMatchObject({
      ok: false,
      permanent: true,
    });
  });
});

describe('outbound HTTP to user-given URLs', () => {
  let receiver: HttpReceiver;
  let hang: http.Server;
  let hangUrl: string;
  const loose = createOutboundHttp({ ...defaultEngineOptions(), allowPrivateTargets: true }, 500);
  const strict = createOutboundHttp({ ...defaultEngineOptions(), allowPrivateTargets: false }, 500);
  const post = (url: string, client = loose) =>
    client({ url, origin: 'user', headers: { 'content-type': 'application/json' }, body: '{}' });

  beforeAll(async () => {
    receiver = await startHttpReceiver();
    hang = http.createServer(() => undefined);
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
    hangUrl = `http://127.0.0.1:${(hang.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await receiver?.close();
    hang?.closeAllConnections();
    await new Promise((r) => hang?.close(r));
  });

  it('classifies answers: 5xx and 429 transient (with Retry-After), 4xx permanent, redirects not followed', async () => {
    receiver.script.push(
      { status: 503 },
      { status: 429, headers: { 'retry-after': '7' } },
      { status: 404, body: 'no_service' },
      { status: 301, headers: { location: 'https://elsewhere.example.com/new/s3cret' } },
      { status: 200, body: 'ok' },
    );
    expect(outcomeOf(await post(receiver.url))).toMatchObject({ ok: false, permanent: false, responseCode: 503 });
    expect(outcomeOf(await post(receiver.url))).toMatchObject({
      ok: false,
      permanent: false,
      responseCode: 429,
      retryAfterMs: 7000,
    });
    expect(outcomeOf(await post(receiver.url))).toMatchObject({
      ok: false,
      permanent: true,
      responseCode: 404,
      error: 'HTTP 404: no_service',
    });
    const redirected = outcomeOf(await post(receiver.url));
    expect(redirected).toMatchObject({ ok: false, permanent: true, responseCode: 301 });
    expect(JSON.stringify(redirected)).not.toContain('s3cret');
    expect(receiver.received).toHaveLength(4); // the redirect was not followed
    expect(outcomeOf(await post(receiver.url))).toEqual({ ok: true, responseCode: 200 });
  });

  it('times out a receiver that never answers, as a transient failure', async () => {
    const started = Date.now();
    const outcome = outcomeOf(await post(hangUrl));
    expect(outcome).toMatchObject({ ok: false, permanent: false });
    // the client's timeout is 500 ms; the bound leaves room for a loaded CI machine (without it: forever)
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses private and loopback addresses unless private targets are allowed', async () => {
    const refused = outcomeOf(await post(receiver.url, strict));
    expect(refused).toMatchObject({ ok: false, permanent: true });
    expect(refused.ok === false && refused.error).toMatch(/loopback/);
    expect(outcomeOf(await post('http://169.254.169.254/latest/meta-data', strict))).toMatchObject({
      ok: false,
      permanent: true,
    });
    expect(outcomeOf(await post('ftp://example.com/x', strict))).toMatchObject({ ok: false, permanent: true });
    // the operator's own configuration (TWILIO_BASE_URL) may be private
    const config = await strict({ url: receiver.url, origin: 'config', headers: {}, body: '' });
    expect(config.kind).toBe('response');
  });

  it('checks webhook URLs when integrations are saved', async () => {
    const policy = createUrlPolicy({ ...defaultEngineOptions(), allowPrivateTargets: false });
    expect(await policy('http://127.0.0.1:8080/hook')).toBe(false);
    expect(await policy('http://localhost/hook')).toBe(false);
    expect(await policy('http://[::1]/hook')).toBe(false);
    expect(await policy('http://10.1.2.3/hook')).toBe(false);
    expect(await policy('https://93.184.215.14/hook')).toBe(true);
    expect(
      await createUrlPolicy({ ...defaultEngineOptions(), allowPrivateTargets: true })('http://127.0.0.1/hook'),
    ).toBe(true);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });

  it('keeps secrets out of what it shows of a target', () => {
    expect(redactUrl('https://hooks.slack.com/services/T0001/B0002/s3cr3tT0ken')).toBe('hooks.slack.com/services/…');
    expect(redactUrl('https://user:pw@example.com/a1b2c3d4e5?token=x')).toBe('example.com/…');
    expect(redactUrl('http://127.0.0.1:4567/slack')).toBe('http://127.0.0.1:4567/slack');
    expect(redactUrl('https://example.com/webhook?key=abc')).toBe('example.com/webhook/…');
    expect(maskPhone('+14155550123')).toBe('+141…0123');
  });
});
