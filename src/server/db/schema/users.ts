import { boolean, index, integer, jsonb, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';

export const subscriptionTiers = ['free', 'pro', 'agency', 'enterprise'] as const;

export const users = pgTable('users', {
  id: id(),
  email: varchar('email', { length: 320 }).notNull().unique(),
  /** argon2id hash; null for accounts that only sign in through a provider. */
  password: text('password'),
  firstName: varchar('first_name', { length: 100 }),
  lastName: varchar('last_name', { length: 100 }),
  profileImageUrl: text('profile_image_url'),
  currentTeamId: uuid('current_team_id'),
  subscriptionTier: varchar('subscription_tier', { length: 20, enum: subscriptionTiers }).notNull().default('free'),
  stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
  stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
  subscriptionStatus: varchar('subscription_status', { length: 30 }).notNull().default('inactive'),
  subscriptionCurrentPeriodEnd: tstz('subscription_current_period_end'),
  subscriptionCancelAt: tstz('subscription_cancel_at'),
  subscriptionCanceledAt: tstz('subscription_canceled_at'),
  /** When the subscription's payment fell past due: the paid plan is kept for a grace period from then (decision 059). */
  pastDueSince: tstz('past_due_since'),
  /**
   * After a downgrade, history is kept for the old plan's days until `retentionKeptUntil` (a notice e-mail tells the
   * user first); the retention job prunes to the new plan's days only after that.
   */
  retentionKeptDays: integer('retention_kept_days'),
  retentionKeptUntil: tstz('retention_kept_until'),
  slackWebhookUrl: text('slack_webhook_url'),
  isTestAccount: boolean('is_test_account').notNull().default(false),
  /** Operators of this installation: outbox, admin pages. Not in the spec's list; the app needs it. */
  isAdmin: boolean('is_admin').notNull().default(false),
  timezone: varchar('timezone', { length: 64 }).notNull().default('UTC'),
  /** Set by an operator (/admin/users): the account cannot sign in and its checks pause until enabled again. */
  disabledAt: tstz('disabled_at'),
  /** When the account last signed in (password, provider or magic link), for the operators' user list. */
  lastSignInAt: tstz('last_sign_in_at'),
  /**
   * When the address was confirmed (decision 076); null while a password sign-up waits for its link. The default
   * confirms every other way in (the CLI, the demo, a provider that vouched, rows older than the column): only
   * the password sign-up writes null.
   */
  emailVerifiedAt: tstz('email_verified_at').defaultNow(),
  ...timestamps,
});

/** A user as stored: what a session resolves to (http/session.ts) and the auth module reads and writes. */
export type UserRow = typeof users.$inferSelect;

/**
 * How a user signs in through a provider: one row per (provider, subject). SPEC §3.2's users.googleId and
 * users.replitId live here as provider 'google' and 'oidc' (decision 034), so a user may have several and a
 * provider is added without a new column.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in method: 'google' or 'oidc' (src/shared/helpers/auth-provider-errors.ts names them). */
    provider: varchar('provider', { length: 32 }).notNull(),
    /** The provider's `sub`: unique only within its issuer. */
    subject: varchar('subject', { length: 255 }).notNull(),
    /** Issuer that vouched for the subject; null for rows migrated from the old columns until their next sign-in. */
    issuer: text('issuer'),
    /** The provider's (verified) e-mail address when the identity was linked. */
    email: varchar('email', { length: 320 }).notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    unique('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** Server-side sessions; the cookie carries only a signed random id. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    sess: jsonb('sess').$type<{ userId: string; createdAt: string; userAgent?: string; ip?: string }>().notNull(),
    expire: tstz('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: tstz('accepted_at').notNull().defaultNow(),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: text('user_agent'),
  },
  (t) => [index('terms_acceptances_user_idx').on(t.userId)],
);

/** Single-use password reset links; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Single-use links that confirm an e-mail address (decision 076): the account's own, or the new one a profile change
 * asked for (`email` differs from the account's then, and replaces it once confirmed). Only the SHA-256 is stored.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 320 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);
