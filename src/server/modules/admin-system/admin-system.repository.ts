import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { createHeartbeatRepository } from '../../jobs/heartbeat/heartbeat.repository';
import { createJobRunsRepository } from '../../jobs/job-runs/job-runs';
import { createWatchdogRepository } from '../watchdog/watchdog.repository';

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** The reads of /admin/system: each a count or a catalogue lookup, none a scan of history. */
export function createAdminSystemRepository(db: Database) {
  const heartbeats = createHeartbeatRepository(db);
  const watchdog = createWatchdogRepository(db);
  const jobRuns = createJobRunsRepository(db);
  return {
    workers: () => heartbeats.list(),
    watchdog: () => watchdog.read(),
    jobRuns: (names: readonly string[]) => jobRuns.list(names),

    /** Deliveries still to send (queued, retrying: the status and next-attempt index), failed in 24 h, the outbox. */
    async deliveryBacklog(now: Date) {
      const since = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
      const [row] = await queryRows<{ queued: unknown; retrying: unknown; failed: unknown; outbox: unknown }>(
        db,
        sql`select
          (select count(*) from notification_deliveries where status = 'queued') as queued,
          (select count(*) from notification_deliveries where status = 'retrying') as retrying,
          (select count(*) from notification_deliveries where status = 'failed' and created_at > ${since}::timestamptz) as failed,
          (select count(*) from mail_outbox) as outbox`,
      );
      return {
        queued: num(row?.queued),
        retrying: num(row?.retrying),
        failedLast24h: num(row?.failed),
        outbox: num(row?.outbox),
      };
    },

    /**
     * Each table of the schema with its size on disk (table, indexes and TOAST) and its estimated rows (the planner's
     * count, or the statistics' live rows for a table never analysed), largest first; and the whole database's size.
     */
    async databaseSizes() {
      const tables = await queryRows<{ name: string; bytes: unknown; rows: unknown }>(
        db,
        sql`select name, bytes, rows from (
            select c.relname as name, pg_total_relation_size(c.oid) as bytes,
              greatest(c.reltuples::bigint, pg_stat_get_live_tuples(c.oid), 0) as rows
            from pg_class c
            join pg_namespace n on n.oid = c.relnamespace
            where c.relkind in ('r', 'p') and n.nspname = current_schema()
          ) t
          order by bytes desc, name`,
      );
      const [total] = await queryRows<{ bytes: unknown }>(
        db,
        sql`select pg_database_size(current_database()) as bytes`,
      );
      return {
        totalBytes: num(total?.bytes),
        tables: tables.map((t) => ({ name: t.name, bytes: num(t.bytes), estimatedRows: num(t.rows) })),
      };
    },
  };
}

export type AdminSystemRepository = ReturnType<typeof createAdminSystemRepository>;
