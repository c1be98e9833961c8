import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { domains, monitors } from '../../db/schema';
import { countUp } from '../../db/uptime-rollups';
import { scope, type Workspace } from '../workspaces/workspace';

export type MonitorRow = typeof monitors.$inferSelect;
export type NewMonitor = typeof monitors.$inferInsert;
export type MonitorPatch = Partial<
  Pick<
    MonitorRow,
    | 'name'
    | 'settings'
    | 'secrets'
    | 'intervalSeconds'
    | 'downtimeMinutes'
    | 'alertChannels'
    | 'isActive'
    | 'pushTokenHash'
  >
>;

/** A monitor with its domain, as the service checks rules against. */
export interface ScopedMonitor {
  monitor: MonitorRow;
  domainName: string;
  domainActive: boolean;
}

/** A monitor with what its answer says about its checks (one row per monitor, from one statement). */
export interface MonitorStateRow {
  id: string;
  domain_id: string;
  domain_active: boolean;
  type: MonitorRow['type'];
  name: string;
  settings: Record<string, unknown>;
  secrets: string | null;
  interval_seconds: number;
  downtime_minutes: number | null;
  alert_channels: string[] | null;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  last_status: string | null;
  last_message: string | null;
  last_checked_at: Date | string | null;
  last_response_time: number | null;
  /** The last 30 checks' response times, oldest first (JSON array). */
  recent_response_times: (number | null)[] | null;
  day_checks: number;
  day_up: number;
  week_checks: number;
  week_up: number;
  last_ping_at: Date | string | null;
}

/** The monitors of the workspace's domains: the one condition every monitor query adds. */
const inWorkspace = (db: Database, ws: Workspace) =>
  inArray(monitors.domainId, db.select({ id: domains.id }).from(domains).where(scope(domains, ws)));

export function createMonitorsRepository(db: Database) {
  return {
    async find(ws: Workspace, id: string): Promise<ScopedMonitor | undefined> {
      const [row] = await db
        .select({ monitor: monitors, domainName: domains.name, domainActive: domains.isActive })
        .from(monitors)
        .innerJoin(domains, eq(domains.id, monitors.domainId))
        .where(and(eq(monitors.id, id), scope(domains, ws)))
        .limit(1);
      return row;
    },

    /**
     * Inserts unless the domain already has `limit` monitors; undefined then. Every monitor counts, paused ones too
     * (pausing frees no place). The domain row is locked while counting, so two additions at once cannot both take
     * the last place.
     */
    async insertWithinLimit(values: NewMonitor, limit: number): Promise<MonitorRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: domains.id }).from(domains).where(eq(domains.id, values.domainId)).for('update');
        const [counted] = await tx.select({ n: count() }).from(monitors).where(eq(monitors.domainId, values.domainId));
        if ((counted?.n ?? 0) >= limit) return undefined;
        const [row] = await tx.insert(monitors).values(values).returning();
        return row;
      });
    },

    async update(ws: Workspace, id: string, patch: MonitorPatch): Promise<MonitorRow | undefined> {
      const [row] = await db
        .update(monitors)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(monitors.id, id), inWorkspace(db, ws)))
        .returning();
      return row;
    },

    async remove(ws: Workspace, id: string): Promise<boolean> {
      const rows = await db
        .delete(monitors)
        .where(and(eq(monitors.id, id), inWorkspace(db, ws)))
        .returning({ id: monitors.id });
      return rows.length > 0;
    },

    /**
     * The answers' facts for a domain's monitors (or one monitor), in one statement: each lateral lookup walks the
     * (monitor_id, checked_at) index from its newest end, so the cost follows the number of monitors, not history.
     */
    async states(ws: Workspace, filter: { domainId: string } | { id: string }, now: Date): Promise<MonitorStateRow[]> {
      const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
      const weekAgo = new Date(now.getTime() - 7 * 24 * 3600_000).toISOString();
      const which = 'id' in filter ? sql`m.id = ${filter.id}` : sql`m.domain_id = ${filter.domainId}`;
      const inDay = sql`case when c.checked_at >= ${dayAgo}::timestamptz then c.status end`;
      return queryRows<MonitorStateRow>(
        db,
        sql`
        select m.id, m.domain_id, ${domains.isActive} as domain_active, m.type, m.name, m.settings, m.secrets,
          m.interval_seconds, m.downtime_minutes, m.alert_channels, m.is_active, m.created_at, m.updated_at,
          lc.status as last_status, lc.message as last_message, lc.checked_at as last_checked_at,
          lc.response_time as last_response_time, rt.times as recent_response_times,
          coalesce(up.day_checks, 0)::int as day_checks, coalesce(up.day_up, 0)::int as day_up,
          coalesce(up.week_checks, 0)::int as week_checks, coalesce(up.week_up, 0)::int as week_up,
          lp.received_at as last_ping_at
        from monitors m
        join ${domains} on ${domains.id} = m.domain_id
        left join lateral (
          select c.status, c.details->>'message' as message, c.checked_at, c.response_time from domain_checks c
          where c.monitor_id = m.id order by c.checked_at desc limit 1
        ) lc on true
        left join lateral (
          select json_agg(x.response_time order by x.checked_at) as times from (
            select c.response_time, c.checked_at from domain_checks c
            where c.monitor_id = m.id order by c.checked_at desc limit 30
          ) x
        ) rt on true
        left join lateral (
          select count(${inDay})::int as day_checks, ${countUp(inDay)} as day_up,
            count(*)::int as week_checks, ${countUp(sql`c.status`)} as week_up
          from domain_checks c
          where c.monitor_id = m.id and c.checked_at >= ${weekAgo}::timestamptz
        ) up on true
        left join lateral (
          select p.received_at from monitor_pings p where p.monitor_id = m.id order by p.received_at desc limit 1
        ) lp on true
        where ${which} and ${scope(domains, ws)}
        order by m.created_at asc, m.id asc
      `,
      );
    },
  };
}

export type MonitorsRepository = ReturnType<typeof createMonitorsRepository>;
