import { z } from 'zod';
import { API_V1_PAGE_SIZE_DEFAULT, API_V1_PAGE_SIZE_MAX } from '../constants/partner-api';
import { HISTORY_TYPES } from '../constants/history-types';
import { alertListQuerySchema } from './alerts';
import { uptimeDaysSchema } from './domain-details';
import { checkStatusSchema, domainStatusSchema } from './domains';
import { apiErrorSchema } from './errors';

/**
 * The partner API's envelope (issue 18, decision 057): one object answers `{ data }`, a list `{ data, nextCursor }`.
 * The resources inside are the session API's own schemas (contracts/*.ts), never copies.
 */
export const v1One = <T extends z.ZodType>(resource: T) => z.object({ data: resource });
export const v1List = <T extends z.ZodType>(resource: T) =>
  z.object({
    data: z.array(resource),
    /** Opaque: pass it back as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  });

/** Every /api/v1 failure answers the app's one error shape (SPEC §8). */
export const v1ErrorSchema = apiErrorSchema;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** Keyset paging: `cursor` from the previous page's nextCursor, `limit` items per page. */
export const v1PageQuery = {
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(API_V1_PAGE_SIZE_MAX).default(API_V1_PAGE_SIZE_DEFAULT),
};
export const v1PageQuerySchema = z.object(v1PageQuery);
export type V1PageQuery = z.output<typeof v1PageQuerySchema>;

export const v1DomainListQuerySchema = z.object({
  ...v1PageQuery,
  status: domainStatusSchema.optional(),
  /** Part of the name, any case. */
  search: z.string().trim().max(253).optional(),
  /** Deleted (restorable) domains too: paid plans. */
  includeDeleted: flag,
});
export type V1DomainListQuery = z.output<typeof v1DomainListQuerySchema>;

const instant = z.iso.datetime({ offset: true });

export const v1CheckQuerySchema = z.object({
  ...v1PageQuery,
  /** Checks at or after this instant (ISO 8601). */
  from: instant.optional(),
  /** Checks before this instant (ISO 8601). */
  to: instant.optional(),
  /** A history type: a home-page family's for a domain's checks, the monitor's type for a monitor's. */
  type: z.enum(HISTORY_TYPES).optional(),
  status: checkStatusSchema.optional(),
});
export type V1CheckQuery = z.output<typeof v1CheckQuerySchema>;

/** One stored check of a domain or of one of its monitors. */
export const v1CheckSchema = z.object({
  id: z.string(),
  domainId: z.string(),
  monitorId: z.string().nullable(),
  /** The home-page family's history type, or the monitor's type for a monitor's check. */
  type: z.enum(HISTORY_TYPES),
  status: z.string(),
  message: z.string().nullable(),
  responseTimeMs: z.number().nullable(),
  checkedAt: z.string(),
});
export type V1Check = z.infer<typeof v1CheckSchema>;

export const v1UptimeQuerySchema = z.object({
  /** First UTC day of the period (YYYY-MM-DD); default 29 days before `to`. */
  from: z.iso.date().optional(),
  /** Last UTC day of the period (YYYY-MM-DD); default today. */
  to: z.iso.date().optional(),
});

/** A domain's uptime over a period, and the same with maintenance left out (the SLA figure, decision 054). */
export const v1UptimeReportSchema = z.object({
  domainId: z.string(),
  from: z.string(),
  to: z.string(),
  checks: z.number().int(),
  successful: z.number().int(),
  /** Share of successful uptime checks; null when nothing was checked. */
  uptimePercentage: z.number().nullable(),
  outageMinutes: z.number().int(),
  maintenanceMinutes: z.number().int(),
  /** Uptime with maintenance time left out: the measured figure when no maintenance fell in the period. */
  slaPercentage: z.number().nullable(),
  /** Each UTC day of the period, as the domain page's uptime bars count it. */
  days: uptimeDaysSchema.shape.days,
});
export type V1UptimeReport = z.infer<typeof v1UptimeReportSchema>;

export const v1AlertListQuerySchema = alertListQuerySchema.omit({ limit: true }).extend(v1PageQuery);
export type V1AlertListQuery = z.output<typeof v1AlertListQuerySchema>;

export const v1IncidentListQuerySchema = z.object({
  ...v1PageQuery,
  state: z.enum(['active', 'resolved', 'all']).default('all'),
});

/** The `Idempotency-Key` header of POST calls. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
