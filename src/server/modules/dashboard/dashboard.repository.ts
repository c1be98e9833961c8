import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { domains } from '../../db/schema';
import { scope, type Workspace } from '../workspaces/workspace';

/** What the dashboard reads beyond the domain answers: the monitors (issue 16), which the domain table does not show. */
export function createDashboardRepository(db: Database) {
  return {
    /**
     * Active monitors of active domains whose latest check failed (critical or error: not "up" by the rule every
     * uptime figure uses, db/uptime-rollups.ts countUp). One index probe per monitor (monitor_id, checked_at).
     */
    async monitorsDown(ws: Workspace): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`
        select count(*)::int as n
        from monitors m join ${domains} on domains.id = m.domain_id
        cross join lateral (
          select c.status from domain_checks c where c.monitor_id = m.id order by c.checked_at desc limit 1
        ) latest
        where ${scope(domains, ws)} and domains.is_active and m.is_active and latest.status in ('critical', 'error')`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
