import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { domains, users } from '../../../src/server/db/schema';
import { createPacer, type Pace } from '../../../src/server/event-loop';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import {
  DEMO_MAX_AGE_MS,
  refreshDemoIfStale,
  withDemoRefresh,
} from '../../../src/server/modules/seed/demo-refresh-job';
import { DEMO_EMAIL, DEMO_NEXT_EMAIL, DEMO_RETIRED_EMAIL, seedDemo } from '../../../src/server/modules/seed/seed-demo';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';

describe('the demo workspace keeps itself available and current', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  /** What a visitor of the demo would see: its sites and their history rows (none while it is being prepared). */
  const demoWorkspace = async (db: TestDatabase['handle']['db']) => {
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    if (!demo) return undefined;
    const [row] = await queryRows<{ sites: number; checks: number; ids: string[] }>(
      db,
      sql`select count(*)::int as sites, coalesce(array_agg(d.id order by d.name), '{}') as ids,
        (select count(*)::int from domain_checks c join domains x on x.id = c.domain_id where x.user_id = ${demo.id}) as checks
        from domains d where d.user_id = ${demo.id}`,
    );
    return row!;
  };
  const holderAccounts = async (db: TestDatabase['handle']['db']) =>
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, [DEMO_NEXT_EMAIL, DEMO_RETIRED_EMAIL]))
    ).length;

  it('is created on a fresh install while the event loop runs, left alone while fresh, and replaced whole once a day old', async () => {
    database = await createTestDatabase('pglite');
    const { handle } = database;
    const start = new Date('2026-11-20T10:00:00Z');
    // The embedded database answers synchronously: without turns, no timer would fire until the seeding is done.
    let ticks = 0;
    const timer = setInterval(() => void ticks++, 5);
    try {
      expect(await refreshDemoIfStale(handle, { now: () => start })).toMatch(/^Created the demo workspace/);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(50);
    const first = await demoWorkspace(handle.db);
    expect(first).toMatchObject({ sites: 4, checks: expect.any(Number) });
    expect(first!.checks).toBeGreaterThan(4 * 90 * 96);

    expect(
      await refreshDemoIfStale(handle, { now: () => new Date(start.getTime() + DEMO_MAX_AGE_MS - 60_000) }),
    ).toBeUndefined();

    // Visitors of the demo during the refresh see the previous copy, whole, until the new one moves in at once.
    const seenDuringRefresh: Awaited<ReturnType<typeof demoWorkspace>>[] = [];
    let steps = 0;
    const pace = createPacer();
    const watching: Pace = async () => {
      if (++steps % 4_000 === 0) seenDuringRefresh.push(await demoWorkspace(handle.db));
      await pace();
    };
    const later = () => new Date(start.getTime() + DEMO_MAX_AGE_MS + 60_000);
    expect(await refreshDemoIfStale(handle, { now: later, pace: watching })).toMatch(/^Refreshed the demo workspace/);
    expect(seenDuringRefresh.length).toBeGreaterThanOrEqual(3);
    expect(seenDuringRefresh.some((seen) => seen?.ids.join() === first!.ids.join())).toBe(true);
    for (const seen of seenDuringRefresh)
      expect(seen, 'a half-made or missing demo was visible').toMatchObject({ sites: 4, checks: first!.checks });

    const second = await demoWorkspace(handle.db);
    expect(second).toMatchObject({ sites: 4, checks: first!.checks });
    expect(second!.ids.some((id) => first!.ids.includes(id))).toBe(false);
    // the previous copy is gone with all its history, and so are the accounts the copies moved through
    expect((await handle.db.select({ id: domains.id }).from(domains)).length).toBe(4);
    expect(await holderAccounts(handle.db)).toBe(0);
  }, 180_000);

  it('runs when a worker starts, without an operator step', async () => {
    database = await createTestDatabase('pglite');
    const { handle } = database;
    const scheduler = createInProcessScheduler();
    const logged: string[] = [];
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const extension = withDemoRefresh(() => ({}), { database: handle, log: (line) => logged.push(line) })({
      scheduler,
    });
    await extension.start?.();
    scheduler.startWorker(
      async (job) => {
        await extension.handlers?.[job.name]?.(job);
        finished();
      },
      { concurrency: 1 },
    );
    await done;
    await scheduler.close();
    expect(logged).toEqual([
      expect.stringMatching(
        /^Created the demo workspace .* Took [\d.]+ s; the event loop waited \d+ ms at most meanwhile\.$/,
      ),
    ]);
    expect(await demoWorkspace(handle.db)).toMatchObject({ sites: 4 });
    // its hourly schedule is the runtime's to create and to restore (the reconcile)
    expect(extension.schedules?.map((s) => s.id)).toContain('maintenance:demo-refresh');
  }, 120_000);

  it.each(DATABASE_KINDS)(
    'is not there until complete; a seeding stopped half-way is cleared by the next; one at a time (%s)',
    async (kind) => {
      database = await createTestDatabase(kind);
      const { handle } = database;
      // shutting down half-way through the first seeding: no demo account, only the holder with the unfinished copy
      const stopping = new AbortController();
      let steps = 0;
      const stopHalfWay: Pace = async () => {
        if (++steps === 6_000) stopping.abort(new Error('shutting down'));
        stopping.signal.throwIfAborted();
      };
      await expect(seedDemo(handle, { pace: stopHalfWay })).rejects.toThrow('shutting down');
      expect(await demoWorkspace(handle.db)).toBeUndefined();
      expect(await holderAccounts(handle.db)).toBe(1);

      // the next run clears what was left and makes the demo; a second run asked for meanwhile does nothing
      const [made, skipped] = await Promise.all([seedDemo(handle), seedDemo(handle)]);
      expect([made, skipped].filter((result) => result === undefined)).toHaveLength(1);
      expect([made, skipped].find(Boolean)).toMatch(/^Created the demo workspace/);
      expect(await demoWorkspace(handle.db)).toMatchObject({ sites: 4 });
      expect(await holderAccounts(handle.db)).toBe(0);
      expect((await handle.db.select({ id: domains.id }).from(domains)).length).toBe(4);
    },
    180_000,
  );
});
