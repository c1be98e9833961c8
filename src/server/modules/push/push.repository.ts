import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** The monitor a push token belongs to: enough to record its pings and ask for its check. */
export interface PushTarget {
  monitorId: string;
  domainId: string;
}

/**
 * The push URL's SQL. Lookups go by the unique index on monitors.push_token_hash; pings are written many rows per
 * statement, each row still naming the token hash it came with: a ping whose token was regenerated or whose monitor
 * was deleted since the lookup is dropped by the join, never stored against the wrong monitor.
 */
export function createPushRepository(db: Database) {
  return {
    async findByTokenHash(hash: string): Promise<PushTarget | undefined> {
      const [row] = await queryRows<{ id: string; domain_id: string }>(
        db,
        sql`select id, domain_id from monitors where push_token_hash = ${hash} and type = 'heartbeat' limit 1`,
      );
      return row ? { monitorId: row.id, domainId: row.domain_id } : undefined;
    },

    /**
     * Stores a batch: `batch` is a JSON array of `{m, h, k, e, t, at}` (monitor id, token hash, kind, exit code,
     * message, received at) built as pings arrive. Answers how many rows were stored.
     */
    async insertPings(batch: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`with stored as (
            insert into monitor_pings (monitor_id, kind, exit_code, message, received_at)
            select r.m, r.k, r.e, r.t, r.at
            from rows from (json_to_recordset(${batch}::json) as (m uuid, h text, k text, e smallint, t text, at timestamptz))
              with ordinality as r(m, h, k, e, t, at, n)
            join monitors mo on mo.id = r.m and mo.push_token_hash = r.h
            -- in the order they came: ids then follow arrival, also for pings of the same millisecond
            order by r.n
            returning 1
          )
          select count(*)::int as n from stored`,
      );
      return row?.n ?? 0;
    },

    /** Of these token hashes, the ones no monitor has any more (asked only after a batch lost rows). */
    async goneTokenHashes(hashes: string[]): Promise<string[]> {
      if (!hashes.length) return [];
      const rows = await queryRows<{ h: string }>(
        db,
        sql`select h from json_array_elements_text(${JSON.stringify(hashes)}::json) as h
          where not exists (select 1 from monitors m where m.push_token_hash = h)`,
      );
      return rows.map((r) => r.h);
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
