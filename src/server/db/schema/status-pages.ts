import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  INCIDENT_IMPACTS,
  INCIDENT_STATUSES,
  MAINTENANCE_RECURRENCES,
  STATUS_PAGE_ASSET_KINDS,
  STATUS_PAGE_AUTO_INCIDENTS_DEFAULT,
  type StatusPageTheme,
} from '../../../shared/constants/status-pages';
import { id, timestamps, tstz } from './columns';
import { domains } from './domains';
import { monitors } from './monitors';
import { teams } from './teams';
import { users } from './users';

export const incidentStatuses = INCIDENT_STATUSES;
/** How a page proved a custom domain (decision 065). */
export const CUSTOM_DOMAIN_PROOFS = ['txt', 'cname'] as const;
export type CustomDomainProof = (typeof CUSTOM_DOMAIN_PROOFS)[number];
export const incidentImpacts = INCIDENT_IMPACTS;

export type IncidentStatus = (typeof incidentStatuses)[number];
export type { StatusPageTheme };

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A public status page (issue 17). It belongs to a workspace (`user_id`, `team_id` as every owned row); its slug is
 * unique across the installation because it is its public address.
 */
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
    /** The public address of the uploaded logo (`/public/status-assets/<asset id>`), or null. */
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    /** Sanitised when saved (shared/helpers/status-page-css.ts). */
    customCss: text('custom_css'),
    /**
     * A host name the page claims (decision 065). Claimed is not served: the page answers on it only once its owner
     * proved the name theirs (`custom_domain_verified_at`), and a verified name serves one page (the partial unique
     * index below); pending claims of the same name by several pages do not block each other.
     */
    customDomain: varchar('custom_domain', { length: 253 }),
    /** The page's own random value for the `_sitewarden-challenge.<host>` TXT record; made with its first claim. */
    customDomainToken: varchar('custom_domain_token', { length: 64 }),
    /** When the current claim was made (pending claims are checked often in their first day, hourly after). */
    customDomainClaimedAt: tstz('custom_domain_claimed_at'),
    /** Proven: the page answers on the name. Null: pending. */
    customDomainVerifiedAt: tstz('custom_domain_verified_at'),
    /** What proved it: the page's TXT record, or a CNAME to the installation's host (only while nobody else claims it). */
    customDomainProof: varchar('custom_domain_proof', { length: 10, enum: CUSTOM_DOMAIN_PROOFS }),
    /** The last check, and what it found wrong (null: nothing). */
    customDomainCheckedAt: tstz('custom_domain_checked_at'),
    customDomainProblem: text('custom_domain_problem'),
    /** When a verified name was let go because its proof was gone (or outranked); null once verified again. */
    customDomainReleasedAt: tstz('custom_domain_released_at'),
    themeConfig: jsonb('theme_config').$type<StatusPageTheme>().notNull().default({}),
    isPublic: boolean('is_public').notNull().default(true),
    /** argon2id hash of the password a visitor of a private page may give; null: members only. */
    passwordHash: text('password_hash'),
    showHistoryDays: integer('show_history_days').notNull().default(90),
    allowSubscriptions: boolean('allow_subscriptions').notNull().default(true),
    /** Open an incident when a component's downtime alert opens, resolve it on recovery (decision 066: on for new pages). */
    autoIncidents: boolean('auto_incidents').notNull().default(STATUS_PAGE_AUTO_INCIDENTS_DEFAULT),
    ...timestamps,
  },
  (t) => [
    index('status_pages_user_idx').on(t.userId),
    index('status_pages_team_idx').on(t.teamId),
    // pages are routed by Host header, so a proven custom domain serves only one page
    uniqueIndex('status_pages_verified_domain_uq')
      .on(t.customDomain)
      .where(sql`${t.customDomainVerifiedAt} is not null`),
    index('status_pages_custom_domain_idx').on(t.customDomain),
  ],
);

/**
 * A component of a page: a domain's home page (monitor_id null) or one of its monitors. The table keeps the SPEC's
 * name; `group_name` puts components under a heading, `order_index` orders them (groups by their first component).
 */
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
    monitorId: uuid('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
    displayName: varchar('display_name', { length: 255 }),
    groupName: varchar('group_name', { length: 100 }),
    orderIndex: integer('order_index').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (t) => [
    uniqueIndex('status_page_domains_page_domain_uq')
      .on(t.statusPageId, t.domainId)
      .where(sql`${t.monitorId} is null`),
    uniqueIndex('status_page_domains_page_monitor_uq')
      .on(t.statusPageId, t.monitorId)
      .where(sql`${t.monitorId} is not null`),
    index('status_page_domains_domain_idx').on(t.domainId),
    index('status_page_domains_monitor_idx').on(t.monitorId),
  ],
);

/** A logo or favicon uploaded for a page, kept in the database so every process serves it. */
export const statusPageAssets = pgTable(
  'status_page_assets',
  {
    id: id(),
    statusPageId: uuid('status_page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20, enum: STATUS_PAGE_ASSET_KINDS }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** SHA-256 (hex) of the bytes: the ETag. */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('status_page_assets_page_kind_uq').on(t.statusPageId, t.kind)],
);

export const statusIncidents = pgTable(
  'status_incidents',
  {
    id: id(),
    statusPageId: uuid('status_page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    /** Markdown, rendered by the one renderer (content/markdown.ts) with raw HTML escaped. */
    description: text('description'),
    status: varchar('status', { length: 20, enum: incidentStatuses }).notNull().default('investigating'),
    /** The impact (none, minor, major, critical); the SPEC's column name. */
    severity: varchar('severity', { length: 20, enum: incidentImpacts }).notNull().default('minor'),
    /** Component ids (status_page_domains); a list because the incident outlives the components it names. */
    // the SPEC's column (affected_domains) holds component ids now that a component may be a monitor
    affectedComponents: jsonb('affected_domains').$type<string[]>().notNull().default([]),
    /** Set on incidents opened automatically: the cause (`domain:<id>` or `monitor:<id>`) whose recovery resolves it. */
    autoKey: varchar('auto_key', { length: 80 }),
    startedAt: tstz('started_at').notNull().defaultNow(),
    resolvedAt: tstz('resolved_at'),
    ...timestamps,
  },
  (t) => [
    index('status_incidents_page_started_idx').on(t.statusPageId, t.startedAt),
    index('status_incidents_auto_idx')
      .on(t.autoKey)
      .where(sql`${t.autoKey} is not null and ${t.resolvedAt} is null`),
  ],
);

export const statusIncidentUpdates = pgTable(
  'status_incident_updates',
  {
    id: id(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => statusIncidents.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20, enum: incidentStatuses }).notNull(),
    /** Markdown. */
    message: text('message').notNull(),
    /** Who wrote it; null when the monitoring engine did (automatic incidents). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Statuspage's deliver_notifications: false when it was posted without telling the page's subscribers. */
    deliverNotifications: boolean('deliver_notifications').notNull().default(true),
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
    /** Lower-cased. */
    email: varchar('email', { length: 320 }).notNull(),
    /** SHA-256 of the token e-mailed for confirmation; null once confirmed. */
    verificationToken: varchar('verification_token', { length: 64 }).unique(),
    /** The confirmation link expires 7 days after it was sent. */
    verificationExpiresAt: tstz('verification_expires_at'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** SHA-256 of the token in every mail's unsubscribe link (and List-Unsubscribe). */
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).unique(),
    subscribedAt: tstz('subscribed_at').notNull().defaultNow(),
    confirmedAt: tstz('confirmed_at'),
    unsubscribedAt: tstz('unsubscribed_at'),
  },
  (t) => [uniqueIndex('status_subscribers_page_email_uq').on(t.statusPageId, t.email)],
);

/**
 * A maintenance window of a workspace (beyond SPEC; issue 17): one-off, or recurring in its time zone. During a
 * window its targets' alerts are held, the status pages that show them say "under maintenance", and uptime is
 * reported with and without the window's time.
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    /** Markdown. */
    description: text('description'),
    /** The first occurrence's start and end (its length is every occurrence's). */
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    recurrence: varchar('recurrence', { length: 20, enum: MAINTENANCE_RECURRENCES }).notNull().default('none'),
    /** IANA zone the recurrence keeps its wall-clock time in (a weekly 02:00 stays 02:00 across DST). */
    timezone: varchar('timezone', { length: 64 }).notNull().default('UTC'),
    /** No occurrence starts after this (recurring windows); null: for ever. */
    recursUntil: tstz('recurs_until'),
    /** When the subscribers of the pages it touches were told it is scheduled; null: not yet. */
    noticeSentAt: tstz('notice_sent_at'),
    ...timestamps,
  },
  (t) => [index('maintenance_windows_user_idx').on(t.userId), index('maintenance_windows_team_idx').on(t.teamId)],
);

/** What a window covers: a domain with all its monitors (monitor_id null), or one monitor. */
export const maintenanceTargets = pgTable(
  'maintenance_targets',
  {
    id: id(),
    windowId: uuid('window_id')
      .notNull()
      .references(() => maintenanceWindows.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('maintenance_targets_window_idx').on(t.windowId),
    index('maintenance_targets_domain_idx').on(t.domainId),
  ],
);
