import { hostname } from 'node:os';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type {
  EnqueueOptions,
  JobLane,
  QueueStats,
  JobHandler,
  JobPayload,
  ScheduleInfo,
  ScheduleShape,
  ScheduleSpec,
  Scheduler,
  WorkerOptions,
} from './types';
import { JOB_LANES, phaseOf } from './types';

export interface BullmqSchedulerOptions {
  redisUrl: string;
  /** Queue name of the priority lane (the background lane's is `<name>-background`); tests use their own to stay apart. */
  queueName?: string;
  /** How often workers look for jobs whose worker died (their lock ran out) and hand them to another. */
  stalledIntervalMs?: number;
  /** A running job's lock, renewed by its worker while alive: a dead worker's jobs are stalled this long after. */
  lockDurationMs?: number;
  /** Recorded on each job it runs (`processedBy`); host and process id by default. */
  workerName?: string;
}

/** Script reading the `every` field of a chunk of job schedulers (BullMQ keeps each in a hash `<repeat key>:<id>`). */
const INTERVALS_OF = 'sitewardenIntervalsOf';
const INTERVALS_OF_LUA = `local out = {}
for i = 1, #ARGV do out[i] = redis.call('HGET', KEYS[1] .. ':' .. ARGV[i], 'every') or '' end
return out`;
const INTERVALS_CHUNK = 2000;
type RedisWithIntervals = Redis & Record<typeof INTERVALS_OF, (key: string, ...ids: string[]) => Promise<unknown>>;

/**
 * A de-duplicating job id as BullMQ takes it. BullMQ refuses a custom id holding ':' (its key separator) unless it has
 * exactly three parts, and one that is an integer; ours are `<kind>:<family>:<id>[:<bucket>]`. Every '%', ':' and '#'
 * is percent-encoded and an integer id gets a '#' in front, so any id is accepted and two ids never map to one (the
 * same id always maps to the same one: de-duplication holds).
 */
export function bullmqJobId(id: string): string {
  const escaped = id.replace(/[%:#]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return /^-?\d+$/.test(escaped) ? `#${escaped}` : escaped;
}

/**
 * BullMQ on Redis: one job scheduler per schedule id (e.g. one per domain and check family), workers in any
 * number of processes. Schedules live in Redis, so they survive restarts of every process; a job whose worker
 * was killed is detected as stalled and runs again on another worker. Each lane is a queue of its own with workers
 * of its own (decision 070), so background jobs never hold a priority job's slot.
 */
export function createBullmqScheduler(options: BullmqSchedulerOptions): Scheduler {
  const baseName = options.queueName ?? 'sitewarden-jobs';
  // the priority lane keeps the queue name of the versions before lanes: its schedules and jobs stay where they were
  const queueNames: Record<JobLane, string> = { priority: baseName, background: `${baseName}-background` };
  // BullMQ needs maxRetriesPerRequest null on worker connections; a lost Redis is retried, not fatal.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
  connection.on('error', () => undefined);
  connection.defineCommand(INTERVALS_OF, { numberOfKeys: 1, lua: INTERVALS_OF_LUA });
  const queues = {} as Record<JobLane, Queue>;
  for (const lane of JOB_LANES) {
    queues[lane] = new Queue(queueNames[lane], { connection });
    queues[lane].on('error', () => undefined);
  }
  const allQueues = JOB_LANES.map((lane) => [lane, queues[lane]] as const);
  const workers: Worker[] = [];
  let workerConnection: Redis | undefined;
  // ioredis says 'ready' on the first connection and after every reconnect; only the later ones are news
  const reconnectListeners: (() => void)[] = [];
  let connectedBefore = false;
  connection.on('ready', () => {
    if (connectedBefore) for (const listener of reconnectListeners) listener();
    connectedBefore = true;
  });

  const jobOptions = (o: EnqueueOptions = {}) => ({
    delay: o.delayMs,
    attempts: o.attempts ?? 1,
    backoff: o.backoffMs ? { type: 'exponential' as const, delay: o.backoffMs } : undefined,
    jobId: o.jobId === undefined ? undefined : bullmqJobId(o.jobId),
    // BullMQ ignores a job whose id is still stored, finished or not: a de-duplicated job (a re-check) must
    // leave when done, or the next one with its id would never run
    removeOnComplete: o.jobId ? true : { count: 1000 },
    removeOnFail: o.jobId ? true : { count: 5000 },
  });

  return {
    kind: 'bullmq',
    persistent: true,

    async upsertSchedule(spec: ScheduleSpec) {
      const lane = spec.lane ?? 'priority';
      await queues[lane].upsertJobScheduler(
        spec.id,
        { every: spec.everyMs, offset: phaseOf(spec.id, spec.everyMs) },
        {
          name: spec.job.name,
          data: spec.job.data,
          opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } },
        },
      );
      // a schedule that changed lanes (an upgrade moved its family) leaves none behind in the other queue
      await Promise.all(allQueues.filter(([other]) => other !== lane).map(([, q]) => q.removeJobScheduler(spec.id)));
    },

    async removeSchedule(id: string) {
      await Promise.all(allQueues.map(([, q]) => q.removeJobScheduler(id)));
    },

    async getSchedules(): Promise<ScheduleInfo[]> {
      const lists = await Promise.all(
        allQueues.map(async ([lane, q]) =>
          (await q.getJobSchedulers(0, -1, true)).map((s) => ({
            id: s.key,
            everyMs: Number(s.every ?? 0),
            job: { name: s.name, data: (s.template?.data ?? {}) as Record<string, unknown> },
            lane,
            nextRunAt: s.next ? new Date(s.next) : null,
          })),
        ),
      );
      return lists.flat();
    },

    async scheduleIntervals(): Promise<Map<string, ScheduleShape>> {
      // one snapshot of the ids, then their intervals a chunk per script call: no long block of Redis, and a
      // fraction of the client CPU of getJobSchedulers (one HGETALL and template parse per schedule)
      const shapes = new Map<string, ScheduleShape>();
      for (const [lane, q] of allQueues) {
        const repeatKey = q.toKey('repeat');
        const ids = await connection.zrange(repeatKey, '0', '-1');
        for (let i = 0; i < ids.length; i += INTERVALS_CHUNK) {
          const chunk = ids.slice(i, i + INTERVALS_CHUNK);
          const every = (await (connection as RedisWithIntervals)[INTERVALS_OF](repeatKey, ...chunk)) as string[];
          // a schedule removed between the two reads answers '' and counts as absent
          chunk.forEach((id, j) => every[j] && shapes.set(id, { everyMs: Number(every[j]), lane }));
        }
      }
      return shapes;
    },

    async scheduleCount(): Promise<number> {
      const counts = await Promise.all(allQueues.map(([, q]) => connection.zcard(q.toKey('repeat'))));
      return counts.reduce((a, b) => a + b, 0);
    },

    async enqueue(job: JobPayload, o?: EnqueueOptions) {
      await queues[o?.lane ?? 'priority'].add(job.name, job.data, jobOptions(o));
    },

    async queueStats(): Promise<QueueStats> {
      const perLane = await Promise.all(
        allQueues.map(async ([, q]) => {
          const [counts, schedules] = await Promise.all([
            q.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
            connection.zcard(q.toKey('repeat')),
          ]);
          const n = (state: string) => counts[state] ?? 0;
          // a repeat job waits as 'delayed' until its tick: those are the schedules' next runs, not a backlog
          return {
            waiting: n('waiting') + n('prioritized'),
            active: n('active'),
            delayed: Math.max(0, n('delayed') - schedules),
            failed: n('failed'),
            schedules,
          };
        }),
      );
      const total: QueueStats = { waiting: 0, active: 0, delayed: 0, failed: 0, schedules: 0 };
      for (const stats of perLane)
        for (const key of Object.keys(total) as (keyof QueueStats)[]) total[key] += stats[key];
      return total;
    },

    startWorker(handler: JobHandler, { concurrency, backgroundConcurrency }: WorkerOptions) {
      // BullMQ leaves a connection it was given open on close: ours to close (and to keep quiet while Redis is away)
      workerConnection = connection.duplicate({ maxRetriesPerRequest: null });
      workerConnection.on('error', () => undefined);
      const slots: Record<JobLane, number> = {
        priority: concurrency,
        background: backgroundConcurrency ?? concurrency,
      };
      for (const lane of JOB_LANES) {
        const worker = new Worker(
          queueNames[lane],
          async (job: Job) => {
            await handler({
              id: String(job.id),
              name: job.name,
              data: job.data as Record<string, unknown>,
              attempt: job.attemptsMade + 1,
              // a repeat job is added one interval ahead with the delay to its planned tick; a one-off one, when queued
              dueAt: job.timestamp + (job.opts.delay ?? 0),
            });
          },
          {
            connection: workerConnection,
            concurrency: Math.max(1, slots[lane]),
            name: options.workerName ?? `${hostname()}:${process.pid}`,
            stalledInterval: options.stalledIntervalMs ?? 30_000,
            lockDuration: options.lockDurationMs ?? 30_000,
            maxStalledCount: 2,
          },
        );
        worker.on('error', () => undefined);
        workers.push(worker);
      }
    },

    async ping() {
      await connection.ping();
    },

    onReconnect(listener: () => void) {
      reconnectListeners.push(listener);
    },

    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(allQueues.map(([, q]) => q.close()));
      workerConnection?.disconnect();
      connection.disconnect();
    },
  };
}
