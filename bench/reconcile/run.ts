/**
 * What keeping monitoring alive after Redis loses its data costs (issue 13, item 3; decision 029), at 10,000
 * domains on the agency plan (uptime every 60 s: 60,000 schedules):
 *
 *   npx tsx bench/reconcile/run.ts                 # embedded PGlite
 *   npx tsx bench/reconcile/run.ts --postgres      # PostgreSQL at BENCH_POSTGRES_URL or TEST_POSTGRES_URL
 *   options: --domains N --checks N (stored uptime checks per domain, a minute apart) --recovery (see below)
 *
 * Prints, each the median of 5 runs (wall time and this process's CPU):
 * - the watchdog's evaluation (its query over the checks, the assessment, the row update);
 * - the minute reconcile with nothing to put right, on the in-process scheduler and on BullMQ (a redis-server of
 *   the bench's own), with the Redis server's CPU for BullMQ;
 * - BullMQ: restoring every schedule after FLUSHALL (one reconcile from empty).
 * --recovery: the jobs runtime on BullMQ with its default reconciler (checks are counted, not probed):
 *   FLUSHALL, then the seconds until every domain's uptime check has run again.
 */
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { defaultEngineOptions } from '../../src/server/engine';
import { withMonitoringCache } from '../../src/server/jobs/monitoring/monitoring-cache';
import { createMonitoringRepository } from '../../src/server/jobs/monitoring/monitoring.repository';
import { createMonitoringService } from '../../src/server/jobs/monitoring/monitoring.service';
import { createJobsRuntime } from '../../src/server/jobs/runtime';
import { createBullmqScheduler } from '../../src/server/jobs/scheduler/bullmq';
import { createInProcessScheduler } from '../../src/server/jobs/scheduler/in-process';
import type { Scheduler } from '../../src/server/jobs/scheduler/types';
import { startPrivateRedis } from '../../src/server/jobs/testing/private-redis';
import { createWatchdog } from '../../src/server/modules/watchdog/watchdog';

const { values } = parseArgs({
  options: {
    domains: { type: 'string', default: '10000' },
    checks: { type: 'string', default: '30' },
    postgres: { type: 'boolean', default: false },
    recovery: { type: 'boolean', default: false },
  },
});
const DOMAINS = Number(values.domains);
const CHECKS = Number(values.checks);
const POSTGRES_URL = values.postgres
  ? (process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
  : undefined;

async function measure(label: string, run: () => Promise<unknown>, times = 5): Promise<void> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < times; i++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await run();
    walls.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`${label}: ${median(walls).toFixed(0)} ms wall, ${median(cpus).toFixed(0)} ms CPU (median of ${times})`);
}

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  if (!POSTGRES_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'sitewarden-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    await runMigrations(handle);
    return {
      handle,
      label: 'embedded PGlite',
      drop: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })),
    };
  }
  const name = `sw_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await runMigrations(handle);
  return {
    handle,
    label: 'PostgreSQL',
    drop: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Agency users of 50 domains each, every domain with CHECKS uptime checks a minute apart up to now. */
async function seed(db: DatabaseHandle['db']): Promise<void> {
  await db.execute(sql`
    insert into users (email, subscription_tier, created_at, updated_at)
    select 'bench' || g || '@sitewarden.test', 'agency', now() - interval '1 day', now() - interval '1 day'
    from generate_series(0, ${Math.ceil(DOMAINS / 50) - 1}::int) g`);
  await db.execute(sql`
    with u as (select id, (row_number() over (order by email) - 1)::int as n from users)
    insert into domains (name, user_id, created_at, updated_at)
    select 'site' || g || '.sitewarden.test', u.id, now() - interval '1 day', now() - interval '1 day'
    from generate_series(0, ${DOMAINS - 1}::int) g join u on u.n = g / 50`);
  await db.execute(sql`
    insert into domain_checks (domain_id, check_type, status, response_time, checked_at)
    select d.id, 'uptime', 'healthy', 120, now() - make_interval(secs => 60 * n + (hashtext(d.id::text) & 59))
    from domains d, generate_series(0, ${CHECKS - 1}::int) n`);
  await db.execute(sql`analyze`);
}

async function redisCpuMs(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const field = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return (field('used_cpu_sys') + field('used_cpu_user')) * 1000;
}

async function main() {
  const database = await openBenchDatabase();
  const redisServer = await startPrivateRedis();
  const redis = new Redis(redisServer.url);
  redis.on('error', () => undefined);
  const closing: (() => Promise<unknown>)[] = [];
  try {
    const seededAt = performance.now();
    await seed(database.handle.db);
    console.log(
      `${database.label}: ${DOMAINS} domains, ${DOMAINS * CHECKS} uptime checks seeded in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`,
    );

    // every domain checked within the last minute, as in a healthy installation (a period of 1 ms lets it claim each run)
    const watchdog = createWatchdog({
      db: database.handle.db,
      mailer: { kind: 'outbox', send: async () => undefined },
      operators: async () => [],
      everyMs: 1,
      log: () => undefined,
    });
    await measure('watchdog evaluation', async () => {
      const found = await watchdog.evaluate();
      if (found?.probedDomains !== DOMAINS || found.stalled)
        throw new Error('the watchdog did not find every domain checked');
    });

    const reconcileOn = (scheduler: Scheduler) =>
      createMonitoringService({
        repo: withMonitoringCache(createMonitoringRepository(database.handle.db), { cacheStates: false }),
        scheduler,
      });
    const inProcess = createInProcessScheduler();
    closing.push(() => inProcess.close());
    const embedded = reconcileOn(inProcess);
    console.log(`in-process: first reconcile ${JSON.stringify(await embedded.reconcile())}`);
    await measure('reconcile, nothing to do, in-process scheduler', () => embedded.reconcile());

    const bullmq = createBullmqScheduler({ redisUrl: redisServer.url, queueName: 'bench-reconcile' });
    closing.push(() => bullmq.close());
    const scaled = reconcileOn(bullmq);
    let redisCpu = await redisCpuMs(redis);
    let started = performance.now();
    const restored = await scaled.reconcile();
    console.log(
      `BullMQ: restore from empty ${JSON.stringify(restored)} in ${((performance.now() - started) / 1000).toFixed(1)} s, Redis CPU ${((await redisCpuMs(redis)) - redisCpu).toFixed(0)} ms`,
    );
    redisCpu = await redisCpuMs(redis);
    await measure('reconcile, nothing to do, BullMQ', async () => {
      const report = await scaled.reconcile();
      if (report.added + report.fixed + report.removed) throw new Error(`unexpected changes ${JSON.stringify(report)}`);
    });
    console.log(
      `BullMQ: Redis CPU per reconcile with nothing to do: ${(((await redisCpuMs(redis)) - redisCpu) / 5).toFixed(0)} ms`,
    );
    await redis.flushall();
    started = performance.now();
    console.log(
      `BullMQ: restore after FLUSHALL ${JSON.stringify(await scaled.reconcile())} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await redis.flushall();

    if (values.recovery) await recovery(database.handle, redisServer.url, redis);
  } finally {
    for (const close of closing) await close();
    redis.disconnect();
    await redisServer.stop();
    await database.drop();
  }
}

/** The worker runtime with its default reconciler; each uptime check run is counted, not probed. */
async function recovery(handle: DatabaseHandle, redisUrl: string, redis: Redis) {
  const inner = createBullmqScheduler({ redisUrl, queueName: 'bench-recovery' });
  const lastRun = new Map<string, number>();
  const counting: Scheduler = {
    ...inner,
    startWorker: (handler, o) =>
      inner.startWorker(async (job) => {
        if (job.name !== 'check') return handler(job);
        if (job.data.family === 'http') lastRun.set(String(job.data.domainId), Date.now());
      }, o),
  };
  const runtime = createJobsRuntime({
    config: { redisUrl },
    database: handle,
    engine: defaultEngineOptions(),
    scheduler: counting,
    log: () => undefined,
  });
  try {
    await runtime.startWorker(200);
    const everyDomainRanSince = async (since: number, deadlineMs: number) => {
      const end = Date.now() + deadlineMs;
      while ([...lastRun.values()].filter((at) => at > since).length < DOMAINS) {
        if (Date.now() > end)
          throw new Error(
            `only ${[...lastRun.values()].filter((at) => at > since).length} of ${DOMAINS} domains ran in time`,
          );
        await new Promise((r) => setTimeout(r, 250));
      }
      return (Date.now() - since) / 1000;
    };
    console.log(
      `recovery: every domain's uptime check ran ${(await everyDomainRanSince(Date.now(), 180_000)).toFixed(1)} s after the worker started`,
    );
    await redis.flushall();
    console.log(
      `recovery: every domain's uptime check ran again ${(await everyDomainRanSince(Date.now(), 300_000)).toFixed(1)} s after FLUSHALL (default reconciler, 60 s interval)`,
    );
  } finally {
    await runtime.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
