import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamMembers, teams, users } from '../../db/schema';
import type { TeamRole } from './permissions';

export function createWorkspaceRepository(db: Database) {
  return {
    /** The caller's membership of a team and the plan of its owner, or undefined when not a member. */
    async membership(
      teamId: string,
      userId: string,
    ): Promise<
      { role: TeamRole; ownerPlan: (typeof users.$inferSelect)['subscriptionTier']; limitedByPlan: boolean } | undefined
    > {
      const [row] = await db
        .select({
          role: teamMembers.role,
          ownerPlan: users.subscriptionTier,
          limitedByPlanAt: teamMembers.limitedByPlanAt,
        })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .innerJoin(users, eq(users.id, teams.ownerId))
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .limit(1);
      return row && { role: row.role, ownerPlan: row.ownerPlan, limitedByPlan: row.limitedByPlanAt !== null };
    },
  };
}
