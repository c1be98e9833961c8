import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { alerts, domains, maintenanceWindows, statusPages, users } from '../../db/schema';
import type { Pace } from '../../event-loop';

/** History rows removed per statement when a workspace goes: one statement stays well under 100 ms. */
const DELETE_BATCH = 2_000;

export interface DemoAccount {
  id: string;
  /** When its sites were last replaced by a fresh copy (the read-only account is changed by nothing else). */
  seededAt: Date;
}

/** Agency keeps 90 days of history (SPEC §9.1), so the seeded 90 days survive the retention job. */
export const DEMO_PLAN = 'agency';

/** The demo status page's address (/status/sitewarden-demo); a copy being built holds `<slug>-next` until it moves in. */
export const DEMO_STATUS_SLUG = 'sitewarden-demo';
export const DEMO_NEXT_STATUS_SLUG = `${DEMO_STATUS_SLUG}-next`;

const demoAccountColumns = {
  subscriptionTier: DEMO_PLAN,
  isTestAccount: true,
  firstName: 'Demo',
  lastName: 'User',
} as const;

/**
 * The rows behind the demo workspace. A fresh copy is built in a holder account of its own, then moved into the demo
 * account in one short transaction, so visitors see either the previous copy or the complete new one. Holder
 * accounts are test accounts (never probed) with no password (no sign-in).
 */
export function createDemoWorkspaceRepository(db: Database) {
  return {
    async findAccount(email: string): Promise<DemoAccount | undefined> {
      const [row] = await db
        .select({ id: users.id, seededAt: users.updatedAt })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    async createHolder(email: string): Promise<string> {
      const [row] = await db
        .insert(users)
        .values({ email, password: null, ...demoAccountColumns })
        .returning({ id: users.id });
      if (!row) throw new Error(`The demo holder account ${email} could not be created.`);
      return row.id;
    },

    /**
     * Removes a holder account and everything in its workspace: the history first, a batch per statement with the
     * event loop's turns in between, so that neither database holds a lock or the process's loop for long.
     */
    async removeHolder(userId: string, pace: Pace): Promise<void> {
      const owned = await db.select({ id: domains.id }).from(domains).where(eq(domains.userId, userId));
      for (const { id } of owned) {
        for (;;) {
          const removed = await queryRows<{ id: number }>(
            db,
            sql`delete from domain_checks where id in (select id from domain_checks where domain_id = ${id} limit ${DELETE_BATCH}) returning id`,
          );
          await pace();
          if (removed.length < DELETE_BATCH) break;
        }
        // the rest of a site's rows (a few hundred per table) go with it
        await db.delete(domains).where(eq(domains.id, id));
        await pace();
      }
      await db.delete(users).where(eq(users.id, userId));
    },

    /**
     * Moves the holder's sites, alerts, status page and maintenance windows into the demo account (created with `passwordHash` when missing) and
     * the account's previous ones into `retiredEmail`'s new holder, in one transaction; marks the account seeded
     * at `seededAt`. Returns the holder of the previous sites, if there were any, for removeHolder.
     */
    async moveIntoAccount(
      holderId: string,
      {
        email,
        passwordHash,
        retiredEmail,
        seededAt,
      }: { email: string; passwordHash: () => Promise<string>; retiredEmail: string; seededAt: Date },
    ): Promise<{ accountId: string; retiredId?: string; retiredPageIds: string[]; created: boolean }> {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      // argon2 runs on the thread pool, outside the transaction
      const password = existing ? undefined : await passwordHash();
      return db.transaction(async (tx) => {
        let accountId = existing?.id;
        if (!accountId) {
          const [row] = await tx
            .insert(users)
            .values({ email, password, ...demoAccountColumns })
            .returning({ id: users.id });
          accountId = row!.id;
        }
        const personal = (userId: string) => and(eq(domains.userId, userId), isNull(domains.teamId));
        const previous = await tx.select({ id: domains.id }).from(domains).where(personal(accountId));
        let retiredId: string | undefined;
        if (previous.length > 0) {
          const [retired] = await tx
            .insert(users)
            .values({ email: retiredEmail, password: null, ...demoAccountColumns })
            .returning({ id: users.id });
          retiredId = retired!.id;
          await tx
            .update(domains)
            .set({ userId: retiredId })
            .where(
              inArray(
                domains.id,
                previous.map((d) => d.id),
              ),
            );
          await tx
            .update(alerts)
            .set({ userId: retiredId })
            .where(and(eq(alerts.userId, accountId), isNull(alerts.teamId)));
        }
        // the status page and maintenance windows move the same way; the previous page gives up its address first
        const retiredPages = await tx
          .select({ id: statusPages.id })
          .from(statusPages)
          .where(eq(statusPages.userId, accountId));
        if (retiredPages.length > 0) {
          if (!retiredId) {
            const [retired] = await tx
              .insert(users)
              .values({ email: retiredEmail, password: null, ...demoAccountColumns })
              .returning({ id: users.id });
            retiredId = retired!.id;
          }
          await tx
            .update(statusPages)
            .set({ userId: retiredId, slug: sql`'retired-' || ${statusPages.id}` })
            .where(eq(statusPages.userId, accountId));
        }
        if (retiredId)
          await tx
            .update(maintenanceWindows)
            .set({ userId: retiredId })
            .where(eq(maintenanceWindows.userId, accountId));
        await tx.update(domains).set({ userId: accountId }).where(personal(holderId));
        await tx
          .update(alerts)
          .set({ userId: accountId })
          .where(and(eq(alerts.userId, holderId), isNull(alerts.teamId)));
        await tx
          .update(statusPages)
          .set({ userId: accountId, slug: DEMO_STATUS_SLUG })
          .where(and(eq(statusPages.userId, holderId), eq(statusPages.slug, DEMO_NEXT_STATUS_SLUG)));
        await tx.update(maintenanceWindows).set({ userId: accountId }).where(eq(maintenanceWindows.userId, holderId));
        await tx
          .update(users)
          .set({ ...demoAccountColumns, updatedAt: seededAt })
          .where(eq(users.id, accountId));
        await tx.delete(users).where(eq(users.id, holderId));
        return { accountId, retiredId, retiredPageIds: retiredPages.map((p) => p.id), created: !existing };
      });
    },
  };
}

export type DemoWorkspaceRepository = ReturnType<typeof createDemoWorkspaceRepository>;
