import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { monitoringWatchdog } from '../../db/schema';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import { DOMAIN_PLAN, DOMAIN_WITH_PLAN_OWNER, IS_PROBED } from '../../jobs/monitoring/monitoring.repository';
import type { Assessment, WatchedDomain } from './assess';

export type WatchdogRow = typeof monitoringWatchdog.$inferSelect;

const ROW = 1;
/** Domains per query: a page holds the event loop ~20-50 ms on the embedded database (2-core VM, loaded). */
const PAGE = 500;

/** The watchdog's reads of the checks and its single shared row (schema: monitoring_watchdog). */
export function createWatchdogRepository(db: Database) {
  return {
    /**
     * Claims the evaluation of the period ending at `at`: true for the first process to ask in each half period
     * (the first ever creates the row). Several processes run the watchdog; one of them evaluates at a time.
     */
    async claim(at: Date, periodMs: number): Promise<boolean> {
      const before = new Date(at.getTime() - periodMs / 2);
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into monitoring_watchdog (id, evaluated_at) values (${ROW}, ${at.toISOString()}::timestamptz)
          on conflict (id) do update set evaluated_at = excluded.evaluated_at
          where monitoring_watchdog.evaluated_at <= ${before.toISOString()}::timestamptz
          returning id`,
      );
      return rows.length > 0;
    },

    /**
     * Every probed domain with its latest uptime check and its checks of the last minute. One index range scan per
     * domain over the recent window of its plan (`windowMs`, at least two intervals and the grace: a later uptime
     * check there means not overdue); only domains with none in it (all of them during a stall, else none) get a
     * second lookup for their latest uptime check, which the lag needs.
     */
    async watchedDomains(at: Date, windowMs: Record<SubscriptionTier, number>): Promise<WatchedDomain[]> {
      const to = at.toISOString();
      const from = new Date(at.getTime() - 60_000).toISOString();
      const windows = sql.join(
        Object.entries(windowMs).map(
          ([plan, ms]) => sql`(${plan}, ${new Date(at.getTime() - ms).toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      type Row = {
        id: string;
        name: string;
        plan: SubscriptionTier;
        changed_at: string | Date;
        last_uptime_at: string | Date | null;
        done: number;
      };
      const rows: Row[] = [];
      // a page of domains at a time: on the embedded database queries hold the event loop, so none may be long
      for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
        const ids = await queryRows<{ id: string }>(
          db,
          sql`select id from domains where id > ${after}::uuid order by id limit ${PAGE}`,
        );
        if (ids.length === 0) break;
        after = ids[ids.length - 1]!.id;
        const page = sql.join(
          ids.map((r) => sql`${r.id}::uuid`),
          sql`, `,
        );
        rows.push(
          ...(await queryRows<Row>(
            db,
            sql`with recent(plan, since) as (values ${windows})
              select d.id, d.name, ${DOMAIN_PLAN} as plan,
                greatest(d.updated_at, u.updated_at, owner.updated_at, t.updated_at) as changed_at,
                r.last_uptime_at, r.done
              from ${DOMAIN_WITH_PLAN_OWNER}
              join recent on recent.plan = ${DOMAIN_PLAN}
              left join lateral (
                select max(c.checked_at) filter (where c.check_type = 'uptime') as last_uptime_at,
                  count(*) filter (where c.checked_at > ${from}::timestamptz)::int as done
                from domain_checks c
                where c.domain_id = d.id and c.checked_at > recent.since and c.checked_at <= ${to}::timestamptz
              ) r on true
              where d.id in (${page}) and ${IS_PROBED}`,
          )),
        );
        if (ids.length < PAGE) break;
        // PGlite answers without a trip through the event loop: let timers and requests run between pages
        await new Promise((resolve) => setImmediate(resolve));
      }
      const unseen = rows.filter((r) => r.last_uptime_at === null).map((r) => r.id);
      const older = new Map<string, string | Date>();
      for (let i = 0; i < unseen.length; i += PAGE) {
        const ids = sql.join(
          unseen.slice(i, i + PAGE).map((id) => sql`${id}::uuid`),
          sql`, `,
        );
        const found = await queryRows<{ domain_id: string; at: string | Date }>(
          db,
          sql`select d.id as domain_id, (select max(c.checked_at) from domain_checks c where c.domain_id = d.id and c.check_type = 'uptime') as at
            from domains d where d.id in (${ids})`,
        );
        for (const f of found) if (f.at !== null) older.set(f.domain_id, f.at);
      }
      return rows.map((r) => {
        const last = r.last_uptime_at ?? older.get(r.id) ?? null;
        return {
          id: r.id,
          name: r.name,
          plan: r.plan,
          changedAt: new Date(r.changed_at),
          lastUptimeAt: last === null ? null : new Date(last),
          doneLastMinute: r.done ?? 0,
        };
      });
    },

    async record(figures: Assessment): Promise<void> {
      await db
        .update(monitoringWatchdog)
        .set({
          probedDomains: figures.probedDomains,
          overdueDomains: figures.overdue.length,
          duePerMinute: figures.duePerMinute,
          donePerMinute: figures.donePerMinute,
          lagSeconds: figures.lagSeconds,
        })
        .where(eq(monitoringWatchdog.id, ROW));
    },

    /** Marks checks stalled since `at`; true only for the process that made the change (it tells the operators). */
    async startStall(at: Date): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update monitoring_watchdog set stalled_since = ${at.toISOString()}::timestamptz
          where id = ${ROW} and stalled_since is null returning id`,
      );
      return rows.length > 0;
    },

    /** Marks checks running again; answers since when they had stalled, only to the process that made the change. */
    async endStall(): Promise<Date | undefined> {
      const rows = await queryRows<{ since: string | Date }>(
        db,
        sql`with previous as (select stalled_since from monitoring_watchdog where id = ${ROW})
          update monitoring_watchdog set stalled_since = null
          where id = ${ROW} and stalled_since is not null
          returning (select stalled_since from previous) as since`,
      );
      return rows[0] ? new Date(rows[0].since) : undefined;
    },

    /** The latest evaluation, for /readyz and /metrics; undefined before any process ran the watchdog. */
    async read(): Promise<WatchdogRow | undefined> {
      const [row] = await db.select().from(monitoringWatchdog).where(eq(monitoringWatchdog.id, ROW));
      return row;
    },
  };
}

export type WatchdogRepository = ReturnType<typeof createWatchdogRepository>;
