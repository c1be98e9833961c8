import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key for entities that users see and address by id. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** Timestamp with time zone, returned as a Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = {
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
};
