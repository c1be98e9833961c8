import { sql, type SQL } from 'drizzle-orm';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import { queryRows, type Database } from '../../db/client';
import type { EndpointStats } from '../../db/schema';
import { uuidArray } from '../../db/uuid-array';

/** One /api/v1 call as recorded (api_usage). */
export interface UsageRecord {
  keyId: string;
  endpoint: string;
  method: string;
  status: number;
  durationMs: number;
  requestSize: number | null;
  responseSize: number | null;
  error: string | null;
  at: Date;
}

export interface UsageFigures {
  requests: number;
  errors: number;
  /** Sum and count of response times, so that days and endpoints can be merged before averaging. */
  timeSum: number;
  timed: number;
}

export interface UsageReport {
  days: Map<string, UsageFigures>;
  endpoints: Map<string, UsageFigures>;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const keysOf = (partnerId: string) => sql`(select id from api_keys where partner_id = ${partnerId})`;
/** Calls refused by the rate limit or the quota: v1 handlers never answer 429 themselves (decision 056). */
const LIMITED = sql`status_code = 429`;
const ERROR = sql`status_code >= 400`;

const emptyFigures = (): UsageFigures => ({ requests: 0, errors: 0, timeSum: 0, timed: 0 });
function add(into: Map<string, UsageFigures>, key: string, f: UsageFigures): void {
  const at = into.get(key) ?? emptyFigures();
  into.set(key, {
    requests: at.requests + f.requests,
    errors: at.errors + f.errors,
    timeSum: at.timeSum + f.timeSum,
    timed: at.timed + f.timed,
  });
}

/**
 * api_usage (raw calls, written in batches) and api_usage_aggregates (one row per partner and UTC day). Reads take the
 * aggregated days and add the raw rows after the partner's last aggregated day, so they are exact whenever the daily
 * roll-up last ran.
 */
export function createApiUsageRepository(db: Database) {
  /** The first day (UTC, 'YYYY-MM-DD') not yet rolled up for the partner: raw rows answer from it on. */
  const rawFrom = (partnerId: string, from: string) =>
    sql`greatest(${from}::date, coalesce((select max(date) + 1 from api_usage_aggregates where partner_id = ${partnerId}), ${from}::date))`;

  return {
    /** Stores a batch in one statement; rows of keys deleted meanwhile are dropped. */
    async insert(records: UsageRecord[]): Promise<void> {
      if (!records.length) return;
      const json = JSON.stringify(
        records.map((r) => ({
          k: r.keyId,
          p: r.endpoint,
          m: r.method,
          s: r.status,
          d: r.durationMs,
          qi: r.requestSize,
          qo: r.responseSize,
          e: r.error,
          at: r.at.toISOString(),
        })),
      );
      await db.execute(
        sql`insert into api_usage (api_key_id, endpoint, method, status_code, response_time, request_size, response_size, error_message, created_at)
            select r.k, left(r.p, 255), left(r.m, 10), r.s, r.d, r.qi, r.qo, r.e, r.at
            from json_to_recordset(${json}::json) as r(k uuid, p text, m text, s int, d int, qi int, qo int, e text, at timestamptz)
            join api_keys on api_keys.id = r.k`,
      );
    },

    /** Keys' last use, one statement for many keys; never moves a time backwards. */
    async touch(used: { keyId: string; at: Date }[]): Promise<void> {
      if (!used.length) return;
      const json = JSON.stringify(used.map((u) => ({ k: u.keyId, at: u.at.toISOString() })));
      await db.execute(
        sql`update api_keys set last_used_at = r.at
            from json_to_recordset(${json}::json) as r(k uuid, at timestamptz)
            where api_keys.id = r.k and (api_keys.last_used_at is null or api_keys.last_used_at < r.at)`,
      );
    },

    /** Calls counted against the quota since `from` (UTC midnight): all but those the limits refused. */
    async countSince(partnerId: string, from: Date): Promise<number> {
      const day = from.toISOString().slice(0, 10);
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select
              coalesce((select sum(total_requests - limited_requests) from api_usage_aggregates where partner_id = ${partnerId} and date >= ${day}::date), 0)::int
            + (select count(*) from api_usage where api_key_id in ${keysOf(partnerId)} and not (${LIMITED})
                 and created_at >= ${rawFrom(partnerId, day)}::timestamp at time zone 'UTC')::int as n`,
      );
      return row?.n ?? 0;
    },

    /**
     * One key's calls counted against its rate limit since `from` (its window's start): all but those the limits
     * refused. Raw rows only: a window is the current hour, which the daily roll-up never reached.
     */
    async countKeySince(keyId: string, from: Date): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from api_usage
            where api_key_id = ${keyId} and not (${LIMITED}) and created_at >= ${ts(from)}`,
      );
      return row?.n ?? 0;
    },

    /** Calls per UTC day and per endpoint ("METHOD /route") since `from` ('YYYY-MM-DD'). */
    async report(partnerId: string, from: string): Promise<UsageReport> {
      const report: UsageReport = { days: new Map(), endpoints: new Map() };
      const aggregates = await queryRows<{ date: string; stats: Record<string, EndpointStats> }>(
        db,
        sql`select to_char(date, 'YYYY-MM-DD') as date, endpoint_stats as stats from api_usage_aggregates
            where partner_id = ${partnerId} and date >= ${from}::date order by date`,
      );
      for (const row of aggregates) {
        for (const [endpoint, s] of Object.entries(row.stats)) {
          // avgResponseTime is over the calls that had one: all of them (every recorded call is timed)
          const f = {
            requests: s.requests,
            errors: s.errors,
            timeSum: s.avgResponseTime * s.requests,
            timed: s.requests,
          };
          add(report.days, row.date, f);
          add(report.endpoints, endpoint, f);
        }
      }
      const raw = await queryRows<{
        date: string;
        endpoint: string;
        requests: number;
        errors: number;
        time_sum: number | null;
        timed: number;
      }>(
        db,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, method || ' ' || endpoint as endpoint,
              count(*)::int as requests, count(*) filter (where ${ERROR})::int as errors,
              sum(response_time)::float8 as time_sum, count(response_time)::int as timed
            from api_usage
            where api_key_id in ${keysOf(partnerId)} and created_at >= ${rawFrom(partnerId, from)}::timestamp at time zone 'UTC'
            group by 1, 2`,
      );
      for (const r of raw) {
        const f = { requests: r.requests, errors: r.errors, timeSum: r.time_sum ?? 0, timed: r.timed };
        add(report.days, r.date, f);
        add(report.endpoints, r.endpoint, f);
      }
      return report;
    },

    /**
     * Rolls raw calls of whole UTC days up: from the day after the last roll-up (at the latest `overlapFrom`, so calls
     * flushed late are counted) up to, not including, `before`. Answers the rows written.
     */
    async rollUp(overlapFrom: Date, before: Date): Promise<number> {
      const rows = await queryRows<{ k: number }>(
        db,
        sql`with bounds as (
              select least(${ts(overlapFrom)}, coalesce((select (max(date) + 1)::timestamp at time zone 'UTC' from api_usage_aggregates), '-infinity'::timestamptz)) as lo
            ),
            per_endpoint as (
              select k.partner_id, (u.created_at at time zone 'UTC')::date as day, u.method || ' ' || u.endpoint as endpoint,
                count(*)::int as n, count(*) filter (where u.status_code >= 400)::int as e,
                count(*) filter (where u.status_code = 429)::int as l,
                coalesce(sum(u.response_time), 0)::float8 as rt, count(u.response_time)::int as rn,
                coalesce(sum(coalesce(u.request_size, 0) + coalesce(u.response_size, 0)), 0)::bigint as bw
              from api_usage u join api_keys k on k.id = u.api_key_id, bounds
              where u.created_at >= bounds.lo and u.created_at < ${ts(before)}
              group by 1, 2, 3
            )
            insert into api_usage_aggregates (partner_id, date, endpoint_stats, total_requests, total_errors, limited_requests, avg_response_time, total_bandwidth)
            select partner_id, day,
              jsonb_object_agg(endpoint, jsonb_build_object('requests', n, 'errors', e, 'avgResponseTime', case when rn > 0 then rt / rn else 0 end)),
              sum(n)::int, sum(e)::int, sum(l)::int, (sum(rt) / nullif(sum(rn), 0))::real, sum(bw)::bigint
            from per_endpoint group by partner_id, day
            on conflict (partner_id, date) do update set endpoint_stats = excluded.endpoint_stats, total_requests = excluded.total_requests,
              total_errors = excluded.total_errors, limited_requests = excluded.limited_requests,
              avg_response_time = excluded.avg_response_time, total_bandwidth = excluded.total_bandwidth
            returning 1 as k`,
      );
      return rows.length;
    },

    /** Every partner with the plan of its workspace (the team owner's for a team). */
    async partnersByPlan(): Promise<Map<SubscriptionTier, string[]>> {
      const rows = await queryRows<{ id: string; plan: SubscriptionTier }>(
        db,
        sql`select p.id, coalesce(o.subscription_tier, u.subscription_tier) as plan
            from partners p join users u on u.id = p.user_id
            left join teams t on t.id = p.team_id left join users o on o.id = t.owner_id order by p.id`,
      );
      const out = new Map<SubscriptionTier, string[]>();
      for (const r of rows) out.set(r.plan, [...(out.get(r.plan) ?? []), r.id]);
      return out;
    },

    /** Raw calls before the cut-off go (`limit` rows a statement), and aggregated days before its day. */
    async prune(partnerIds: string[], cutoff: Date, limit: number): Promise<number> {
      const ids = uuidArray(partnerIds);
      let total = 0;
      const batch = (where: SQL, table: string, key: string) =>
        queryRows<{ k: number }>(
          db,
          sql`delete from ${sql.raw(table)} where ${sql.raw(key)} in (select ${sql.raw(key)} from ${sql.raw(table)} where ${where} limit ${limit}) returning 1 as k`,
        );
      for (;;) {
        const n = (
          await batch(
            sql`api_key_id in (select id from api_keys where partner_id = any(${ids})) and created_at < ${ts(cutoff)}`,
            'api_usage',
            'id',
          )
        ).length;
        total += n;
        if (n < limit) break;
      }
      const day = cutoff.toISOString().slice(0, 10);
      for (;;) {
        const n = (await batch(sql`partner_id = any(${ids}) and date < ${day}::date`, 'api_usage_aggregates', 'id'))
          .length;
        total += n;
        if (n < limit) break;
      }
      return total;
    },
  };
}
export type ApiUsageRepository = ReturnType<typeof createApiUsageRepository>;
