import { and, count, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { SUBSCRIBER_STATES } from '../../../shared/contracts/status-pages';
import type { Database } from '../../db/client';
import { statusPages, statusSubscribers, teams, users } from '../../db/schema';
import { scope, type Workspace } from '../workspaces/workspace';

export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export type SubscriberRow = typeof statusSubscribers.$inferSelect;

/** What the public subscription screens need of a page, and the plan that sets its subscriber limit. */
export interface SubscriptionPage {
  id: string;
  slug: string;
  name: string;
  isPublic: boolean;
  allowSubscriptions: boolean;
  /** The plan of the page's workspace: its owner's, or the team owner's for a team page. */
  plan: SubscriptionTier;
}

/** The condition of each state: unsubscribed wins; otherwise confirmed or pending. */
const STATE_WHERE: Record<SubscriberState, SQL> = {
  pending: and(isNull(statusSubscribers.unsubscribedAt), eq(statusSubscribers.isVerified, false))!,
  confirmed: and(isNull(statusSubscribers.unsubscribedAt), eq(statusSubscribers.isVerified, true))!,
  unsubscribed: isNotNull(statusSubscribers.unsubscribedAt),
};

export function stateOf(row: Pick<SubscriberRow, 'isVerified' | 'unsubscribedAt'>): SubscriberState {
  if (row.unsubscribedAt) return 'unsubscribed';
  return row.isVerified ? 'confirmed' : 'pending';
}

const pageColumns = {
  id: statusPages.id,
  slug: statusPages.slug,
  name: statusPages.name,
  isPublic: statusPages.isPublic,
  allowSubscriptions: statusPages.allowSubscriptions,
  plan: users.subscriptionTier,
};

/** Subscribers of status pages: the public subscription's rows and the managers' list (the only SQL of the module). */
export function createSubscribersRepository(db: Database) {
  const pages = () =>
    db
      .select(pageColumns)
      .from(statusPages)
      .leftJoin(teams, eq(teams.id, statusPages.teamId))
      // a team page's limits are its owner's plan (as every team resource's)
      .innerJoin(users, eq(users.id, sql`coalesce(${teams.ownerId}, ${statusPages.userId})`));

  return {
    async pageBySlug(slug: string): Promise<SubscriptionPage | undefined> {
      const [row] = await pages().where(eq(statusPages.slug, slug)).limit(1);
      return row;
    },

    /** The workspace's page, or undefined when it is another's (or none). */
    async workspacePage(ws: Workspace, id: string): Promise<{ id: string; slug: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: statusPages.id, slug: statusPages.slug, name: statusPages.name })
        .from(statusPages)
        .where(and(scope(statusPages, ws), eq(statusPages.id, id)))
        .limit(1);
      return row;
    },

    async find(pageId: string, email: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(statusSubscribers)
        .where(and(eq(statusSubscribers.statusPageId, pageId), eq(statusSubscribers.email, email)))
        .limit(1);
      return row;
    },

    /** What counts against the plan's limit: confirmed subscribers and pending ones whose link still works. */
    async countHeld(pageId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(statusSubscribers)
        .where(
          and(
            eq(statusSubscribers.statusPageId, pageId),
            or(STATE_WHERE.confirmed, and(STATE_WHERE.pending, gt(statusSubscribers.verificationExpiresAt, now))),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** A new pending row; undefined when the address was added meanwhile (the unique (page, email) index). */
    async insertPending(values: {
      id: string;
      pageId: string;
      email: string;
      verificationHash: string;
      expiresAt: Date;
      unsubscribeHash: string;
    }): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .insert(statusSubscribers)
        .values({
          id: values.id,
          statusPageId: values.pageId,
          email: values.email,
          verificationToken: values.verificationHash,
          verificationExpiresAt: values.expiresAt,
          unsubscribeToken: values.unsubscribeHash,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * A pending or unsubscribed row asks again: a new confirmation link. An unsubscribed one starts over as pending
     * (it gets nothing until confirmed).
     */
    async renewPending(
      id: string,
      values: { verificationHash: string; expiresAt: Date; unsubscribeHash: string; now: Date },
    ): Promise<void> {
      await db
        .update(statusSubscribers)
        .set({
          verificationToken: values.verificationHash,
          verificationExpiresAt: values.expiresAt,
          unsubscribeToken: values.unsubscribeHash,
          subscribedAt: sql`case when ${statusSubscribers.unsubscribedAt} is null then ${statusSubscribers.subscribedAt} else ${values.now.toISOString()}::timestamptz end`,
          isVerified: false,
          confirmedAt: null,
          unsubscribedAt: null,
        })
        .where(and(eq(statusSubscribers.id, id), or(STATE_WHERE.pending, STATE_WHERE.unsubscribed)));
    },

    /** The row a confirmation link names, with its page's slug and name. */
    async byConfirmationHash(
      hash: string,
    ): Promise<(SubscriberRow & { pageSlug: string; pageName: string }) | undefined> {
      const [row] = await db
        .select({ subscriber: statusSubscribers, pageSlug: statusPages.slug, pageName: statusPages.name })
        .from(statusSubscribers)
        .innerJoin(statusPages, eq(statusPages.id, statusSubscribers.statusPageId))
        .where(eq(statusSubscribers.verificationToken, hash))
        .limit(1);
      return row && { ...row.subscriber, pageSlug: row.pageSlug, pageName: row.pageName };
    },

    async confirm(id: string, at: Date): Promise<void> {
      await db
        .update(statusSubscribers)
        .set({
          isVerified: true,
          confirmedAt: at,
          verificationToken: null,
          verificationExpiresAt: null,
          unsubscribedAt: null,
        })
        .where(eq(statusSubscribers.id, id));
    },

    /** The row an unsubscribe link names, with its page's name and slug. */
    async byUnsubscribeHash(
      hash: string,
    ): Promise<(SubscriberRow & { pageSlug: string; pageName: string }) | undefined> {
      const [row] = await db
        .select({ subscriber: statusSubscribers, pageSlug: statusPages.slug, pageName: statusPages.name })
        .from(statusSubscribers)
        .innerJoin(statusPages, eq(statusPages.id, statusSubscribers.statusPageId))
        .where(eq(statusSubscribers.unsubscribeToken, hash))
        .limit(1);
      return row && { ...row.subscriber, pageSlug: row.pageSlug, pageName: row.pageName };
    },

    /** Idempotent: the first unsubscription's time is kept; a pending link stops working. */
    async unsubscribe(id: string, at: Date): Promise<void> {
      await db
        .update(statusSubscribers)
        .set({
          unsubscribedAt: sql`coalesce(${statusSubscribers.unsubscribedAt}, ${at.toISOString()}::timestamptz)`,
          verificationToken: null,
          verificationExpiresAt: null,
        })
        .where(eq(statusSubscribers.id, id));
    },

    /** One page of a page's subscribers, newest first, and how many match. */
    async list(pageId: string, f: { state?: SubscriberState; page: number; pageSize: number }) {
      const where = and(eq(statusSubscribers.statusPageId, pageId), f.state ? STATE_WHERE[f.state] : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(statusSubscribers)
          .where(where)
          .orderBy(desc(statusSubscribers.subscribedAt), desc(statusSubscribers.id))
          .limit(f.pageSize)
          .offset((f.page - 1) * f.pageSize),
        db.select({ n: count() }).from(statusSubscribers).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Every subscriber of a page, for the export, oldest first. */
    async all(pageId: string): Promise<SubscriberRow[]> {
      return db
        .select()
        .from(statusSubscribers)
        .where(eq(statusSubscribers.statusPageId, pageId))
        .orderBy(statusSubscribers.subscribedAt, statusSubscribers.id);
    },

    async remove(pageId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(statusSubscribers)
        .where(and(eq(statusSubscribers.statusPageId, pageId), eq(statusSubscribers.id, id)))
        .returning({ id: statusSubscribers.id });
      return rows.length > 0;
    },
  };
}

export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
