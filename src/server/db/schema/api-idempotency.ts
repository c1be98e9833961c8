import { index, integer, pgTable, text, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { apiKeys } from './partners';

/**
 * The first answer to a POST /api/v1 call sent with an `Idempotency-Key` (issue 18, decision 057): replayed for the
 * same key of the same API key within IDEMPOTENCY_WINDOW_HOURS, then pruned. `status` is null while the first call
 * is still running.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeyId, t.idempotencyKey] }),
    index('api_idempotency_created_idx').on(t.createdAt),
  ],
);
