import { randomUUID } from 'node:crypto';
import { Fifo } from './fifo';
import type {
  EnqueueOptions,
  JobLane,
  QueueStats,
  JobHandler,
  JobPayload,
  RunningJob,
  ScheduleInfo,
  ScheduleShape,
  ScheduleSpec,
  Scheduler,
  WorkerOptions,
} from './types';
import { JOB_LANES, phaseOf } from './types';

interface Entry {
  at: number;
  seq: number;
  /** Schedule id for repeating entries; undefined for one-off jobs. */
  scheduleId?: string;
  /** The schedule's generation when this entry was made: a replaced schedule's entries are dropped. */
  generation?: number;
  /** A one-off job as it runs; for a schedule, its job template (the run gets its id when it starts). */
  job: RunningJob | JobPayload;
  options: EnqueueOptions;
  lane: JobLane;
}

type StoredSchedule = ScheduleSpec & { nextRunAt: number; generation: number; lane: JobLane };

/** A lane's jobs ready to start, and its slots. */
interface Lane {
  ready: Fifo<Entry>;
  active: number;
  concurrency: number;
}

const NO_OPTIONS: EnqueueOptions = {};

/** Binary min-heap on (at, seq): O(log n) per schedule tick at 10,000 schedules. */
class Heap {
  private items: Entry[] = [];
  get size() {
    return this.items.length;
  }
  peek(): Entry | undefined {
    return this.items[0];
  }
  push(e: Entry) {
    const a = this.items;
    a.push(e);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(a[i]!, a[p]!)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }
  pop(): Entry | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length && last) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && less(a[l]!, a[m]!)) m = l;
        if (r < a.length && less(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}

/**
 * Wake-ups are aligned to a 200 ms grid, so the jobs due within the same fifth of a second start together on one
 * timer and one event-loop wake-up. At 10,000 domains a minute that is 5 wake-ups a second instead of ~170, and
 * on a virtual machine a wake-up costs more CPU than a pooled uptime check itself (bench/engine). Adds at most
 * 200 ms of start drift; a job is never started early.
 */
const WAKE_GRID_MS = 200;
const wakeTime = (at: number) => Math.ceil(at / WAKE_GRID_MS) * WAKE_GRID_MS;

const less = (x: Entry, y: Entry) => x.at < y.at || (x.at === y.at && x.seq < y.seq);

/**
 * The embedded scheduler: timers and a concurrency-limited run queue in this process. Schedules live in memory;
 * the monitoring service re-creates them from the database at start, so a restart loses none.
 * A schedule whose previous run is still going skips that tick rather than piling up runs.
 */
export interface InProcessScheduler extends Scheduler {
  /**
   * Starts every job due by the clock and resolves once none is ready or running, jobs those runs queued for now
   * included. With a manual `now`, tests move the clock and settle instead of sleeping.
   */
  settle(): Promise<void>;
  /** Starts every job due by the clock now, without waiting for any (a test whose jobs never end drives it so). */
  runDue(): void;
}

export function createInProcessScheduler(now: () => number = Date.now): InProcessScheduler {
  const heap = new Heap();
  const schedules = new Map<string, StoredSchedule>();
  const waitingIds = new Set<string>();
  /** Schedules with a run waiting or running: a new tick of theirs is skipped. */
  const busySchedules = new Set<string>();
  // the priority lane first: its jobs start before any background job that became ready at the same time
  const lanes: Record<JobLane, Lane> = {
    priority: { ready: new Fifo(), active: 0, concurrency: 1 },
    background: { ready: new Fifo(), active: 0, concurrency: 1 },
  };
  const readyCount = () => lanes.priority.ready.length + lanes.background.ready.length;
  let seq = 0;
  let timer: NodeJS.Timeout | undefined;
  let handler: JobHandler | undefined;
  let closed = false;
  /** One-off jobs in the heap (not yet due), and one-off jobs that failed their last try: queueStats' counters. */
  let oneOffsWaiting = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();

  function arm() {
    if (closed || !handler) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    const next = heap.peek();
    if (!next) return;
    // Timers beyond ~24 days overflow; re-arm in steps.
    const delay = Math.min(Math.max(0, wakeTime(next.at) - now()), 2 ** 30);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  }

  function tick() {
    timer = undefined;
    const t = now();
    for (let e = heap.peek(); e && e.at <= t; e = heap.peek()) {
      heap.pop();
      if (!e.scheduleId) oneOffsWaiting--;
      if (e.scheduleId) {
        const s = schedules.get(e.scheduleId);
        // a removed or replaced schedule leaves stale entries behind; drop them here
        if (!s || s.generation !== e.generation) continue;
        s.nextRunAt = e.at + s.everyMs;
        // catch up without bursts after a long pause: never schedule in the past
        if (s.nextRunAt <= t) s.nextRunAt = t + s.everyMs;
        pushSchedule(s);
        if (busySchedules.has(s.id)) continue;
        busySchedules.add(s.id);
      }
      lanes[e.lane].ready.push(e);
    }
    drain();
    arm();
  }

  // One small entry per tick (10,000 schedules keep 10,000 in the heap): the run's job is made when it starts.
  function pushSchedule(s: StoredSchedule) {
    heap.push({
      at: s.nextRunAt,
      seq: seq++,
      scheduleId: s.id,
      generation: s.generation,
      job: s.job,
      options: NO_OPTIONS,
      lane: s.lane,
    });
  }

  function drain() {
    for (const name of JOB_LANES) drainLane(lanes[name]);
  }

  function drainLane(lane: Lane) {
    while (handler && !closed && lane.active < lane.concurrency && lane.ready.length) {
      const e = lane.ready.shift()!;
      lane.active++;
      if (e.options.jobId) waitingIds.delete(e.options.jobId);
      const job: RunningJob = e.scheduleId
        ? { name: e.job.name, data: { ...e.job.data }, id: `${e.scheduleId}:${e.at}`, attempt: 1, dueAt: e.at }
        : { ...(e.job as RunningJob), data: { ...e.job.data }, dueAt: e.at };
      const p = handler(job)
        .catch((err: unknown) => retry(e, err))
        .finally(() => {
          lane.active--;
          if (e.scheduleId) busySchedules.delete(e.scheduleId);
          inFlight.delete(p);
          drain();
        });
      inFlight.add(p);
    }
  }

  function retry(e: Entry, err: unknown) {
    const attempts = e.options.attempts ?? 1;
    const job = e.job as RunningJob;
    if (e.scheduleId || job.attempt >= attempts || closed) {
      if (!e.scheduleId) {
        failed++;
        console.error(`job ${job.name} failed after ${job.attempt} attempt(s)`, err);
      }
      return;
    }
    const backoff = (e.options.backoffMs ?? 1000) * 2 ** (job.attempt - 1);
    oneOffsWaiting++;
    heap.push({ ...e, at: now() + backoff, seq: seq++, job: { ...job, attempt: job.attempt + 1 } });
    arm();
  }

  return {
    kind: 'in-process',
    persistent: false,

    async upsertSchedule(spec) {
      const previous = schedules.get(spec.id);
      const generation = (previous?.generation ?? 0) + 1;
      // keep the phase when only the data changes; a new interval starts on its own phase
      const nextRunAt =
        previous && previous.everyMs === spec.everyMs ? previous.nextRunAt : now() + phaseOf(spec.id, spec.everyMs);
      const s = { ...spec, nextRunAt, generation, lane: spec.lane ?? 'priority' };
      schedules.set(spec.id, s);
      pushSchedule(s);
      arm();
    },

    async removeSchedule(id) {
      schedules.delete(id);
    },

    async getSchedules(): Promise<ScheduleInfo[]> {
      return [...schedules.values()].map(({ id, everyMs, job, nextRunAt, lane }) => ({
        id,
        everyMs,
        job,
        lane,
        nextRunAt: new Date(nextRunAt),
      }));
    },

    async scheduleIntervals(): Promise<Map<string, ScheduleShape>> {
      return new Map([...schedules.values()].map((s) => [s.id, { everyMs: s.everyMs, lane: s.lane }]));
    },

    async scheduleCount(): Promise<number> {
      return schedules.size;
    },

    async enqueue(job: JobPayload, options: EnqueueOptions = {}) {
      if (options.jobId) {
        if (waitingIds.has(options.jobId)) return;
        waitingIds.add(options.jobId);
      }
      oneOffsWaiting++;
      heap.push({
        at: now() + (options.delayMs ?? 0),
        seq: seq++,
        job: { ...job, id: options.jobId ?? randomUUID(), attempt: 1 },
        options,
        lane: options.lane ?? 'priority',
      });
      if (!options.delayMs && handler) tick();
      else arm();
    },

    async queueStats(): Promise<QueueStats> {
      const active = lanes.priority.active + lanes.background.active;
      return { waiting: readyCount(), active, delayed: oneOffsWaiting, failed, schedules: schedules.size };
    },

    startWorker(h: JobHandler, options: WorkerOptions) {
      handler = h;
      lanes.priority.concurrency = Math.max(1, options.concurrency);
      lanes.background.concurrency = Math.max(1, options.backgroundConcurrency ?? options.concurrency);
      tick();
    },

    async settle() {
      while (handler && !closed) {
        tick();
        if (!inFlight.size && !readyCount()) return;
        await Promise.allSettled([...inFlight]);
      }
    },

    runDue() {
      tick();
    },

    async ping() {},

    // schedules live in this process's memory: nothing to lose, nothing to announce
    onReconnect() {},

    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
