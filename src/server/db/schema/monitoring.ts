import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, tstz } from './columns';
import { domains } from './domains';
import { monitors } from './monitors';
import { HISTORY_TYPES } from '../../../shared/constants/history-types';
import { ALERT_TYPES } from '../../../shared/constants/alert-types';
import { teams } from './teams';
import { users } from './users';

/** The history type of each check family: the home-page bundle's, then the monitor types (their rows carry monitor_id). */
export const checkTypes = HISTORY_TYPES;
/** SPEC §3.1 check statuses; anything else is shown as unknown. */
export const checkStatuses = ['healthy', 'warning', 'critical', 'error'] as const;
export const alertTypes = ALERT_TYPES;
export const alertSeverities = ['critical', 'warning', 'info'] as const;
export const dnsRecordTypes = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT', 'SOA', 'CAA', 'SRV', 'PTR'] as const;
/** `down` and `degraded` are periods (end_time null while open); `up` marks a recovery. */
export const uptimeEventTypes = ['down', 'degraded', 'up'] as const;

export type CheckType = (typeof checkTypes)[number];
export type CheckStatus = (typeof checkStatuses)[number];
export type AlertType = (typeof alertTypes)[number];
export type AlertSeverity = (typeof alertSeverities)[number];

/** History of every probe run; high volume, so a bigint identity key. */
export const domainChecks = pgTable(
  'domain_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    checkType: varchar('check_type', { length: 20, enum: checkTypes }).notNull(),
    status: varchar('status', { length: 20, enum: checkStatuses }).notNull(),
    /** Milliseconds; null when the probe did not get that far. */
    responseTime: integer('response_time'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    checkedAt: tstz('checked_at').notNull().defaultNow(),
    /** The monitor this check ran for; null for the domain's home-page bundle. */
    monitorId: uuid('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('domain_checks_domain_checked_idx').on(t.domainId, t.checkedAt),
    index('domain_checks_monitor_checked_idx')
      .on(t.monitorId, t.checkedAt)
      .where(sql`${t.monitorId} is not null`),
    // the alert evaluator compares a run with the previous run of the same kind
    index('domain_checks_domain_type_checked_idx').on(t.domainId, t.checkType, t.checkedAt),
  ],
);

/** The current certificate of a domain, upserted on every TLS check (one row per domain). */
export const sslCertificates = pgTable(
  'ssl_certificates',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    issuer: text('issuer'),
    subject: text('subject'),
    validFrom: tstz('valid_from'),
    validTo: tstz('valid_to'),
    daysUntilExpiry: integer('days_until_expiry'),
    isValid: boolean('is_valid').notNull().default(false),
    lastChecked: tstz('last_checked').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ssl_certificates_domain_uq').on(t.domainId),
    index('ssl_certificates_valid_to_idx').on(t.validTo),
  ],
);

/** The records last resolved for a domain; replaced per (domain, type) on every DNS check. */
export const dnsRecords = pgTable(
  'dns_records',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    recordType: varchar('record_type', { length: 10, enum: dnsRecordTypes }).notNull(),
    name: varchar('name', { length: 253 }).notNull(),
    value: text('value').notNull(),
    ttl: integer('ttl'),
    lastChecked: tstz('last_checked').notNull().defaultNow(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('dns_records_domain_type_idx').on(t.domainId, t.recordType)],
);

/**
 * One row per domain per calendar day (UTC). The history writer merges uptime checks in memory and adds them here
 * every few minutes; `counted_through` says up to when (exclusive) the domain's checks are counted, so readers add
 * the raw uptime checks from then on (decision 023). Null on rows written otherwise (seeds, retention).
 */
export const uptimeStats = pgTable(
  'uptime_stats',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    uptimePercentage: doublePrecision('uptime_percentage').notNull().default(100),
    totalChecks: integer('total_checks').notNull().default(0),
    successfulChecks: integer('successful_checks').notNull().default(0),
    /** Milliseconds. */
    avgResponseTime: real('avg_response_time'),
    countedThrough: tstz('counted_through'),
  },
  (t) => [uniqueIndex('uptime_stats_domain_date_uq').on(t.domainId, t.date)],
);

export const uptimeEvents = pgTable(
  'uptime_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    eventType: varchar('event_type', { length: 20, enum: uptimeEventTypes }).notNull(),
    startTime: tstz('start_time').notNull().defaultNow(),
    endTime: tstz('end_time'),
    durationMs: bigint('duration_ms', { mode: 'number' }),
    responseTime: integer('response_time'),
    statusCode: integer('status_code'),
    errorMessage: text('error_message'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The monitor that was down; null for the domain's home page. */
    monitorId: uuid('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('uptime_events_domain_start_idx').on(t.domainId, t.startTime),
    index('uptime_events_open_idx')
      .on(t.domainId)
      .where(sql`${t.endTime} is null`),
  ],
);

/**
 * userId/teamId are copied from the domain when the alert is raised, so workspace lists and counts
 * do not need a join (a domain never moves between workspaces).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20, enum: alertTypes }).notNull(),
    severity: varchar('severity', { length: 20, enum: alertSeverities }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    message: text('message').notNull(),
    /** Context of the rule that fired (measured value, threshold, check id). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    isResolved: boolean('is_resolved').notNull().default(false),
    createdAt: tstz('created_at').notNull().defaultNow(),
    resolvedAt: tstz('resolved_at'),
    /** Someone is on it (decision 043): the alert stays open, its cause's further alerts are not notified. */
    acknowledgedAt: tstz('acknowledged_at'),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    /** The monitor whose rule raised it; null for the domain's home-page bundle. Part of the alert's cause (decision 043). */
    monitorId: uuid('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('alerts_domain_created_idx').on(t.domainId, t.createdAt),
    index('alerts_user_created_idx').on(t.userId, t.createdAt),
    index('alerts_team_created_idx').on(t.teamId, t.createdAt),
    // the evaluator looks up the open alert of a kind to resolve it or avoid a duplicate
    index('alerts_open_domain_type_idx')
      .on(t.domainId, t.type)
      .where(sql`${t.isResolved} = false`),
    // deleting a user clears their acknowledgements (on delete set null) without reading every alert
    index('alerts_acknowledged_by_idx')
      .on(t.acknowledgedBy)
      .where(sql`${t.acknowledgedBy} is not null`),
  ],
);

/**
 * What the alert rules remember between checks, per domain and check family (jobs/evaluate). In the database,
 * not in a worker's memory, so any worker can take the next check and a restart forgets nothing.
 */
export const monitorStates = pgTable(
  'monitor_states',
  {
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** The rule's state key: a home-page family's ('downtime'), or a monitor's (`monitor:<id>:downtime`). */
    family: varchar('family', { length: 64 }).notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.domainId, t.family] })],
);

/**
 * The check watchdog's single row (id 1), shared by every process: the figures of its latest evaluation and, while
 * checks have stalled, since when. Conditional updates of this row let one process evaluate per period and one
 * process send each operator notice (modules/watchdog).
 */
export const monitoringWatchdog = pgTable(
  'monitoring_watchdog',
  {
    id: smallint('id').primaryKey(),
    evaluatedAt: tstz('evaluated_at').notNull(),
    probedDomains: integer('probed_domains').notNull().default(0),
    /** Probed domains whose uptime check is more than two intervals late. */
    overdueDomains: integer('overdue_domains').notNull().default(0),
    /** Checks the schedules call for per minute, every family of every probed domain. */
    duePerMinute: doublePrecision('due_per_minute').notNull().default(0),
    /** Checks stored in the minute before the evaluation. */
    donePerMinute: integer('done_per_minute').notNull().default(0),
    /** How far past its due time the most overdue uptime check is. */
    lagSeconds: doublePrecision('lag_seconds').notNull().default(0),
    stalledSince: tstz('stalled_since'),
  },
  (t) => [check('monitoring_watchdog_single_row', sql`${t.id} = 1`)],
);
