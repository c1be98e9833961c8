import { and, asc, eq, getTableColumns, getTableName, is, isNull, ne, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { domains, sessions, teams, users } from '../../db/schema';
import type { UserRow } from '../auth/auth.repository';

export type DomainRow = typeof domains.$inferSelect;

/** Tables with user and team columns that record a person rather than an owner: they keep their own rules. */
const PERSON_TABLES = new Set(['team_members', 'activity_logs']);

/**
 * Every workspace-owned table (user_id + team_id). Found from the schema, so a table added later is covered: a
 * team row created by someone who deletes their account must pass to the team's owner, not vanish with them.
 */
const TEAM_OWNED_TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable =>
    is(value, PgTable) &&
    !PERSON_TABLES.has(getTableName(value)) &&
    'userId' in getTableColumns(value) &&
    'teamId' in getTableColumns(value),
);

/** The caller's own account: names, time zone, password, and deleting it with what it owns. */
export function createProfileRepository(db: Database) {
  return {
    async ownedTeams(userId: string): Promise<{ id: string; name: string; slug: string }[]> {
      return db
        .select({ id: teams.id, name: teams.name, slug: teams.slug })
        .from(teams)
        .where(eq(teams.ownerId, userId))
        .orderBy(asc(teams.name));
    },

    async update(
      userId: string,
      values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'timezone'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    /** Sets the password hash and ends every other session of the user (the one in use stays). */
    async changePassword(userId: string, passwordHash: string, keepSid: string | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password: passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        const ofUser = sql`${sessions.sess}->>'userId' = ${userId}`;
        await tx.delete(sessions).where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser);
      });
    },

    /**
     * Deletes the user in one transaction: team rows they created pass to each team's owner, their sessions end,
     * and the foreign keys cascade the rest (personal domains with their history, preferences, integrations...).
     * Answers the personal domains that were being monitored, so their schedules can stop.
     */
    async deleteAccount(userId: string): Promise<DomainRow[]> {
      return db.transaction(async (tx) => {
        const monitored = await tx
          .select()
          .from(domains)
          .where(and(eq(domains.userId, userId), isNull(domains.teamId), eq(domains.isActive, true)));
        for (const table of TEAM_OWNED_TABLES) {
          const columns = getTableColumns(table) as unknown as Record<'userId' | 'teamId', { name: string }>;
          await tx.execute(sql`
            update ${table} set ${sql.identifier(columns.userId.name)} = ${teams.ownerId}
            from ${teams}
            where ${table}.${sql.identifier(columns.teamId.name)} = ${teams.id}
              and ${table}.${sql.identifier(columns.userId.name)} = ${userId}`);
        }
        await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
        await tx.delete(users).where(eq(users.id, userId));
        return monitored;
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
