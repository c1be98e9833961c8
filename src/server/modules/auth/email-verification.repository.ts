import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlStateOf } from '../../db/database-errors';
import { emailVerificationTokens, users } from '../../db/schema';

const UNIQUE_VIOLATION = '23505';

/** The links that confirm an address (decision 076): only their SHA-256 is stored, each works once. */
export function createEmailVerificationRepository(db: Database) {
  return {
    /** Stores a new link for the user; older unused links stop working, so only the latest e-mail counts. */
    async createToken(userId: string, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(emailVerificationTokens)
          .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
        await tx.insert(emailVerificationTokens).values({ userId, email, tokenHash, expiresAt });
      });
    },

    /** Marks the link used and returns what it confirms, only if it is unused and unexpired (atomically). */
    async consume(tokenHash: string, now: Date): Promise<{ userId: string; email: string } | undefined> {
      const [row] = await db
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, tokenHash),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
      return row;
    },

    /** The new address the user asked for and has not confirmed yet (a live link to another address). */
    async pendingEmail(userId: string, currentEmail: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ email: emailVerificationTokens.email })
        .from(emailVerificationTokens)
        .where(
          and(
            eq(emailVerificationTokens.userId, userId),
            ne(emailVerificationTokens.email, currentEmail),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(emailVerificationTokens.createdAt))
        .limit(1);
      return row?.email ?? null;
    },

    /** Forgets an address change asked for: its links stop working. */
    async cancelPending(userId: string, currentEmail: string): Promise<void> {
      await db
        .delete(emailVerificationTokens)
        .where(
          and(
            eq(emailVerificationTokens.userId, userId),
            ne(emailVerificationTokens.email, currentEmail),
            isNull(emailVerificationTokens.usedAt),
          ),
        );
    },

    /**
     * Confirms `email` for the user: the account's own address, or a new one that replaces it. False when another
     * account took the new address meanwhile.
     */
    async confirm(userId: string, email: string, at: Date): Promise<boolean> {
      try {
        const rows = await db
          .update(users)
          .set({ email, emailVerifiedAt: at, updatedAt: at })
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        return rows.length > 0;
      } catch (error) {
        if (sqlStateOf(error) === UNIQUE_VIOLATION) return false;
        throw error;
      }
    },

    /** EMAIL_VERIFICATION=off: every address still waiting counts as confirmed (decision 076). */
    async confirmAllWaiting(at: Date): Promise<number> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: at })
        .where(isNull(users.emailVerifiedAt))
        .returning({ id: users.id });
      return rows.length;
    },

    async isEmailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },

    /** Provider sign-in vouched for the address of an account that was waiting for its link. */
    async markVerified(userId: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: at })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },
  };
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
