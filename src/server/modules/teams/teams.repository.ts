import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { domains, teamMembers, teams, users } from '../../db/schema';
import type { UserRow } from '../auth/auth.repository';
import type { DomainRow } from '../domains/domains.repository';
import type { TeamRole } from '../workspaces/permissions';

export type TeamRow = typeof teams.$inferSelect;

export interface TeamAccessRow {
  team: TeamRow;
  /** The caller's role in the team. */
  role: TeamRole;
  /** The plan of the team's owner: it sets the team's limits. */
  ownerPlan: UserRow['subscriptionTier'];
}

export interface TeamListRow {
  team: TeamRow;
  role: TeamRole;
  memberCount: number;
}

export interface MemberRow {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: TeamRole;
  joinedAt: Date;
}

const memberColumns = {
  userId: teamMembers.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: teamMembers.role,
  joinedAt: teamMembers.joinedAt,
};

/** Owner first, then admins, members, viewers; each by joining date. */
const roleRank = sql`case ${teamMembers.role} when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end`;

/**
 * Teams and their members. Every read of a team goes through `access`, which answers only to members, so a
 * team is invisible (404) to everyone else; writes take the team id that `access` returned.
 */
export function createTeamsRepository(db: Database) {
  return {
    async access(userId: string, by: { slug: string } | { id: string }): Promise<TeamAccessRow | undefined> {
      const owner = alias(users, 'owner');
      const [row] = await db
        .select({ team: teams, role: teamMembers.role, ownerPlan: owner.subscriptionTier })
        .from(teams)
        .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
        .innerJoin(owner, eq(owner.id, teams.ownerId))
        .where('slug' in by ? eq(teams.slug, by.slug) : eq(teams.id, by.id))
        .limit(1);
      return row;
    },

    /** The plan of the team's owner, for callers who are not members yet (accepting an invitation). */
    async ownerPlan(teamId: string): Promise<UserRow['subscriptionTier'] | undefined> {
      const [row] = await db
        .select({ plan: users.subscriptionTier })
        .from(teams)
        .innerJoin(users, eq(users.id, teams.ownerId))
        .where(eq(teams.id, teamId))
        .limit(1);
      return row?.plan;
    },

    async listForUser(userId: string): Promise<TeamListRow[]> {
      const memberCount = sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id})`;
      return db
        .select({ team: teams, role: teamMembers.role, memberCount })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(sql`lower(${teams.name})`), asc(teams.createdAt));
    },

    /** Slugs taken by any team that start with `base` (slugs are global: they appear in links). */
    async slugsLike(base: string): Promise<string[]> {
      const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await db
        .select({ slug: teams.slug })
        .from(teams)
        .where(like(teams.slug, `${escaped}%`));
      return rows.map((r) => r.slug);
    },

    /**
     * Creates the team with its owner as the first member and makes it the owner's current workspace, in one
     * transaction. Undefined when the slug was taken meanwhile.
     */
    async create(values: {
      name: string;
      slug: string;
      description: string | null;
      ownerId: string;
    }): Promise<TeamRow | undefined> {
      return db.transaction(async (tx) => {
        const [team] = await tx.insert(teams).values(values).onConflictDoNothing({ target: teams.slug }).returning();
        if (!team) return undefined;
        await tx.insert(teamMembers).values({ teamId: team.id, userId: values.ownerId, role: 'owner' });
        await tx
          .update(users)
          .set({ currentTeamId: team.id, updatedAt: new Date() })
          .where(eq(users.id, values.ownerId));
        return team;
      });
    },

    async update(teamId: string, patch: Partial<Pick<TeamRow, 'name' | 'description'>>): Promise<TeamRow | undefined> {
      const [row] = await db
        .update(teams)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(teams.id, teamId))
        .returning();
      return row;
    },

    /**
     * Deletes the team; its domains, members, invitations and activity go with it (foreign keys cascade).
     * Members whose current workspace it was are moved back to their personal workspace. Answers the domains
     * that were being monitored, so the scheduler can drop them.
     */
    async remove(teamId: string): Promise<DomainRow[]> {
      return db.transaction(async (tx) => {
        const monitored = await tx
          .select()
          .from(domains)
          .where(and(eq(domains.teamId, teamId), eq(domains.isActive, true)));
        await tx
          .update(users)
          .set({ currentTeamId: null, updatedAt: new Date() })
          .where(eq(users.currentTeamId, teamId));
        await tx.delete(teams).where(eq(teams.id, teamId));
        return monitored;
      });
    },

    async members(teamId: string): Promise<MemberRow[]> {
      return db
        .select(memberColumns)
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(roleRank, asc(teamMembers.joinedAt));
    },

    /** A personal workspace's one member: its owner, since the account was made. */
    async personalOwner(userId: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: sql<'owner'>`'owner'`,
          joinedAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async member(teamId: string, userId: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select(memberColumns)
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .limit(1);
      return row;
    },

    /** E-mail addresses are stored lower-case; the comparison folds case anyway for older rows. */
    async memberByEmail(teamId: string, email: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select(memberColumns)
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, teamId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
        .limit(1);
      return row;
    },

    async countMembers(teamId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
      return row?.n ?? 0;
    },

    async addMember(teamId: string, userId: string, role: TeamRole, invitedBy: string | null): Promise<void> {
      await db.insert(teamMembers).values({ teamId, userId, role, invitedBy });
    },

    async setRole(teamId: string, userId: string, role: TeamRole): Promise<void> {
      await db
        .update(teamMembers)
        .set({ role })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    },

    /** Removes the membership; the user's current workspace falls back to personal if it was this team. */
    async removeMember(teamId: string, userId: string): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
        await tx
          .update(users)
          .set({ currentTeamId: null, updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.currentTeamId, teamId)));
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
        return user;
      });
    },

    /** The new owner takes the owner role and `teams.owner_id`; the previous owner stays on as an admin. */
    async transferOwnership(teamId: string, fromUserId: string, toUserId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(teamMembers)
          .set({ role: 'admin' })
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, fromUserId)));
        await tx
          .update(teamMembers)
          .set({ role: 'owner' })
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, toUserId)));
        await tx.update(teams).set({ ownerId: toUserId, updatedAt: new Date() }).where(eq(teams.id, teamId));
      });
    },

    /** Sets the user's current workspace (null: personal) and answers the updated user. */
    async setCurrentTeam(userId: string, teamId: string | null): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ currentTeamId: teamId, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    /** Holds the team's row until the surrounding transaction ends; serialises limit checks per team. */
    async lock(teamId: string): Promise<boolean> {
      const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
      return rows.length > 0;
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
