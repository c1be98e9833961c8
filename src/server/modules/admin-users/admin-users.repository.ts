import { and, asc, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { Database } from '../../db/client';
import { isTransactionConflict } from '../../db/database-errors';
import { adminAuditLog, domains, sessions, teamMembers, teams, users } from '../../db/schema';

export type AuditRow = typeof adminAuditLog.$inferSelect;
export type NewAuditEntry = Omit<typeof adminAuditLog.$inferInsert, 'id' | 'createdAt'>;

export interface UserFilters {
  q?: string;
  plan?: SubscriptionTier;
  status?: 'active' | 'disabled';
  admin?: boolean;
  /** true: demo accounts only; false: real accounts only (decision 069). */
  demo?: boolean;
}

/** The position after the last row of a page: (created_at in microseconds as text, id). */
export interface UserCursor {
  at: string;
  id: string;
}

/** A domain that counts: not deleted (active, or paused by the plan). */
const counted = sql`(${domains.isActive} = true or ${domains.pausedByPlanAt} is not null)`;

// Written with their own aliases: in a one-table select, drizzle leaves column names unqualified, and an
// unqualified "id" inside a subquery would be the subquery's own.
/** Domains in the workspaces the user pays for: their personal one and the teams they own. */
const domainCount = sql<number>`(
  select count(*)::int from domains dc
  where (dc.is_active = true or dc.paused_by_plan_at is not null) and (
    (dc.team_id is null and dc.user_id = "users"."id")
    or dc.team_id in (select tc.id from teams tc where tc.owner_id = "users"."id")
  ))`.mapWith(Number);

/** Their personal workspace and every team they belong to (owners are members too). */
const workspaceCount =
  sql<number>`(1 + (select count(*)::int from team_members mc where mc.user_id = "users"."id"))`.mapWith(Number);

/** created_at to the microsecond, in UTC, so a cursor compares exactly (a JavaScript Date keeps milliseconds). */
const createdAtText = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const listColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  plan: users.subscriptionTier,
  subscriptionStatus: users.subscriptionStatus,
  isAdmin: users.isAdmin,
  isTestAccount: users.isTestAccount,
  disabledAt: users.disabledAt,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  workspaces: workspaceCount,
  domains: domainCount,
  cursorAt: createdAtText,
};

/** `%`, `_` and `\` typed into the search box match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersWhere(filters: UserFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
      ),
    );
  }
  if (filters.plan) where.push(eq(users.subscriptionTier, filters.plan));
  if (filters.status === 'active') where.push(isNull(users.disabledAt));
  if (filters.status === 'disabled') where.push(isNotNull(users.disabledAt));
  if (filters.admin !== undefined) where.push(eq(users.isAdmin, filters.admin));
  if (filters.demo !== undefined) where.push(eq(users.isTestAccount, filters.demo));
  return and(...where);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type LockedAdmin = { id: string; disabledAt: Date | null };

/** Tries of a transaction that lost a race (deadlock, serialization failure) before the request answers 409. */
const LOCK_ATTEMPTS = 3;

/**
 * Runs `work` in a transaction holding every administrator's row (FOR UPDATE): the rule "an enabled administrator
 * always remains" is checked and changed as one step. Every path locks the same rows in the same order (by id), so
 * two operators acting on each other wait for one another instead of deadlocking; a transaction the database still
 * ends for a conflict is run again, and after the last try its error answers 409 (error-handler.ts), never 500.
 */
function lockAdmins(db: Database) {
  return async function withAdminsLocked<T>(work: (tx: Transaction, admins: LockedAdmin[]) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const admins = await tx
            .select({ id: users.id, disabledAt: users.disabledAt })
            .from(users)
            .where(eq(users.isAdmin, true))
            .orderBy(asc(users.id))
            .for('update');
          return work(tx, admins);
        });
      } catch (error) {
        if (attempt >= LOCK_ATTEMPTS || !isTransactionConflict(error)) throw error;
      }
    }
  };
}

/** The accounts of the installation as operators see them (issue 20), and the admin audit log. */
export function createAdminUsersRepository(db: Database) {
  const withAdminsLocked = lockAdmins(db);
  return {
    /**
     * One page, newest accounts first (keyset on (created_at, id): the same cost on any page), demo accounts among
     * them; `total` counts the real accounts matching, `demo` the demo ones (decision 069), in one scan.
     */
    async listUsers(filters: UserFilters, limit: number, after?: UserCursor) {
      const keyset = after
        ? sql`(${users.createdAt}, ${users.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined;
      const rows = await db
        .select(listColumns)
        .from(users)
        .where(and(filtersWhere(filters), keyset))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit + 1);
      const [count] = await db
        .select({
          real: sql<number>`(count(*) filter (where not ${users.isTestAccount}))::int`.mapWith(Number),
          demo: sql<number>`(count(*) filter (where ${users.isTestAccount}))::int`.mapWith(Number),
        })
        .from(users)
        .where(filtersWhere(filters));
      return { rows: rows.slice(0, limit), more: rows.length > limit, total: count?.real ?? 0, demo: count?.demo ?? 0 };
    },

    async findUser(id: string) {
      const [row] = await db.select(listColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Their personal workspace, then each team they belong to, with its domains. */
    async workspacesOf(userId: string) {
      const [personal] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(domains)
        .where(and(counted, isNull(domains.teamId), eq(domains.userId, userId)));
      const memberships = await db
        .select({
          teamId: teams.id,
          name: teams.name,
          role: teamMembers.role,
          domains: sql<number>`(select count(*)::int from domains dc
            where (dc.is_active = true or dc.paused_by_plan_at is not null) and dc.team_id = "teams"."id")`.mapWith(
            Number,
          ),
        })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(teams.name));
      return [{ teamId: null, name: 'Personal workspace', role: 'owner', domains: personal?.n ?? 0 }, ...memberships];
    },

    /**
     * Disables the account (`at`) or enables it again (null). Disabling is refused (false answered) when it would
     * leave no enabled administrator: the administrators' rows are locked first (withAdminsLocked), so two operators
     * disabling each other at the same moment cannot both succeed.
     */
    async setDisabled(userId: string, at: Date | null): Promise<boolean> {
      if (!at) {
        await db.update(users).set({ disabledAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
        return true;
      }
      return withAdminsLocked(async (tx, admins) => {
        if (admins.some((a) => a.id === userId) && !admins.some((a) => a.id !== userId && a.disabledAt === null))
          return false;
        await tx.update(users).set({ disabledAt: at, updatedAt: new Date() }).where(eq(users.id, userId));
        return true;
      });
    },

    /** Ends every session of the user; answers how many there were. */
    async deleteSessions(userId: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(sql`${sessions.sess}->>'userId' = ${userId}`)
        .returning({ sid: sessions.sid });
      return rows.length;
    },

    /**
     * Sets the admin flag; removing it is refused (false answered) when no other enabled administrator would be
     * left. The administrators' rows are locked first (withAdminsLocked), so two operators removing each other
     * cannot both succeed.
     */
    async setAdmin(userId: string, isAdmin: boolean): Promise<boolean> {
      if (isAdmin) {
        await db.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, userId));
        return true;
      }
      return withAdminsLocked(async (tx, admins) => {
        if (!admins.some((a) => a.id !== userId && a.disabledAt === null)) return false;
        await tx.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, userId));
        return true;
      });
    },

    async audit(entry: NewAuditEntry): Promise<void> {
      await db.insert(adminAuditLog).values(entry);
    },

    /** The log, newest first; `before` is the id of the last entry of the page before. */
    async auditPage(
      limit: number,
      before?: number,
      targetUserId?: string,
    ): Promise<{ rows: AuditRow[]; more: boolean }> {
      const rows = await db
        .select()
        .from(adminAuditLog)
        .where(
          and(
            before ? lt(adminAuditLog.id, before) : undefined,
            targetUserId ? eq(adminAuditLog.targetUserId, targetUserId) : undefined,
          ),
        )
        .orderBy(desc(adminAuditLog.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminUsersRepository['findUser']>>>;
