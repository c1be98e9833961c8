/**
 * A worker process for the BullMQ tests: the jobs runtime exactly as `sitewarden start --role worker` builds it,
 * but aimed at the test's loopback lab (ports and test roots the environment cannot express) and with 2 s job
 * locks checked every second, so that a killed worker's job is taken over within the test's time; the reconcile
 * every RECONCILE_EVERY_MS and its schedule count every RECONCILE_COUNT_EVERY_MS when set (else a minute, 10 s).
 * Run with `node --import tsx`; prints `ready <worker name>` once it takes jobs.
 */
import { hostname } from 'node:os';
import { openDatabase } from '../../../../src/server/db/client';
import type { EngineOptions } from '../../../../src/server/engine';
import { createJobsRuntime } from '../../../../src/server/jobs/runtime';
import { createBullmqScheduler } from '../../../../src/server/jobs/scheduler/bullmq';
import { maintenanceJobs } from '../../../../src/server/modules/housekeeping/housekeeping-jobs';

const env = process.env;
const redisUrl = env.REDIS_URL!;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL!, poolSize: 4 });
const workerName = `${hostname()}:${process.pid}`;
const engine = JSON.parse(env.ENGINE_OPTIONS!) as EngineOptions;
const runtime = createJobsRuntime({
  config: { redisUrl, checkIntervalSeconds: Number(env.CHECK_INTERVAL_SECONDS) },
  database,
  engine,
  scheduler: createBullmqScheduler({
    redisUrl,
    queueName: env.QUEUE_NAME,
    stalledIntervalMs: 1_000,
    lockDurationMs: 2_000,
    workerName,
  }),
  reconcile: {
    everyMs: env.RECONCILE_EVERY_MS ? Number(env.RECONCILE_EVERY_MS) : undefined,
    countEveryMs: env.RECONCILE_COUNT_EVERY_MS ? Number(env.RECONCILE_COUNT_EVERY_MS) : undefined,
  },
  // the features' housekeeping, as main.ts hands it to the runtime
  extensions: [() => maintenanceJobs({ database, engine })],
});
await runtime.startWorker(8);
process.stdout.write(`ready ${workerName}\n`);
process.on('SIGTERM', () => {
  void runtime
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
