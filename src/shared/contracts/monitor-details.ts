import { z } from 'zod';
import { PUSH_KINDS } from './push';
import { checkStatusSchema } from './domains';

/**
 * A monitor's own page (/domains/:id/monitors/:monitorId, decision 075): its history under /api/monitors/{id}/...,
 * each answer from the monitor's stored checks, outages and pings. Null means "not measured yet", never a figure.
 */

/** The ranges a monitor's page offers: a day, a week and a month, within what the plan keeps. */
export const MONITOR_HISTORY_RANGES = ['24h', '7d', '30d'] as const;
export type MonitorHistoryRange = (typeof MONITOR_HISTORY_RANGES)[number];

const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
/** Pages counted from 1; `hasMore` rather than a total, so a page never counts a month of checks. */
const pageInfo = { page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() };

export const monitorHistoryQuerySchema = z.object({ range: z.enum(MONITOR_HISTORY_RANGES).default('24h') });
export const monitorHistorySchema = z.object({
  range: z.enum(MONITOR_HISTORY_RANGES),
  /** The ranges the plan keeps history for. */
  ranges: z.array(z.enum(MONITOR_HISTORY_RANGES)),
  bucketSeconds: z.number().int(),
  /** Share of successful checks over each span (null: no check in it); 30 days only on plans keeping that much. */
  uptime: z.object({ h24: z.number().nullable(), d7: z.number().nullable(), d30: z.number().nullable() }),
  points: z.array(
    z.object({
      at: z.string(),
      avgMs: z.number().nullable(),
      maxMs: z.number().nullable(),
      checks: z.number().int(),
      failed: z.number().int(),
    }),
  ),
});
export type MonitorHistory = z.infer<typeof monitorHistorySchema>;

export const monitorCheckLogQuerySchema = z.object({ ...pageQuery, status: checkStatusSchema.optional() });
export const monitorCheckLogSchema = z.object({
  ...pageInfo,
  items: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      /** The check's sentence as recorded (the page says failures in plain words). */
      message: z.string().nullable(),
      responseTimeMs: z.number().nullable(),
      checkedAt: z.string(),
    }),
  ),
});
export type MonitorCheckLog = z.infer<typeof monitorCheckLogSchema>;

export const monitorOutagesQuerySchema = z.object(pageQuery);
export const monitorOutagesSchema = z.object({
  ...pageInfo,
  items: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['down', 'degraded']),
      startedAt: z.string(),
      /** Null while it lasts. */
      endedAt: z.string().nullable(),
      durationMs: z.number().nullable(),
      statusCode: z.number().int().nullable(),
      cause: z.string().nullable(),
    }),
  ),
});
export type MonitorOutages = z.infer<typeof monitorOutagesSchema>;

export const monitorPingLogQuerySchema = z.object(pageQuery);
export const monitorPingLogSchema = z.object({
  ...pageInfo,
  /** When the next ping must arrive by (period + grace, or a started run's grace); null when it is already late or failed, or paused. */
  nextDueAt: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(PUSH_KINDS),
      /** The exit code the job sent (0 success, anything else a failure); null when it sent none. */
      exitCode: z.number().int().nullable(),
      message: z.string().nullable(),
      receivedAt: z.string(),
      /** A ping or failure that ended a run begun with `/start`: how long the run took. */
      runMs: z.number().nullable(),
    }),
  ),
});
export type MonitorPingLog = z.infer<typeof monitorPingLogSchema>;
