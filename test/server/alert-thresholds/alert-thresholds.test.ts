import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thresholdMessages } from '../../../src/shared/contracts/alert-thresholds';
import { profileMessages } from '../../../src/shared/contracts/profile';
import { SMS_UNAVAILABLE } from '../../../src/shared/helpers/notification-display';
import { createMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring.repository';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

type Change = { userId: string; teamId: string | null; domainId?: string | null };
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

describe.each(DATABASE_KINDS)('alert thresholds API on %s', (kind) => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  let free: Client;
  let domainA: string;
  let domainB: string;
  let id: string;
  const changes: Change[] = [];

  const rule = (over: Record<string, unknown> = {}) => ({
    domainId: domainA,
    metric: 'response_time',
    warningThreshold: 2000,
    criticalThreshold: 5000,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      lifecycle: {
        domainActivated: () => undefined,
        domainDeactivated: () => undefined,
        thresholdsChanged: (change) => void changes.push(change),
      },
    });
    a = await signedInClient(t, 'alice@example.com', 'pro');
    b = await signedInClient(t, 'bob@example.com', 'pro');
    free = await signedInClient(t, 'fred@example.com', 'free');
    domainA = (await a.post('/api/domains', { name: 'shop.example.com' })).json().id;
    domainB = (await b.post('/api/domains', { name: 'blog.example.org' })).json().id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('creates a rule with the stored defaults and tells the monitoring engine', async () => {
    const res = await a.post('/api/alert-thresholds', rule());
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      domainId: domainA,
      domainName: 'shop.example.com',
      domainActive: true,
      metric: 'response_time',
      warningThreshold: 2000,
      criticalThreshold: 5000,
      businessHoursOnly: false,
      businessHoursStart: null,
      timezone: 'UTC',
      enabled: true,
      notificationChannels: ['email'],
      cooldownMinutes: 15,
      lastTriggeredAt: null,
    });
    expect(changes.at(-1)).toMatchObject({ domainId: domainA, teamId: null });
  });

  it.each([
    [{ warningThreshold: 5000, criticalThreshold: 3000 }, 'criticalThreshold', thresholdMessages.criticalAbove],
    [{ warningThreshold: 4000, criticalThreshold: 4000 }, 'criticalThreshold', thresholdMessages.criticalAbove],
    [
      { metric: 'ssl_expiry_days', warningThreshold: 7, criticalThreshold: 30 },
      'criticalThreshold',
      thresholdMessages.criticalBelow,
    ],
    [
      { metric: 'cls', warningThreshold: null, criticalThreshold: null },
      'warningThreshold',
      thresholdMessages.levelRequired,
    ],
    [
      { metric: 'uptime_percentage', warningThreshold: 101, criticalThreshold: 95 },
      'warningThreshold',
      'Enter a value from 0 to 100',
    ],
    [
      { metric: 'lcp', businessHoursOnly: true, businessHoursStart: '09:00' },
      'businessHoursEnd',
      thresholdMessages.businessHoursIncomplete,
    ],
    [{ metric: 'lcp', businessHoursStart: '9am' }, 'businessHoursStart', 'Use the 24-hour HH:MM format, e.g. 22:00'],
    [{ metric: 'lcp', timezone: 'Mars/Olympus' }, 'timezone', profileMessages.timezoneInvalid],
    [{ metric: 'lcp', cooldownMinutes: 2000 }, 'cooldownMinutes', thresholdMessages.cooldownRange],
    [{ metric: 'lcp', notificationChannels: [] }, 'notificationChannels', thresholdMessages.channelsEmpty],
    [{ metric: 'bogus' }, 'metric', 'Choose a metric'],
    [{ domainId: 'not-a-uuid' }, 'domainId', thresholdMessages.domainInvalid],
  ])('refuses %j', async (over, field, message) => {
    const res = await a.post('/api/alert-thresholds', rule(over));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)[field]).toEqual([message]);
  });

  it('keeps one rule per domain and metric, and takes rules on every domain', async () => {
    const again = await a.post('/api/alert-thresholds', rule());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'THRESHOLD_EXISTS',
      message: 'shop.example.com already has a threshold for Response time. Edit that one instead.',
    });
    const everywhere = await a.post(
      '/api/alert-thresholds',
      rule({
        domainId: null,
        metric: 'ssl_expiry_days',
        warningThreshold: 21,
        criticalThreshold: 3,
        businessHoursOnly: true,
        businessHoursStart: '09:00',
        businessHoursEnd: '17:30',
        timezone: 'Europe/Berlin',
        notificationChannels: ['email', 'slack', 'email'],
        cooldownMinutes: 60,
      }),
    );
    expect(everywhere.statusCode).toBe(201);
    expect(everywhere.json()).toMatchObject({
      domainName: null,
      businessHoursStart: '09:00',
      businessHoursEnd: '17:30',
      notificationChannels: ['email', 'slack'],
    });
    expect(changes.at(-1)).toMatchObject({ domainId: null });
    const list = (await a.get('/api/alert-thresholds')).json().data;
    expect(list.map((r: { domainName: string | null; metric: string }) => [r.domainName, r.metric])).toEqual([
      [null, 'ssl_expiry_days'],
      ['shop.example.com', 'response_time'],
    ]);
  });

  it('updates a rule, checking the merged result', async () => {
    const bad = await a.request('PATCH', `/api/alert-thresholds/${id}`, { criticalThreshold: 1000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(thresholdMessages.criticalAbove);
    const res = await a.request('PATCH', `/api/alert-thresholds/${id}`, {
      warningThreshold: null,
      enabled: false,
      cooldownMinutes: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      warningThreshold: null,
      criticalThreshold: 5000,
      enabled: false,
      cooldownMinutes: 0,
    });
    expect(changes.at(-1)).toMatchObject({ domainId: domainA });
  });

  it("caps a rule's channels at the plan's alert channels (SPEC §9.1)", async () => {
    const domain = (await free.post('/api/domains', { name: 'tiny.example.net' })).json().id;
    const res = await free.post(
      '/api/alert-thresholds',
      rule({ domainId: domain, notificationChannels: ['email', 'sms'] }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Your Free plan allows 1 of the 4 alert channels. Turn one off, or upgrade to use more.',
    });
    expect((await free.post('/api/alert-thresholds', rule({ domainId: domain }))).statusCode).toBe(201);
  });

  it('does not let a rule take up SMS on a server without an SMS provider (decision 044)', async () => {
    const res = await a.post('/api/alert-thresholds', rule({ notificationChannels: ['email', 'sms'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: SMS_UNAVAILABLE,
      details: { fieldErrors: { notificationChannels: [SMS_UNAVAILABLE] } },
    });
  });

  it('keeps every workspace to its own rules and domains', async () => {
    expect((await b.get('/api/alert-thresholds')).json()).toEqual({ data: [] });
    const onForeignDomain = await b.post('/api/alert-thresholds', rule({ domainId: domainA }));
    expect(onForeignDomain.statusCode).toBe(404);
    expect(onForeignDomain.json().message).toBe(thresholdMessages.domainNotFound);
    expect((await a.post('/api/alert-thresholds', rule({ domainId: domainB }))).statusCode).toBe(404);
    expect((await b.request('PATCH', `/api/alert-thresholds/${id}`, { enabled: true })).statusCode).toBe(404);
    expect((await b.request('DELETE', `/api/alert-thresholds/${id}`)).statusCode).toBe(404);
    expect((await a.request('DELETE', '/api/alert-thresholds/not-a-uuid')).statusCode).toBe(404);
    expect((await a.get('/api/alert-thresholds')).json().data).toHaveLength(2);
  });

  it('deletes a rule', async () => {
    expect((await a.request('DELETE', `/api/alert-thresholds/${id}`)).statusCode).toBe(204);
    expect(changes.at(-1)).toMatchObject({ domainId: domainA });
    expect((await a.request('DELETE', `/api/alert-thresholds/${id}`)).statusCode).toBe(404);
    expect((await a.get('/api/alert-thresholds')).json().data.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it("targets one monitor with the metrics of its type, on the caller's monitors only, and the engine reads it apart", async () => {
    const monitor = async (client: Client, domainId: string, body: Record<string, unknown>) => {
      const res = await client.post(`/api/domains/${domainId}/monitors`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const api = await monitor(a, domainA, {
      type: 'endpoint',
      name: 'Checkout API',
      settings: { url: 'https://api.shop.example.com/health' },
    });
    const mail = await monitor(a, domainA, {
      type: 'tcp',
      name: 'Mail',
      settings: { host: 'mail.shop.example.com', port: 587, starttls: 'auto' },
    });
    const plainPort = await monitor(a, domainA, {
      type: 'tcp',
      name: 'Database',
      settings: { host: 'db.shop.example.com', port: 5432 },
    });
    const heartbeat = await monitor(a, domainA, {
      type: 'heartbeat',
      name: 'Backup',
      settings: { periodSeconds: 3600 },
    });
    const theirs = await monitor(b, domainB, {
      type: 'endpoint',
      name: 'Blog',
      settings: { url: 'https://blog.example.org/' },
    });

    // the domain may be left out: the rule is on the monitor's
    const created = await a.post('/api/alert-thresholds', rule({ domainId: null, monitorId: api }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      domainId: domainA,
      domainName: 'shop.example.com',
      monitorId: api,
      monitorName: 'Checkout API',
      metric: 'response_time',
    });
    expect(changes.at(-1)).toMatchObject({ domainId: domainA });
    // a rule on the domain and one on its monitor are two targets; the same monitor and metric twice is not
    expect((await a.post('/api/alert-thresholds', rule())).statusCode).toBe(201);
    const twice = await a.post('/api/alert-thresholds', rule({ monitorId: api }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Checkout API on shop.example.com already has a threshold for Response time. Edit that one instead.',
    );
    const certificate = await a.post(
      '/api/alert-thresholds',
      rule({ monitorId: mail, metric: 'ssl_expiry_days', warningThreshold: 21, criticalThreshold: 5 }),
    );
    expect(certificate.statusCode, certificate.body).toBe(201);

    // metrics the monitor's type does not have
    const noCertificate = await a.post(
      '/api/alert-thresholds',
      rule({ monitorId: plainPort, metric: 'ssl_expiry_days', warningThreshold: 21, criticalThreshold: 5 }),
    );
    expect(noCertificate.statusCode).toBe(400);
    expect(fieldErrors(noCertificate).metric).toEqual([
      'SSL certificate expiry applies to a TCP monitor that uses TLS or STARTTLS',
    ]);
    const score = await a.post(
      '/api/alert-thresholds',
      rule({ monitorId: api, metric: 'performance_score', warningThreshold: 50, criticalThreshold: 30 }),
    );
    expect(fieldErrors(score).metric).toEqual(['Performance score does not apply to a HTTP(S) endpoint monitor']);
    expect(fieldErrors(await a.post('/api/alert-thresholds', rule({ monitorId: heartbeat }))).metric).toEqual([
      'A Heartbeat monitor has no threshold metrics: its own rule alerts',
    ]);
    // another workspace's monitor is not found, whichever domain is named; a monitor of another domain is refused
    for (const body of [rule({ monitorId: theirs }), rule({ domainId: domainB, monitorId: theirs })]) {
      const foreign = await a.post('/api/alert-thresholds', body);
      expect(foreign.statusCode).toBe(404);
      expect(fieldErrors(foreign).monitorId).toEqual([thresholdMessages.monitorNotFound]);
    }
    const otherDomain = (await a.post('/api/domains', { name: 'other.example.com' })).json().id;
    const mismatch = await a.post('/api/alert-thresholds', rule({ domainId: otherDomain, monitorId: api }));
    expect(fieldErrors(mismatch).monitorId).toEqual([thresholdMessages.monitorOtherDomain]);
    expect(
      (await b.request('PATCH', `/api/alert-thresholds/${created.json().id}`, { monitorId: theirs })).statusCode,
    ).toBe(404);
    expect(
      (await a.request('PATCH', `/api/alert-thresholds/${created.json().id}`, { monitorId: theirs })).statusCode,
    ).toBe(404);

    // the monitoring engine: the domain's rules stay the home page's, each monitor's rules are its own
    const context = await createMonitoringRepository(t.database.handle.db).domainContext(domainA);
    expect(context?.overrides.response_time).toEqual({ warning: 2000, critical: 5000, enabled: true });
    expect(context?.monitorOverrides).toEqual({
      [api]: { response_time: { warning: 2000, critical: 5000, enabled: true } },
      [mail]: { ssl_expiry_days: { warning: 21, critical: 5, enabled: true } },
    });

    // editing moves it to the home page when only a domain is given; deleting the monitor deletes its rules
    const moved = await a.request('PATCH', `/api/alert-thresholds/${certificate.json().id}`, {
      domainId: domainA,
      metric: 'uptime_percentage',
      warningThreshold: 99,
      criticalThreshold: 95,
    });
    expect(moved.json()).toMatchObject({ monitorId: null, monitorName: null, metric: 'uptime_percentage' });
    expect((await a.request('DELETE', `/api/monitors/${api}`)).statusCode).toBe(204);
    const left = (await a.get('/api/alert-thresholds')).json<{ data: { id: string; monitorId: string | null }[] }>();
    expect(left.data.map((r) => r.id)).not.toContain(created.json().id);
    expect(left.data.every((r) => r.monitorId === null)).toBe(true);
  });
});
