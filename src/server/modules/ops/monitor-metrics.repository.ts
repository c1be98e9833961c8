import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { uuidArray } from '../../db/uuid-array';

/** One exported monitor, or one domain's home page, with what labels it. */
export interface MonitorMetricsRow {
  subject_id: string;
  /** The team's id, or the owner's for a personal workspace. */
  workspace: string;
  domain: string;
  /** Null for the home page. */
  monitor: string | null;
  type: string | null;
  up: boolean | null;
  /** Seconds since the epoch. */
  last_checked: number | null;
  buckets: number[] | null;
  count: number;
  sum: number;
  certificate_expires: number | null;
  registration_expires: number | null;
  /** Every exportable row, the ones beyond the cap included. */
  total: number;
  /** The row's `updated_at`, as text: unchanged, its counters and dates are too. */
  version: string;
}

/** A row's labels and version: what tells a kept row from a changed one. */
const LABELS = sql`m.subject_id, coalesce(d.team_id, d.user_id) as workspace, d.name as domain, mo.name as monitor,
  m.updated_at::text as version`;

/** A row's figures, in the units the page prints. */
const FIGURES = sql`mo.type, m.up, extract(epoch from m.last_checked_at)::float8 as last_checked,
  m.response_buckets::float8[] as buckets, m.response_count::float8 as count, m.response_sum as sum,
  extract(epoch from m.certificate_expires_at)::float8 as certificate_expires,
  extract(epoch from m.registration_expires_at)::float8 as registration_expires`;

const FROM = sql`from monitor_metrics m join domains d on d.id = m.domain_id left join monitors mo on mo.id = m.monitor_id`;

/** Exported: active monitors on active domains (a paused monitor or domain is left out). */
const EXPORTABLE = sql`d.is_active and (m.monitor_id is null or mo.is_active)`;

export function createMonitorMetricsRepository(db: Database) {
  return {
    /**
     * The figures of active monitors on active domains (a paused monitor or domain is left out), in id order, at most
     * `max`; every row tells how many there were in all. With `changedSince`: only the rows a batch changed since then
     * (the `updated_at` index).
     */
    async rows(max: number, changedSince?: string): Promise<MonitorMetricsRow[]> {
      return queryRows<MonitorMetricsRow>(
        db,
        sql`select ${LABELS}, ${FIGURES}, count(*) over ()::int as total
          ${FROM}
          where ${EXPORTABLE} ${changedSince ? sql`and m.updated_at >= ${changedSince}::timestamptz` : sql``}
          order by m.subject_id
          limit ${Math.max(1, max)}`,
      );
    },

    /**
     * What a full read needs to tell whether a kept row is still right: each exportable row's version and labels (in
     * `rows`' order and cap), without its figures.
     */
    async index(
      max: number,
    ): Promise<Pick<MonitorMetricsRow, 'subject_id' | 'workspace' | 'domain' | 'monitor' | 'version' | 'total'>[]> {
      return queryRows(
        db,
        sql`select ${LABELS}, count(*) over ()::int as total ${FROM} where ${EXPORTABLE} order by m.subject_id limit ${Math.max(1, max)}`,
      );
    },

    /** The rows of these subjects, figures included. */
    async rowsOf(subjectIds: string[]): Promise<MonitorMetricsRow[]> {
      if (!subjectIds.length) return [];
      return queryRows<MonitorMetricsRow>(
        db,
        sql`select ${LABELS}, ${FIGURES}, 0 as total ${FROM} where m.subject_id = any(${uuidArray(subjectIds)})`,
      );
    },

    /** The latest change to any row: a scrape re-reads the rows only when it moved (or its snapshot is too old). */
    async watermark(): Promise<string> {
      const [row] = await queryRows<{ w: string | null }>(
        db,
        sql`select max(updated_at)::text as w from monitor_metrics`,
      );
      return row?.w ?? '';
    },

    /** How many rows the cap would count (for `max` 0: none are read, all are left out). */
    async total(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} where ${EXPORTABLE}`);
      return row?.n ?? 0;
    },
  };
}

export type MonitorMetricsRepository = ReturnType<typeof createMonitorMetricsRepository>;
