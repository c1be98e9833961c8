import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainChecks, uptimeEvents } from '../../../src/server/db/schema';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(DATABASE_KINDS)('uptime with and without maintenance on %s', (kind) => {
  let t: TestApp;
  let alice: Client;
  let shop: string;
  // the day before yesterday (UTC): wholly in the past and out of the last 24 hours whatever the time of the run
  const earlier = Math.floor(Date.now() / DAY) * DAY - 2 * DAY;
  const at = (hours: number, minutes = 0) => earlier + hours * HOUR + minutes * MINUTE;
  const earlierDate = iso(earlier).slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signedInClient(t, 'alice@example.com', 'pro');
    shop = (await alice.post('/api/domains', { name: 'shop.example.com' })).json().id;
    const monitor = (
      await alice.post(`/api/domains/${shop}/monitors`, {
        type: 'heartbeat',
        name: 'Backup',
        settings: { periodSeconds: 3_600 },
      })
    ).json().id;
    const { db } = t.database.handle;
    // ten checks that day, two failed: 80 % measured
    await db.insert(domainChecks).values(
      Array.from({ length: 10 }, (_, i) => ({
        domainId: shop,
        checkType: 'uptime' as const,
        status: i < 2 ? ('error' as const) : ('healthy' as const),
        checkedAt: new Date(at(12 + i)),
      })),
    );
    // down 02:00-03:00 inside the upgrade, and 10:00-10:36 outside it
    await db.insert(uptimeEvents).values([
      { domainId: shop, eventType: 'down', startTime: new Date(at(2)), endTime: new Date(at(3)) },
      { domainId: shop, eventType: 'down', startTime: new Date(at(10)), endTime: new Date(at(10, 36)) },
    ]);
    for (const [targets, from, to] of [
      [[{ domainId: shop }], at(1, 30), at(3, 30)],
      // a window on one monitor only is not the home page's maintenance
      [[{ domainId: shop, monitorId: monitor }], at(10), at(11)],
    ] as const) {
      const res = await alice.post('/api/maintenance-windows', {
        title: 'Upgrade',
        startsAt: iso(from),
        endsAt: iso(to),
        targets,
        notifySubscribers: false,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it("reports each day's uptime without its maintenance time on the domain page", async () => {
    const res = await alice.get(`/api/domains/${shop}/uptime-days`);
    expect(res.statusCode).toBe(200);
    const days: Record<string, unknown>[] = res.json().days;
    expect(days.find((d) => d.date === earlierDate)).toEqual({
      date: earlierDate,
      checks: 10,
      successful: 8,
      uptimePercentage: 80,
      outageMinutes: 96,
      maintenanceMinutes: 120,
      // 36 minutes down out of 22 hours outside maintenance
      uptimeExcludingMaintenance: Math.round(10_000 * (1 - 36 / (22 * 60))) / 100,
    });
    for (const day of days.filter((d) => d.date !== earlierDate)) {
      expect(day).toMatchObject({ maintenanceMinutes: 0, uptimeExcludingMaintenance: null });
    }
  });

  it("reports the range's uptime without its maintenance time in the trends", async () => {
    const res = await alice.get(`/api/trends?domainId=${shop}&range=7d`);
    expect(res.statusCode).toBe(200);
    const trends = res.json();
    expect(trends.current.uptime).toBe(80);
    expect(trends.maintenanceMinutes).toBe(120);
    const period = Date.parse(trends.to) - Date.parse(trends.from);
    expect(trends.uptimeExcludingMaintenance).toBe(
      Math.round(10_000 * (1 - (36 * MINUTE) / (period - 2 * HOUR))) / 100,
    );

    // the last 24 hours hold no maintenance: no second figure
    const day = (await alice.get(`/api/trends?domainId=${shop}&range=24h`)).json();
    expect(day).toMatchObject({ maintenanceMinutes: 0, uptimeExcludingMaintenance: null });
  });
});
