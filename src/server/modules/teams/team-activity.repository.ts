import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLogs, users } from '../../db/schema';

export type ActivityRow = typeof activityLogs.$inferSelect;

export interface ActivityWithActor {
  entry: ActivityRow;
  actor: { id: string; email: string; firstName: string | null; lastName: string | null } | null;
}

export interface ActivityFilter {
  /** Matches actions starting with this text: `member.` gives every member event. */
  actionPrefix?: string;
  /** The user who acted. */
  userId?: string;
  page: number;
  pageSize: number;
}

/** Reads a team's activity log; entries are written through the activity repository by each service. */
export function createTeamActivityRepository(db: Database) {
  return {
    async page(teamId: string, filter: ActivityFilter): Promise<{ rows: ActivityWithActor[]; total: number }> {
      const where: SQL[] = [eq(activityLogs.teamId, teamId)];
      if (filter.actionPrefix)
        where.push(like(activityLogs.action, `${filter.actionPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      if (filter.userId) where.push(eq(activityLogs.userId, filter.userId));
      const condition = and(...where);
      const rows = await db
        .select({
          entry: activityLogs,
          actor: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
        })
        .from(activityLogs)
        .leftJoin(users, eq(users.id, activityLogs.userId))
        .where(condition)
        // The id breaks ties between entries written in the same instant, so pages never overlap.
        .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      const [total] = await db.select({ n: count() }).from(activityLogs).where(condition);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type TeamActivityRepository = ReturnType<typeof createTeamActivityRepository>;
