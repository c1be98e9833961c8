import { bigint, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

/** What operators did to accounts on /admin/users (issue 20): plan changes, admin rights, disabling. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The operator; kept as an e-mail too, so the entry still says who after the account is deleted. */
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: varchar('admin_email', { length: 320 }).notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetEmail: varchar('target_email', { length: 320 }).notNull(),
    /** e.g. 'plan.change', 'admin.grant', 'admin.revoke', 'account.disable', 'account.enable', 'delivery.resend'. */
    action: varchar('action', { length: 64 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt), index('admin_audit_log_target_idx').on(t.targetUserId)],
);

/**
 * One row per running process that takes jobs (roles all and worker), written by its heartbeat: what /admin/system
 * shows per worker. A row whose heartbeat stopped is a stalled (or killed) worker until it is pruned.
 */
export const workerProcesses = pgTable(
  'worker_processes',
  {
    /** `hostname:pid:start time`: unique per process, stable for its life. */
    id: varchar('id', { length: 200 }).primaryKey(),
    hostname: varchar('hostname', { length: 255 }).notNull(),
    pid: integer('pid').notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    /** Where the worker probes from, once regions exist; null means the installation's one place. */
    region: varchar('region', { length: 64 }),
    version: varchar('version', { length: 64 }),
    startedAt: tstz('started_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    /** The figures of the heartbeat's last minute: jobs taken, lag percentiles, failures (shape in jobs/heartbeat). */
    stats: jsonb('stats').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('worker_processes_last_seen_idx').on(t.lastSeenAt)],
);

/** The last run of each periodic maintenance job (retention, roll-ups...): when, how long, and how it ended. */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 100 }).primaryKey(),
  lastStartedAt: tstz('last_started_at').notNull(),
  lastFinishedAt: tstz('last_finished_at'),
  lastDurationMs: integer('last_duration_ms'),
  /** Null when the last run succeeded. */
  lastError: text('last_error'),
  lastSucceededAt: tstz('last_succeeded_at'),
});
