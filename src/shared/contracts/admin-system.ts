import { z } from 'zod';

/** Counts by a name (a job name, a probe kind, a failure reason). */
const countsSchema = z.record(z.string(), z.number());

/**
 * What a worker's heartbeat writes into its `worker_processes` row every beat: the figures of its last minute
 * (src/server/jobs/heartbeat). Jobs are named by their job name, checks as `check:<family>`.
 */
export const workerStatsSchema = z.object({
  /** The heartbeat's period: the row is alive while it was seen within three of them. */
  everyMs: z.number(),
  jobsPerMinute: z.number(),
  jobsByName: countsSchema,
  checksPerMinute: z.number(),
  /** How late jobs started against their due time, in ms; null with no job in the minute. */
  lagP50Ms: z.number().nullable(),
  lagP99Ms: z.number().nullable(),
  failuresPerMinute: z.number(),
  /** Failed checks (status error or critical) by probe kind (the check type: uptime, dns, ssl...). */
  failuresByKind: countsSchema,
  /** ...and by reason, as describeFailure (shared/helpers/error-classification) words it; 'Other' for the rest. */
  failuresByReason: countsSchema,
  /** This process's Lighthouse line. */
  lighthouse: z.object({ queued: z.number(), running: z.number() }),
});
export type WorkerStats = z.infer<typeof workerStatsSchema>;

export const workerStateSchema = z.enum(['alive', 'stalled']);
export type WorkerState = z.infer<typeof workerStateSchema>;

export const systemWorkerSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  pid: z.number(),
  role: z.string(),
  region: z.string().nullable(),
  version: z.string().nullable(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** Alive while seen within three heartbeats; stalled after (a stopped, stuck or killed process). */
  state: workerStateSchema,
  stats: workerStatsSchema.nullable(),
});
export type SystemWorker = z.infer<typeof systemWorkerSchema>;

const readinessCheckSchema = z.object({
  name: z.string(),
  /** 'ok', or what the check answered. */
  result: z.string(),
  ok: z.boolean(),
  /** A sentence for operators: what the check looks at. */
  explanation: z.string(),
});

export const adminSystemSchema = z.object({
  generatedAt: z.string(),
  workers: z.array(systemWorkerSchema),
  /** The check watchdog's last evaluation (the monitoring_watchdog row); null before any process ran it. */
  checks: z
    .object({
      evaluatedAt: z.string(),
      duePerMinute: z.number(),
      donePerMinute: z.number(),
      lagSeconds: z.number(),
      probedDomains: z.number(),
      overdueDomains: z.number(),
      stalledSince: z.string().nullable(),
    })
    .nullable(),
  /** The workers' last minute together. */
  totals: z.object({
    jobsPerMinute: z.number(),
    checksPerMinute: z.number(),
    failuresPerMinute: z.number(),
    /** The worst of the live workers' percentiles. */
    lagP50Ms: z.number().nullable(),
    lagP99Ms: z.number().nullable(),
  }),
  failures: z.object({ byKind: countsSchema, byReason: countsSchema }),
  queue: z.object({
    /** The scheduler of the process that answered: 'in-process' or 'bullmq'; null when it has none. */
    scheduler: z.enum(['in-process', 'bullmq']).nullable(),
    waiting: z.number(),
    active: z.number(),
    delayed: z.number(),
    failed: z.number(),
    schedules: z.number(),
    /** Why the figures are missing (the queue did not answer); null when they are there. */
    error: z.string().nullable(),
    lighthouse: z.object({ queued: z.number(), running: z.number() }),
  }),
  deliveries: z.object({
    queued: z.number(),
    retrying: z.number(),
    failedLast24h: z.number(),
    /** E-mails kept in the local outbox (no SMTP_URL): never sent. */
    outbox: z.number(),
  }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    totalBytes: z.number(),
    tables: z.array(z.object({ name: z.string(), bytes: z.number(), estimatedRows: z.number() })),
  }),
  retention: z.object({
    /** SPEC §9.1: days of history kept per plan. */
    planDays: z.array(z.object({ plan: z.string(), name: z.string(), days: z.number() })),
    jobs: z.array(
      z.object({
        name: z.string(),
        label: z.string(),
        /** Null when it never ran on this installation. */
        lastStartedAt: z.string().nullable(),
        lastFinishedAt: z.string().nullable(),
        lastDurationMs: z.number().nullable(),
        lastSucceededAt: z.string().nullable(),
        lastError: z.string().nullable(),
      }),
    ),
  }),
  readiness: z.object({ status: z.enum(['ready', 'degraded', 'unavailable']), checks: z.array(readinessCheckSchema) }),
});
export type AdminSystem = z.infer<typeof adminSystemSchema>;
