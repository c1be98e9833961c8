import { and, desc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { Database } from '../../db/client';
import type { billingStatuses } from '../../db/schema';
import { billingHistory, stripeEvents, teams, users } from '../../db/schema';
import type { SubscriptionState } from './stripe-client';

export type BillingStatus = (typeof billingStatuses)[number];

/** One invoice as billing_history keeps it (amounts in cents). */
export interface InvoiceRecord {
  stripeInvoiceId: string;
  amount: number;
  currency: string;
  status: BillingStatus;
  description: string | null;
  invoiceUrl: string | null;
  pdfUrl: string | null;
  billingPeriodStart: Date | null;
  billingPeriodEnd: Date | null;
  paidAt: Date | null;
}

const account = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  tier: users.subscriptionTier,
  customerId: users.stripeCustomerId,
  subscriptionId: users.stripeSubscriptionId,
  status: users.subscriptionStatus,
  currentPeriodEnd: users.subscriptionCurrentPeriodEnd,
  cancelAt: users.subscriptionCancelAt,
  canceledAt: users.subscriptionCanceledAt,
  pastDueSince: users.pastDueSince,
};
export type BillingAccount = NonNullable<Awaited<ReturnType<BillingRepository['account']>>>;

export function createBillingRepository(db: Database) {
  return {
    async account(userId: string) {
      const [row] = await db.select(account).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async accountByCustomer(customerId: string) {
      const [row] = await db.select(account).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
      return row;
    },

    /** Whose plan a team runs on: its owner pays (name for the screen). */
    async teamPayer(teamId: string): Promise<{ ownerId: string; name: string } | undefined> {
      const [row] = await db
        .select({ ownerId: teams.ownerId, name: teams.name })
        .from(teams)
        .where(eq(teams.id, teamId))
        .limit(1);
      return row;
    },

    /** Keeps the first customer made for the account: two checkouts at once end up on one customer. */
    async claimCustomer(userId: string, customerId: string): Promise<string> {
      await db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
      const [row] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
      return row!.customerId!;
    },

    async saveSubscription(userId: string, state: SubscriptionState, pastDueSince: Date | null): Promise<void> {
      await db
        .update(users)
        .set({
          stripeCustomerId: state.customerId,
          stripeSubscriptionId: state.id,
          subscriptionStatus: state.status,
          subscriptionCurrentPeriodEnd: state.currentPeriodEnd,
          subscriptionCancelAt: state.cancelAt,
          subscriptionCanceledAt: state.canceledAt,
          pastDueSince,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    /** Claims an event id; false when it was already applied (or is being applied by another delivery). */
    async claimEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(stripeEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return rows.length > 0;
    },

    /** A failed apply gives its claim back, so Stripe's retry applies it. */
    async releaseEvent(id: string): Promise<void> {
      await db.delete(stripeEvents).where(eq(stripeEvents.id, id));
    },

    /** Inserts or updates the invoice; a paid invoice never goes back to failed when an older event arrives late. */
    async saveInvoice(userId: string, invoice: InvoiceRecord): Promise<void> {
      await db
        .insert(billingHistory)
        .values({ userId, ...invoice })
        .onConflictDoUpdate({
          target: billingHistory.stripeInvoiceId,
          set: {
            amount: invoice.amount,
            status: sql`case when ${billingHistory.status} = 'paid' then 'paid' else ${invoice.status} end`,
            invoiceUrl: invoice.invoiceUrl,
            pdfUrl: invoice.pdfUrl,
            paidAt: sql`coalesce(${billingHistory.paidAt}, ${invoice.paidAt})`,
          },
        });
    },

    async invoices(userId: string, limit = 24) {
      return db
        .select()
        .from(billingHistory)
        .where(eq(billingHistory.userId, userId))
        .orderBy(desc(billingHistory.createdAt))
        .limit(limit);
    },

    /** Accounts still on a paid plan whose payment has been past due since before `cutoff`. */
    async pastDueBefore(cutoff: Date): Promise<{ id: string }[]> {
      return db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            isNotNull(users.pastDueSince),
            lte(users.pastDueSince, cutoff),
            ne(users.subscriptionTier, 'free' satisfies SubscriptionTier),
          ),
        );
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
