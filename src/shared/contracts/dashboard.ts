import { z } from 'zod';

/**
 * SPEC §3.1 dashboard stats for the current workspace (GET /api/dashboard/stats). Every figure is a count or sum
 * over the same domain answers GET /api/domains gives (decision 041): the cards summarise the table.
 */
export const dashboardStatsSchema = z.object({
  /**
   * Percentage of successful uptime checks of the active domains over their uptime window (30 days, or the plan's
   * retention when shorter), 0-100; null until the first uptime check.
   */
  systemUptime: z.number().nullable(),
  /** Uptime checks behind systemUptime. */
  uptimeChecks: z.number().int(),
  activeDomains: z.number().int(),
  totalDomains: z.number().int(),
  /** Active domains whose certificate expires within 30 days or is invalid. */
  sslExpiringSoon: z.number().int(),
  /** Active domains by the state of their certificate (the SSL column's). */
  ssl: z.object({
    pending: z.number().int(),
    failed: z.number().int(),
    invalid: z.number().int(),
    expiring: z.number().int(),
    valid: z.number().int(),
    /** HTTP-only domains: no certificate to check (decision 071). */
    'not-applicable': z.number().int(),
  }),
  /** Unresolved alerts: what the alerts list shows as unresolved (deleted domains' included). */
  activeAlerts: z.number().int(),
  /** Of the active alerts, those someone acknowledged (decision 043). */
  acknowledgedAlerts: z.number().int(),
  /**
   * Active domains by the status their badge shows (shared/helpers/domain-state.ts domainStatus): the System Health
   * card says how many are not Online, whatever the uptime percentage (decision 069).
   */
  domainStates: z.object({
    pending: z.number().int(),
    online: z.number().int(),
    warning: z.number().int(),
    critical: z.number().int(),
    offline: z.number().int(),
  }),
  /** Active domains whose status is Critical or Offline (isFailingStatus). */
  failingDomains: z.number().int(),
  /** Active domains whose first uptime check has not run. */
  pendingDomains: z.number().int(),
  /** Active monitors (issue 16) of active domains whose latest check failed. */
  monitorsDown: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
