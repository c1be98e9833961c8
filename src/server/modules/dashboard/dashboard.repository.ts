import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { domains } from '../../db/schema';
import { uncountedUptime } from '../../db/uptime-rollups';
import { scope, type Workspace } from '../workspaces/workspace';

export interface DashboardCountsRow {
  active_domains: number;
  total_domains: number;
  ssl_expiring: number;
  active_alerts: number;
}

/** How far ahead a certificate expiry counts as soon (SPEC §2.7 'Within 30 days'). */
export const SSL_SOON_DAYS = 30;

/** The workspace's domains; `a` its active ones. */
const workspaceDomains = (ws: Workspace) =>
  sql`with d as (select id, is_active from ${domains} where ${scope(domains, ws)}), a as (select id from d where is_active)`;

export function createDashboardRepository(db: Database) {
  return {
    /**
     * Domain, certificate and open-alert counts in one pass over the workspace's domains, each looking up its
     * one certificate row and its open alerts (partial index) by key: the cost follows the workspace's domains,
     * never the whole installation's certificates or alerts, nor anyone's history.
     */
    async counts(ws: Workspace, now: Date): Promise<DashboardCountsRow> {
      const [row] = await queryRows<DashboardCountsRow>(db, sql`
        select count(*) filter (where domains.is_active)::int as active_domains,
          count(*)::int as total_domains,
          count(*) filter (where domains.is_active and (not c.is_valid
            or c.valid_to < ${now.toISOString()}::timestamptz + make_interval(days => ${SSL_SOON_DAYS})))::int as ssl_expiring,
          coalesce(sum(al.n) filter (where domains.is_active), 0)::int as active_alerts
        from ${domains}
        left join lateral (select c.is_valid, c.valid_to from ssl_certificates c where c.domain_id = domains.id) c on true
        left join lateral (select count(*) as n from alerts a where a.domain_id = domains.id and a.is_resolved = false) al on true
        where ${scope(domains, ws)}
      `);
      return row!;
    },

    /**
     * Uptime checks and successful ones of the active domains since a day, from the daily rollups plus the few raw
     * checks they do not count yet: index ranges per domain (lateral lookups, which keep the planner off a scan of
     * every rollup).
     */
    async uptime(ws: Workspace, since: string): Promise<{ checks: number; successful: number }> {
      const [row] = await queryRows<{ checks: number | string | null; successful: number | string | null }>(db, sql`
        ${workspaceDomains(ws)}
        select sum(coalesce(x.checks, 0) + n.total) as checks, sum(coalesce(x.successful, 0) + n.ok) as successful
        from a, lateral (
          select sum(s.total_checks) as checks, sum(s.successful_checks) as successful, count(*) as days, max(s.counted_through) as counted_through
          from uptime_stats s where s.domain_id = a.id and s.date >= ${since}::date
        ) x, lateral (${uncountedUptime(sql`a.id`, sql`x`, sql`${since}::date`)}) n
      `);
      return { checks: Number(row?.checks ?? 0), successful: Number(row?.successful ?? 0) };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
