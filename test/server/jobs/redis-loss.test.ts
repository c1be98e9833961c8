import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { domains, users } from '../../../src/server/db/schema';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';
import { REDIS_SERVER_AVAILABLE, startPrivateRedis, type PrivateRedis } from '../helpers/redis';
import { startCheckWorker, stopWorkers, until, type WorkerProcess } from './support/worker-process';

const SITES = ['a', 'b', 'c', 'd'].map((s) => `${s}.${LAB_SUFFIX}`);
/** The bound: every domain is checked again within 2 minutes of Redis losing its data. */
const RECOVERY_BOUND_MS = 120_000;
const HOUR = 3_600_000;

/*
 * Issue 13, item 3: with separate worker processes on PostgreSQL + Redis, Redis losing its data (a FLUSHDB, or a
 * restart without persistence) stopped every domain's checks for good. Each scenario has a Redis server of its own,
 * so flushing and restarting it touches no other test run.
 */
describe.runIf(REDIS_SERVER_AVAILABLE && DATABASE_KINDS.includes('postgres'))(
  'monitoring after Redis loses its data',
  () => {
    let lab: LoopbackLab;
    let t: TestDatabase;
    let domainIds: string[] = [];
    const redisServers: PrivateRedis[] = [];
    const workers: WorkerProcess[] = [];

    beforeAll(async () => {
      lab = await startLoopbackLab({ allowPrivateTargets: true });
      for (const site of SITES) lab.addSite(site);
      t = await createTestDatabase('postgres');
      const [user] = await t.handle.db
        .insert(users)
        .values({ email: 'ops@example.com', password: 'x', subscriptionTier: 'agency' })
        .returning();
      const rows = await t.handle.db
        .insert(domains)
        .values(SITES.map((name) => ({ name, userId: user!.id })))
        .returning({ id: domains.id });
      domainIds = rows.map((r) => r.id);
    }, 60_000);

    afterAll(async () => {
      await stopWorkers(workers);
      for (const redis of redisServers) await redis.stop();
      await t?.drop();
      await lab?.close();
    }, 30_000);

    /** Workers on a Redis of the scenario's own, checking every domain every second. */
    async function cluster(count: number, reconcile: { everyMs: number; countEveryMs: number }) {
      const redis = await startPrivateRedis();
      redisServers.push(redis);
      const queueName = `test-loss-${randomBytes(4).toString('hex')}`;
      const env = {
        REDIS_URL: redis.url,
        DATABASE_URL: t.url!,
        QUEUE_NAME: queueName,
        CHECK_INTERVAL_SECONDS: '1',
        RECONCILE_EVERY_MS: String(reconcile.everyMs),
        RECONCILE_COUNT_EVERY_MS: String(reconcile.countEveryMs),
        ENGINE_OPTIONS: JSON.stringify(lab.options),
      };
      const started = await Promise.all(Array.from({ length: count }, () => startCheckWorker(env)));
      workers.push(...started);
      return { redis, queueName, workers: started };
    }

    /** Uptime checks per domain recorded after `since`. */
    const checksSince = async (since: Date) => {
      const rows = await queryRows<{ domain_id: string; n: number }>(
        t.handle.db,
        sql`select domain_id, count(*)::int as n from domain_checks where check_type = 'uptime' and checked_at > ${since.toISOString()}::timestamptz group by domain_id`,
      );
      return new Map(rows.map((r) => [r.domain_id, r.n]));
    };
    /**
     * Every domain checked twice since `since`: a check already running when Redis lost its data may still finish
     * and be stored, but only a schedule made again can run a second one.
     */
    const everyDomainCheckedTwiceSince = async (since: Date) => {
      const counts = await checksSince(since);
      return domainIds.every((id) => (counts.get(id) ?? 0) >= 2);
    };

    it('after a FLUSHDB, every domain is checked again within 2 minutes, with two workers reconciling at once', async () => {
      // the default schedule count (every 10 s) notices the loss; the minute reconcile is pushed out of reach
      const { redis, queueName, workers: pair } = await cluster(2, { everyMs: HOUR, countEveryMs: 10_000 });
      const startedAt = new Date();
      await until(() => everyDomainCheckedTwiceSince(startedAt), 'the first checks of every domain', 60_000);

      await redis.flush();
      const flushedAt = new Date();
      await until(
        () => everyDomainCheckedTwiceSince(flushedAt),
        'every domain to be checked again after the flush',
        RECOVERY_BOUND_MS,
      );
      console.log(
        `redis-loss: every domain checked again ${((Date.now() - flushedAt.getTime()) / 1000).toFixed(1)} s after FLUSHDB`,
      );

      const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
      const queue = new Queue(queueName, { connection });
      // the background lane's queue (decision 070): the slower families and the maintenance
      const background = new Queue(`${queueName}-background`, { connection });
      try {
        const schedulers = [...(await queue.getJobSchedulers(0, -1)), ...(await background.getJobSchedulers(0, -1))];
        // every domain's six families at their interval, and the maintenance schedule, once each
        expect(schedulers.filter((s) => s.name === 'check')).toHaveLength(domainIds.length * 6);
        expect(schedulers.filter((s) => s.name === 'check' && Number(s.every) !== 1_000)).toEqual(
          schedulers.filter((s) => s.key.startsWith('performance:')),
        );
        expect(schedulers.map((s) => s.key)).toContain('maintenance:retention');
        // the two workers' reconciles did not start a second chain of runs for any schedule. On a loaded machine a run
        // may still wait while its successor is already due, for a moment: a second chain never goes away, so some
        // look at the queue must find one pending run per schedule
        const mostPendingPerSchedule = async () => {
          const pending = [];
          for (const q of [queue, background]) pending.push(...(await q.getDelayed()), ...(await q.getWaiting()));
          const perScheduler = new Map<string, number>();
          for (const job of pending)
            if (job.repeatJobKey) perScheduler.set(job.repeatJobKey, (perScheduler.get(job.repeatJobKey) ?? 0) + 1);
          return Math.max(...perScheduler.values());
        };
        await until(async () => (await mostPendingPerSchedule()) === 1, 'one pending run per schedule', 15_000);
        expect(pair.map((w) => w.output()).join('')).toMatch(
          /schedules reconciled with the database \(schedules went missing\): \d+ added/,
        );
      } finally {
        await queue.close();
        await background.close();
        connection.disconnect();
      }
    }, 180_000);

    it('after a restart of Redis without persistence, the reconnect puts the schedules back at once', async () => {
      // the minute reconcile and the schedule count are pushed out of reach: only the reconnect can bring checks back
      const {
        redis,
        workers: [worker],
      } = await cluster(1, { everyMs: HOUR, countEveryMs: HOUR });
      const startedAt = new Date();
      await until(() => everyDomainCheckedTwiceSince(startedAt), 'the first checks of every domain', 60_000);

      await redis.restart();
      const restartedAt = new Date();
      await until(
        () => everyDomainCheckedTwiceSince(restartedAt),
        'every domain to be checked again after the restart',
        60_000,
      );
      console.log(
        `redis-loss: every domain checked again ${((Date.now() - restartedAt.getTime()) / 1000).toFixed(1)} s after the Redis restart`,
      );
      expect(worker!.output()).toMatch(/schedules reconciled with the database \(Redis reconnected\): \d+ added/);
    }, 150_000);
  },
);
