import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';

export interface HeartbeatPing {
  kind: 'ping' | 'start' | 'fail';
  exitCode: number | null;
  message: string | null;
  receivedAt: Date;
}

/** What a heartbeat's silence check reads: when the monitor was made, and its latest two pings (newest first). */
export interface HeartbeatPings {
  createdAt: Date;
  latest: HeartbeatPing[];
}

/**
 * One monitor's latest pings, read backwards on monitor_pings' (monitor_id, received_at) index; ties (two pings of
 * one millisecond) go by arrival (the push URL writes each batch in arrival order). Undefined when the monitor is gone.
 */
export async function readHeartbeatPings(db: Database, monitorId: string): Promise<HeartbeatPings | undefined> {
  const rows = await queryRows<{
    created_at: Date | string;
    kind: HeartbeatPing['kind'] | null;
    exit_code: number | null;
    message: string | null;
    received_at: Date | string | null;
  }>(
    db,
    sql`select m.created_at, p.kind, p.exit_code, p.message, p.received_at
      from monitors m
      left join lateral (
        select id, kind, exit_code, message, received_at from monitor_pings
        where monitor_id = m.id order by received_at desc, id desc limit 2
      ) p on true
      where m.id = ${monitorId}
      order by p.received_at desc nulls last, p.id desc`,
  );
  if (!rows.length) return undefined;
  return {
    createdAt: new Date(rows[0]!.created_at),
    latest: rows
      .filter((r) => r.kind !== null && r.received_at !== null)
      .map((r) => ({ kind: r.kind!, exitCode: r.exit_code, message: r.message, receivedAt: new Date(r.received_at!) })),
  };
}
