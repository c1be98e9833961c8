import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainChecks, monitorPings, uptimeEvents } from '../../../src/server/db/schema';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The monitor page's history (decision 075): uptime, response times, checks, outages and pings, workspace-scoped and paged. */
describe.each(DATABASE_KINDS)('a monitor page API on %s', (kind) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  let free: Client;
  let shop: string;
  let endpoint: string;
  let heartbeat: string;
  let freeMonitor: string;
  const now = Date.now();

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signedInClient(t, 'alice@example.com', 'pro');
    bob = await signedInClient(t, 'bob@example.com', 'pro');
    free = await signedInClient(t, 'fay@example.com');
    shop = (await alice.post('/api/domains', { name: 'shop.example.com' })).json().id;
    endpoint = (
      await alice.post(`/api/domains/${shop}/monitors`, {
        type: 'endpoint',
        name: 'Orders API',
        settings: { url: 'https://api.shop.example.com/health' },
      })
    ).json().id;
    heartbeat = (
      await alice.post(`/api/domains/${shop}/monitors`, {
        type: 'heartbeat',
        name: 'Nightly backup',
        settings: { periodSeconds: 3600, graceSeconds: 300 },
      })
    ).json().id;
    const fays = (await free.post('/api/domains', { name: 'fay.example.net' })).json().id;
    freeMonitor = (
      await free.post(`/api/domains/${fays}/monitors`, {
        type: 'endpoint',
        name: 'Home',
        settings: { url: 'https://fay.example.net/' },
      })
    ).json().id;

    const db = t.database.handle.db;
    // 20 days of checks every 6 hours: the last one of each day failed; today's two within 24 h are one up, one down
    const rows = [];
    for (let i = 0; i < 80; i++) {
      const checkedAt = new Date(now - i * 6 * HOUR - MINUTE);
      const failed = i % 4 === 3;
      rows.push({
        domainId: shop,
        monitorId: endpoint,
        checkType: 'endpoint' as const,
        status: failed ? ('critical' as const) : ('healthy' as const),
        responseTime: failed ? null : 100 + i,
        details: { message: failed ? 'connect ECONNREFUSED 10.0.0.5:443' : `Answered 200 in ${100 + i} ms` },
        checkedAt,
      });
    }
    await db.insert(domainChecks).values(rows);
    await db.insert(uptimeEvents).values([
      {
        domainId: shop,
        monitorId: endpoint,
        eventType: 'down',
        startTime: new Date(now - 2 * DAY),
        endTime: new Date(now - 2 * DAY + 30 * MINUTE),
        durationMs: 30 * MINUTE,
        errorMessage: 'connect ECONNREFUSED 10.0.0.5:443',
      },
      {
        domainId: shop,
        monitorId: null,
        eventType: 'down',
        startTime: new Date(now - DAY),
        endTime: null,
        errorMessage: 'the home page, not this monitor',
      },
    ]);
    await db.insert(monitorPings).values([
      { monitorId: heartbeat, kind: 'start', receivedAt: new Date(now - 3 * HOUR) },
      {
        monitorId: heartbeat,
        kind: 'ping',
        exitCode: 0,
        message: 'backup done',
        receivedAt: new Date(now - 3 * HOUR + 4 * MINUTE),
      },
      { monitorId: heartbeat, kind: 'fail', exitCode: 2, receivedAt: new Date(now - 2 * HOUR) },
      { monitorId: heartbeat, kind: 'start', receivedAt: new Date(now - 20 * MINUTE) },
      { monitorId: heartbeat, kind: 'ping', receivedAt: new Date(now - 10 * MINUTE) },
    ]);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers the uptime over 24 hours, 7 and 30 days, and response times per span', async () => {
    const res = await alice.get(`/api/monitors/${endpoint}/history?range=7d`);
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json();
    // 24 h: checks at 1 min, 6 h 1 min, 12 h 1 min, 18 h 1 min ago; the 4th failed
    expect(history.uptime).toEqual({ h24: 75, d7: 75, d30: 75 });
    expect(history.ranges).toEqual(['24h', '7d', '30d']);
    expect(history.bucketSeconds).toBe(3600);
    expect(history.points).toHaveLength(28);
    expect(history.points.every((p: { checks: number }) => p.checks === 1)).toBe(true);
    expect(
      history.points.filter((p: { failed: number; avgMs: number | null }) => p.failed === 1 && p.avgMs === null),
    ).toHaveLength(7);
  });

  it('keeps a free plan to the week it keeps', async () => {
    const res = await free.get(`/api/monitors/${freeMonitor}/history?range=30d`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PLAN_FEATURE', details: { ranges: ['24h', '7d'] } });
    const week = (await free.get(`/api/monitors/${freeMonitor}/history?range=7d`)).json();
    expect(week.uptime).toEqual({ h24: null, d7: null, d30: null });
    expect(week.points).toEqual([]);
  });

  it('pages the check log newest first, filtered by status', async () => {
    const first = (await alice.get(`/api/monitors/${endpoint}/checks?pageSize=10`)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 10, hasMore: true });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ status: 'healthy', responseTimeMs: 100, message: 'Answered 200 in 100 ms' });
    const last = (await alice.get(`/api/monitors/${endpoint}/checks?pageSize=10&page=8`)).json();
    expect(last.hasMore).toBe(false);
    expect(last.items).toHaveLength(10);
    const failed = (await alice.get(`/api/monitors/${endpoint}/checks?status=critical&pageSize=100`)).json();
    expect(failed.items).toHaveLength(20);
    expect(failed.items[0].message).toBe('connect ECONNREFUSED 10.0.0.5:443');
    expect((await alice.get(`/api/monitors/${endpoint}/checks?status=gone`)).statusCode).toBe(400);
  });

  it("lists the monitor's outages, not the home page's", async () => {
    const outages = (await alice.get(`/api/monitors/${endpoint}/outages`)).json();
    expect(outages.items).toEqual([
      expect.objectContaining({
        type: 'down',
        durationMs: 30 * MINUTE,
        cause: 'connect ECONNREFUSED 10.0.0.5:443',
        endedAt: expect.any(String),
      }),
    ]);
  });

  it("lists a heartbeat's pings with each run's length, and when the next is due", async () => {
    const log = (await alice.get(`/api/monitors/${heartbeat}/pings?pageSize=4`)).json();
    expect(log.hasMore).toBe(true);
    expect(log.items.map((p: { kind: string }) => p.kind)).toEqual(['ping', 'start', 'fail', 'ping']);
    expect(log.items[0].runMs).toBe(10 * MINUTE);
    expect(log.items[2]).toMatchObject({ kind: 'fail', exitCode: 2, runMs: null });
    expect(log.items[3]).toMatchObject({ message: 'backup done', exitCode: 0, runMs: 4 * MINUTE });
    // last ping 10 min ago, period 1 h, grace 5 min
    expect(Date.parse(log.nextDueAt)).toBe(now - 10 * MINUTE + HOUR + 5 * MINUTE);
    const rest = (await alice.get(`/api/monitors/${heartbeat}/pings?pageSize=4&page=2`)).json();
    expect(rest.items.map((p: { kind: string }) => p.kind)).toEqual(['start']);

    const paused = await alice.request('PATCH', `/api/monitors/${heartbeat}`, { isActive: false });
    expect(paused.statusCode).toBe(200);
    expect((await alice.get(`/api/monitors/${heartbeat}/pings`)).json().nextDueAt).toBeNull();
    await alice.request('PATCH', `/api/monitors/${heartbeat}`, { isActive: true });

    const notHeartbeat = await alice.get(`/api/monitors/${endpoint}/pings`);
    expect(notHeartbeat.statusCode).toBe(400);
    expect(notHeartbeat.json().code).toBe('NOT_A_HEARTBEAT');
  });

  it("answers another workspace's monitor, or a malformed id, as not found", async () => {
    for (const path of ['history', 'checks', 'outages', 'pings']) {
      const res = await bob.get(`/api/monitors/${heartbeat}/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Monitor not found.' });
      expect((await alice.get(`/api/monitors/not-a-uuid/${path}`)).statusCode).toBe(404);
    }
    expect((await alice.get(`/api/monitors/${endpoint}/checks?pageSize=1000`)).statusCode).toBe(400);
  });
});
