import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { domains, users } from '../../../src/server/db/schema';
import { createHistoryWriter, type HistoryWriter } from '../../../src/server/jobs/monitoring/history-writer';
import { createDomainsRepository } from '../../../src/server/modules/domains/domains.repository';
import { createTrendsRepository } from '../../../src/server/modules/trends/trends.repository';
import type { Workspace } from '../../../src/server/modules/workspaces/workspace';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';

const DAY = 86_400_000;

/**
 * Uptime rollups merged in memory (decision 023): what the dashboard, the domain list and the trends read is the
 * same whether the rollups were written with every batch, are still in memory, or were lost with a killed process.
 */
describe.each(DATABASE_KINDS)('history writer rollups on %s', (kind) => {
  let database: TestDatabase;
  let ws: Workspace;
  let domainId: string;
  const writers: HistoryWriter[] = [];

  const db = () => database.handle.db;
  const writer = (rollupEveryMs: number) => {
    const w = createHistoryWriter(db(), { intervalMs: 20, rollupEveryMs });
    writers.push(w);
    return w;
  };
  // as run-check dates them: when they are added
  const today = () => new Date();
  const add = (w: HistoryWriter, ok: number, failed: number, at: Date = today()) => {
    for (let i = 0; i < ok + failed; i++) {
      const up = i < ok;
      w.add({
        domainId,
        checkType: 'uptime',
        status: up ? 'healthy' : 'critical',
        responseTime: 100,
        details: { message: 'x' },
        checkedAt: at,
        up,
      });
    }
  };
  const stored = async () => {
    const [row] = await queryRows<{ checks: number; rollup: number }>(
      db(),
      sql`select (select count(*) from domain_checks where domain_id = ${domainId})::int as checks,
        (select coalesce(sum(total_checks), 0) from uptime_stats where domain_id = ${domainId})::int as rollup`,
    );
    return row!;
  };
  /** The figures the screens read: domain list uptime, dashboard checks, trends by day. */
  const figures = async () => {
    const since = new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10);
    const [summary] = await createDomainsRepository(db()).listSummaries(ws, {
      includeInactive: false,
      uptimeSince: since,
    });
    const dashboard = {
      checks: Number(summary?.uptime_checks ?? 0),
      successful: Number(summary?.uptime_successful ?? 0),
    };
    const days = await createTrendsRepository(db()).uptimeByDay(
      { ws },
      { from: new Date(Date.now() - 7 * DAY), to: new Date(Date.now() + DAY) },
    );
    return {
      uptime: summary?.uptime_percentage ?? null,
      dashboard,
      trends: { total: days.reduce((n, d) => n + d.total, 0), ok: days.reduce((n, d) => n + d.ok, 0) },
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  beforeEach(async () => {
    await db().execute(sql`delete from domains`);
    const [user] = await db()
      .insert(users)
      .values({ email: `u${Date.now()}@example.com`, subscriptionTier: 'pro' })
      .returning();
    const [domain] = await db().insert(domains).values({ name: 'shop.example', userId: user!.id }).returning();
    domainId = domain!.id;
    ws = { kind: 'personal', userId: user!.id, teamId: null, role: 'owner', plan: 'pro' };
  });
  afterAll(async () => {
    for (const w of writers) await w.close();
    await database?.drop();
  });

  it('counts checks whose rollups are still in memory, once, before and after they are written', async () => {
    const w = writer(60 * 60_000);
    add(w, 9, 1);
    await vi.waitFor(async () => expect((await stored()).checks).toBe(10), { timeout: 5_000 });
    expect((await stored()).rollup).toBe(0); // merged in memory only
    const expected = { uptime: 90, dashboard: { checks: 10, successful: 9 }, trends: { total: 10, ok: 9 } };
    expect(await figures()).toEqual(expected);

    await w.flush();
    expect(await stored()).toEqual({ checks: 10, rollup: 10 });
    expect(await figures()).toEqual(expected);

    // new checks after the write: raw rows newer than counted_through
    add(w, 0, 10);
    await vi.waitFor(async () => expect((await stored()).checks).toBe(20), { timeout: 5_000 });
    expect((await stored()).rollup).toBe(10);
    const later = { uptime: 45, dashboard: { checks: 20, successful: 9 }, trends: { total: 20, ok: 9 } };
    expect(await figures()).toEqual(later);
    await w.flush();
    expect(await stored()).toEqual({ checks: 20, rollup: 20 });
    expect(await figures()).toEqual(later);
  });

  it('gives the same rollups merged in memory as written with every batch', async () => {
    const perBatch = writer(0);
    const merged = writer(60 * 60_000);
    const yesterday = new Date(Date.now() - DAY);
    for (const w of [perBatch, merged]) {
      for (let round = 0; round < 3; round++) {
        add(w, 4, 1, yesterday);
        add(w, 3, 2);
        await w.flush();
      }
    }
    const rows = await queryRows<{
      date: string;
      total_checks: number;
      successful_checks: number;
      avg_response_time: number;
      counted_through: unknown;
    }>(
      db(),
      sql`select date::text, total_checks, successful_checks, avg_response_time, counted_through from uptime_stats where domain_id = ${domainId} order by date`,
    );
    expect(rows.map((r) => [r.total_checks, r.successful_checks, Number(r.avg_response_time)])).toEqual([
      [30, 24, 100],
      [30, 18, 100],
    ]);
    expect(rows.every((r) => r.counted_through !== null)).toBe(true);
  });

  it('writes the merged rollups when it stops', async () => {
    const w = writer(60 * 60_000);
    add(w, 5, 0);
    await w.close();
    expect(await stored()).toEqual({ checks: 5, rollup: 5 });
    expect((await figures()).uptime).toBe(100);
  });

  it('adds at start what a killed writer held only in memory, without counting anything twice', async () => {
    const killed = writer(60 * 60_000);
    add(killed, 5, 0);
    await killed.flush(); // rollups written: 5
    add(killed, 3, 2); // rows stored, rollups lost with the process
    await vi.waitFor(async () => expect((await stored()).checks).toBe(10), { timeout: 5_000 });
    expect((await stored()).rollup).toBe(5);
    expect((await figures()).dashboard).toEqual({ checks: 10, successful: 8 });

    const next = writer(60 * 60_000);
    expect(await next.recoverRollups()).toBe(1);
    expect(await stored()).toEqual({ checks: 10, rollup: 10 });
    expect(await figures()).toEqual({
      uptime: 80,
      dashboard: { checks: 10, successful: 8 },
      trends: { total: 10, ok: 8 },
    });
    expect(await next.recoverRollups()).toBe(0);
    expect((await stored()).rollup).toBe(10);
  });

  it('recovers the checks of a domain whose first rollup was never written', async () => {
    const killed = writer(60 * 60_000);
    add(killed, 2, 1);
    await vi.waitFor(async () => expect((await stored()).checks).toBe(3), { timeout: 5_000 });
    expect((await stored()).rollup).toBe(0);
    expect((await figures()).dashboard).toEqual({ checks: 3, successful: 2 }); // raw rows, no rollup yet

    const next = writer(60 * 60_000);
    expect(await next.recoverRollups()).toBe(1);
    add(next, 1, 0);
    await next.flush();
    expect(await stored()).toEqual({ checks: 4, rollup: 4 });
    expect((await figures()).dashboard).toEqual({ checks: 4, successful: 3 });
  });
});
