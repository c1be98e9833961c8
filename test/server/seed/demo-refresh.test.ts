import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { domains, users } from '../../../src/server/db/schema';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import { DEMO_MAX_AGE_MS, refreshDemoIfStale, withDemoRefresh } from '../../../src/server/modules/seed/demo-refresh-job';
import { DEMO_EMAIL } from '../../../src/server/modules/seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';

describe('the demo workspace keeps itself available and current', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  const demoDomainCount = async (db: TestDatabase['handle']['db']) => {
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    if (!demo) return 0;
    return (await db.select({ id: domains.id }).from(domains).where(eq(domains.userId, demo.id))).length;
  };

  it('is created on a fresh install, left alone while fresh and re-seeded once a day old', async () => {
    database = await createTestDatabase('pglite');
    const { db } = database.handle;
    const start = new Date('2026-11-20T10:00:00Z');
    expect(await refreshDemoIfStale(db, () => start)).toMatch(/^Created the demo workspace/);
    expect(await demoDomainCount(db)).toBe(4);

    expect(await refreshDemoIfStale(db, () => new Date(start.getTime() + DEMO_MAX_AGE_MS - 60_000))).toBeUndefined();
    expect(await refreshDemoIfStale(db, () => new Date(start.getTime() + DEMO_MAX_AGE_MS + 60_000))).toMatch(/^Refreshed the demo workspace/);
    expect(await demoDomainCount(db)).toBe(4);
  }, 120_000);

  it('runs when a worker starts, without an operator step', async () => {
    database = await createTestDatabase('pglite');
    const { db } = database.handle;
    const scheduler = createInProcessScheduler();
    const logged: string[] = [];
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const extension = withDemoRefresh(() => ({}), { db, log: (line) => logged.push(line) })({ scheduler });
    await extension.start?.();
    scheduler.startWorker(async (job) => {
      await extension.handlers?.[job.name]?.(job);
      finished();
    }, { concurrency: 1 });
    await done;
    await scheduler.close();
    expect(logged).toEqual([expect.stringMatching(/^Created the demo workspace/)]);
    expect(await demoDomainCount(db)).toBe(4);
    // its hourly schedule is the runtime's to create and to restore (the reconcile)
    expect(extension.schedules?.map((s) => s.id)).toContain('maintenance:demo-refresh');
  }, 120_000);
});
