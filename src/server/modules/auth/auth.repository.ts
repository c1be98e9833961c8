import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, sessions, termsAcceptances, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findUserByProvider(provider: 'google' | 'oidc', subject: string): Promise<UserRow | undefined> {
      const column = provider === 'google' ? users.googleId : users.replitId;
      const [row] = await db.select().from(users).where(eq(column, subject)).limit(1);
      return row;
    },

    async linkProvider(userId: string, provider: 'google' | 'oidc', subject: string): Promise<void> {
      const patch = provider === 'google' ? { googleId: subject } : { replitId: subject };
      await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Creates the user and, when given, records the terms acceptance in the same transaction. */
    async createUser(
      values: NewUser,
      terms?: { ipAddress: string | null; userAgent: string | null },
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
        if (!row) return undefined;
        if (terms) await tx.insert(termsAcceptances).values({ userId: row.id, ...terms });
        return row;
      });
    },

    async updatePassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ password: passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async setPlan(userId: string, tier: UserRow['subscriptionTier']): Promise<void> {
      await db.update(users).set({ subscriptionTier: tier, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async setAdmin(userId: string, isAdmin: boolean): Promise<void> {
      await db.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async countTermsAcceptances(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(termsAcceptances)
        .where(eq(termsAcceptances.userId, userId));
      return row?.n ?? 0;
    },

    // Sessions: `sid` holds the SHA-256 of the cookie's token, so a database leak gives no usable cookie.
    async createSession(sid: string, sess: typeof sessions.$inferInsert.sess, expire: Date): Promise<void> {
      await db.insert(sessions).values({ sid, sess, expire });
    },

    async findSessionUser(sid: string, now: Date): Promise<{ user: UserRow; expire: Date } | undefined> {
      const [row] = await db
        .select({ user: users, expire: sessions.expire })
        .from(sessions)
        .innerJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::uuid`)
        .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
        .limit(1);
      return row;
    },

    async extendSession(sid: string, expire: Date): Promise<void> {
      await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    },

    async deleteSession(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },

    async deleteUserSessions(userId: string, exceptSid?: string): Promise<void> {
      const ofUser = sql`${sessions.sess}->>'userId' = ${userId}`;
      await db.delete(sessions).where(exceptSid ? and(ofUser, ne(sessions.sid, exceptSid)) : ofUser);
    },

    async deleteExpiredSessions(now: Date): Promise<number> {
      const rows = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
      return rows.length;
    },

    async createPasswordReset(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /** Marks the token used and returns its user, only if it is unused and unexpired (single use, atomically). */
    async consumePasswordReset(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
