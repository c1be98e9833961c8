import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMonitorSource } from '../../../src/server/modules/monitors/monitor-source';
import { createLocalFeed } from '../../../src/server/db/change-feed';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../../src/server/modules/seed/seed-demo';
import { createSecretSealer } from '../../../src/server/secrets/secret-sealer';
import type { Domain } from '../../../src/shared/contracts/domains';
import type { Monitor, MonitorList } from '../../../src/shared/contracts/monitors';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The demo workspace beyond its sites (decision 075): monitors of several kinds with their month of history, a status
 * page with components and incident history, and maintenance windows, all real rows of the demo account.
 */
describe.each(DATABASE_KINDS)('the demo workspace on %s', (kind) => {
  let t: TestApp;
  let demo: Client;
  // the app's caches hear the demo refresh through it, as the server's do from its worker
  const feed = createLocalFeed();
  const monitors = new Map<string, Monitor>();

  beforeAll(async () => {
    t = await createTestApp(kind, { feed });
    expect(await seedDemo(t.database.handle)).toMatch(
      /^Created the demo workspace \(4 sites, 90 days of history, 6 monitors, a status page and maintenance\)/,
    );
    // a refresh replaces the copy whole: one page, at the same address
    expect(await seedDemo(t.database.handle)).toMatch(/^Refreshed the demo workspace/);
    demo = new Client(t.app);
    expect((await demo.post('/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).statusCode).toBe(200);
    for (const domain of (await demo.get('/api/domains')).json<{ data: Domain[] }>().data) {
      for (const m of (await demo.get(`/api/domains/${domain.id}/monitors`)).json<MonitorList>().data)
        monitors.set(m.name, m);
    }
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('has monitors of several kinds, each with its state from its seeded checks and no push URL to call', () => {
    expect([...monitors.values()].map((m) => [m.name, m.type]).sort()).toEqual([
      ['Add to cart button', 'keyword'],
      ['Checkout API', 'endpoint'],
      ['MX record', 'dns-record'],
      ['Mail (SMTPS)', 'tcp'],
      ['Nightly backup', 'heartbeat'],
      ['Status JSON', 'json'],
    ]);
    for (const m of monitors.values()) {
      expect(m.status, m.name).toBe('up');
      expect(m.pushUrl).toBeNull();
      expect(m.lastCheckedAt).not.toBeNull();
    }
    expect(monitors.get('Checkout API')!.recentResponseTimes).toHaveLength(30);
  });

  it("gives each monitor's page its uptime, response times, incidents and check log", async () => {
    const checkout = monitors.get('Checkout API')!;
    const history = (await demo.get(`/api/monitors/${checkout.id}/history?range=30d`)).json();
    expect(history.uptime.h24).toBe(100);
    expect(history.uptime.d30).toBeGreaterThan(99);
    expect(history.uptime.d30).toBeLessThan(100);
    expect(history.points.length).toBeGreaterThan(100);
    const outages = (await demo.get(`/api/monitors/${checkout.id}/outages`)).json();
    expect(outages.items).toHaveLength(1);
    expect(outages.items[0]).toMatchObject({ type: 'down', cause: 'Answered 503, expected 200-299' });
    const failed = (await demo.get(`/api/monitors/${checkout.id}/checks?status=critical`)).json();
    expect(failed.items.length).toBeGreaterThan(0);
    expect(failed.items.every((c: { message: string }) => c.message === 'Answered 503, expected 200-299')).toBe(true);
  });

  it("gives the heartbeat a month of nightly pings, the failed night among them, and the next ping's time", async () => {
    const backup = monitors.get('Nightly backup')!;
    const log = (await demo.get(`/api/monitors/${backup.id}/pings?pageSize=100`)).json();
    expect(log.items.length).toBeGreaterThanOrEqual(58);
    expect(log.items.filter((p: { kind: string }) => p.kind === 'fail')).toEqual([
      expect.objectContaining({ exitCode: 1, message: 'disk full on /var/backups', runMs: expect.any(Number) }),
    ]);
    expect(log.items.find((p: { kind: string }) => p.kind === 'ping').runMs).toBeGreaterThanOrEqual(4 * 60_000);
    expect(Date.parse(log.nextDueAt)).toBeGreaterThan(Date.now());
    const outages = (await demo.get(`/api/monitors/${backup.id}/outages`)).json();
    expect(outages.items).toHaveLength(1);
    expect(outages.items[0].cause).toMatch(/^Reported a failure with exit code 1/);
  });

  it('has a public status page with its components and incident history', async () => {
    const pages = (await demo.get('/api/status-pages')).json<{
      data: { id: string; slug: string; componentCount: number; indicator: string }[];
    }>().data;
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ slug: 'sitewarden-demo', componentCount: 5, indicator: 'minor' });
    const components = (await demo.get(`/api/status-pages/${pages[0]!.id}/components`)).json<{
      data: { name: string; groupName: string; state: string }[];
    }>().data;
    expect(components.map((c) => [c.groupName, c.name, c.state])).toEqual([
      ['Website', 'Online shop', 'operational'],
      ['Website', 'Checkout', 'operational'],
      ['Website', 'Blog', 'operational'],
      // the API's slow spell of the last day still goes on
      ['Services', 'Public API', 'degraded_performance'],
      ['Services', 'Email delivery', 'operational'],
    ]);
    const incidents = (await demo.get(`/api/status-pages/${pages[0]!.id}/incidents`)).json<{
      data: { title: string; status: string; updates: unknown[] }[];
    }>().data;
    expect(incidents.map((i) => [i.title, i.status, i.updates.length])).toEqual([
      ['Public API answering with errors', 'resolved', 4],
      ['Checkout failing for some customers', 'resolved', 2],
      ['Online shop unavailable', 'resolved', 2],
    ]);
    const page = await new Client(t.app).get('/public/status/sitewarden-demo');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Example Shop status');
    expect(page.body).toContain('Public API answering with errors');
  });

  it('has a monthly maintenance window and an upcoming one', async () => {
    const windows = (await demo.get('/api/maintenance-windows')).json<{
      data: { title: string; recurrence: string }[];
    }>().data;
    expect(windows.map((w) => [w.title, w.recurrence]).sort()).toEqual([
      ['Mail server upgrade', 'none'],
      ['Monthly database maintenance', 'monthly'],
    ]);
  });

  it('is never probed: the engine schedules none of its monitors', async () => {
    const source = createMonitorSource(t.database.handle.db, createSecretSealer(t.config.secretsKey));
    expect(await source.probedMonitors()).toEqual([]);
  });

  // last: it replaces the copy the tests above read
  it('seeded just after midnight UTC, shows no outage of the backup before its first night', async () => {
    const day = 86_400_000;
    // the latest 00:30 UTC: the month of history starts before that day's 03:00 run
    let seededAt = Math.floor(Date.now() / day) * day + 30 * 60_000;
    if (seededAt > Date.now()) seededAt -= day;
    const before = (await demo.get('/api/domains')).json<{ data: Domain[] }>().data.map((d) => d.id);
    expect(await seedDemo(t.database.handle, { now: () => new Date(seededAt), feed })).toMatch(/^Refreshed/);
    // the refresh put new domains under the same account: the list the app had cached shows them at once
    const shop = (await demo.get('/api/domains'))
      .json<{ data: Domain[] }>()
      .data.find((d) => d.name.startsWith('shop.'));
    expect(before).not.toContain(shop!.id);
    const list = await demo.get(`/api/domains/${shop!.id}/monitors`);
    expect(list.statusCode).toBe(200);
    const backup = list.json<MonitorList>().data.find((m) => m.name === 'Nightly backup')!;
    const outages = (await demo.get(`/api/monitors/${backup.id}/outages`)).json();
    expect(outages.items.map((o: { cause: string }) => o.cause)).toEqual([
      expect.stringMatching(/^Reported a failure with exit code 1/),
    ]);
    // a ceiling: the seed replays 90 days of four sites' history and a month of six monitors'
  }, 240_000);
});
