import { z } from 'zod';
import { ALERT_TYPES } from '../constants/alert-types';

export const alertTypeSchema = z.enum(ALERT_TYPES);
export const alertSeveritySchema = z.enum(['critical', 'warning', 'info']);

/** The Alert of SPEC §3.1, with the domain it concerns and, for a monitor's alert (issue 16), the monitor. */
export const alertSchema = z.object({
  id: z.string(),
  domainId: z.string(),
  /** As stored (ASCII, maybe with ':port'); screens show it through displayDomain. */
  domainName: z.string(),
  /** Null for the home page's alerts. */
  monitorId: z.string().nullable(),
  monitorName: z.string().nullable(),
  type: alertTypeSchema,
  severity: alertSeveritySchema,
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  isResolved: z.boolean(),
  resolvedAt: z.string().nullable(),
  /** Someone is on it (decision 043): when, and who (null once that account is gone). */
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /**
   * Opened during a maintenance window of its domain or monitor (decisions 054, 073): nobody was notified, and it does
   * not need attention until the window's occurrence ends (`until`); if it is still open then, it counts and is
   * notified, and this is null again. Resolved within the window, it keeps this: nobody was told it opened, so nobody
   * is told it closed (decision 077). The window's title is null once the window is deleted.
   */
  maintenance: z
    .object({ windowId: z.string(), title: z.string().nullable(), until: z.string().nullable() })
    .nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const alertListQuerySchema = z.object({
  unreadOnly: flag,
  unresolvedOnly: flag,
  type: alertTypeSchema.optional(),
  severity: alertSeveritySchema.optional(),
  domainId: z.string().max(64).optional(),
  /** true: acknowledged ones only; false: none acknowledged. */
  acknowledged: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
