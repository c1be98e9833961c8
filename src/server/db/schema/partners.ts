import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { domains } from './domains';
import { teams } from './teams';
import { users } from './users';

export const apiKeyPermissions = ['read', 'write', 'admin'] as const;
export type ApiKeyPermission = (typeof apiKeyPermissions)[number];

export interface PartnerBranding {
  logoUrl?: string;
  primaryColor?: string;
  companyName?: string;
  [key: string]: unknown;
}

export interface EndpointStats {
  requests: number;
  errors: number;
  avgResponseTime: number;
}

/** Partner API accounts as the spec lists them (SPEC §3.2 varchar lengths). */
export const apiPartners = pgTable(
  'api_partners',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    company: varchar('company', { length: 255 }),
    rateLimitTier: varchar('rate_limit_tier', { length: 50 }).notNull().default('free'),
    monthlyDomainQuota: integer('monthly_domain_quota').notNull().default(100),
    /** Requests per hour. */
    apiRateLimit: integer('api_rate_limit').notNull().default(1000),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('api_partners_user_idx').on(t.userId), index('api_partners_team_idx').on(t.teamId)],
);

/** The partner account that API keys, partner domains and usage aggregates hang off. */
export const partners = pgTable(
  'partners',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 255 }).notNull(),
    contactEmail: varchar('contact_email', { length: 255 }).notNull(),
    websiteUrl: text('website_url'),
    subscriptionTier: varchar('subscription_tier', { length: 50 }).notNull().default('partner_basic'),
    rateLimitTier: varchar('rate_limit_tier', { length: 50 }).notNull().default('free'),
    monthlyDomainQuota: integer('monthly_domain_quota').notNull().default(100),
    /** Requests per hour. */
    apiRateLimit: integer('api_rate_limit').notNull().default(1000),
    isActive: boolean('is_active').notNull().default(true),
    customBranding: jsonb('custom_branding').$type<PartnerBranding>(),
    webhookUrl: text('webhook_url'),
    /** Used to sign outgoing webhooks, so it is kept in clear. */
    webhookSecret: varchar('webhook_secret', { length: 128 }),
    /** The UTC month ('2026-11') whose 80% quota warning went out: one e-mail a month, whichever process sends it. */
    quotaWarnedMonth: varchar('quota_warned_month', { length: 7 }),
    ...timestamps,
  },
  (t) => [
    index('partners_user_idx').on(t.userId),
    index('partners_team_idx').on(t.teamId),
    // one partner account per workspace, even when two first uses race: a personal workspace by its user, a team by itself
    uniqueIndex('partners_personal_workspace_uq')
      .on(t.userId)
      .where(sql`${t.teamId} is null`),
    uniqueIndex('partners_team_workspace_uq')
      .on(t.teamId)
      .where(sql`${t.teamId} is not null`),
  ],
);

/** Only the SHA-256 of a key is stored; keyPrefix is shown so users can tell keys apart. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    permissions: jsonb('permissions').$type<ApiKeyPermission[]>().notNull().default(['read']),
    /** Requests per hour. */
    rateLimit: integer('rate_limit').notNull().default(1000),
    lastUsedAt: tstz('last_used_at'),
    expiresAt: tstz('expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    /** When the key was revoked (is_active false): revoked keys stay listed, refused. */
    revokedAt: tstz('revoked_at'),
    ...timestamps,
  },
  (t) => [index('api_keys_partner_idx').on(t.partnerId)],
);

export const partnerDomains = pgTable(
  'partner_domains',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** The partner's own id for this domain. */
    externalId: varchar('external_id', { length: 255 }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_domains_partner_domain_uq').on(t.partnerId, t.domainId),
    uniqueIndex('partner_domains_partner_external_uq')
      .on(t.partnerId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('partner_domains_domain_idx').on(t.domainId),
  ],
);

export const apiUsage = pgTable(
  'api_usage',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    endpoint: varchar('endpoint', { length: 255 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    statusCode: integer('status_code').notNull(),
    /** Milliseconds. */
    responseTime: integer('response_time'),
    requestSize: integer('request_size'),
    responseSize: integer('response_size'),
    errorMessage: text('error_message'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('api_usage_key_created_idx').on(t.apiKeyId, t.createdAt),
    index('api_usage_created_idx').on(t.createdAt),
  ],
);

/** Daily roll-up of api_usage per partner. */
export const apiUsageAggregates = pgTable(
  'api_usage_aggregates',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Keyed by "METHOD /route". */
    endpointStats: jsonb('endpoint_stats').$type<Record<string, EndpointStats>>().notNull().default({}),
    totalRequests: integer('total_requests').notNull().default(0),
    totalErrors: integer('total_errors').notNull().default(0),
    /** Calls refused by the key's rate limit or the monthly quota (429): in totalRequests, not counted in the quota. */
    limitedRequests: integer('limited_requests').notNull().default(0),
    avgResponseTime: real('avg_response_time'),
    /** Bytes in and out. */
    totalBandwidth: bigint('total_bandwidth', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('api_usage_aggregates_partner_date_uq').on(t.partnerId, t.date)],
);
