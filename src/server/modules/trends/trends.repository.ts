import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { domains, monitors } from '../../db/schema';
import { countUp, uncountedFrom } from '../../db/uptime-rollups';
import { scope, type Workspace } from '../workspaces/workspace';

export interface TrendDomain {
  id: string;
  name: string;
  isActive: boolean;
  createdAt: number;
}

/** Uptime checks of one domain in one period. */
export interface UptimeBucket {
  domainId: string;
  /** Period start, epoch ms. */
  at: number;
  total: number;
  ok: number;
  /** Mean response time of the checks that measured one. */
  responseTime: number | null;
  responseSamples: number;
}

/** One figure of one domain in one period, and how many measurements it stands for. */
export interface ValueBucket {
  domainId: string;
  at: number;
  value: number;
  samples: number;
}

/** Checks of one monitor (issue 16) in one period: kept apart from its domain's home-page figures. */
export interface MonitorBucket extends UptimeBucket {
  monitorId: string;
  monitorName: string;
}

export interface OutageRow {
  domainId: string;
  start: number;
  end: number | null;
}

/** Which domains a query covers: one domain of the workspace (deleted ones keep their history), or all active ones. */
export interface DomainSelection {
  ws: Workspace;
  domainId?: string;
}

interface Window {
  from: Date;
  to: Date;
}

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
/** Period start in epoch ms, computed from epoch seconds so the session time zone never matters. */
const bucketOf = (column: SQL, bucketMs: number) =>
  sql`(floor(extract(epoch from ${column}) / ${bucketMs / 1000}::int) * ${bucketMs}::float8)::float8`;
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function selected({ ws, domainId }: DomainSelection): SQL {
  return and(scope(domains, ws), domainId ? eq(domains.id, domainId) : eq(domains.isActive, true))!;
}

/**
 * History for /trends and /analytics, read per period in SQL so the cost follows the number of periods and domains,
 * not the number of checks sent to the client. Every query joins `domains` under the workspace scope. The domain's
 * figures are its home page's: monitors' rows (monitor_id set) are read only by monitorUptime (decision 050).
 */
export function createTrendsRepository(db: Database) {
  return {
    async domains(selection: DomainSelection): Promise<TrendDomain[]> {
      const rows = await queryRows<{ id: string; name: string; is_active: boolean; created_ms: number }>(
        db,
        sql`select domains.id, domains.name, domains.is_active, ${ms(sql`domains.created_at`)} as created_ms
            from ${domains} where ${selected(selection)} order by domains.name`,
      );
      return rows.map((r) => ({ id: r.id, name: r.name, isActive: r.is_active, createdAt: Number(r.created_ms) }));
    },

    /** Hour by hour from the raw checks (the daily rollups are too coarse for 24 hours). */
    async uptimeByHour(selection: DomainSelection, window: Window, bucketMs: number): Promise<UptimeBucket[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select c.domain_id, ${bucketOf(sql`c.checked_at`, bucketMs)} as at,
              count(*)::int as total,
              ${countUp(sql`c.status`)} as ok,
              avg(c.response_time)::float8 as response_time,
              count(c.response_time)::int as response_samples
            from domain_checks c join ${domains} on domains.id = c.domain_id
            where ${selected(selection)} and c.check_type = 'uptime' and c.monitor_id is null
              and c.checked_at >= ${iso(window.from)} and c.checked_at < ${iso(window.to)}
            group by 1, 2`,
      );
      return rows.map(toUptimeBucket);
    },

    /**
     * The monitors' checks per period (hour or UTC day) from the raw checks: monitors have no daily rollups, and
     * their history is pruned with the rest at the plan's retention. Only monitors with checks in the window.
     */
    async monitorUptime(selection: DomainSelection, window: Window, bucketMs: number): Promise<MonitorBucket[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select c.domain_id, m.id as monitor_id, m.name as monitor_name, ${bucketOf(sql`c.checked_at`, bucketMs)} as at,
              count(*)::int as total,
              ${countUp(sql`c.status`)} as ok,
              avg(c.response_time)::float8 as response_time,
              count(c.response_time)::int as response_samples
            from domain_checks c join ${monitors} m on m.id = c.monitor_id join ${domains} on domains.id = m.domain_id
            where ${selected(selection)} and c.monitor_id is not null
              and c.checked_at >= ${iso(window.from)} and c.checked_at < ${iso(window.to)}
            group by 1, 2, 3, 4`,
      );
      return rows.map((r) => ({
        ...toUptimeBucket(r),
        monitorId: String(r.monitor_id),
        monitorName: String(r.monitor_name),
      }));
    },

    /**
     * Day by day from the uptime_stats rollups the history writer keeps (one row per domain and UTC day), plus the
     * raw checks the rollups do not count yet (see db/uptime-rollups.ts), as further rows of their day.
     */
    async uptimeByDay(selection: DomainSelection, window: Window): Promise<UptimeBucket[]> {
      const from = utcDate(window.from.getTime(), Math.floor);
      const to = utcDate(window.to.getTime(), Math.ceil);
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select s.domain_id, (extract(epoch from s.date::timestamp) * 1000)::float8 as at,
              s.total_checks as total, s.successful_checks as ok,
              s.avg_response_time::float8 as response_time,
              case when s.avg_response_time is null then 0 else s.total_checks end as response_samples
            from uptime_stats s join ${domains} on domains.id = s.domain_id
            where ${selected(selection)} and s.total_checks > 0
              and s.date >= ${from}::date and s.date < ${to}::date
            union all
            select n.domain_id, (extract(epoch from n.day::timestamp) * 1000)::float8, n.total, n.ok, n.response_time, n.response_samples
            from ${domains}
            cross join lateral (
              select count(*) as days, max(s.counted_through) as counted_through
              from uptime_stats s where s.domain_id = domains.id and s.date >= ${from}::date and s.date < ${to}::date
            ) r
            cross join lateral (
              select c.domain_id, (c.checked_at at time zone 'UTC')::date as day, count(*)::int as total,
                ${countUp(sql`c.status`)} as ok,
                avg(c.response_time)::float8 as response_time, count(c.response_time)::int as response_samples
              from domain_checks c
              where c.domain_id = domains.id and c.check_type = 'uptime' and c.monitor_id is null and c.checked_at < ${iso(window.to)}
                and c.checked_at >= greatest(${iso(window.from)}, ${uncountedFrom(sql`r`, sql`${from}::date`)})
              group by 1, 2
            ) n
            where ${selected(selection)}`,
      );
      return rows.map(toUptimeBucket);
    },

    /**
     * Certificate days left at the last TLS check of each period. Monitoring stores the probe's details at the top
     * level; a scan stores them under `details`.
     */
    async sslDaysLeft(selection: DomainSelection, window: Window, bucketMs: number): Promise<ValueBucket[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select domain_id, at, (array_agg(days order by checked_at desc))[1]::float8 as value, count(*)::int as samples
            from (
              select c.domain_id, c.checked_at, ${bucketOf(sql`c.checked_at`, bucketMs)} as at,
                coalesce(c.details->>'daysUntilExpiry', c.details->'details'->>'daysUntilExpiry')::int as days
              from domain_checks c join ${domains} on domains.id = c.domain_id
              where ${selected(selection)} and c.check_type = 'ssl' and c.monitor_id is null
                and c.checked_at >= ${iso(window.from)} and c.checked_at < ${iso(window.to)}
            ) t
            where days is not null
            group by 1, 2`,
      );
      return rows.map(toValueBucket);
    },

    /** Lighthouse scores: each run's summary row, and any snapshot a time-series writer adds. */
    async performanceScores(selection: DomainSelection, window: Window, bucketMs: number): Promise<ValueBucket[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select domain_id, ${bucketOf(sql`measured_at`, bucketMs)} as at, avg(score)::float8 as value, count(*)::int as samples
            from (
              select p.domain_id, p.created_at as measured_at, p.performance_score as score from performance_metrics p
              union all
              select s.domain_id, s.timestamp, s.performance_score from performance_snapshots s
            ) m join ${domains} on domains.id = m.domain_id
            where ${selected(selection)} and m.score is not null
              and m.measured_at >= ${iso(window.from)} and m.measured_at < ${iso(window.to)}
            group by 1, 2`,
      );
      return rows.map(toValueBucket);
    },

    /** Outages ('down' periods) that overlap the window. */
    async outages(selection: DomainSelection, window: Window): Promise<OutageRow[]> {
      const rows = await queryRows<{ domain_id: string; start_ms: number; end_ms: number | null }>(
        db,
        sql`select e.domain_id, ${ms(sql`e.start_time`)} as start_ms, ${ms(sql`e.end_time`)} as end_ms
            from uptime_events e join ${domains} on domains.id = e.domain_id
            where ${selected(selection)} and e.event_type = 'down' and e.monitor_id is null
              and e.start_time < ${iso(window.to)} and (e.end_time is null or e.end_time > ${iso(window.from)})`,
      );
      return rows.map((r) => ({
        domainId: r.domain_id,
        start: Number(r.start_ms),
        end: r.end_ms === null ? null : Number(r.end_ms),
      }));
    },
  };
}

export type TrendsRepository = ReturnType<typeof createTrendsRepository>;

const DAY_MS = 86_400_000;
/** The UTC date of a moment, rounded down or up to a whole day. */
const utcDate = (at: number, round: (x: number) => number) =>
  new Date(round(at / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function toUptimeBucket(r: Record<string, unknown>): UptimeBucket {
  return {
    domainId: String(r.domain_id),
    at: Number(r.at),
    total: Number(r.total),
    ok: Number(r.ok),
    responseTime: num(r.response_time),
    responseSamples: Number(r.response_samples),
  };
}

function toValueBucket(r: Record<string, unknown>): ValueBucket {
  return { domainId: String(r.domain_id), at: Number(r.at), value: Number(r.value), samples: Number(r.samples) };
}
