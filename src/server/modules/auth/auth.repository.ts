import { and, eq, gt, isNull, lt, ne, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, sessions, termsAcceptances, userIdentities, users } from '../../db/schema';
import { ADVISORY_LOCK_IDS } from '../../db/lock-ids';
import type { UserRow } from '../../db/schema/users';

export type { UserRow };
export type NewUser = typeof users.$inferInsert;
export type IdentityRow = typeof userIdentities.$inferSelect;
/** What a provider sign-in records about the identity it links: (provider, subject), its issuer and e-mail. */
export type NewIdentity = Pick<typeof userIdentities.$inferInsert, 'provider' | 'subject' | 'issuer' | 'email'>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Arbitrary constant, distinct from the other advisory locks: one account is created at a time (first admin). */
const ACCOUNT_CREATION_LOCK_ID = ADVISORY_LOCK_IDS.accountCreation;

/** Real accounts: the demo account and its holders are test accounts (seed/demo-workspace.repository.ts). */
const realAccount = eq(users.isTestAccount, false);

/**
 * Account creations wait for each other (a transaction advisory lock taken before the insert), so of two sign-ups at
 * once the second sees the first one committed when it asks whether it is the first account: exactly one becomes the
 * administrator (decision 045).
 */
async function lockAccountCreation(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_CREATION_LOCK_ID})`);
}

/** Makes the user just inserted in `tx` the administrator when it is the installation's first real account. */
async function promoteIfFirst(tx: Transaction, user: UserRow): Promise<UserRow> {
  if (user.isAdmin || user.isTestAccount) return user;
  const [promoted] = await tx
    .update(users)
    // the operator's own address: nobody else could have signed up first on a fresh installation (decision 076)
    .set({ isAdmin: true, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(
      and(
        eq(users.id, user.id),
        sql`not exists (select 1 from ${users} as other where other.id <> ${user.id} and other.is_test_account = false)`,
      ),
    )
    .returning();
  return promoted ?? user;
}

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

    async findIdentity(
      provider: string,
      subject: string,
    ): Promise<{ identity: IdentityRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ identity: userIdentities, user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return row;
    },

    /** Records a sign-in through the identity; an identity migrated without its issuer takes this one. */
    async touchIdentity(identityId: string, issuer: string, at: Date): Promise<void> {
      await db
        .update(userIdentities)
        .set({ lastUsedAt: at, issuer: sql`coalesce(${userIdentities.issuer}, ${issuer})` })
        .where(eq(userIdentities.id, identityId));
    },

    /** Links the identity to the user; false when the identity was linked meanwhile (a concurrent sign-in). */
    async linkIdentity(userId: string, identity: NewIdentity, at: Date): Promise<boolean> {
      const rows = await db
        .insert(userIdentities)
        .values({ userId, ...identity, createdAt: at, lastUsedAt: at })
        .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] })
        .returning({ id: userIdentities.id });
      return rows.length > 0;
    },

    /**
     * Creates a provider-only user and its identity in one transaction; undefined when the e-mail address or the
     * identity was taken meanwhile (a concurrent sign-up or sign-in).
     */
    async createUserWithIdentity(values: NewUser, identity: NewIdentity, at: Date): Promise<UserRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          await lockAccountCreation(tx);
          const [inserted] = await tx
            .insert(users)
            .values(values)
            .onConflictDoNothing({ target: users.email })
            .returning();
          if (!inserted) return undefined;
          const user = await promoteIfFirst(tx, inserted);
          const linked = await tx
            .insert(userIdentities)
            .values({ userId: user.id, ...identity, createdAt: at, lastUsedAt: at })
            .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] })
            .returning({ id: userIdentities.id });
          if (linked.length === 0) tx.rollback(); // the identity belongs to someone else by now: no orphan user
          return user;
        });
      } catch (err) {
        if (err instanceof TransactionRollbackError) return undefined;
        throw err;
      }
    },

    /**
     * Creates the user and, when given, records the terms acceptance in the same transaction; the installation's
     * first real account becomes its administrator.
     */
    async createUser(
      values: NewUser,
      terms?: { ipAddress: string | null; userAgent: string | null },
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        await lockAccountCreation(tx);
        const [inserted] = await tx
          .insert(users)
          .values(values)
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!inserted) return undefined;
        const row = await promoteIfFirst(tx, inserted);
        if (terms) await tx.insert(termsAcceptances).values({ userId: row.id, ...terms });
        return row;
      });
    },

    /**
     * A provider vouched for the address of an account still waiting for its link: the address is confirmed, and the
     * password and sessions of whoever signed up without proving it end (decision 076).
     */
    async claimUnverifiedAccount(userId: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const claimed = await tx
          .update(users)
          .set({ emailVerifiedAt: at, password: null, updatedAt: at })
          .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
          .returning({ id: users.id });
        if (claimed.length > 0) await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
      });
    },

    async updatePassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ password: passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async setPlan(userId: string, tier: UserRow['subscriptionTier']): Promise<void> {
      await db.update(users).set({ subscriptionTier: tier, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** users.last_sign_in_at: every new session (password, provider, sign-up, demo) is a sign-in. */
    async recordSignIn(userId: string, at: Date): Promise<void> {
      await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
    },

    async setAdmin(userId: string, isAdmin: boolean): Promise<void> {
      await db.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Whether the installation has no real account yet: the next one to be created becomes its administrator. */
    async hasNoAccount(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(realAccount).limit(1);
      return !row;
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
        // a disabled account's sessions are deleted when it is disabled; this refuses one that raced with it
        .where(and(eq(sessions.sid, sid), gt(sessions.expire, now), isNull(users.disabledAt)))
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
