import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains, users } from '../../../src/server/db/schema';
import { withMonitoringCache } from '../../../src/server/jobs/monitoring/monitoring-cache';
import { createMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring.repository';
import { createMonitoringService } from '../../../src/server/jobs/monitoring/monitoring.service';
import { createBullmqScheduler } from '../../../src/server/jobs/scheduler/bullmq';
import type { Scheduler } from '../../../src/server/jobs/scheduler/types';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';

const run = promisify(execFile);

/*
 * `sitewarden user plan` against shared schedules: the CLI is its own process, and with REDIS_URL set it moves
 * the user's schedules in Redis at once. The CLI uses the default queue name, so this test gives it a Redis
 * database of its own (index 13), and the schedules go afterwards.
 */
describe.runIf(REDIS_AVAILABLE && DATABASE_KINDS.includes('postgres'))('sitewarden user plan with Redis', () => {
  const redisUrl = `${TEST_REDIS_URL.replace(/\/\d*$/, '')}/13`;
  let t: TestDatabase;
  let scheduler: Scheduler;
  let domainId: string;

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    const [user] = await t.handle.db
      .insert(users)
      .values({ email: 'owner@example.com', password: 'x', subscriptionTier: 'free' })
      .returning();
    const [domain] = await t.handle.db.insert(domains).values({ name: 'shop.example', userId: user!.id }).returning();
    domainId = domain!.id;
    scheduler = createBullmqScheduler({ redisUrl });
    const repo = withMonitoringCache(createMonitoringRepository(t.handle.db), { cacheStates: false });
    await createMonitoringService({ repo, scheduler }).syncDomain(domainId);
  }, 30_000);
  afterAll(async () => {
    for (const s of (await scheduler?.getSchedules()) ?? []) await scheduler.removeSchedule(s.id);
    await scheduler?.close();
    await t?.drop();
  });

  it('moves the schedules to the new interval at once', async () => {
    const http = async () => (await scheduler.getSchedules()).find((s) => s.id === `http:${domainId}`)?.everyMs;
    expect(await http()).toBe(3_600_000);
    const { stdout } = await run(
      process.execPath,
      ['bin/sitewarden.mjs', 'user', 'plan', '--email', 'owner@example.com', '--plan', 'agency'],
      {
        env: { ...process.env, DATABASE_URL: t.url!, REDIS_URL: redisUrl, LOG_LEVEL: 'silent' },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain('owner@example.com is now on the agency plan.');
    expect(stdout).toContain('Monitoring schedules moved to the new check interval.');
    expect(await http()).toBe(60_000);
  }, 60_000);
});
