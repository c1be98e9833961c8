import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { domains } from './domains';
import { monitors } from './monitors';
import { alertSeverities, alertTypes, alerts, type AlertSeverity, type AlertType } from './monitoring';
import { partners } from './partners';
import { statusSubscribers } from './status-pages';
import { teams } from './teams';
import { users } from './users';

export const notificationChannels = ['email', 'sms', 'slack', 'webhook'] as const;
/** 'outbox': e-mail kept in mail_outbox because no SMTP server is set (decision 073): handed over, but to nobody. */
export const deliveryStatuses = ['queued', 'sent', 'outbox', 'failed', 'retrying'] as const;
export const renewalTypes = ['domain', 'ssl', 'hosting', 'other'] as const;
export const thresholdMetrics = [
  'response_time',
  'uptime_percentage',
  'downtime_minutes',
  'ssl_expiry_days',
  'performance_score',
  'lcp',
  'inp',
  'cls',
  'fcp',
  'ttfb',
] as const;

export type NotificationChannel = (typeof notificationChannels)[number];

/** A delivery's rendered message, as kept for operators (notification_deliveries.message). */
export interface DeliveredMessage {
  subject?: string;
  text?: string;
  html?: string;
  /** JSON body of a Slack or webhook post. */
  body?: unknown;
}

export interface AlertThresholdDefaults {
  sslExpiryDays: number;
  downtimeMinutes: number;
  responseTimeMs: number;
  performanceScoreThreshold: number;
  dnsChangeAlerts: boolean;
}

/** SPEC §9.2 */
const defaultAlertThresholds: AlertThresholdDefaults = {
  sslExpiryDays: 30,
  downtimeMinutes: 5,
  responseTimeMs: 3000,
  performanceScoreThreshold: 50,
  dnsChangeAlerts: true,
};

/** One row per user: how that user wants to be told, whatever the workspace. */
export const alertPreferences = pgTable('alert_preferences', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  channelEmail: boolean('channel_email').notNull().default(true),
  channelSms: boolean('channel_sms').notNull().default(false),
  channelSlack: boolean('channel_slack').notNull().default(false),
  /** E.164 number for the SMS channel; the spec names the channel but no target. */
  phoneNumber: varchar('phone_number', { length: 32 }),
  quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(false),
  /** Local wall-clock times in users.timezone. */
  quietHoursStart: time('quiet_hours_start'),
  quietHoursEnd: time('quiet_hours_end'),
  alertThresholds: jsonb('alert_thresholds').$type<AlertThresholdDefaults>().notNull().default(defaultAlertThresholds),
  ...timestamps,
});

/**
 * A rule on one metric; domainId null means every domain of the workspace. With monitorId it is the rule of one monitor
 * (its domainId is the monitor's domain): it applies to that monitor's checks only (issue 31).
 */
export const alertThresholds = pgTable(
  'alert_thresholds',
  {
    id: id(),
    domainId: uuid('domain_id').references(() => domains.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    metric: varchar('metric', { length: 50, enum: thresholdMetrics }).notNull(),
    warningThreshold: doublePrecision('warning_threshold'),
    criticalThreshold: doublePrecision('critical_threshold'),
    businessHoursOnly: boolean('business_hours_only').notNull().default(false),
    businessHoursStart: time('business_hours_start'),
    businessHoursEnd: time('business_hours_end'),
    timezone: varchar('timezone', { length: 64 }).notNull().default('UTC'),
    enabled: boolean('enabled').notNull().default(true),
    notificationChannels: jsonb('notification_channels').$type<NotificationChannel[]>().notNull().default(['email']),
    cooldownMinutes: integer('cooldown_minutes').notNull().default(15),
    /** Start of the cooldown window. */
    lastTriggeredAt: tstz('last_triggered_at'),
    ...timestamps,
  },
  (t) => [
    index('alert_thresholds_domain_idx').on(t.domainId),
    index('alert_thresholds_monitor_idx').on(t.monitorId),
    index('alert_thresholds_user_idx').on(t.userId),
    index('alert_thresholds_team_idx').on(t.teamId),
  ],
);

export const slackIntegrations = pgTable(
  'slack_integrations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    workspaceName: varchar('workspace_name', { length: 255 }),
    channelName: varchar('channel_name', { length: 255 }),
    webhookUrl: text('webhook_url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    alertTypes: jsonb('alert_types')
      .$type<AlertType[]>()
      .notNull()
      .default([...alertTypes]),
    severityFilter: jsonb('severity_filter')
      .$type<AlertSeverity[]>()
      .notNull()
      .default([...alertSeverities]),
    /** Domain ids; null means every domain of the workspace. */
    domainFilter: jsonb('domain_filter').$type<string[] | null>(),
    lastUsedAt: tstz('last_used_at'),
    lastTestAt: tstz('last_test_at'),
    ...timestamps,
  },
  (t) => [index('slack_integrations_user_idx').on(t.userId), index('slack_integrations_team_idx').on(t.teamId)],
);

/** Generic outgoing webhooks; payloads are signed with HMAC-SHA256 of `secret`, so it is kept in clear. */
export const webhookIntegrations = pgTable(
  'webhook_integrations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }),
    url: text('url').notNull(),
    secret: varchar('secret', { length: 128 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    alertTypes: jsonb('alert_types')
      .$type<AlertType[]>()
      .notNull()
      .default([...alertTypes]),
    lastUsedAt: tstz('last_used_at'),
    ...timestamps,
  },
  (t) => [index('webhook_integrations_user_idx').on(t.userId), index('webhook_integrations_team_idx').on(t.teamId)],
);

/**
 * Delivery log: one row per attempt. alertId is null for test messages; userId is the account the message
 * was sent for, so the log can be listed without the alert.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A status page subscriber's notice (issue 17): whom it went to; null for alert deliveries. */
    subscriberId: uuid('subscriber_id').references(() => statusSubscribers.id, { onDelete: 'cascade' }),
    /** A partner event (decision 081): the partner whose webhook it went to; null for other deliveries. */
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    /**
     * What the subscriber notice was about: `incident:<update id>` or `maintenance:<window id>`; for a partner event,
     * `<event>:<alert or incident id>` (`test` for a test event).
     */
    notice: varchar('notice', { length: 120 }),
    channel: varchar('channel', { length: 20, enum: notificationChannels }).notNull(),
    /** Address, phone number or URL (without secrets). */
    target: text('target').notNull(),
    /**
     * The Slack or webhook integration it went through (slack_integrations or webhook_integrations, by `channel`); a
     * resend finds it by this id, whatever it was renamed to since. Null for other channels and for older rows.
     */
    integrationId: uuid('integration_id'),
    status: varchar('status', { length: 20, enum: deliveryStatuses }).notNull().default('queued'),
    attempt: integer('attempt').notNull().default(1),
    error: text('error'),
    responseCode: integer('response_code'),
    nextAttemptAt: tstz('next_attempt_at'),
    sentAt: tstz('sent_at'),
    /**
     * The message as the channel rendered it (e-mail subject and text, SMS text, Slack or webhook JSON body), without
     * secrets: what /admin/mailgun shows. Null for rows written before it was kept.
     */
    message: jsonb('message').$type<DeliveredMessage>(),
    /** Set on a delivery an operator sent again: the row it repeats. */
    resentFromId: bigint('resent_from_id', { mode: 'number' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notification_deliveries_created_idx').on(t.createdAt),
    index('notification_deliveries_status_next_idx').on(t.status, t.nextAttemptAt),
    index('notification_deliveries_alert_idx').on(t.alertId),
    index('notification_deliveries_subscriber_idx').on(t.subscriberId),
    index('notification_deliveries_partner_created_idx').on(t.partnerId, t.createdAt),
    index('notification_deliveries_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    type: varchar('type', { length: 20, enum: renewalTypes }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    notifiedAt: tstz('notified_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('renewal_reminders_user_date_idx').on(t.userId, t.date),
    index('renewal_reminders_team_date_idx').on(t.teamId, t.date),
    index('renewal_reminders_created_by_idx').on(t.createdBy),
    // the reminder job scans upcoming dates not yet notified
    index('renewal_reminders_pending_idx')
      .on(t.date)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
