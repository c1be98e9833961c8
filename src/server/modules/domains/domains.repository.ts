import { and, count, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { domains } from '../../db/schema';
import { uncountedUptime } from '../../db/uptime-rollups';
import { ownership, scope, type Workspace } from '../workspaces/workspace';

export type DomainRow = typeof domains.$inferSelect;

export interface DomainSummaryRow {
  id: string;
  name: string;
  description: string | null;
  is_active: boolean;
  created_at: Date | string;
  deactivated_at: Date | string | null;
  uptime_percentage: number | null;
  performance_score: number | null;
  active_alerts: number;
  latest_status: string | null;
  latest_checked_at: Date | string | null;
  ssl_issuer: string | null;
  ssl_days: number | null;
  ssl_valid_from: Date | string | null;
  ssl_valid_to: Date | string | null;
  ssl_is_valid: boolean | null;
}

/** Uptime shown in lists: the daily rollups of the last 30 days. */
const UPTIME_WINDOW_DAYS = 30;

export function createDomainsRepository(db: Database) {
  return {
    async countActive(ws: Workspace): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(domains)
        .where(and(scope(domains, ws), eq(domains.isActive, true)));
      return row?.n ?? 0;
    },

    async findById(ws: Workspace, id: string): Promise<DomainRow | undefined> {
      const [row] = await db
        .select()
        .from(domains)
        .where(and(scope(domains, ws), eq(domains.id, id)))
        .limit(1);
      return row;
    },

    async findByName(ws: Workspace, name: string): Promise<DomainRow | undefined> {
      const [row] = await db
        .select()
        .from(domains)
        .where(and(scope(domains, ws), eq(domains.name, name)))
        .limit(1);
      return row;
    },

    /** Inserts unless the name exists in the workspace; undefined on that conflict. */
    async insert(ws: Workspace, values: { name: string; description: string | null }): Promise<DomainRow | undefined> {
      const [row] = await db
        .insert(domains)
        .values({ ...values, ...ownership(ws) })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(ws: Workspace, id: string, patch: Partial<Pick<DomainRow, 'name' | 'description' | 'isActive' | 'deactivatedAt'>>) {
      const [row] = await db
        .update(domains)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(scope(domains, ws), eq(domains.id, id)))
        .returning();
      return row;
    },

    /**
     * The list of SPEC §3.1 with each domain's latest figures, in one statement: lateral lookups hit the
     * (domain_id, time) indexes, so the cost grows with the number of domains, not with history.
     */
    async listSummaries(ws: Workspace, opts: { includeInactive: boolean; id?: string }): Promise<DomainSummaryRow[]> {
      const where = [scope(domains, ws)];
      if (!opts.includeInactive) where.push(eq(domains.isActive, true));
      if (opts.id) where.push(eq(domains.id, opts.id));
      return queryRows<DomainSummaryRow>(db, sql`
        select domains.id, domains.name, domains.description, domains.is_active, domains.created_at, domains.deactivated_at,
          up.uptime_percentage, pm.performance_score, coalesce(al.active_alerts, 0)::int as active_alerts,
          lc.status as latest_status, lc.checked_at as latest_checked_at,
          sc.issuer as ssl_issuer, sc.days_until_expiry as ssl_days, sc.valid_from as ssl_valid_from,
          sc.valid_to as ssl_valid_to, sc.is_valid as ssl_is_valid
        from ${domains}
        left join lateral (
          select sum(s.total_checks) as total, sum(s.successful_checks) as ok, count(*) as days, max(s.counted_through) as counted_through
          from uptime_stats s
          where s.domain_id = domains.id and s.date >= (current_date - ${UPTIME_WINDOW_DAYS}::int)
        ) r on true
        left join lateral (${uncountedUptime(sql`domains.id`, sql`r`, sql`(current_date - ${UPTIME_WINDOW_DAYS}::int)`)}) n on true
        cross join lateral (
          select case when coalesce(r.total, 0) + n.total > 0
            then round((100.0 * (coalesce(r.ok, 0) + n.ok) / (coalesce(r.total, 0) + n.total))::numeric, 2)::float8 end as uptime_percentage
        ) up
        left join lateral (
          select p.performance_score from performance_metrics p
          where p.domain_id = domains.id order by p.created_at desc limit 1
        ) pm on true
        left join lateral (
          select count(*) as active_alerts from alerts a where a.domain_id = domains.id and a.is_resolved = false
        ) al on true
        left join lateral (
          select c.status, c.checked_at from domain_checks c
          where c.domain_id = domains.id order by c.checked_at desc limit 1
        ) lc on true
        left join ssl_certificates sc on sc.domain_id = domains.id
        where ${and(...where)}
        order by domains.is_active desc, domains.created_at asc
      `);
    },
  };
}

export type DomainsRepository = ReturnType<typeof createDomainsRepository>;
