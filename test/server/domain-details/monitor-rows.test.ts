import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainChecks, monitors, uptimeEvents } from '../../../src/server/db/schema';
import type { CheckLog, OutageList, UptimeDays } from '../../../src/shared/contracts/domain-details';
import type { Domain } from '../../../src/shared/contracts/domains';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;

// Decision 050: the domain page's home-page panels (outage log, check log, uptime bars) leave the monitors' rows out,
// so a monitor's outage never reads as the home page's; the monitors panel shows those.
describe.each(DATABASE_KINDS)("the domain page's home-page panels leave monitors' rows out on %s", (kind) => {
  let t: TestApp;
  let owner: Client;
  let domain: Domain;
  const get = async <T>(path: string) => {
    const res = await owner.get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'panels@example.com', 'pro');
    domain = (await owner.post('/api/domains', { name: 'shop.example.com' })).json<Domain>();
    const db = t.database.handle.db;
    const [monitor] = await db
      .insert(monitors)
      .values({ domainId: domain.id, type: 'endpoint', name: 'API health', intervalSeconds: 60 })
      .returning();
    const now = Date.now();
    await db.insert(domainChecks).values([
      {
        domainId: domain.id,
        checkType: 'uptime',
        status: 'healthy',
        responseTime: 90,
        details: { message: 'Site is up' },
        checkedAt: new Date(now - MINUTE),
      },
      {
        domainId: domain.id,
        monitorId: monitor!.id,
        checkType: 'endpoint',
        status: 'critical',
        responseTime: null,
        details: { message: 'HTTP 503' },
        checkedAt: new Date(now - 2 * MINUTE),
      },
    ]);
    await db.insert(uptimeEvents).values([
      {
        domainId: domain.id,
        eventType: 'down',
        startTime: new Date(now - 50 * MINUTE),
        endTime: new Date(now - 40 * MINUTE),
        durationMs: 10 * MINUTE,
        errorMessage: 'Connection refused',
      },
      {
        domainId: domain.id,
        monitorId: monitor!.id,
        eventType: 'down',
        startTime: new Date(now - 30 * MINUTE),
        endTime: null,
        errorMessage: 'HTTP 503',
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists only the home page's outages", async () => {
    const list = await get<OutageList>(`/api/domains/${domain.id}/outages`);
    expect(list.items.map((o) => o.cause)).toEqual(['Connection refused']);
  });

  it("logs only the home page's checks", async () => {
    const log = await get<CheckLog>(`/api/domains/${domain.id}/checks`);
    expect(log.items.map((c) => [c.type, c.message])).toEqual([['uptime', 'Site is up']]);
    expect((await get<CheckLog>(`/api/domains/${domain.id}/checks?status=critical`)).items).toEqual([]);
  });

  it("counts only the home page's outage minutes in the uptime bars", async () => {
    const { days } = await get<UptimeDays>(`/api/domains/${domain.id}/uptime-days`);
    const total = days.reduce((n, d) => n + d.outageMinutes, 0);
    expect(total).toBe(10);
  });
});
