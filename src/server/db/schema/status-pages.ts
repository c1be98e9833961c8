import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { domains } from './domains';
import { teams } from './teams';
import { users } from './users';

export const incidentStatuses = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export const incidentSeverities = ['minor', 'major', 'critical', 'maintenance'] as const;

export type IncidentStatus = (typeof incidentStatuses)[number];

export interface StatusPageTheme {
  primaryColor?: string;
  backgroundColor?: string;
  textColor?: string;
  layout?: 'list' | 'grid';
  [key: string]: unknown;
}

export const statusPages = pgTable(
  'status_pages',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 100 }).notNull().unique(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    customCss: text('custom_css'),
    // pages are routed by Host header, so a custom domain can serve only one page
    customDomain: varchar('custom_domain', { length: 253 }).unique(),
    themeConfig: jsonb('theme_config').$type<StatusPageTheme>().notNull().default({}),
    isPublic: boolean('is_public').notNull().default(true),
    showHistoryDays: integer('show_history_days').notNull().default(90),
    allowSubscriptions: boolean('allow_subscriptions').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('status_pages_user_idx').on(t.userId), index('status_pages_team_idx').on(t.teamId)],
);

export const statusPageDomains = pgTable(
  'status_page_domains',
  {
    id: id(),
    statusPageId: uuid('status_page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    displayName: varchar('display_name', { length: 255 }),
    orderIndex: integer('order_index').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (t) => [
    uniqueIndex('status_page_domains_page_domain_uq').on(t.statusPageId, t.domainId),
    index('status_page_domains_domain_idx').on(t.domainId),
  ],
);

export const statusIncidents = pgTable(
  'status_incidents',
  {
    id: id(),
    statusPageId: uuid('status_page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    status: varchar('status', { length: 20, enum: incidentStatuses }).notNull().default('investigating'),
    severity: varchar('severity', { length: 20, enum: incidentSeverities }).notNull().default('minor'),
    /** Domain ids; kept as a list because the incident outlives the domains it names. */
    affectedDomains: jsonb('affected_domains').$type<string[]>().notNull().default([]),
    startedAt: tstz('started_at').notNull().defaultNow(),
    resolvedAt: tstz('resolved_at'),
    ...timestamps,
  },
  (t) => [index('status_incidents_page_started_idx').on(t.statusPageId, t.startedAt)],
);

export const statusIncidentUpdates = pgTable(
  'status_incident_updates',
  {
    id: id(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => statusIncidents.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20, enum: incidentStatuses }).notNull(),
    message: text('message').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('status_incident_updates_incident_created_idx').on(t.incidentId, t.createdAt)],
);

export const statusSubscribers = pgTable(
  'status_subscribers',
  {
    id: id(),
    statusPageId: uuid('status_page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 320 }).notNull(),
    /** SHA-256 of the token e-mailed for confirmation. */
    verificationToken: varchar('verification_token', { length: 64 }).unique(),
    isVerified: boolean('is_verified').notNull().default(false),
    subscribedAt: tstz('subscribed_at').notNull().defaultNow(),
    unsubscribedAt: tstz('unsubscribed_at'),
  },
  (t) => [uniqueIndex('status_subscribers_page_email_uq').on(t.statusPageId, t.email)],
);
