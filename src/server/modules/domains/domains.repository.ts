import { and, count, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { domains } from '../../db/schema';
import { uncountedUptime } from '../../db/uptime-rollups';
import { CHECK_TYPES } from '../../../shared/helpers/domain-state';
import { ownership, scope, type Workspace } from '../workspaces/workspace';

export type DomainRow = typeof domains.$inferSelect;

export interface DomainSummaryRow {
  id: string;
  name: string;
  description: string | null;
  is_active: boolean;
  http_only: boolean;
  created_at: Date | string;
  deactivated_at: Date | string | null;
  uptime_percentage: number | null;
  performance_score: number | null;
  active_alerts: number;
  acknowledged_alerts: number;
  latest_status: string | null;
  latest_checked_at: Date | string | null;
  ssl_issuer: string | null;
  ssl_days: number | null;
  ssl_valid_from: Date | string | null;
  ssl_valid_to: Date | string | null;
  ssl_is_valid: boolean | null;
  /** Uptime checks in the window and the successful ones (what uptime_percentage is worked out from). */
  uptime_checks: number | string;
  uptime_successful: number | string;
  /** The latest result of the uptime, certificate and DNS families (null: none yet). */
  uptime_status: string | null;
  uptime_message: string | null;
  uptime_checked_at: Date | string | null;
  ssl_status: string | null;
  ssl_message: string | null;
  ssl_checked_at: Date | string | null;
  /** Whether that certificate check got a certificate (details.validTo). */
  ssl_got_certificate: boolean | null;
  dns_status: string | null;
  dns_message: string | null;
  dns_checked_at: Date | string | null;
  /** Check types with no result yet. */
  pending_checks: string[] | null;
}

/**
 * The summary row of a domain just added: no check, alert or figure yet, every family pending. What listSummaries
 * would answer for it, without asking the database again (decision 070: adding a domain is one statement's work).
 */
export function newDomainSummaryRow(row: DomainRow): DomainSummaryRow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_active: row.isActive,
    http_only: row.httpOnly,
    created_at: row.createdAt,
    deactivated_at: row.deactivatedAt,
    uptime_percentage: null,
    performance_score: null,
    active_alerts: 0,
    acknowledged_alerts: 0,
    latest_status: null,
    latest_checked_at: null,
    ssl_issuer: null,
    ssl_days: null,
    ssl_valid_from: null,
    ssl_valid_to: null,
    ssl_is_valid: null,
    uptime_checks: 0,
    uptime_successful: 0,
    uptime_status: null,
    uptime_message: null,
    uptime_checked_at: null,
    ssl_status: null,
    ssl_message: null,
    ssl_checked_at: null,
    ssl_got_certificate: null,
    dns_status: null,
    dns_message: null,
    dns_checked_at: null,
    pending_checks: [...CHECK_TYPES],
  };
}

/** A family's latest result: one index probe on (domain_id, check_type, checked_at). */
const latestOf = (type: string, alias: string, extra = sql``) => sql`
        left join lateral (
          select c.status, c.details->>'message' as message, c.checked_at ${extra} from domain_checks c
          where c.domain_id = domains.id and c.check_type = ${type} order by c.checked_at desc limit 1
        ) ${sql.raw(alias)} on true`;

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
    async insert(
      ws: Workspace,
      values: { name: string; description: string | null; httpOnly?: boolean },
    ): Promise<DomainRow | undefined> {
      const [row] = await db
        .insert(domains)
        .values({ ...values, ...ownership(ws) })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(
      ws: Workspace,
      id: string,
      patch: Partial<Pick<DomainRow, 'name' | 'description' | 'isActive' | 'deactivatedAt' | 'httpOnly'>>,
    ) {
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
    async listSummaries(
      ws: Workspace,
      opts: { includeInactive: boolean; id?: string; uptimeSince: string },
    ): Promise<DomainSummaryRow[]> {
      const where = [scope(domains, ws)];
      if (!opts.includeInactive) where.push(eq(domains.isActive, true));
      if (opts.id) where.push(eq(domains.id, opts.id));
      const since = sql`${opts.uptimeSince}::date`;
      return queryRows<DomainSummaryRow>(
        db,
        sql`
        select domains.id, domains.name, domains.description, domains.is_active, domains.http_only, domains.created_at, domains.deactivated_at,
          up.uptime_percentage, up.uptime_checks, up.uptime_successful, pm.performance_score,
          coalesce(al.active_alerts, 0)::int as active_alerts, coalesce(al.acknowledged_alerts, 0)::int as acknowledged_alerts,
          lc.status as latest_status, lc.checked_at as latest_checked_at,
          sc.issuer as ssl_issuer, sc.days_until_expiry as ssl_days, sc.valid_from as ssl_valid_from,
          sc.valid_to as ssl_valid_to, sc.is_valid as ssl_is_valid,
          lu.status as uptime_status, lu.message as uptime_message, lu.checked_at as uptime_checked_at,
          ls.status as ssl_status, ls.message as ssl_message, ls.checked_at as ssl_checked_at, ls.got_certificate as ssl_got_certificate,
          ld.status as dns_status, ld.message as dns_message, ld.checked_at as dns_checked_at,
          pc.pending_checks
        from ${domains}
        left join lateral (
          select sum(s.total_checks) as total, sum(s.successful_checks) as ok, count(*) as days, max(s.counted_through) as counted_through
          from uptime_stats s
          where s.domain_id = domains.id and s.date >= ${since}
        ) r on true
        left join lateral (${uncountedUptime(sql`domains.id`, sql`r`, since)}) n on true
        cross join lateral (
          select (coalesce(r.total, 0) + n.total)::int as uptime_checks, (coalesce(r.ok, 0) + n.ok)::int as uptime_successful,
            case when coalesce(r.total, 0) + n.total > 0
            then round((100.0 * (coalesce(r.ok, 0) + n.ok) / (coalesce(r.total, 0) + n.total))::numeric, 2)::float8 end as uptime_percentage
        ) up
        ${latestOf('uptime', 'lu')}
        ${latestOf('ssl', 'ls', sql`, (c.details->>'validTo') is not null as got_certificate`)}
        ${latestOf('dns', 'ld')}
        left join lateral (
          select array_agg(f.t order by f.o) as pending_checks
          from (values ${sql.join(
            CHECK_TYPES.map((type, i) => sql`(${type}, ${i})`),
            sql`, `,
          )}) f(t, o)
          where not exists (select 1 from domain_checks c where c.domain_id = domains.id and c.check_type = f.t)
        ) pc on true
        left join lateral (
          select p.performance_score from performance_metrics p
          where p.domain_id = domains.id order by p.created_at desc limit 1
        ) pm on true
        left join lateral (
          select count(*) as active_alerts, count(a.acknowledged_at) as acknowledged_alerts
          from alerts a where a.domain_id = domains.id and a.is_resolved = false
            -- held by a maintenance window under way: needs nobody until it ends (decision 073)
            and a.metadata->>'heldForMaintenance' is null
        ) al on true
        left join lateral (
          select c.status, c.checked_at from domain_checks c
          -- the home page's latest check: a monitor's checks are its own (the monitors panel shows them)
          where c.domain_id = domains.id and c.monitor_id is null order by c.checked_at desc limit 1
        ) lc on true
        left join ssl_certificates sc on sc.domain_id = domains.id
        where ${and(...where)}
        order by domains.is_active desc, domains.created_at asc
      `,
      );
    },
  };
}

export type DomainsRepository = ReturnType<typeof createDomainsRepository>;
