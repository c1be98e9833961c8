import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../src/server/db/client';
import {
  alerts,
  dnsRecords,
  domainChecks,
  domains,
  monitorPings,
  monitors,
  notificationDeliveries,
  performanceMetrics,
  performanceNetworkTimings,
  performanceScans,
  performanceSnapshots,
  uptimeEvents,
  uptimeStats,
  users,
} from '../../../src/server/db/schema';
import { createRetentionJob } from '../../../src/server/jobs/retention/retention';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// a fixed noon (UTC) so that each cut-off falls in the middle of its day
const NOW = Date.UTC(2026, 5, 15, 12);
const ago = (ms: number) => new Date(NOW - ms);
const date = (d: Date) => d.toISOString().slice(0, 10);

interface Site {
  plan: 'free' | 'pro';
  retentionDays: number;
  userId: string;
  domainId: string;
}

/** A domain with history one day inside and one day outside its plan's retention, in every table. */
async function seedHistory(db: Database, site: Site) {
  const keep = ago((site.retentionDays - 1) * DAY);
  const drop = ago((site.retentionDays + 1) * DAY);
  const { domainId, userId } = site;
  await db.insert(domainChecks).values(
    [keep, drop].map((checkedAt) => ({
      domainId,
      checkType: 'uptime' as const,
      status: 'healthy' as const,
      responseTime: 100,
      checkedAt,
    })),
  );
  await db
    .insert(uptimeStats)
    .values([keep, drop].map((d) => ({ domainId, date: date(d), totalChecks: 1, successfulChecks: 1 })));
  await db.insert(uptimeEvents).values([
    { domainId, eventType: 'down', startTime: drop, endTime: new Date(drop.getTime() + HOUR), durationMs: HOUR },
    { domainId, eventType: 'down', startTime: keep, endTime: new Date(keep.getTime() + HOUR), durationMs: HOUR },
    // still open: kept whatever its age
    { domainId, eventType: 'down', startTime: drop, endTime: null },
  ]);
  await db.insert(dnsRecords).values(
    [keep, drop].map((lastChecked) => ({
      domainId,
      recordType: 'A' as const,
      name: 'x',
      value: '192.0.2.1',
      lastChecked,
    })),
  );
  const scans = await db
    .insert(performanceScans)
    .values([keep, drop].map((scannedAt) => ({ domainId, url: 'https://x/', scannedAt })))
    .returning({ id: performanceScans.id });
  await db.insert(performanceNetworkTimings).values(scans.map((s) => ({ scanId: s.id, totalTime: 100 })));
  await db
    .insert(performanceSnapshots)
    .values([keep, drop].map((timestamp) => ({ domainId, timestamp, performanceScore: 90 })));
  await db
    .insert(performanceMetrics)
    .values([keep, drop].map((createdAt) => ({ domainId, performanceScore: 90, createdAt })));
  // a heartbeat monitor's pings age out on its domain's plan
  const [heartbeat] = await db
    .insert(monitors)
    .values({ domainId, type: 'heartbeat', name: 'Backups', intervalSeconds: 3600 })
    .returning({ id: monitors.id });
  await db
    .insert(monitorPings)
    .values([keep, drop].map((receivedAt) => ({ monitorId: heartbeat!.id, kind: 'ping' as const, receivedAt })));
  // a monthly job's only ping, older than the plan's history: kept, its silence check counts from it
  const [monthly] = await db
    .insert(monitors)
    .values({ domainId, type: 'heartbeat', name: 'Monthly report', intervalSeconds: 2_592_000 })
    .returning({ id: monitors.id });
  await db.insert(monitorPings).values({ monitorId: monthly!.id, kind: 'ping' as const, receivedAt: drop });

  const base = { domainId, userId, type: 'downtime' as const, severity: 'critical' as const, title: 't', message: 'm' };
  const [oldResolved, recentlyResolved, stillOpen] = await db
    .insert(alerts)
    .values([
      { ...base, isResolved: true, createdAt: drop, resolvedAt: drop },
      { ...base, isResolved: true, createdAt: drop, resolvedAt: keep },
      { ...base, isResolved: false, createdAt: drop },
    ])
    .returning({ id: alerts.id });
  const delivery = { userId, channel: 'email' as const, target: 'x@example.com', status: 'sent' as const };
  await db.insert(notificationDeliveries).values([
    { ...delivery, alertId: oldResolved!.id, createdAt: drop },
    { ...delivery, alertId: recentlyResolved!.id, createdAt: drop },
    // the recovery notice of an open alert goes where its opening went: that record stays
    { ...delivery, alertId: stillOpen!.id, createdAt: drop },
    // test messages age out on the account's plan
    { ...delivery, alertId: null, createdAt: drop },
    { ...delivery, alertId: null, createdAt: keep },
  ]);
}

describe.each(DATABASE_KINDS)('retention on %s', (kind) => {
  let t: TestDatabase;
  const sites: Site[] = [];

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const db = t.handle.db;
    for (const [plan, retentionDays] of [
      ['free', 7],
      ['pro', 30],
    ] as const) {
      const [user] = await db
        .insert(users)
        .values({ email: `${plan}@example.com`, password: 'x', subscriptionTier: plan })
        .returning({ id: users.id });
      const [domain] = await db
        .insert(domains)
        .values({ name: `${plan}.example`, userId: user!.id })
        .returning({ id: domains.id });
      const site = { plan, retentionDays, userId: user!.id, domainId: domain!.id };
      sites.push(site);
      await seedHistory(db, site);
    }
    // pro: a day on the cut-off whose rollup missed checks (a flush cut short), with raw checks either side of it
    const pro = sites[1]!;
    const cutoffDay = ago(30 * DAY);
    await db.insert(domainChecks).values([
      {
        domainId: pro.domainId,
        checkType: 'uptime',
        status: 'healthy',
        responseTime: 100,
        checkedAt: new Date(cutoffDay.getTime() - 2 * HOUR),
      },
      {
        domainId: pro.domainId,
        checkType: 'uptime',
        status: 'critical',
        responseTime: null,
        checkedAt: new Date(cutoffDay.getTime() - HOUR),
      },
      {
        domainId: pro.domainId,
        checkType: 'uptime',
        status: 'healthy',
        responseTime: 300,
        checkedAt: new Date(cutoffDay.getTime() + HOUR),
      },
    ]);
    await db.insert(uptimeStats).values({
      domainId: pro.domainId,
      date: date(cutoffDay),
      totalChecks: 1,
      successfulChecks: 1,
      uptimePercentage: 100,
    });

    // small batches, so the loop that deletes a table in several statements is exercised
    const report = await createRetentionJob(db, { now: () => new Date(NOW), batchSize: 1, chunkSize: 1 })();
    expect(report.domain_checks).toBe(2 + 2);
  }, 60_000);
  afterAll(async () => {
    await t?.drop();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number(Object.values((await queryRows<Record<string, unknown>>(t.handle.db, query))[0]!)[0]);

  it.each([
    ['free', 0],
    ['pro', 1],
  ])('keeps %s history inside its retention and deletes what is older', async (_plan, index) => {
    const { domainId, userId, retentionDays } = sites[index]!;
    const cutoff = ago(retentionDays * DAY).toISOString();
    const of = (table: string, time: string) =>
      count(
        sql`select count(*) from ${sql.raw(table)} where domain_id = ${domainId} and ${sql.raw(time)} < ${cutoff}::timestamptz`,
      );
    for (const [table, time] of [
      ['domain_checks', 'checked_at'],
      ['dns_records', 'last_checked'],
      ['performance_scans', 'scanned_at'],
      ['performance_snapshots', '"timestamp"'],
      ['performance_metrics', 'created_at'],
    ]) {
      expect(await of(table!, time!), table).toBe(0);
      expect(
        await count(sql`select count(*) from ${sql.raw(table!)} where domain_id = ${domainId}`),
        table,
      ).toBeGreaterThan(0);
    }
    const pings = (before: boolean) =>
      count(sql`select count(*) from monitor_pings p join monitors m on m.id = p.monitor_id
                where m.domain_id = ${domainId} and (p.received_at < ${cutoff}::timestamptz) = ${before}`);
    // the Backups monitor's old ping went; the monthly job's only (old) ping stays
    expect([await pings(true), await pings(false)], 'monitor_pings').toEqual([1, 1]);
    // children of the pruned scan went with it
    expect(await count(sql`select count(*) from performance_network_timings`)).toBe(2);
    // closed outages age out; the open one stays
    expect(
      await queryRows(
        t.handle.db,
        sql`select end_time is null as open from uptime_events where domain_id = ${domainId} order by open`,
      ),
    ).toEqual([{ open: false }, { open: true }]);
    // the old resolved alert went (its delivery with it); the recently resolved one stays without its old delivery
    const left = await queryRows<{ is_resolved: boolean; deliveries: number }>(
      t.handle.db,
      sql`select a.is_resolved, (select count(*) from notification_deliveries n where n.alert_id = a.id)::int as deliveries
          from alerts a where a.domain_id = ${domainId} order by a.is_resolved`,
    );
    expect(left).toEqual([
      { is_resolved: false, deliveries: 1 },
      { is_resolved: true, deliveries: 0 },
    ]);
    expect(
      await count(sql`select count(*) from notification_deliveries where user_id = ${userId} and alert_id is null`),
    ).toBe(1);
    // rollups are kept for the same window
    expect(
      await count(
        sql`select count(*) from uptime_stats where domain_id = ${domainId} and date < ${date(ago(retentionDays * DAY))}::date`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) from uptime_stats where domain_id = ${domainId} and date = ${date(ago((retentionDays - 1) * DAY))}::date`,
      ),
    ).toBe(1);
  });

  it("completes a day's rollup from its raw checks before they are deleted", async () => {
    const pro = sites[1]!;
    const [row] = await queryRows<{ total_checks: number; successful_checks: number }>(
      t.handle.db,
      sql`select total_checks, successful_checks from uptime_stats where domain_id = ${pro.domainId} and date = ${date(ago(30 * DAY))}::date`,
    );
    expect(row).toEqual({ total_checks: 3, successful_checks: 2 });
    // the two checks before the cut-off went; the one after it stays
    expect(
      await count(
        sql`select count(*) from domain_checks where domain_id = ${pro.domainId} and (checked_at at time zone 'UTC')::date = ${date(ago(30 * DAY))}::date`,
      ),
    ).toBe(1);
  });
});
