import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamInvitations, teams, users } from '../../db/schema';
import type { TeamRole } from '../workspaces/permissions';

export type InvitationRow = typeof teamInvitations.$inferSelect;

export interface Inviter {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface InvitationWithInviter {
  invitation: InvitationRow;
  inviter: Inviter | null;
}

export interface InvitationByToken extends InvitationWithInviter {
  team: { id: string; name: string; slug: string };
}

const inviterColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

/** Invitations of one team; the lookup by token is the only read not scoped by team (the token is the key). */
export function createInvitationsRepository(db: Database) {
  return {
    /** Marks the team's pending invitations past their expiry as expired, so lists and counts agree. */
    async expireStale(teamId: string, now: Date): Promise<void> {
      await db
        .update(teamInvitations)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(teamInvitations.teamId, teamId),
            eq(teamInvitations.status, 'pending'),
            lte(teamInvitations.expiresAt, now),
          ),
        );
    },

    async list(teamId: string): Promise<InvitationWithInviter[]> {
      return db
        .select({ invitation: teamInvitations, inviter: inviterColumns })
        .from(teamInvitations)
        .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
        .where(eq(teamInvitations.teamId, teamId))
        .orderBy(desc(sql`${teamInvitations.status} = 'pending'`), desc(teamInvitations.createdAt));
    },

    async find(teamId: string, id: string): Promise<InvitationWithInviter | undefined> {
      const [row] = await db
        .select({ invitation: teamInvitations, inviter: inviterColumns })
        .from(teamInvitations)
        .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
        .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, id)))
        .limit(1);
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<InvitationByToken | undefined> {
      const [row] = await db
        .select({
          invitation: teamInvitations,
          inviter: inviterColumns,
          team: { id: teams.id, name: teams.name, slug: teams.slug },
        })
        .from(teamInvitations)
        .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
        .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
        .where(eq(teamInvitations.token, tokenHash))
        .limit(1);
      return row;
    },

    /** The live (pending, unexpired) invitation for an address, if any. */
    async pendingFor(teamId: string, email: string, now: Date): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.teamId, teamId),
            sql`lower(${teamInvitations.email}) = ${email.toLowerCase()}`,
            eq(teamInvitations.status, 'pending'),
            gt(teamInvitations.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    async countPending(teamId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.teamId, teamId),
            eq(teamInvitations.status, 'pending'),
            gt(teamInvitations.expiresAt, now),
          ),
        );
      return row?.n ?? 0;
    },

    async insert(values: {
      teamId: string;
      email: string;
      role: TeamRole;
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
    }): Promise<InvitationRow> {
      const { tokenHash, ...rest } = values;
      const [row] = await db
        .insert(teamInvitations)
        .values({ ...rest, token: tokenHash })
        .returning();
      return row!;
    },

    async update(
      teamId: string,
      id: string,
      patch: Partial<Pick<InvitationRow, 'status' | 'token' | 'expiresAt' | 'acceptedAt'>>,
    ): Promise<InvitationRow | undefined> {
      const [row] = await db
        .update(teamInvitations)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, id)))
        .returning();
      return row;
    },

    async remove(teamId: string, id: string): Promise<void> {
      await db.delete(teamInvitations).where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, id)));
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
