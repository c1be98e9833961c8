import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { teams } from './teams';
import { users } from './users';

/**
 * A monitored domain. It belongs to the personal workspace of `userId` when `teamId` is null, else to the team.
 * The name is unique per workspace, not globally (docs/decisions/004-domain-unique-per-workspace.md).
 */
export const domains = pgTable(
  'domains',
  {
    id: id(),
    name: varchar('name', { length: 253 }).notNull(),
    description: text('description'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Served over plain HTTP only: uptime checks use http://, the certificate check does not apply (decision 071). */
    httpOnly: boolean('http_only').notNull().default(false),
    deactivatedAt: tstz('deactivated_at'),
    /** Paused because the workspace's plan allows fewer domains (is_active false); resumed when the plan allows again. */
    pausedByPlanAt: tstz('paused_by_plan_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('domains_personal_name_uq')
      .on(t.userId, t.name)
      .where(sql`${t.teamId} is null`),
    uniqueIndex('domains_team_name_uq')
      .on(t.teamId, t.name)
      .where(sql`${t.teamId} is not null`),
    index('domains_user_idx').on(t.userId),
    index('domains_team_idx').on(t.teamId),
  ],
);
