import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { MONITOR_TYPES } from '../../../shared/constants/monitors';
import { id, timestamps, tstz } from './columns';
import { domains } from './domains';

/**
 * A monitor of a domain beyond its home-page bundle (issue 16): one instance of a monitor check family with its own
 * settings, interval, downtime rule and alert routing. It belongs to its domain's workspace (every query joins the
 * domain and scopes it). Its checks are domain_checks rows with its id, its outages uptime_events rows, its alerts
 * alerts rows (all `monitor_id`).
 */
export const monitors = pgTable(
  'monitors',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20, enum: MONITOR_TYPES }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The type's settings without secrets (shared/contracts/monitors.ts). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** The secrets (auth password or token, secret header values, the push token), sealed with the installation's key. */
    secrets: text('secrets'),
    intervalSeconds: integer('interval_seconds').notNull(),
    /** Minutes down before alerting; null: the workspace's downtime threshold. */
    downtimeMinutes: integer('downtime_minutes'),
    /** Channels its alerts go to; null: the workspace's alert preferences. */
    alertChannels: jsonb('alert_channels').$type<string[]>(),
    /** Heartbeat: SHA-256 (hex) of its push token, what a ping is looked up by. */
    pushTokenHash: varchar('push_token_hash', { length: 64 }),
    isActive: boolean('is_active').notNull().default(true),
    /** Paused because the plan allows fewer monitors per domain (is_active false); resumed when it allows again. */
    pausedByPlanAt: tstz('paused_by_plan_at'),
    ...timestamps,
  },
  (t) => [index('monitors_domain_idx').on(t.domainId), uniqueIndex('monitors_push_token_uq').on(t.pushTokenHash)],
);

export const heartbeatPingKinds = ['ping', 'start', 'fail'] as const;

/** Pings a heartbeat monitor received (its push URL, `/start`, `/fail`); pruned with the rest of the history. */
export const monitorPings = pgTable(
  'monitor_pings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10, enum: heartbeatPingKinds }).notNull(),
    exitCode: smallint('exit_code'),
    message: text('message'),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [index('monitor_pings_monitor_received_idx').on(t.monitorId, t.receivedAt)],
);
