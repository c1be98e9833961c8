import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { countUp } from '../../db/uptime-rollups';
import { createComponentChangeWatch, type ComponentRef } from './component-changes';
import { createMonitorMetricsBatch, writeMonitorMetrics } from './monitor-metrics-batch';
import { createStatusChangeWatch } from './workspace-changes';

export interface CheckRow {
  domainId: string;
  /** The monitor the check ran for; null or absent for the domain's home-page bundle. */
  monitorId?: string | null;
  checkType: string;
  status: string;
  responseTime: number | null;
  details: Record<string, unknown>;
  checkedAt: Date;
  /**
   * Uptime families: whether this check counts as up. The home page's feeds its domain's daily uptime rollups; a
   * monitor's only its own figures on /metrics (METRICS_MONITORS). Undefined for the other kinds.
   */
  up?: boolean;
  /**
   * The workspace (workspaceKey) whose cached answers show this check: told through `workspacesChanged` once the row
   * is stored, when the check's status changed. Not stored.
   */
  workspace?: string;
}

/** One domain's uptime figures of one UTC day, merged in memory until added to uptime_stats. */
interface Rollup {
  domainId: string;
  day: number;
  total: number;
  ok: number;
  rtSum: number;
  rtCount: number;
}

export interface HistoryWriterOptions {
  /** Raw check rows are written this often (1 s)... */
  intervalMs?: number;
  /** ...or as soon as this many are waiting (1,000). */
  maxRows?: number;
  /**
   * How long uptime checks are merged in memory per domain and day before being added to uptime_stats (0: with
   * every batch of rows). Only for a process that runs every check itself (the embedded scheduler): readers add
   * the raw uptime checks newer than a rollup's `counted_through`, and `recoverRollups` at start adds what a
   * killed process still held. Flushes and `close` write them at once.
   */
  rollupEveryMs?: number;
  now?: () => number;
  /**
   * Told, once their rows are stored, of the status page components whose check status changed (issue 17): a reader
   * told earlier could cache the old state again from the rows not yet written.
   */
  componentsChanged?: (refs: ComponentRef[]) => Promise<void>;
  /** METRICS_MONITORS: each batch also adds its checks to monitor_metrics, what /metrics exposes per monitor (decision 064). */
  monitorMetrics?: boolean;
  /**
   * Told, once their rows are stored, of the workspaces where a check's status changed (decision 069): their cached
   * domain list and dashboard figures must not be served as current any more. Told earlier, a reader could cache the
   * old state again from the rows not yet written.
   */
  workspacesChanged?: (keys: Iterable<string>) => Promise<void>;
}

const DAY_MS = 86_400_000;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The upsert that adds rollups (a relation `v` of domain_id, date, total, ok, rt_sum, rt_count) to uptime_stats,
 * keeping running averages (the new average weighs the stored one by its check count) and the latest
 * `counted_through`. Rollups of a domain deleted meanwhile are dropped by the join.
 */
function mergeRollups(values: SQL, countedThrough: Date): SQL {
  return sql`
    insert into uptime_stats (domain_id, date, total_checks, successful_checks, avg_response_time, uptime_percentage, counted_through)
    select v.domain_id, v.date, v.total, v.ok, case when v.rt_count > 0 then v.rt_sum / v.rt_count end, 100.0 * v.ok / v.total,
      ${countedThrough.toISOString()}::timestamptz
    from ${values}
    join domains d on d.id = v.domain_id
    on conflict (domain_id, date) do update set
      total_checks = uptime_stats.total_checks + excluded.total_checks,
      successful_checks = uptime_stats.successful_checks + excluded.successful_checks,
      uptime_percentage = 100.0 * (uptime_stats.successful_checks + excluded.successful_checks)
        / (uptime_stats.total_checks + excluded.total_checks),
      avg_response_time = case
        when excluded.avg_response_time is null then uptime_stats.avg_response_time
        when uptime_stats.avg_response_time is null then excluded.avg_response_time
        else (uptime_stats.avg_response_time * uptime_stats.total_checks + excluded.avg_response_time * excluded.total_checks)
          / (uptime_stats.total_checks + excluded.total_checks) end,
      counted_through = greatest(uptime_stats.counted_through, excluded.counted_through)`;
}

/**
 * Batches check history. Raw rows: one `insert ... select from json_to_recordset($1)` per flush, the batch being
 * a single JSON text built row by row as checks finish (no ORM, no per-row bind parameters, no array of row
 * objects kept). Rows of a domain deleted since its check started are dropped by the join.
 *
 * Daily uptime rollups: merged in memory per domain and UTC day and added to uptime_stats every `rollupEveryMs`
 * (5 min in the embedded runtime: each domain's row is updated once instead of five times), with every flush when
 * 0. Each written rollup says through when its domain's checks are counted (`counted_through`, exclusive): every
 * check recorded before the cut is in it, every later one is not, so a reader adding the raw uptime rows from
 * `counted_through` on counts each check exactly once.
 */
export function createHistoryWriter(
  db: Database,
  {
    intervalMs = 1000,
    maxRows = 1000,
    rollupEveryMs = 0,
    now = Date.now,
    componentsChanged,
    monitorMetrics = false,
    workspacesChanged,
  }: HistoryWriterOptions = {},
) {
  const metrics = monitorMetrics ? createMonitorMetricsBatch() : undefined;
  let json = '';
  let rows = 0;
  const watch = componentsChanged ? createComponentChangeWatch() : undefined;
  /** Components whose status changed in the rows waiting. */
  let changed: ComponentRef[] = [];
  const statusWatch = workspacesChanged ? createStatusChangeWatch() : undefined;
  /** Workspaces where a check's status changed in the rows waiting. */
  let changedWorkspaces = new Set<string>();
  let rollups = new Map<string, Rollup>();
  /** The latest checked_at merged into the pending rollups. */
  let latestMerged = 0;
  let rollupsWrittenAt = now();
  let flushing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => void flush(now() - rollupsWrittenAt >= rollupEveryMs), intervalMs);
  timer.unref();

  async function writeRows(batch: string) {
    await db.execute(sql`
      insert into domain_checks (domain_id, monitor_id, check_type, status, response_time, details, checked_at)
      select r.domain_id, r.monitor_id, r.check_type, r.status, r.response_time, r.details, r.checked_at
      from json_to_recordset(${batch}::json)
        as r(domain_id uuid, monitor_id uuid, check_type text, status text, response_time int, details jsonb, checked_at timestamptz)
      join domains d on d.id = r.domain_id
      where r.monitor_id is null or exists (select 1 from monitors m where m.id = r.monitor_id)`);
  }

  async function writeRollups(pending: Map<string, Rollup>, countedThrough: Date) {
    let values = '[';
    for (const r of pending.values()) {
      if (values.length > 1) values += ',';
      values += `{"domain_id":"${r.domainId}","date":"${isoDay(r.day)}","total":${r.total},"ok":${r.ok},"rt_sum":${r.rtSum},"rt_count":${r.rtCount}}`;
    }
    values += ']';
    await db.execute(
      mergeRollups(
        sql`json_to_recordset(${values}::json) as v(domain_id uuid, date date, total int, ok int, rt_sum float8, rt_count int)`,
        countedThrough,
      ),
    );
  }

  /** Writes the waiting rows and, with `withRollups`, the rollups merged so far (after the rows). */
  function flush(withRollups = true): Promise<void> {
    const batch = rows ? `${json}]` : undefined;
    const batchChanged = changed;
    const batchWorkspaces = changedWorkspaces;
    const batchMetrics = metrics?.take();
    json = '';
    rows = 0;
    changed = [];
    changedWorkspaces = new Set();
    let pending: Map<string, Rollup> | undefined;
    let countedThrough: Date | undefined;
    if (withRollups) {
      const cut = now();
      rollupsWrittenAt = cut;
      if (rollups.size) {
        pending = rollups;
        rollups = new Map();
        // Exclusive bound: every check merged so far was recorded at or before the cut (or at latestMerged when a
        // caller dates its rows), every check merged from now on at or after it. A check recorded in the very
        // millisecond of the cut but after it is uncounted until the next write; none is counted twice.
        countedThrough = new Date(Math.max(cut, latestMerged) + 1);
      }
    }
    if (!batch && !pending) return flushing;
    flushing = flushing
      .then(async () => {
        if (batch) await writeRows(batch);
        if (batchMetrics) await writeMonitorMetrics(db, batchMetrics);
        if (pending && countedThrough) await writeRollups(pending, countedThrough);
        if (batchChanged.length && componentsChanged) await componentsChanged(batchChanged);
        if (batchWorkspaces.size && workspacesChanged) await workspacesChanged(batchWorkspaces);
      })
      .catch((err: unknown) => console.error('history flush failed', err));
    return flushing;
  }

  function merge(row: CheckRow, at: number) {
    const day = Math.floor(at / DAY_MS);
    const key = `${row.domainId}${day}`;
    let agg = rollups.get(key);
    if (!agg) rollups.set(key, (agg = { domainId: row.domainId, day, total: 0, ok: 0, rtSum: 0, rtCount: 0 }));
    agg.total++;
    if (row.up) agg.ok++;
    if (row.responseTime !== null && Number.isFinite(row.responseTime)) {
      agg.rtSum += row.responseTime;
      agg.rtCount++;
    }
    if (at > latestMerged) latestMerged = at;
  }

  return {
    add(row: CheckRow) {
      const at = row.checkedAt.getTime();
      json +=
        `${rows ? ',' : '['}{"domain_id":"${row.domainId}","monitor_id":${row.monitorId ? `"${row.monitorId}"` : 'null'},"check_type":${JSON.stringify(row.checkType)},"status":${JSON.stringify(row.status)},` +
        `"response_time":${Number.isFinite(row.responseTime) ? Math.round(row.responseTime!) : 'null'},"details":${JSON.stringify(row.details)},"checked_at":"${row.checkedAt.toISOString()}"}`;
      rows++;
      const component = watch?.changed(row);
      if (component) changed.push(component);
      if (row.workspace && statusWatch?.changed(row)) changedWorkspaces.add(row.workspace);
      // the domain's daily uptime rollups count its home page only, never a monitor's checks
      if (row.up !== undefined && !row.monitorId) merge(row, at);
      metrics?.add(row);
      if (rows >= maxRows) void flush(rollupEveryMs === 0);
    },
    /** Writes everything waiting, rollups included. */
    flush: () => flush(true),
    async close() {
      clearInterval(timer);
      await flush(true);
    },
    /**
     * Adds to the rollups the raw uptime checks newer than their domain's latest `counted_through`, and all of them
     * for a domain with no rollup at all: what a process killed before writing its merged rollups had only in
     * memory. For the start of the only process writing checks, before its first check. Domains whose rollups carry
     * no `counted_through` (seeded history) are left alone. Returns the domains caught up.
     */
    async recoverRollups(): Promise<number> {
      await flushing;
      const cut = new Date(now());
      // Each domain's bound first (a handful of rows), then its checks read through the index from that bound on
      // (lateral): PGlite keeps no statistics, and a plain join read every uptime check of every domain at each start.
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`with bounds as materialized (
            select w.id as domain_id, case when s.found is null then '-infinity'::timestamptz else s.counted_through end as since
            from domains w
            left join lateral (
              select s.counted_through, true as found from uptime_stats s where s.domain_id = w.id order by s.date desc limit 1
            ) s on true
          ),
          recovered as (${mergeRollups(
            sql`(
            select checks.* from bounds b
            cross join lateral (
              select c.domain_id, (c.checked_at at time zone 'UTC')::date as date, count(*)::int as total,
                ${countUp(sql`c.status`)} as ok,
                coalesce(sum(c.response_time), 0)::float8 as rt_sum, count(c.response_time)::int as rt_count
              from domain_checks c
              where c.domain_id = b.domain_id and c.check_type = 'uptime' and c.monitor_id is null and c.checked_at >= b.since
                and c.checked_at < ${cut.toISOString()}::timestamptz
              group by 1, 2
            ) checks
            where b.since is not null
          ) v`,
            cut,
          )} returning domain_id)
        select count(distinct domain_id)::int as n from recovered`,
      );
      return row?.n ?? 0;
    },
  };
}

export type HistoryWriter = ReturnType<typeof createHistoryWriter>;
