import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { uuidArray } from '../../db/uuid-array';
import { countUp } from '../../db/uptime-rollups';
import { PLANS } from '../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../shared/contracts/auth';

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * History older than the cut-off, per table, for a set of domains sharing one cut-off. Every check family's results
 * (the home page's and the monitors', whatever their history type) are domain_checks rows of their domain, so one
 * entry prunes them all on the domain's plan (decision 047); a family's side tables are listed here too. Each is deleted
 * `limit` rows at a time by primary key, so no statement holds many row locks or runs long.
 */
const RAW_HISTORY: Record<string, { key: string; match: (ids: string[], cutoff: Date) => SQL }> = {
  domain_checks: { key: 'id', match: (ids, c) => sql`domain_id = any(${uuidArray(ids)}) and checked_at < ${ts(c)}` },
  // heartbeat pings, on the plan of their monitor's domain; each monitor's latest is kept whatever its age: its silence
  // check counts from it (a monthly job on a 7-day plan would otherwise read as never pinged; decision 049)
  monitor_pings: {
    key: 'id',
    match: (
      ids,
      c,
    ) => sql`monitor_id in (select id from monitors where domain_id = any(${uuidArray(ids)})) and received_at < ${ts(c)}
      and exists (select 1 from monitor_pings newer where newer.monitor_id = monitor_pings.monitor_id and newer.received_at > monitor_pings.received_at)`,
  },
  // an outage still open is kept whatever its age: the recovery closes it
  uptime_events: {
    key: 'id',
    match: (ids, c) => sql`domain_id = any(${uuidArray(ids)}) and start_time < ${ts(c)} and end_time < ${ts(c)}`,
  },
  dns_records: { key: 'id', match: (ids, c) => sql`domain_id = any(${uuidArray(ids)}) and last_checked < ${ts(c)}` },
  // network timings, requests and third parties go with their scan (on delete cascade)
  performance_scans: {
    key: 'id',
    match: (ids, c) => sql`domain_id = any(${uuidArray(ids)}) and scanned_at < ${ts(c)}`,
  },
  performance_snapshots: {
    key: 'id',
    match: (ids, c) => sql`domain_id = any(${uuidArray(ids)}) and "timestamp" < ${ts(c)}`,
  },
  performance_metrics: {
    key: 'id',
    match: (ids, c) => sql`domain_id = any(${uuidArray(ids)}) and created_at < ${ts(c)}`,
  },
  // deliveries of a resolved alert; those of an open alert stay, its recovery notice goes where they went
  notification_deliveries: {
    key: 'id',
    match: (ids, c) =>
      sql`created_at < ${ts(c)} and alert_id in (select id from alerts where domain_id = any(${uuidArray(ids)}) and is_resolved)`,
  },
  // resolved alerts (their deliveries cascade); created_at lets the (domain, created_at) index find them
  alerts: {
    key: 'id',
    match: (ids, c) =>
      sql`domain_id = any(${uuidArray(ids)}) and is_resolved and resolved_at < ${ts(c)} and created_at < ${ts(c)}`,
  },
};

/** In this order: the rollups are completed first, so raw uptime checks only go once counted. */
export const HISTORY_TABLES = Object.keys(RAW_HISTORY);

export function createRetentionRepository(db: Database) {
  async function deleteBatch(table: string, key: string, where: SQL, limit: number): Promise<number> {
    const rows = await queryRows<{ k: unknown }>(
      db,
      sql`delete from ${sql.raw(table)} where ${sql.raw(key)} in (select ${sql.raw(key)} from ${sql.raw(table)} where ${where} limit ${limit}) returning 1 as k`,
    );
    return rows.length;
  }

  /** Deletes every matching row, `limit` at a time; answers how many went. */
  async function deleteAll(table: string, key: string, where: SQL, limit: number): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await deleteBatch(table, key, where, limit);
      total += n;
      if (n < limit) return total;
    }
  }

  return {
    /** Every domain (deleted ones too: their history ages out as well) with the plan of its workspace owner. */
    /**
     * Domains by the days of history their payer's plan keeps; after a downgrade, the old plan's days until the
     * grace period noticed by e-mail ends (users.retention_kept_*, decision 059).
     */
    async domainsByRetention(at: Date): Promise<Map<number, string[]>> {
      const rows = await queryRows<{
        id: string;
        plan: SubscriptionTier;
        kept_days: number | null;
        kept_until: Date | string | null;
      }>(
        db,
        sql`select d.id, p.subscription_tier as plan, p.retention_kept_days as kept_days, p.retention_kept_until as kept_until
            from domains d left join teams t on t.id = d.team_id join users p on p.id = coalesce(t.owner_id, d.user_id)
            order by d.id`,
      );
      const out = new Map<number, string[]>();
      for (const r of rows) {
        const kept = r.kept_days !== null && r.kept_until !== null && new Date(r.kept_until) > at ? r.kept_days : 0;
        const days = Math.max(PLANS[r.plan].retentionDays, kept);
        const list = out.get(days);
        if (list) list.push(r.id);
        else out.set(days, [r.id]);
      }
      return out;
    },

    async usersByPlan(): Promise<Map<SubscriptionTier, string[]>> {
      return group(
        await queryRows<{ id: string; plan: SubscriptionTier }>(
          db,
          sql`select id, subscription_tier as plan from users order by id`,
        ),
      );
    },

    /**
     * Before raw uptime checks of a day go, that day's rollup must hold all of them. The history writer keeps
     * rollups current as it writes; this recounts each day that still has raw checks up to the cut-off's day and
     * raises a rollup that counted fewer (a flush interrupted between its two statements). Never lowers one: a
     * day already partly pruned has fewer raw rows than its rollup.
     */
    async completeRollups(domainIds: string[], cutoff: Date): Promise<number> {
      const dayEnd = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth(), cutoff.getUTCDate() + 1));
      const rows = await queryRows<{ k: number }>(
        db,
        sql`insert into uptime_stats (domain_id, date, total_checks, successful_checks, avg_response_time, uptime_percentage)
            select domain_id, day, total, ok, avg_rt, 100.0 * ok / total from (
              select domain_id, (checked_at at time zone 'UTC')::date as day, count(*)::int as total,
                ${countUp(sql`status`)} as ok, avg(response_time)::real as avg_rt
              from domain_checks
              where domain_id = any(${uuidArray(domainIds)}) and check_type = 'uptime' and monitor_id is null and checked_at < ${ts(dayEnd)}
              group by 1, 2
            ) v
            on conflict (domain_id, date) do update set total_checks = excluded.total_checks,
              successful_checks = excluded.successful_checks, avg_response_time = excluded.avg_response_time,
              uptime_percentage = excluded.uptime_percentage
            where uptime_stats.total_checks < excluded.total_checks
            returning 1 as k`,
      );
      return rows.length;
    },

    async pruneHistory(table: string, domainIds: string[], cutoff: Date, limit: number): Promise<number> {
      const spec = RAW_HISTORY[table]!;
      return deleteAll(table, spec.key, spec.match(domainIds, cutoff), limit);
    },

    /** Daily rollups are kept for the plan's window: the cut-off's own day stays. */
    async pruneRollups(domainIds: string[], cutoff: Date, limit: number): Promise<number> {
      const day = cutoff.toISOString().slice(0, 10);
      return deleteAll(
        'uptime_stats',
        'id',
        sql`domain_id = any(${uuidArray(domainIds)}) and date < ${day}::date`,
        limit,
      );
    },

    /** Test messages (no alert) are the account's own: they age out on the user's plan. */
    async pruneTestDeliveries(userIds: string[], cutoff: Date, limit: number): Promise<number> {
      return deleteAll(
        'notification_deliveries',
        'id',
        sql`alert_id is null and user_id = any(${uuidArray(userIds)}) and created_at < ${ts(cutoff)}`,
        limit,
      );
    },
  };
}

function group(rows: { id: string; plan: SubscriptionTier }[]): Map<SubscriptionTier, string[]> {
  const out = new Map<SubscriptionTier, string[]>();
  for (const r of rows) {
    const list = out.get(r.plan);
    if (list) list.push(r.id);
    else out.set(r.plan, [r.id]);
  }
  return out;
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
