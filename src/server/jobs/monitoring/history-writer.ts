import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface CheckRow {
  domainId: string;
  checkType: string;
  status: string;
  responseTime: number | null;
  details: Record<string, unknown>;
  checkedAt: Date;
  /** For uptime rollups: whether this HTTP check counts as up. Undefined for other kinds. */
  up?: boolean;
}

/**
 * Batches check history: one multi-row insert for the checks and one upsert for the daily uptime rollups per
 * flush, instead of several statements per check. Flushes every `intervalMs` or at `maxRows`.
 */
export function createHistoryWriter(db: Database, { intervalMs = 1000, maxRows = 500 } = {}) {
  let buffer: CheckRow[] = [];
  let flushing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  async function write(rows: CheckRow[]) {
    if (!rows.length) return;
    const values = sql.join(
      rows.map((r) => sql`(${r.domainId}::uuid, ${r.checkType}, ${r.status}, ${r.responseTime}, ${JSON.stringify(r.details)}::jsonb, ${r.checkedAt.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await db.execute(sql`insert into domain_checks (domain_id, check_type, status, response_time, details, checked_at) values ${values}`);

    const rollups = new Map<string, { domainId: string; date: string; total: number; ok: number; rtSum: number; rtCount: number }>();
    for (const r of rows) {
      if (r.up === undefined) continue;
      const date = r.checkedAt.toISOString().slice(0, 10);
      const key = `${r.domainId}|${date}`;
      const agg = rollups.get(key) ?? { domainId: r.domainId, date, total: 0, ok: 0, rtSum: 0, rtCount: 0 };
      agg.total++;
      if (r.up) agg.ok++;
      if (r.responseTime !== null) {
        agg.rtSum += r.responseTime;
        agg.rtCount++;
      }
      rollups.set(key, agg);
    }
    if (!rollups.size) return;
    const stats = sql.join(
      [...rollups.values()].map(
        (a) => sql`(${a.domainId}::uuid, ${a.date}::date, ${a.total}::int, ${a.ok}::int, ${a.rtCount ? a.rtSum / a.rtCount : null}::real, ${a.rtCount}::int)`,
      ),
      sql`, `,
    );
    // Running averages: the new average weighs the stored one by its check count.
    await db.execute(sql`
      insert into uptime_stats (domain_id, date, total_checks, successful_checks, avg_response_time, uptime_percentage)
      select v.domain_id, v.date, v.total, v.ok, v.avg_rt, 100.0 * v.ok / v.total
      from (values ${stats}) as v(domain_id, date, total, ok, avg_rt, rt_count)
      on conflict (domain_id, date) do update set
        total_checks = uptime_stats.total_checks + excluded.total_checks,
        successful_checks = uptime_stats.successful_checks + excluded.successful_checks,
        uptime_percentage = 100.0 * (uptime_stats.successful_checks + excluded.successful_checks)
          / (uptime_stats.total_checks + excluded.total_checks),
        avg_response_time = case
          when excluded.avg_response_time is null then uptime_stats.avg_response_time
          when uptime_stats.avg_response_time is null then excluded.avg_response_time
          else (uptime_stats.avg_response_time * uptime_stats.total_checks + excluded.avg_response_time * excluded.total_checks)
            / (uptime_stats.total_checks + excluded.total_checks) end
    `);
  }

  function flush(): Promise<void> {
    const rows = buffer;
    buffer = [];
    flushing = flushing.then(() => write(rows)).catch((err: unknown) => console.error('history flush failed', err));
    return flushing;
  }

  return {
    add(row: CheckRow) {
      buffer.push(row);
      if (buffer.length >= maxRows) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type HistoryWriter = ReturnType<typeof createHistoryWriter>;
