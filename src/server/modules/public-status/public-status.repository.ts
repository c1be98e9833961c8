import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { uuidArray } from '../../db/uuid-array';
import {
  partners,
  statusIncidents,
  statusIncidentUpdates,
  statusPageAssets,
  statusPages,
  type PartnerBranding,
} from '../../db/schema';
import { countUp, uncountedFrom } from '../../db/uptime-rollups';
import type { MaintenanceSchedule } from '../../../shared/helpers/maintenance-occurrences';

export type StatusPageRow = typeof statusPages.$inferSelect;
export type IncidentRow = typeof statusIncidents.$inferSelect;
export type IncidentUpdateRow = typeof statusIncidentUpdates.$inferSelect;
export type AssetRow = typeof statusPageAssets.$inferSelect;

/** A visible component of a page with what it watches, its workspace checked (the domain is the page's owner's). */
export interface ComponentRow {
  id: string;
  domain_id: string;
  monitor_id: string | null;
  display_name: string | null;
  group_name: string | null;
  order_index: number;
  domain_name: string;
  monitor_name: string | null;
  /** When the domain, and the monitor, were added: nothing of them was watched before. */
  domain_created_at: Date | string;
  monitor_created_at: Date | string | null;
}

/** Checks of one component on one UTC day: `key` is componentKey (domain:<id> or monitor:<id>). */
export interface DayFigures {
  key: string;
  day: string;
  total: number;
  ok: number;
  /** Sum and count of the response times (rollups: their average weighted by their checks). */
  rt_sum: number;
  rt_count: number;
}

export interface OutageRow {
  domain_id: string;
  monitor_id: string | null;
  start_time: Date | string;
  end_time: Date | string | null;
}

export interface MaintenanceRow extends MaintenanceSchedule {
  id: string;
  title: string;
  description: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  /** When its subscribers were told of it; null when they were not. */
  noticeSentAt: Date | string | null;
  targets: { domainId: string; monitorId: string | null }[];
}

/**
 * What the public status page reads (issue 17): the page by its slug, its visible components, their daily history,
 * outages, incidents and maintenance windows. No session: the page row says whose it is, and every component is
 * joined to a domain of the page's own workspace, so a component row pointing elsewhere shows nothing.
 */
export function createPublicStatusRepository(db: Database) {
  return {
    async pageBySlug(slug: string): Promise<StatusPageRow | undefined> {
      const [row] = await db.select().from(statusPages).where(eq(statusPages.slug, slug)).limit(1);
      return row;
    },

    async pageById(id: string): Promise<StatusPageRow | undefined> {
      const [row] = await db.select().from(statusPages).where(eq(statusPages.id, id)).limit(1);
      return row;
    },

    /** An uploaded logo or favicon with the page it belongs to (whose access rule it follows). */
    async assetWithPage(assetId: string): Promise<{ asset: AssetRow; page: StatusPageRow } | undefined> {
      const [row] = await db
        .select({ asset: statusPageAssets, page: statusPages })
        .from(statusPageAssets)
        .innerJoin(statusPages, eq(statusPages.id, statusPageAssets.statusPageId))
        .where(eq(statusPageAssets.id, assetId))
        .limit(1);
      return row;
    },

    /**
     * Host name -> slug of every page that proved its custom domain (the routing map). A claim not proven yet is not
     * served (decision 065): anyone may claim any name.
     */
    customDomains() {
      return db
        .select({ host: statusPages.customDomain, slug: statusPages.slug })
        .from(statusPages)
        .where(and(isNotNull(statusPages.customDomain), isNotNull(statusPages.customDomainVerifiedAt)));
    },

    /** The page's workspace's partner account (an agency's name, site and branding), when it has an active one. */
    async partnerOf(
      page: Pick<StatusPageRow, 'userId' | 'teamId'>,
    ): Promise<{ companyName: string; websiteUrl: string | null; branding: PartnerBranding | null } | undefined> {
      const [row] = await db
        .select({
          companyName: partners.companyName,
          websiteUrl: partners.websiteUrl,
          branding: partners.customBranding,
        })
        .from(partners)
        .where(
          and(
            eq(partners.isActive, true),
            page.teamId
              ? eq(partners.teamId, page.teamId)
              : and(eq(partners.userId, page.userId), isNull(partners.teamId)),
          ),
        )
        .limit(1);
      return row;
    },

    components(page: Pick<StatusPageRow, 'id' | 'userId' | 'teamId'>) {
      return queryRows<ComponentRow>(
        db,
        sql`
        select c.id, c.domain_id, c.monitor_id, c.display_name, c.group_name, c.order_index,
          d.name as domain_name, m.name as monitor_name, d.created_at as domain_created_at,
          m.created_at as monitor_created_at
        from status_page_domains c
        join domains d on d.id = c.domain_id and d.user_id = ${page.userId}
          and d.team_id is not distinct from ${page.teamId}::uuid
        left join monitors m on m.id = c.monitor_id and m.domain_id = c.domain_id
        where c.status_page_id = ${page.id} and c.is_visible and (c.monitor_id is null or m.id is not null)
        order by c.order_index, c.id`,
      );
    },

    /**
     * The home pages' uptime per UTC day since `sinceDay`: the rollups (uptime_stats) plus the raw uptime checks
     * they do not count yet (decision 023, db/uptime-rollups.ts). Two statements for all the domains.
     */
    async domainDays(domainIds: string[], sinceDay: string): Promise<DayFigures[]> {
      if (!domainIds.length) return [];
      const since = sql`${sinceDay}::date`;
      const [rollups, raw] = await Promise.all([
        queryRows<DayFigures>(
          db,
          sql`
          select 'domain:' || s.domain_id::text as key, to_char(s.date, 'YYYY-MM-DD') as day, s.total_checks as total,
            s.successful_checks as ok, coalesce(s.avg_response_time * s.total_checks, 0)::float8 as rt_sum,
            case when s.avg_response_time is null then 0 else s.total_checks end as rt_count
          from uptime_stats s where s.domain_id = any(${uuidArray(domainIds)}) and s.date >= ${since}`,
        ),
        queryRows<DayFigures>(
          db,
          sql`
          with r as materialized (
            select i.id as domain_id, count(s.date) as days, max(s.counted_through) as counted_through
            from unnest(${uuidArray(domainIds)}) i(id)
            left join uptime_stats s on s.domain_id = i.id and s.date >= ${since}
            group by i.id
          )
          select 'domain:' || r.domain_id::text as key, x.day, x.total, x.ok, x.rt_sum, x.rt_count
          from r cross join lateral (
            select to_char((c.checked_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as total,
              ${countUp(sql`c.status`)} as ok, coalesce(sum(c.response_time), 0)::float8 as rt_sum,
              count(c.response_time)::int as rt_count
            from domain_checks c
            where c.domain_id = r.domain_id and c.check_type = 'uptime' and c.monitor_id is null
              and c.checked_at >= ${uncountedFrom(sql`r`, since)}
            group by 1
          ) x`,
        ),
      ]);
      return [...rollups, ...raw];
    },

    /**
     * Monitors keep no rollups: their raw checks per UTC day from `fromDay` (inclusive) to `untilDay` (exclusive,
     * open without it). Retention limits how far back they go.
     */
    monitorDays(monitorIds: string[], fromDay: string, untilDay?: string): Promise<DayFigures[]> {
      if (!monitorIds.length) return Promise.resolve([]);
      const until = untilDay ? sql`and c.checked_at < ${untilDay}::date::timestamp at time zone 'UTC'` : sql``;
      return queryRows<DayFigures>(
        db,
        sql`
        select 'monitor:' || c.monitor_id::text as key, to_char((c.checked_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
          count(*)::int as total, ${countUp(sql`c.status`)} as ok, coalesce(sum(c.response_time), 0)::float8 as rt_sum,
          count(c.response_time)::int as rt_count
        from domain_checks c
        where c.monitor_id = any(${uuidArray(monitorIds)}) and c.checked_at >= ${fromDay}::date::timestamp at time zone 'UTC' ${until}
        group by 1, 2`,
      );
    },

    /** Down and degraded periods of these home pages and monitors overlapping [since, now]. */
    outages(domainIds: string[], monitorIds: string[], since: Date): Promise<OutageRow[]> {
      if (!domainIds.length && !monitorIds.length) return Promise.resolve([]);
      const domainPart = domainIds.length
        ? sql`(e.domain_id = any(${uuidArray(domainIds)}) and e.monitor_id is null)`
        : sql`false`;
      const monitorPart = monitorIds.length ? sql`e.monitor_id = any(${uuidArray(monitorIds)})` : sql`false`;
      return queryRows<OutageRow>(
        db,
        sql`
        select e.domain_id, e.monitor_id, e.start_time, e.end_time from uptime_events e
        where (${domainPart} or ${monitorPart}) and e.event_type in ('down', 'degraded')
          and coalesce(e.end_time, 'infinity'::timestamptz) > ${since.toISOString()}::timestamptz`,
      );
    },

    /**
     * The incidents the page shows now and on its bars, newest first: the unresolved ones, those of the history
     * window (`since`), and the `latest` newest (the JSON's list).
     */
    incidents(pageId: string, since: Date, latest: number): Promise<IncidentRow[]> {
      return db
        .select()
        .from(statusIncidents)
        .where(
          and(
            eq(statusIncidents.statusPageId, pageId),
            or(
              isNull(statusIncidents.resolvedAt),
              sql`${statusIncidents.resolvedAt} >= ${since.toISOString()}::timestamptz`,
              sql`${statusIncidents.id} in (select id from status_incidents where status_page_id = ${pageId}
                order by started_at desc, id desc limit ${latest})`,
            ),
          ),
        )
        .orderBy(desc(statusIncidents.startedAt), desc(statusIncidents.id));
    },

    /**
     * Checks of these home pages and monitors since `since`, per hour: the last 24 hours' uptime of badges, and the
     * response-time chart of a page too new for two days of data.
     */
    recentFigures(domainIds: string[], monitorIds: string[], since: Date) {
      if (!domainIds.length && !monitorIds.length) return Promise.resolve([]);
      const at = sql`${since.toISOString()}::timestamptz`;
      const figures = sql`date_trunc('hour', c.checked_at) as hour, count(*)::int as total, ${countUp(sql`c.status`)} as ok,
        coalesce(sum(c.response_time), 0)::float8 as rt_sum, count(c.response_time)::int as rt_count`;
      const parts = [];
      if (domainIds.length) {
        parts.push(sql`
          select 'domain:' || c.domain_id::text as key, ${figures}
          from domain_checks c
          where c.domain_id = any(${uuidArray(domainIds)}) and c.check_type = 'uptime' and c.monitor_id is null and c.checked_at >= ${at}
          group by 1, 2`);
      }
      if (monitorIds.length) {
        parts.push(sql`
          select 'monitor:' || c.monitor_id::text as key, ${figures}
          from domain_checks c where c.monitor_id = any(${uuidArray(monitorIds)}) and c.checked_at >= ${at}
          group by 1, 2`);
      }
      return queryRows<{
        key: string;
        hour: Date | string;
        total: number;
        ok: number;
        rt_sum: number;
        rt_count: number;
      }>(db, sql.join(parts, sql` union all `));
    },

    /** Resolved incidents, newest first: one page of the history (and one more row, to know whether more follow). */
    resolvedIncidents(pageId: string, offset: number, limit: number): Promise<IncidentRow[]> {
      return db
        .select()
        .from(statusIncidents)
        .where(and(eq(statusIncidents.statusPageId, pageId), isNotNull(statusIncidents.resolvedAt)))
        .orderBy(desc(statusIncidents.startedAt), desc(statusIncidents.id))
        .offset(offset)
        .limit(limit);
    },

    /** One incident of this page (an incident page older than the model's incidents). */
    async incidentOfPage(pageId: string, incidentId: string): Promise<IncidentRow | undefined> {
      const [row] = await db
        .select()
        .from(statusIncidents)
        .where(and(eq(statusIncidents.statusPageId, pageId), eq(statusIncidents.id, incidentId)))
        .limit(1);
      return row;
    },

    updatesOf(incidentIds: string[]): Promise<IncidentUpdateRow[]> {
      if (!incidentIds.length) return Promise.resolve([]);
      return db
        .select()
        .from(statusIncidentUpdates)
        .where(inArray(statusIncidentUpdates.incidentId, incidentIds))
        .orderBy(asc(statusIncidentUpdates.createdAt), asc(statusIncidentUpdates.id));
    },

    /** The page's workspace's maintenance windows with a target on one of these domains, with those targets. */
    async maintenanceWindows(
      page: Pick<StatusPageRow, 'userId' | 'teamId'>,
      domainIds: string[],
    ): Promise<MaintenanceRow[]> {
      if (!domainIds.length) return [];
      const rows = await queryRows<{
        id: string;
        title: string;
        description: string | null;
        starts_at: Date | string;
        ends_at: Date | string;
        recurrence: MaintenanceSchedule['recurrence'];
        timezone: string;
        recurs_until: Date | string | null;
        created_at: Date | string;
        updated_at: Date | string;
        notice_sent_at: Date | string | null;
        domain_id: string;
        monitor_id: string | null;
      }>(
        db,
        sql`
        select w.id, w.title, w.description, w.starts_at, w.ends_at, w.recurrence, w.timezone, w.recurs_until,
          w.created_at, w.updated_at, w.notice_sent_at, t.domain_id, t.monitor_id
        from maintenance_targets t join maintenance_windows w on w.id = t.window_id
        where t.domain_id = any(${uuidArray(domainIds)}) and w.user_id = ${page.userId}
          and w.team_id is not distinct from ${page.teamId}::uuid
        order by w.starts_at, w.id`,
      );
      const windows = new Map<string, MaintenanceRow>();
      for (const row of rows) {
        let window = windows.get(row.id);
        if (!window) {
          window = {
            id: row.id,
            title: row.title,
            description: row.description,
            startsAt: row.starts_at,
            endsAt: row.ends_at,
            recurrence: row.recurrence,
            timezone: row.timezone,
            recursUntil: row.recurs_until,
            createdAt: row.created_at,
            updatedAt: row.updated_at,
            noticeSentAt: row.notice_sent_at,
            targets: [],
          };
          windows.set(row.id, window);
        }
        window.targets.push({ domainId: row.domain_id, monitorId: row.monitor_id });
      }
      return [...windows.values()];
    },
  };
}

export type PublicStatusRepository = ReturnType<typeof createPublicStatusRepository>;
