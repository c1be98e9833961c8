import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { countUp, uncountedFrom } from '../../db/uptime-rollups';
import type { HistoryType } from '../../../shared/constants/history-types';
import type { CheckType } from '../../../shared/helpers/domain-state';
import type { Outage } from '../../../shared/helpers/reliability';

/*
 * The home page's history of one domain, read for its page. Rows of the domain's monitors (monitor_id set, issue 16)
 * are left out, so the home page's uptime, outages and check log never mix with theirs (decision 050); the monitors
 * panel shows those. Every query takes a domain id the service has already found in the
 * caller's workspace (domains.repository findById), and reads through the (domain_id, ...) indexes.
 */

export interface LatestCheckRow {
  status: string;
  details: Record<string, unknown>;
  checked_at: Date | string;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** One row more than the page, to tell whether there is a next page without counting them all. */
const window = ({ page, pageSize }: PageRequest) => sql`limit ${pageSize + 1} offset ${(page - 1) * pageSize}`;

/** The DNS records of a check as one comparable key: type, name and value, sorted (answers come in any order; TTLs count down). */
const recordsKey = sql`(select coalesce(string_agg((r->>'type') || ' ' || (r->>'name') || ' ' || (r->>'value'), '|'
    order by (r->>'type') || ' ' || (r->>'name') || ' ' || (r->>'value')), '')
  from jsonb_array_elements(case when jsonb_typeof(c.details->'records') = 'array' then c.details->'records' else '[]'::jsonb end) r)`;

export function createDomainDetailsRepository(db: Database) {
  return {
    async latestCheck(domainId: string, type: CheckType): Promise<LatestCheckRow | undefined> {
      const [row] = await queryRows<LatestCheckRow>(
        db,
        sql`
        select status, details, checked_at from domain_checks
        where domain_id = ${domainId} and check_type = ${type} and monitor_id is null order by checked_at desc limit 1`,
      );
      return row;
    },

    /** The stored certificate (upserted by every TLS check that got one). */
    async certificate(domainId: string) {
      const [row] = await queryRows<{ is_valid: boolean; days_until_expiry: number | null }>(
        db,
        sql`
        select is_valid, days_until_expiry from ssl_certificates where domain_id = ${domainId} limit 1`,
      );
      return row;
    },

    /** Uptime checks since `since`, grouped into spans of `bucketSeconds`: average and slowest answer, failures. */
    responseTimes(domainId: string, since: Date, bucketSeconds: number) {
      return queryRows<{ at: Date | string; avg_ms: number | null; max_ms: number | null; checks: number; ok: number }>(
        db,
        sql`
        select to_timestamp(floor(extract(epoch from c.checked_at) / ${bucketSeconds}) * ${bucketSeconds}) as at,
          avg(c.response_time)::float8 as avg_ms, max(c.response_time)::float8 as max_ms,
          count(*)::int as checks, ${countUp(sql`c.status`)} as ok
        from domain_checks c
        where c.domain_id = ${domainId} and c.check_type = 'uptime' and c.monitor_id is null and c.checked_at >= ${since.toISOString()}::timestamptz
        group by 1 order by 1`,
      );
    },

    /**
     * Response times per UTC day since `sinceDay`, for long ranges: each rollup's average (weighted by its checks)
     * with the raw checks it does not count yet (decision 023). The rollups keep no slowest answer: `max_ms` is null.
     */
    dailyResponseTimes(domainId: string, sinceDay: string) {
      const since = sql`${sinceDay}::date`;
      return queryRows<{ at: Date | string; avg_ms: number | null; max_ms: null; checks: number; ok: number }>(
        db,
        sql`
        with r as (
          select count(*) as days, max(s.counted_through) as counted_through
          from uptime_stats s where s.domain_id = ${domainId} and s.date >= ${since}
        ),
        raw as (
          select (c.checked_at at time zone 'UTC')::date as day, count(*)::int as total, ${countUp(sql`c.status`)} as ok,
            sum(c.response_time)::float8 as sum_ms, count(c.response_time)::int as timed
          from domain_checks c cross join r
          where c.domain_id = ${domainId} and c.check_type = 'uptime' and c.checked_at >= ${uncountedFrom(sql`r`, since)}
          group by 1
        ),
        s as (
          select date as day, total_checks, successful_checks, avg_response_time from uptime_stats
          where domain_id = ${domainId} and date >= ${since}
        )
        select (coalesce(s.day, raw.day))::timestamp at time zone 'UTC' as at,
          ((coalesce(s.avg_response_time * s.total_checks, 0) + coalesce(raw.sum_ms, 0))
            / nullif(case when s.avg_response_time is null then 0 else s.total_checks end + coalesce(raw.timed, 0), 0))::float8 as avg_ms,
          null as max_ms,
          (coalesce(s.total_checks, 0) + coalesce(raw.total, 0))::int as checks,
          (coalesce(s.successful_checks, 0) + coalesce(raw.ok, 0))::int as ok
        from s full join raw on raw.day = s.day
        order by 1`,
      );
    },

    /**
     * One row per UTC day from `sinceDay` to `today`: the rollups plus the raw checks they do not count yet (decision
     * 023, db/uptime-rollups.ts), and the minutes of down or degraded periods within the day (open ones until `now`).
     */
    uptimeDays(domainId: string, sinceDay: string, today: string, now: Date) {
      const since = sql`${sinceDay}::date`;
      const nowAt = sql`${now.toISOString()}::timestamptz`;
      return queryRows<{ day: string; checks: number; ok: number; outage_seconds: number }>(
        db,
        sql`
        with r as (
          select count(*) as days, max(s.counted_through) as counted_through
          from uptime_stats s where s.domain_id = ${domainId} and s.date >= ${since}
        ),
        raw as (
          select (c.checked_at at time zone 'UTC')::date as day, count(*)::int as total, ${countUp(sql`c.status`)} as ok
          from domain_checks c cross join r
          where c.domain_id = ${domainId} and c.check_type = 'uptime' and c.checked_at >= ${uncountedFrom(sql`r`, since)}
          group by 1
        ),
        days as (select d::date as day from generate_series(${since}, ${today}::date, interval '1 day') d)
        select to_char(days.day, 'YYYY-MM-DD') as day,
          (coalesce(s.total_checks, 0) + coalesce(raw.total, 0))::int as checks,
          (coalesce(s.successful_checks, 0) + coalesce(raw.ok, 0))::int as ok,
          coalesce((
            select sum(extract(epoch from least(coalesce(e.end_time, ${nowAt}), (days.day + 1)::timestamp at time zone 'UTC')
              - greatest(e.start_time, days.day::timestamp at time zone 'UTC')))
            from uptime_events e
            where e.domain_id = ${domainId} and e.monitor_id is null and e.event_type in ('down', 'degraded')
              and e.start_time < (days.day + 1)::timestamp at time zone 'UTC'
              and coalesce(e.end_time, ${nowAt}) > days.day::timestamp at time zone 'UTC'
          ), 0)::float8 as outage_seconds
        from days
        left join uptime_stats s on s.domain_id = ${domainId} and s.date = days.day
        left join raw on raw.day = days.day
        order by days.day`,
      );
    },

    /** The down and degraded periods of the home page overlapping [from, now), epoch ms (open ones: end null). */
    async outageSpans(domainId: string, from: Date, now: Date): Promise<Outage[]> {
      const rows = await queryRows<{ start_ms: number; end_ms: number | null }>(
        db,
        sql`
        select (extract(epoch from start_time) * 1000)::float8 as start_ms, (extract(epoch from end_time) * 1000)::float8 as end_ms
        from uptime_events
        where domain_id = ${domainId} and monitor_id is null and event_type in ('down', 'degraded')
          and start_time < ${now.toISOString()}::timestamptz and (end_time is null or end_time > ${from.toISOString()}::timestamptz)`,
      );
      return rows.map((r) => ({ start: Number(r.start_ms), end: r.end_ms === null ? null : Number(r.end_ms) }));
    },

    /** Down and degraded periods, newest first (`up` rows only mark recoveries). */
    outages(domainId: string, page: PageRequest) {
      return queryRows<{
        id: number | string;
        event_type: 'down' | 'degraded';
        start_time: Date | string;
        end_time: Date | string | null;
        duration_ms: number | string | null;
        status_code: number | null;
        error_message: string | null;
      }>(
        db,
        sql`
        select id, event_type, start_time, end_time, duration_ms, status_code, error_message from uptime_events
        where domain_id = ${domainId} and monitor_id is null and event_type in ('down', 'degraded')
        order by start_time desc, id desc ${window(page)}`,
      );
    },

    /** Stored checks of the home-page bundle (a monitor's are its own log), newest first, of one family and status when asked. */
    checks(domainId: string, filter: { type?: CheckType; status?: string }, page: PageRequest) {
      return queryRows<{
        id: number | string;
        check_type: CheckType;
        status: string;
        message: string | null;
        response_time: number | null;
        checked_at: Date | string;
      }>(
        db,
        sql`
        select id, check_type, status, details->>'message' as message, response_time, checked_at from domain_checks
        where domain_id = ${domainId} and monitor_id is null
          ${filter.type ? sql`and check_type = ${filter.type}` : sql``}
          ${filter.status ? sql`and status = ${filter.status}` : sql``}
        order by checked_at desc, id desc ${window(page)}`,
      );
    },

    /**
     * Stored checks of the home page (monitorId null) or of one monitor, newest first, within [from, to), keyset-paged
     * after `after` (the partner API): to the millisecond, as the cursor carries it.
     */
    checkHistory(
      target: { domainId: string; monitorId: string | null },
      filter: { from?: Date; to?: Date; type?: HistoryType; status?: string; after?: { at: Date; id: string } },
      limit: number,
    ) {
      const checkedMs = sql`date_trunc('milliseconds', checked_at)`;
      return queryRows<{
        id: number | string;
        monitor_id: string | null;
        check_type: HistoryType;
        status: string;
        message: string | null;
        response_time: number | null;
        checked_at: Date | string;
      }>(
        db,
        sql`
        select id, monitor_id, check_type, status, details->>'message' as message, response_time, checked_at from domain_checks
        where domain_id = ${target.domainId}
          ${target.monitorId ? sql`and monitor_id = ${target.monitorId}` : sql`and monitor_id is null`}
          ${filter.from ? sql`and checked_at >= ${filter.from.toISOString()}::timestamptz` : sql``}
          ${filter.to ? sql`and checked_at < ${filter.to.toISOString()}::timestamptz` : sql``}
          ${filter.type ? sql`and check_type = ${filter.type}` : sql``}
          ${filter.status ? sql`and status = ${filter.status}` : sql``}
          ${filter.after ? sql`and (${checkedMs}, id) < (${filter.after.at.toISOString()}::timestamptz, ${filter.after.id}::bigint)` : sql``}
        order by ${checkedMs} desc, id desc limit ${limit}`,
      );
    },

    /**
     * The DNS checks (since `since`) whose records differ from the check before, newest first, with both record
     * lists: a failed lookup stores no records and is not a change.
     */
    dnsChanges(domainId: string, since: Date, limit: number) {
      return queryRows<{ checked_at: Date | string; records: unknown; previous: unknown }>(
        db,
        sql`
        select checked_at, records, previous from (
          select checked_at, records, lag(records) over w as previous, key, lag(key) over w as previous_key
          from (
            select c.checked_at, c.details->'records' as records, ${recordsKey} as key
            from domain_checks c
            where c.domain_id = ${domainId} and c.check_type = 'dns' and c.monitor_id is null and c.status <> 'error'
              and c.checked_at >= ${since.toISOString()}::timestamptz
          ) k
          window w as (order by checked_at)
        ) h
        where previous_key is not null and key <> previous_key
        order by checked_at desc limit ${limit}`,
      );
    },
  };
}

export type DomainDetailsRepository = ReturnType<typeof createDomainDetailsRepository>;
