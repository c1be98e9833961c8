import { index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, tstz } from './columns';
import { invitationStatuses } from './teams';
import { users } from './users';

/** Stripe invoice statuses, plus `failed` for a payment that did not go through. */
export const billingStatuses = ['draft', 'open', 'paid', 'uncollectible', 'void', 'failed'] as const;

export const billingHistory = pgTable(
  'billing_history',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // unique: Stripe may deliver the same webhook more than once
    stripeInvoiceId: varchar('stripe_invoice_id', { length: 255 }).unique(),
    stripePaymentIntentId: varchar('stripe_payment_intent_id', { length: 255 }),
    /** Smallest currency unit (cents). */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('usd'),
    status: varchar('status', { length: 20, enum: billingStatuses }).notNull(),
    description: text('description'),
    invoiceUrl: text('invoice_url'),
    pdfUrl: text('pdf_url'),
    billingPeriodStart: tstz('billing_period_start'),
    billingPeriodEnd: tstz('billing_period_end'),
    paidAt: tstz('paid_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('billing_history_user_created_idx').on(t.userId, t.createdAt)],
);

/** Stripe webhook events already applied: each event id once, however often Stripe delivers it. */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

/** Invitations to the product itself (team invitations live in team_invitations). */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    invitedEmail: varchar('invited_email', { length: 320 }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the token sent by e-mail. */
    token: varchar('token', { length: 64 }).notNull().unique(),
    status: varchar('status', { length: 20, enum: invitationStatuses }).notNull().default('pending'),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('invitations_invited_by_idx').on(t.invitedBy),
    index('invitations_invited_email_idx').on(t.invitedEmail),
  ],
);

/**
 * Mail written here instead of sent when no SMTP_URL is configured; admins read it in the app.
 * Columns are to_address/from_address because TO and FROM are SQL keywords.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    from: text('from_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
