import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { countUp } from '../../db/uptime-rollups';

/*
 * One monitor's history, read for its page (decision 075). Every query takes a monitor id the service has already found
 * in the caller's workspace (monitors.repository find), and reads through the (monitor_id, ...) indexes.
 */

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** One row more than the page, to tell whether there is a next page without counting them all. */
const window = ({ page, pageSize }: PageRequest) => sql`limit ${pageSize + 1} offset ${(page - 1) * pageSize}`;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function createMonitorHistoryRepository(db: Database) {
  return {
    /** The monitor's checks since `since`, grouped into spans of `bucketSeconds`: average and slowest answer, failures. */
    responseTimes(monitorId: string, since: Date, bucketSeconds: number) {
      return queryRows<{ at: Date | string; avg_ms: number | null; max_ms: number | null; checks: number; ok: number }>(
        db,
        sql`
        select to_timestamp(floor(extract(epoch from c.checked_at) / ${bucketSeconds}) * ${bucketSeconds}) as at,
          avg(c.response_time)::float8 as avg_ms, max(c.response_time)::float8 as max_ms,
          count(*)::int as checks, ${countUp(sql`c.status`)} as ok
        from domain_checks c
        where c.monitor_id = ${monitorId} and c.checked_at >= ${at(since)}
        group by 1 order by 1`,
      );
    },

    /** Checks and successful ones since each of the three instants (one index range read). */
    async uptime(monitorId: string, day: Date, week: Date, month: Date) {
      const [row] = await queryRows<{
        day_checks: number;
        day_up: number;
        week_checks: number;
        week_up: number;
        month_checks: number;
        month_up: number;
      }>(
        db,
        sql`
        select count(*) filter (where c.checked_at >= ${at(day)})::int as day_checks,
          ${countUp(sql`case when c.checked_at >= ${at(day)} then c.status end`)} as day_up,
          count(*) filter (where c.checked_at >= ${at(week)})::int as week_checks,
          ${countUp(sql`case when c.checked_at >= ${at(week)} then c.status end`)} as week_up,
          count(*)::int as month_checks, ${countUp(sql`c.status`)} as month_up
        from domain_checks c
        where c.monitor_id = ${monitorId} and c.checked_at >= ${at(month)}`,
      );
      return row!;
    },

    /** Stored checks, newest first, of one status when asked. */
    checks(monitorId: string, status: string | undefined, page: PageRequest) {
      return queryRows<{
        id: number | string;
        status: string;
        message: string | null;
        response_time: number | null;
        checked_at: Date | string;
      }>(
        db,
        sql`
        select id, status, details->>'message' as message, response_time, checked_at from domain_checks
        where monitor_id = ${monitorId} ${status ? sql`and status = ${status}` : sql``}
        order by checked_at desc, id desc ${window(page)}`,
      );
    },

    /** Down and degraded periods, newest first. */
    outages(monitorId: string, page: PageRequest) {
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
        where monitor_id = ${monitorId} and event_type in ('down', 'degraded')
        order by start_time desc, id desc ${window(page)}`,
      );
    },

    /**
     * Pings, newest first; a ping or failure right after a `/start` carries the run's length (the ping before it, on
     * the same index, in arrival order as the push URL stores them).
     */
    pings(monitorId: string, page: PageRequest) {
      return queryRows<{
        id: number | string;
        kind: 'ping' | 'start' | 'fail';
        exit_code: number | null;
        message: string | null;
        received_at: Date | string;
        run_ms: number | null;
      }>(
        db,
        sql`
        select p.id, p.kind, p.exit_code, p.message, p.received_at,
          case when p.kind <> 'start' and prev.kind = 'start'
            then (extract(epoch from p.received_at - prev.received_at) * 1000)::float8 end as run_ms
        from (
          select id, kind, exit_code, message, received_at from monitor_pings
          where monitor_id = ${monitorId} order by received_at desc, id desc ${window(page)}
        ) p
        left join lateral (
          select q.kind, q.received_at from monitor_pings q
          where q.monitor_id = ${monitorId} and (q.received_at, q.id) < (p.received_at, p.id)
          order by q.received_at desc, q.id desc limit 1
        ) prev on true
        order by p.received_at desc, p.id desc`,
      );
    },
  };
}

export type MonitorHistoryRepository = ReturnType<typeof createMonitorHistoryRepository>;
