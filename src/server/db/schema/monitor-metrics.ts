import { bigint, boolean, doublePrecision, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { domains } from './domains';
import { monitors } from './monitors';

/**
 * What /metrics exposes per monitor when METRICS_MONITORS is on (decision 064): one row per monitor, and one per
 * domain for its home-page checks (`subject_id` = the monitor's id, or the domain's id for the home page). The history
 * writer adds each batch of checks to it (the same per-second flush that stores them), so whichever process serves
 * /metrics reads counters every worker has added to: the response time histogram is cumulative in the database,
 * not in one process's memory. Deleted with its monitor or domain.
 */
export const monitorMetrics = pgTable(
  'monitor_metrics',
  {
    subjectId: uuid('subject_id').primaryKey(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
    /** The latest up/down check's verdict; null until one ran (the home page's TLS or registration check may come first). */
    up: boolean('up'),
    lastCheckedAt: tstz('last_checked_at'),
    /** Checks per response time bucket (MONITOR_RESPONSE_BUCKETS, not cumulative; the last one is +Inf). */
    responseBuckets: bigint('response_buckets', { mode: 'number' }).array(),
    responseCount: bigint('response_count', { mode: 'number' }).notNull().default(0),
    /** Seconds. */
    responseSum: doublePrecision('response_sum').notNull().default(0),
    certificateExpiresAt: tstz('certificate_expires_at'),
    registrationExpiresAt: tstz('registration_expires_at'),
    /** When a batch last changed the row: a scrape's cheap "anything new?" question (its index). */
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('monitor_metrics_domain_idx').on(t.domainId),
    index('monitor_metrics_updated_idx').on(t.updatedAt),
    index('monitor_metrics_monitor_idx').on(t.monitorId),
  ],
);
