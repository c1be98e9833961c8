import { index, jsonb, pgTable, primaryKey, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { users } from './users';

export const teamRoles = ['owner', 'admin', 'member', 'viewer'] as const;
export const invitationStatuses = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;

export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull().unique(),
    description: text('description'),
    // restrict: a team owner cannot be deleted while the team exists (SPEC §3.2)
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [index('teams_owner_idx').on(t.ownerId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20, enum: teamRoles }).notNull().default('member'),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Above the owner's plan's seats: the member keeps read access only until the plan allows again (decision 059). */
    limitedByPlanAt: tstz('limited_by_plan_at'),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 320 }).notNull(),
    role: varchar('role', { length: 20, enum: teamRoles }).notNull().default('member'),
    /** SHA-256 of the random token sent by e-mail; the token itself is never stored. */
    token: varchar('token', { length: 64 }).notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20, enum: invitationStatuses }).notNull().default('pending'),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    ...timestamps,
  },
  (t) => [index('team_invitations_team_idx').on(t.teamId), index('team_invitations_email_idx').on(t.email)],
);

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 64 }).notNull(),
    entityType: varchar('entity_type', { length: 64 }),
    entityId: varchar('entity_id', { length: 64 }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_team_created_idx').on(t.teamId, t.createdAt),
    index('activity_logs_user_idx').on(t.userId),
  ],
);
