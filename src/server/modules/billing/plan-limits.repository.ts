import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { MonitorType } from '../../../shared/constants/monitors';
import type { Database } from '../../db/client';
import { domains, monitors, teamMembers, teams, users } from '../../db/schema';

/** A workspace whose limits a user's plan sets: their personal one and every team they own. */
export interface PaidWorkspace {
  userId: string;
  teamId: string | null;
}

export interface Arrangement {
  paused: string[];
  resumed: string[];
}

const inWorkspace = (ws: PaidWorkspace) =>
  ws.teamId ? eq(domains.teamId, ws.teamId) : and(eq(domains.userId, ws.userId), sql`${domains.teamId} is null`)!;

/** Those kept active (the first `limit` of `ordered`) and those paused (the rest), from their current states. */
function arrange<T extends { id: string; isActive: boolean }>(ordered: T[], limit: number): Arrangement {
  const out: Arrangement = { paused: [], resumed: [] };
  ordered.forEach((row, i) => {
    if (i < limit && !row.isActive) out.resumed.push(row.id);
    if (i >= limit && row.isActive) out.paused.push(row.id);
  });
  return out;
}

/** Writes an arrangement: the pause and the resume statements, each only when it has rows. */
async function store(
  result: Arrangement,
  pause: (ids: string[]) => Promise<unknown>,
  resume: (ids: string[]) => Promise<unknown>,
): Promise<Arrangement> {
  if (result.paused.length) await pause(result.paused);
  if (result.resumed.length) await resume(result.resumed);
  return result;
}

/**
 * The rows a plan's limits govern (decision 059): domains and monitors above the limits are paused with a
 * paused-by-plan mark (is_active false, so nothing checks them) and never deleted; team members above the seats
 * keep read access only. Rows paused by the user or deleted are never touched.
 */
export function createPlanLimitsRepository(db: Database) {
  return {
    async workspacesPaidBy(userId: string): Promise<PaidWorkspace[]> {
      const owned = await db.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, userId));
      return [{ userId, teamId: null }, ...owned.map((t) => ({ userId, teamId: t.id }))];
    },

    /**
     * Keeps `limit` domains active: those in `keep` first, then the active ones, then those paused by the plan,
     * each oldest first. Domains the user deactivated (deleted) are left alone.
     */
    async arrangeDomains(
      ws: PaidWorkspace,
      limit: number,
      keep: readonly string[] = [],
      at = new Date(),
    ): Promise<Arrangement> {
      const rows = await db
        .select({ id: domains.id, isActive: domains.isActive })
        .from(domains)
        .where(and(inWorkspace(ws), or(eq(domains.isActive, true), isNotNull(domains.pausedByPlanAt))))
        .orderBy(asc(domains.createdAt), asc(domains.id));
      const chosen = new Set(keep);
      const rank = (r: { id: string; isActive: boolean }) => (chosen.has(r.id) ? 0 : r.isActive ? 1 : 2);
      return store(
        arrange(
          [...rows].sort((a, b) => rank(a) - rank(b)),
          limit,
        ),
        (ids) =>
          db
            .update(domains)
            .set({ isActive: false, pausedByPlanAt: at, updatedAt: at })
            .where(inArray(domains.id, ids)),
        (ids) =>
          db
            .update(domains)
            .set({ isActive: true, pausedByPlanAt: null, deactivatedAt: null, updatedAt: at })
            .where(inArray(domains.id, ids)),
      );
    },

    /** Per active domain of the workspace, keeps `perDomain` monitors active (the oldest); the rest paused by the plan. */
    async arrangeMonitors(ws: PaidWorkspace, perDomain: number, at = new Date()): Promise<Arrangement> {
      const rows = await db
        .select({ id: monitors.id, domainId: monitors.domainId, isActive: monitors.isActive })
        .from(monitors)
        .innerJoin(domains, eq(domains.id, monitors.domainId))
        .where(
          and(
            inWorkspace(ws),
            eq(domains.isActive, true),
            or(eq(monitors.isActive, true), isNotNull(monitors.pausedByPlanAt)),
          ),
        )
        .orderBy(asc(monitors.createdAt), asc(monitors.id));
      const byDomain = new Map<string, typeof rows>();
      for (const row of rows) {
        const list = byDomain.get(row.domainId);
        if (list) list.push(row);
        else byDomain.set(row.domainId, [row]);
      }
      const result: Arrangement = { paused: [], resumed: [] };
      for (const list of byDomain.values()) {
        const one = arrange(
          [...list].sort((a, b) => Number(b.isActive) - Number(a.isActive)),
          perDomain,
        );
        result.paused.push(...one.paused);
        result.resumed.push(...one.resumed);
      }
      return store(
        result,
        (ids) =>
          db
            .update(monitors)
            .set({ isActive: false, pausedByPlanAt: at, updatedAt: at })
            .where(inArray(monitors.id, ids)),
        (ids) =>
          db
            .update(monitors)
            .set({ isActive: true, pausedByPlanAt: null, updatedAt: at })
            .where(inArray(monitors.id, ids)),
      );
    },

    /**
     * Monitors of `type` checked more often than `minSeconds` (monitorMinIntervalSeconds of the new plan) are set to it,
     * so the screens and the API say what the engine does: it never checks faster than the plan allows.
     */
    async raiseMonitorIntervals(
      ws: PaidWorkspace,
      type: MonitorType,
      minSeconds: number,
      at = new Date(),
    ): Promise<void> {
      await db
        .update(monitors)
        .set({ intervalSeconds: minSeconds, updatedAt: at })
        .where(
          and(
            sql`${monitors.domainId} in (select ${domains.id} from ${domains} where ${inWorkspace(ws)})`,
            eq(monitors.type, type),
            sql`${monitors.intervalSeconds} < ${minSeconds}`,
          ),
        );
    },

    /** The owner and the earliest members keep their roles up to `seats`; the rest read only. */
    async arrangeSeats(teamId: string, seats: number, at = new Date()): Promise<Arrangement> {
      const rows = await db
        .select({ id: teamMembers.userId, limited: teamMembers.limitedByPlanAt, owner: teams.ownerId })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
      const ordered = [...rows].sort((a, b) => Number(b.id === b.owner) - Number(a.id === a.owner));
      const members = (ids: string[]) => and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, ids));
      return store(
        arrange(
          ordered.map((r) => ({ id: r.id, isActive: r.limited === null })),
          seats,
        ),
        (ids) => db.update(teamMembers).set({ limitedByPlanAt: at }).where(members(ids)),
        (ids) => db.update(teamMembers).set({ limitedByPlanAt: null }).where(members(ids)),
      );
    },

    async setTier(userId: string, tier: (typeof users.$inferSelect)['subscriptionTier']): Promise<void> {
      await db.update(users).set({ subscriptionTier: tier, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** History kept for `days` until `until` (a downgrade's grace), or nothing kept beyond the plan (null). */
    async keepRetention(userId: string, kept: { days: number; until: Date } | null): Promise<void> {
      await db
        .update(users)
        .set({ retentionKeptDays: kept?.days ?? null, retentionKeptUntil: kept?.until ?? null })
        .where(eq(users.id, userId));
    },

    async pausedCounts(ws: PaidWorkspace): Promise<{ domains: number; monitors: number }> {
      const [d] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(domains)
        .where(and(inWorkspace(ws), isNotNull(domains.pausedByPlanAt)));
      const [m] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(monitors)
        .innerJoin(domains, eq(domains.id, monitors.domainId))
        .where(and(inWorkspace(ws), isNotNull(monitors.pausedByPlanAt)));
      return { domains: d?.n ?? 0, monitors: m?.n ?? 0 };
    },

    /** What a move to these limits would pause, without changing anything (the preview). */
    async surplus(
      ws: PaidWorkspace,
      maxDomains: number,
      perDomain: number,
    ): Promise<{ domains: number; monitors: number }> {
      const active = await db
        .select({ id: domains.id })
        .from(domains)
        .where(and(inWorkspace(ws), eq(domains.isActive, true)))
        .orderBy(asc(domains.createdAt), asc(domains.id));
      const kept = active.slice(0, maxDomains).map((d) => d.id);
      if (!kept.length) return { domains: 0, monitors: 0 };
      const perKept = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(monitors)
        .where(and(inArray(monitors.domainId, kept), eq(monitors.isActive, true)))
        .groupBy(monitors.domainId);
      return {
        domains: Math.max(0, active.length - maxDomains),
        monitors: perKept.reduce((sum, r) => sum + Math.max(0, r.n - perDomain), 0),
      };
    },
  };
}

export type PlanLimitsRepository = ReturnType<typeof createPlanLimitsRepository>;
