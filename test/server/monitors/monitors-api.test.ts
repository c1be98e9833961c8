import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, domainChecks, monitorPings, monitors } from '../../../src/server/db/schema';
import type { MonitorType } from '../../../src/shared/constants/monitors';
import { monitorMessages } from '../../../src/shared/contracts/monitors';
import { createMonitorSource } from '../../../src/server/modules/monitors/monitor-source';
import { createSecretSealer } from '../../../src/server/secrets/secret-sealer';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, TEST_ORIGIN, type Client, type TestApp } from '../helpers/test-app';
import { createTeam, joinTeam } from '../teams/team-helpers';

type Event = { kind: 'changed'; id: string; checkNow: boolean } | { kind: 'removed'; id: string; type: MonitorType };
type Answer = Record<string, unknown> & { id: string; settings: Record<string, unknown>; pushUrl: string | null };

const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

const PASSWORD = 'hunter2-basic-password';
const TOKEN = 'bearer-token-5f1c9a';
const API_KEY = 'api-key-value-7d2e';

/** One valid monitor of each type on shop.example.com, with secrets where the type takes them. */
const MONITORS: Record<MonitorType, Record<string, unknown>> = {
  endpoint: {
    type: 'endpoint',
    name: 'Orders API',
    intervalSeconds: 600,
    settings: {
      url: 'https://api.shop.example.com/health',
      method: 'POST',
      body: '{"ping":true}',
      expectedStatus: ['200-299', '304'],
      headers: [
        { name: 'X-Api-Key', value: API_KEY, secret: true },
        { name: 'Accept', value: 'application/json' },
      ],
      auth: { kind: 'basic', username: 'monitor', password: PASSWORD },
    },
  },
  keyword: {
    type: 'keyword',
    name: 'Checkout page',
    settings: { url: 'https://shop.example.com/checkout', keyword: 'Pay now', auth: { kind: 'bearer', token: TOKEN } },
  },
  json: {
    type: 'json',
    name: 'Status JSON',
    settings: { url: 'https://status.shop.example.com/api', path: '$.status', operator: 'equals', expected: 'ok' },
  },
  tcp: { type: 'tcp', name: 'Mail', settings: { host: 'mail.shop.example.com', port: 465, tls: true } },
  heartbeat: { type: 'heartbeat', name: 'Nightly backup', settings: { periodSeconds: 86_400, graceSeconds: 600 } },
  'dns-record': {
    type: 'dns-record',
    name: 'MX',
    settings: { host: 'shop.example.com', recordType: 'MX', expected: ['10 mx.example.net'] },
  },
};

describe.each(DATABASE_KINDS)('monitors API on %s', (kind) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  let shop: string;
  let blog: string;
  const ids = {} as Record<MonitorType, string>;
  const events: Event[] = [];
  const source = () => createMonitorSource(t.database.handle.db, createSecretSealer(t.config.secretsKey));
  const storedRow = async (id: string) =>
    (await t.database.handle.db.select().from(monitors).where(eq(monitors.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      monitorLifecycle: {
        monitorChanged: async (id, { checkNow }) => void events.push({ kind: 'changed', id, checkNow }),
        monitorRemoved: async (id, type) => void events.push({ kind: 'removed', id, type }),
      },
    });
    alice = await signedInClient(t, 'alice@example.com', 'pro');
    bob = await signedInClient(t, 'bob@example.com', 'pro');
    shop = (await alice.post('/api/domains', { name: 'shop.example.com' })).json().id;
    blog = (await bob.post('/api/domains', { name: 'blog.example.org' })).json().id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('adds a monitor of each type, pending its first check, and asks the engine to check it at once', async () => {
    for (const [type, body] of Object.entries(MONITORS) as [MonitorType, Record<string, unknown>][]) {
      const res = await alice.post(`/api/domains/${shop}/monitors`, body);
      expect(res.statusCode, res.body).toBe(201);
      const monitor = res.json<Answer>();
      ids[type] = monitor.id;
      expect(monitor).toMatchObject({
        domainId: shop,
        type,
        name: body.name,
        isActive: true,
        status: 'pending',
        lastMessage: null,
        lastCheckedAt: null,
        responseTimeMs: null,
        recentResponseTimes: [],
        uptime24h: null,
        uptime7d: null,
        lastPingAt: null,
        downtimeMinutes: null,
        alertChannels: null,
      });
      expect(events.at(-1)).toEqual({ kind: 'changed', id: monitor.id, checkNow: true });
    }
    const endpoint = (await alice.get(`/api/monitors/${ids.endpoint}`)).json<Answer>();
    expect(endpoint.intervalSeconds).toBe(600);
    expect(endpoint.settings).toMatchObject({
      url: 'https://api.shop.example.com/health',
      method: 'POST',
      expectedStatus: ['200-299', '304'],
      followRedirects: true,
      timeoutSeconds: 30,
      auth: { kind: 'basic', username: 'monitor', passwordSet: true },
      headers: [
        { name: 'X-Api-Key', value: '', secret: true },
        { name: 'Accept', value: 'application/json', secret: false },
      ],
    });
    expect((await alice.get(`/api/monitors/${ids.keyword}`)).json<Answer>().settings.auth).toEqual({
      kind: 'bearer',
      tokenSet: true,
    });
    // the plan's shortest interval when none is asked for; a heartbeat's is its period
    expect((await alice.get(`/api/monitors/${ids.tcp}`)).json().intervalSeconds).toBe(300);
    expect((await alice.get(`/api/monitors/${ids.heartbeat}`)).json().intervalSeconds).toBe(86_400);
  });

  it('lists the domain’s monitors in the order they were added, with the plan’s limit and minimum intervals', async () => {
    const res = await alice.get(`/api/domains/${shop}/monitors`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Answer[]; limit: number; minIntervalSeconds: Record<string, number> }>();
    expect(body.data.map((m) => m.type)).toEqual(['endpoint', 'keyword', 'json', 'tcp', 'heartbeat', 'dns-record']);
    expect(body.limit).toBe(10);
    expect(body.minIntervalSeconds).toEqual({
      endpoint: 300,
      keyword: 300,
      json: 300,
      tcp: 300,
      heartbeat: 60,
      'dns-record': 300,
    });
  });

  it('never answers a secret, and stores them sealed', async () => {
    const answers = [
      (await alice.get(`/api/domains/${shop}/monitors`)).body,
      ...(await Promise.all(Object.values(ids).map(async (id) => (await alice.get(`/api/monitors/${id}`)).body))),
    ].join('\n');
    for (const secret of [PASSWORD, TOKEN, API_KEY]) expect(answers).not.toContain(secret);

    for (const id of [ids.endpoint, ids.keyword]) {
      const row = await storedRow(id);
      const stored = JSON.stringify(row);
      for (const secret of [PASSWORD, TOKEN, API_KEY]) expect(stored).not.toContain(secret);
      expect(row.secrets).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    const heartbeat = await storedRow(ids.heartbeat);
    const token = new URL((await alice.get(`/api/monitors/${ids.heartbeat}`)).json<Answer>().pushUrl!).pathname
      .split('/')
      .pop()!;
    expect(JSON.stringify({ ...heartbeat, pushTokenHash: null })).not.toContain(token);
    expect(heartbeat.secrets).toMatch(/^v1\./);
    // tcp, json and DNS monitors have nothing secret
    expect((await storedRow(ids.tcp)).secrets).toBeNull();

    const opened = await source().instance(ids.endpoint);
    expect(opened?.settings).toMatchObject({
      auth: { kind: 'basic', username: 'monitor', password: PASSWORD },
      headers: [
        { name: 'X-Api-Key', value: API_KEY, secret: true },
        { name: 'Accept', value: 'application/json', secret: false },
      ],
    });
    expect((await source().instance(ids.keyword))?.settings).toMatchObject({ auth: { kind: 'bearer', token: TOKEN } });
  });

  it('keeps a secret an edit leaves out, and replaces one it sends', async () => {
    const current = (await alice.get(`/api/monitors/${ids.endpoint}`)).json<Answer>();
    const edit = {
      ...current.settings,
      timeoutSeconds: 10,
      auth: { kind: 'basic', username: 'monitor2' },
      headers: [...(current.settings.headers as object[]), { name: 'X-Tenant', value: 'blue', secret: true }],
    };
    const res = await alice.request('PATCH', `/api/monitors/${ids.endpoint}`, { settings: edit });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Answer>().settings).toMatchObject({
      timeoutSeconds: 10,
      auth: { kind: 'basic', username: 'monitor2', passwordSet: true },
    });
    expect(events.at(-1)).toEqual({ kind: 'changed', id: ids.endpoint, checkNow: true });
    expect((await source().instance(ids.endpoint))?.settings).toMatchObject({
      timeoutSeconds: 10,
      auth: { kind: 'basic', username: 'monitor2', password: PASSWORD },
      headers: [
        { name: 'X-Api-Key', value: API_KEY, secret: true },
        { name: 'Accept', value: 'application/json' },
        { name: 'X-Tenant', value: 'blue', secret: true },
      ],
    });

    await alice.request('PATCH', `/api/monitors/${ids.endpoint}`, {
      settings: { ...edit, auth: { kind: 'basic', username: 'monitor2', password: 'new-password' } },
    });
    expect((await source().instance(ids.endpoint))?.settings).toMatchObject({ auth: { password: 'new-password' } });

    // another kind of auth does not inherit the old kind's secret
    const bearer = await alice.request('PATCH', `/api/monitors/${ids.endpoint}`, {
      settings: { ...edit, auth: { kind: 'bearer' } },
    });
    expect(bearer.json<Answer>().settings.auth).toEqual({ kind: 'bearer', tokenSet: false });
    expect((await storedRow(ids.endpoint)).secrets).not.toBeNull();
  });

  it.each([
    [
      { ...MONITORS.endpoint, settings: { url: 'ftp://shop.example.com/' } },
      'settings.url',
      monitorMessages.urlInvalid,
    ],
    [
      { ...MONITORS.tcp, settings: { host: 'mail.shop.example.com', port: 70000 } },
      'settings.port',
      monitorMessages.portInvalid,
    ],
    [
      { ...MONITORS.keyword, settings: { url: 'https://shop.example.com/' } },
      'settings.keyword',
      monitorMessages.keywordRequired,
    ],
    [
      { ...MONITORS.json, settings: { url: 'https://shop.example.com/', path: '$.a', operator: 'equals' } },
      'settings.expected',
      monitorMessages.expectedRequired,
    ],
    [
      { ...MONITORS.json, settings: { url: 'https://shop.example.com/', path: 'a b', operator: 'exists' } },
      'settings.path',
      monitorMessages.jsonPathInvalid,
    ],
    [
      { ...MONITORS['dns-record'], settings: { host: 'shop.example.com', expected: [] } },
      'settings.expected',
      monitorMessages.expectedValuesRequired,
    ],
    [{ ...MONITORS.endpoint, name: ' ' }, 'name', monitorMessages.nameRequired],
    [
      { ...MONITORS.endpoint, settings: { url: 'https://shop.example.com/', expectedStatus: ['299-200'] } },
      'settings.expectedStatus.0',
      monitorMessages.statusInvalid,
    ],
  ])('refuses an invalid monitor (%#) in the SPEC §8 shape', async (body, field, message) => {
    const res = await alice.post(`/api/domains/${shop}/monitors`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(fieldErrors(res)[field]).toEqual([message]);
  });

  it('refuses invalid settings in an edit, named as in the request', async () => {
    const res = await alice.request('PATCH', `/api/monitors/${ids.tcp}`, {
      settings: { host: 'mail.shop.example.com', port: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: monitorMessages.portInvalid });
    expect(fieldErrors(res)['settings.port']).toEqual([monitorMessages.portInvalid]);
  });

  it.each([
    [
      'endpoint',
      { url: 'https://evil.example.net/' },
      'settings.url',
      'The URL must be on shop.example.com or one of its subdomains',
    ],
    [
      'endpoint',
      { url: 'https://evilshop.example.com/' },
      'settings.url',
      'The URL must be on shop.example.com or one of its subdomains',
    ],
    [
      'endpoint',
      { url: 'https://shop.example.com.evil.net/' },
      'settings.url',
      'The URL must be on shop.example.com or one of its subdomains',
    ],
    [
      'endpoint',
      { url: 'http://127.0.0.1:8080/' },
      'settings.url',
      'The URL must be on shop.example.com or one of its subdomains',
    ],
    [
      'tcp',
      { host: 'db.example.com', port: 5432 },
      'settings.host',
      'The host must be on shop.example.com or one of its subdomains',
    ],
    [
      'dns-record',
      { host: 'example.com', expected: ['1.2.3.4'] },
      'settings.host',
      'The host must be on shop.example.com or one of its subdomains',
    ],
  ] as const)('refuses a %s target outside the domain: %j', async (type, settings, field, message) => {
    const res = await alice.post(`/api/domains/${shop}/monitors`, { type, name: 'Elsewhere', settings });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(fieldErrors(res)[field]).toEqual([message]);
  });

  it('takes Unicode host names on an internationalised domain, stored as punycode', async () => {
    const idn = (await alice.post('/api/domains', { name: 'bücher.example' })).json().id;
    const endpoint = await alice.post(`/api/domains/${idn}/monitors`, {
      type: 'endpoint',
      name: 'Shop',
      settings: { url: 'https://laden.bücher.example/warenkorb' },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    expect(endpoint.json<Answer>().settings.url).toBe('https://laden.xn--bcher-kva.example/warenkorb');
    const tcp = await alice.post(`/api/domains/${idn}/monitors`, {
      type: 'tcp',
      name: 'Mail',
      settings: { host: 'Mail.Bücher.example', port: 25 },
    });
    expect(tcp.json<Answer>().settings.host).toBe('mail.xn--bcher-kva.example');
  });

  it('refuses an interval under the plan’s minimum for the type, on add and on edit', async () => {
    const message = 'Interval must be at least 5 minutes on the Pro plan';
    const res = await alice.post(`/api/domains/${shop}/monitors`, { ...MONITORS.json, intervalSeconds: 60 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(fieldErrors(res).intervalSeconds).toEqual([message]);
    const edit = await alice.request('PATCH', `/api/monitors/${ids.json}`, { intervalSeconds: 120 });
    expect(edit.statusCode).toBe(400);
    expect(fieldErrors(edit).intervalSeconds).toEqual([message]);
    const ok = await alice.request('PATCH', `/api/monitors/${ids.json}`, { intervalSeconds: 900 });
    expect(ok.json().intervalSeconds).toBe(900);
    expect(events.at(-1)).toEqual({ kind: 'changed', id: ids.json, checkNow: true });
  });

  it('stops at the plan’s monitors per domain, naming the plan and the upgrade', async () => {
    const fred = await signedInClient(t, 'fred@example.com', 'free');
    const site = (await fred.post('/api/domains', { name: 'fred.example' })).json().id;
    const hourly = await fred.post(`/api/domains/${site}/monitors`, {
      ...MONITORS.tcp,
      settings: { host: 'fred.example', port: 22 },
      intervalSeconds: 300,
    });
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().message).toBe('Interval must be at least 60 minutes on the Free plan');
    expect(
      (await fred.post(`/api/domains/${site}/monitors`, { ...MONITORS.heartbeat, name: 'Job 0' })).statusCode,
    ).toBe(201);
    // four additions at once take the two places left, no more
    const racing = await Promise.all(
      [1, 2, 3, 4].map((i) => fred.post(`/api/domains/${site}/monitors`, { ...MONITORS.heartbeat, name: `Job ${i}` })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 403, 403]);
    // a paused monitor keeps its place
    const first = (await fred.get(`/api/domains/${site}/monitors`)).json().data[0].id;
    await fred.request('PATCH', `/api/monitors/${first}`, { isActive: false });
    const res = await fred.post(`/api/domains/${site}/monitors`, { ...MONITORS.heartbeat, name: 'One more' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: "You've reached the limit of 3 monitors per domain for your Free plan. Upgrade to add more monitors.",
      details: { limit: 3, plan: 'free' },
    });
  });

  it('answers 404 for another workspace’s monitors and domains', async () => {
    expect((await bob.get(`/api/monitors/${ids.endpoint}`)).statusCode).toBe(404);
    expect((await bob.request('PATCH', `/api/monitors/${ids.endpoint}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await bob.request('DELETE', `/api/monitors/${ids.endpoint}`)).statusCode).toBe(404);
    expect((await bob.post(`/api/monitors/${ids.heartbeat}/push-token`)).statusCode).toBe(404);
    expect((await bob.get(`/api/domains/${shop}/monitors`)).statusCode).toBe(404);
    expect((await bob.post(`/api/domains/${shop}/monitors`, MONITORS.heartbeat)).statusCode).toBe(404);
    expect((await alice.get(`/api/domains/${blog}/monitors`)).statusCode).toBe(404);
    expect((await alice.get('/api/monitors/not-a-uuid')).statusCode).toBe(404);
    expect((await alice.get(`/api/monitors/${ids.endpoint}`)).json().name).toBe('Orders API');
  });

  it('gives a heartbeat a secret push URL, and a new one on request that ends the old', async () => {
    const before = (await alice.get(`/api/monitors/${ids.heartbeat}`)).json<Answer>();
    const match = new RegExp(`^${TEST_ORIGIN}/api/push/([A-Za-z0-9_-]{43})$`).exec(before.pushUrl ?? '');
    expect(match).not.toBeNull();
    const hash = (token: string) => createHash('sha256').update(token).digest('hex');
    expect((await storedRow(ids.heartbeat)).pushTokenHash).toBe(hash(match![1]!));

    const res = await alice.post(`/api/monitors/${ids.heartbeat}/push-token`);
    expect(res.statusCode).toBe(200);
    const after = res.json<Answer>().pushUrl!;
    expect(after).not.toBe(before.pushUrl);
    const row = await storedRow(ids.heartbeat);
    expect(row.pushTokenHash).toBe(hash(after.split('/').pop()!));
    const old = await t.database.handle.db
      .select()
      .from(monitors)
      .where(eq(monitors.pushTokenHash, hash(match![1]!)));
    expect(old).toEqual([]);

    // a push token sealed under another key (a process with another SECRETS_KEY wrote it): no URL, and a new one works
    const otherKey = createSecretSealer(Buffer.alloc(32, 9)).seal(JSON.stringify({ pushToken: 'elsewhere' }));
    await t.database.handle.db.update(monitors).set({ secrets: otherKey }).where(eq(monitors.id, ids.heartbeat));
    expect(
      (await alice.get(`/api/domains/${shop}/monitors`))
        .json<{ data: Answer[] }>()
        .data.find((m) => m.id === ids.heartbeat)?.pushUrl,
    ).toBeNull();
    expect((await alice.post(`/api/monitors/${ids.heartbeat}/push-token`)).json<Answer>().pushUrl).toMatch(
      /\/api\/push\//,
    );

    const notHeartbeat = await alice.post(`/api/monitors/${ids.tcp}/push-token`);
    expect(notHeartbeat.statusCode).toBe(400);
    expect(notHeartbeat.json().message).toBe('Only heartbeat monitors have a push URL.');
    expect((await alice.get(`/api/monitors/${ids.tcp}`)).json().pushUrl).toBeNull();
  });

  it('answers the status, response times and uptime from the monitor’s checks, and a heartbeat’s last ping', async () => {
    const db = t.database.handle.db;
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    // 32 checks in the last day (every 10 minutes, the oldest first): every fourth one failed
    const recent = Array.from({ length: 32 }, (_, i) => ({
      domainId: shop,
      monitorId: ids.tcp,
      checkType: 'tcp' as const,
      status: i % 4 === 3 ? ('critical' as const) : ('healthy' as const),
      responseTime: i % 4 === 3 ? null : 100 + i,
      details: { message: i % 4 === 3 ? 'Connection refused' : `Connected in ${100 + i} ms` },
      checkedAt: at(10 * (32 - i)),
    }));
    // and 8 failed ones three days ago: in the week, not the day
    const older = Array.from({ length: 8 }, (_, i) => ({
      ...recent[0]!,
      status: 'error' as const,
      responseTime: null,
      checkedAt: at(3 * 1440 + i),
    }));
    // the last check answered slowly
    const last = {
      ...recent[0]!,
      status: 'warning' as const,
      responseTime: 2500,
      details: { message: 'Connected in 2500 ms (slow)' },
      checkedAt: at(1),
    };
    await db.insert(domainChecks).values([...older, ...recent, last]);
    await db.insert(monitorPings).values([
      { monitorId: ids.heartbeat, kind: 'ping', receivedAt: at(90) },
      { monitorId: ids.heartbeat, kind: 'ping', receivedAt: at(30) },
    ]);

    const tcp = (await alice.get(`/api/domains/${shop}/monitors`))
      .json<{ data: Answer[] }>()
      .data.find((m) => m.id === ids.tcp)!;
    const times = [...recent.slice(-29).map((c) => c.responseTime), 2500];
    expect(tcp).toMatchObject({
      status: 'degraded',
      lastMessage: 'Connected in 2500 ms (slow)',
      lastCheckedAt: last.checkedAt.toISOString(),
      responseTimeMs: 2500,
      recentResponseTimes: times,
      // the day: 33 checks, 8 of them failed; the week adds 8 more failures
      uptime24h: Math.round((10_000 * 25) / 33) / 100,
      uptime7d: Math.round((10_000 * 25) / 41) / 100,
    });
    const heartbeat = (await alice.get(`/api/monitors/${ids.heartbeat}`)).json();
    expect(heartbeat.lastPingAt).toBe(at(30).toISOString());

    await db.insert(domainChecks).values({ ...last, status: 'critical', checkedAt: new Date(now) });
    expect((await alice.get(`/api/monitors/${ids.tcp}`)).json().status).toBe('down');
  });

  it('pauses and resumes: paused monitors are unscheduled and answer paused; a rename asks no check', async () => {
    const paused = await alice.request('PATCH', `/api/monitors/${ids['dns-record']}`, { isActive: false });
    expect(paused.json()).toMatchObject({ isActive: false, status: 'paused' });
    expect(events.at(-1)).toEqual({ kind: 'changed', id: ids['dns-record'], checkNow: false });
    expect(await source().instance(ids['dns-record'])).toBeUndefined();
    const resumed = await alice.request('PATCH', `/api/monitors/${ids['dns-record']}`, { isActive: true });
    expect(resumed.json()).toMatchObject({ isActive: true, status: 'pending' });
    expect(events.at(-1)).toEqual({ kind: 'changed', id: ids['dns-record'], checkNow: true });
    const renamed = await alice.request('PATCH', `/api/monitors/${ids['dns-record']}`, {
      name: 'MX records',
      downtimeMinutes: 10,
      alertChannels: ['email', 'slack'],
    });
    expect(renamed.json()).toMatchObject({
      name: 'MX records',
      downtimeMinutes: 10,
      alertChannels: ['email', 'slack'],
    });
    expect(events.at(-1)).toEqual({ kind: 'changed', id: ids['dns-record'], checkNow: false });
    expect((await source().instance(ids['dns-record']))?.downtimeMinutes).toBe(10);
  });

  it('keeps a deleted domain’s monitors, unprobed and paused, until it is restored', async () => {
    expect((await source().monitorsOfDomain(shop)).map((m) => m.id)).toContain(ids.tcp);
    expect((await alice.request('DELETE', `/api/domains/${shop}`)).statusCode).toBe(204);
    expect(await source().monitorsOfDomain(shop)).toEqual([]);
    expect(await source().instance(ids.tcp)).toBeUndefined();
    const list = (await alice.get(`/api/domains/${shop}/monitors`)).json<{ data: Answer[] }>().data;
    expect(list.map((m) => m.status)).toEqual(list.map(() => 'paused'));
    expect((await alice.post(`/api/domains/${shop}/monitors`, MONITORS.heartbeat)).statusCode).toBe(404);
    expect((await alice.post(`/api/domains/${shop}/restore`)).statusCode).toBe(200);
    expect((await source().monitorsOfDomain(shop)).length).toBe(list.filter((m) => m.isActive).length);
  });

  it('deletes a monitor and tells the engine', async () => {
    const res = await alice.request('DELETE', `/api/monitors/${ids.json}`);
    expect(res.statusCode).toBe(204);
    expect(events.at(-1)).toEqual({ kind: 'removed', id: ids.json, type: 'json' });
    expect((await alice.get(`/api/monitors/${ids.json}`)).statusCode).toBe(404);
    expect((await alice.request('DELETE', `/api/monitors/${ids.json}`)).statusCode).toBe(404);
  });

  it('lets team viewers read (without push URLs) but not change, and logs members’ changes', async () => {
    const owner = await signedInClient(t, 'lead@example.com', 'agency');
    const slug = (await createTeam(owner, 'Ops')).slug;
    const viewer = await joinTeam(t, owner, slug, 'viewer@example.com', 'viewer');
    const member = await joinTeam(t, owner, slug, 'member@example.com', 'member');
    const site = (await owner.post('/api/domains', { name: 'team.example' })).json().id;
    const created = await member.post(`/api/domains/${site}/monitors`, { ...MONITORS.heartbeat, name: 'Backup' });
    expect(created.statusCode).toBe(201);
    expect(created.json().pushUrl).toMatch(/\/api\/push\//);

    const seen = await viewer.get(`/api/domains/${site}/monitors`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ limit: 25, data: [{ name: 'Backup', pushUrl: null }] });
    const id = seen.json().data[0].id;
    for (const res of [
      await viewer.post(`/api/domains/${site}/monitors`, MONITORS.heartbeat),
      await viewer.request('PATCH', `/api/monitors/${id}`, { name: 'Mine' }),
      await viewer.request('DELETE', `/api/monitors/${id}`),
      await viewer.post(`/api/monitors/${id}/push-token`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const logged = await t.database.handle.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'monitor.added'), eq(activityLogs.entityId, id)));
    expect(logged[0]?.metadata).toEqual({ name: 'Backup', type: 'heartbeat', domain: 'team.example' });
  });
});
