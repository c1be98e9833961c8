/**
 * One scheduler interface, two adapters (docs/decisions/003): in-process for the embedded default, BullMQ on
 * Redis for scale-out. Jobs are plain data with a name; the worker's handler dispatches on the name through a
 * registry, so a job can run in any process.
 */
export interface JobPayload {
  name: string;
  data: Record<string, unknown>;
}

export interface RunningJob extends JobPayload {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  /**
   * When the job was due (epoch ms): a schedule's planned tick, a one-off job's enqueue time plus its delay. How late
   * it started against this is the start lag /admin/system shows. Absent where the adapter cannot tell.
   */
  dueAt?: number;
}

/** How many jobs the queue holds now, by state, and how many schedules: a handful of cheap counters (/admin/system). */
export interface QueueStats {
  /** Ready to start, waiting for a free worker slot. */
  waiting: number;
  active: number;
  /** One-off jobs waiting for their delay (re-checks, retries with backoff, notification retries). */
  delayed: number;
  /** Jobs that failed after their last try (in-process: since this process started; BullMQ: those Redis still keeps). */
  failed: number;
  schedules: number;
}

/**
 * The line a job waits in (decision 070). Uptime checks, alert deliveries and whatever a user waits for take the
 * priority lane (the default); checks of the slower families (DNS, TLS, registration, security, Lighthouse) and
 * maintenance take the background lane, which has worker slots of its own: however many background jobs wait, a
 * priority job never waits behind one.
 */
export type JobLane = 'priority' | 'background';
export const JOB_LANES: readonly JobLane[] = ['priority', 'background'];

export interface ScheduleSpec {
  /** Stable id, e.g. `http:<domainId>`; upserting the same id replaces the schedule. */
  id: string;
  everyMs: number;
  job: JobPayload;
  /** 'priority' when absent. */
  lane?: JobLane;
}

/** What the reconcile compares of a schedule: its interval and its lane. */
export interface ScheduleShape {
  everyMs: number;
  lane: JobLane;
}

export interface ScheduleInfo extends ScheduleSpec {
  nextRunAt: Date | null;
}

export interface EnqueueOptions {
  delayMs?: number;
  /** Total tries, including the first. */
  attempts?: number;
  /** First retry delay; doubles on each further retry. */
  backoffMs?: number;
  /** A job with the id of one still waiting is not added twice. */
  jobId?: string;
  /** 'priority' when absent. */
  lane?: JobLane;
}

export type JobHandler = (job: RunningJob) => Promise<void>;

export interface WorkerOptions {
  /** Jobs of the priority lane running at once. */
  concurrency: number;
  /** Jobs of the background lane running at once, in slots of their own: the priority lane's concurrency by default. */
  backgroundConcurrency?: number;
}

export interface Scheduler {
  readonly kind: 'in-process' | 'bullmq';
  /** Whether schedules outlive the process (BullMQ keeps them in Redis). */
  readonly persistent: boolean;
  upsertSchedule(spec: ScheduleSpec): Promise<void>;
  removeSchedule(id: string): Promise<void>;
  getSchedules(): Promise<ScheduleInfo[]>;
  /**
   * Every schedule's id, interval and lane, and nothing else: what the reconcile compares with the database every
   * minute, so it must stay cheap at 60,000 schedules (10,000 domains).
   */
  scheduleIntervals(): Promise<Map<string, ScheduleShape>>;
  /** How many schedules there are: one cheap call (a lost Redis answers far fewer than the last reconcile left). */
  scheduleCount(): Promise<number>;
  enqueue(job: JobPayload, options?: EnqueueOptions): Promise<void>;
  /** The queue's depths now: counters only, never a listing (it is read every few seconds by /admin/system). */
  queueStats(): Promise<QueueStats>;
  /** Starts taking jobs in this process. A web-only process schedules but never calls this. */
  startWorker(handler: JobHandler, options: WorkerOptions): void;
  /** Resolves when the backend answers (readiness). */
  ping(): Promise<void>;
  /**
   * Calls `listener` each time the backend is reachable again after its connection was lost: a restarted Redis
   * may have come back empty, schedules and all. Never called by the in-process scheduler, which cannot lose them.
   */
  onReconnect(listener: () => void): void;
  /** Stops taking jobs, waits for running ones, releases connections. */
  close(): Promise<void>;
}

/**
 * A stable phase in [0, everyMs) for a schedule id, so that 10,000 schedules of one interval spread over the
 * interval instead of firing in the same second, and keep their phase across restarts.
 */
export function phaseOf(id: string, everyMs: number): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) % Math.max(1, Math.floor(everyMs));
}
