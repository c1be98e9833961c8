import { z } from 'zod';

/** SPEC §3.1 dashboard stats for the current workspace (GET /api/dashboard/stats). */
export const dashboardStatsSchema = z.object({
  /** Percentage of successful uptime checks over the last 30 days (within the plan's retention), 0-100. */
  systemUptime: z.number(),
  activeDomains: z.number().int(),
  totalDomains: z.number().int(),
  /** Active domains whose latest certificate expires within 30 days (or is already invalid). */
  sslExpiringSoon: z.number().int(),
  /** Unresolved alerts. */
  activeAlerts: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
