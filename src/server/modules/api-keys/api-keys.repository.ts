import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys, partners, teams, users } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;

export function createApiKeysRepository(db: Database) {
  return {
    /** The key with this hash, its partner (workspace) and the plan that governs it (the team owner's for a team). */
    async byHash(hash: string) {
      const [row] = await db
        .select({ key: apiKeys, partner: partners, personalPlan: users.subscriptionTier })
        .from(apiKeys)
        .innerJoin(partners, eq(partners.id, apiKeys.partnerId))
        .innerJoin(users, eq(users.id, partners.userId))
        .where(eq(apiKeys.keyHash, hash))
        .limit(1);
      if (!row) return undefined;
      if (!row.partner.teamId) return { ...row, plan: row.personalPlan };
      const [team] = await db
        .select({ plan: users.subscriptionTier })
        .from(teams)
        .innerJoin(users, eq(users.id, teams.ownerId))
        .where(eq(teams.id, row.partner.teamId))
        .limit(1);
      return team ? { ...row, plan: team.plan } : undefined;
    },

    /** The partner account of a workspace, made on first use (one per workspace). */
    async partnerOf(workspace: { userId: string; teamId: string | null }, defaults: { companyName: string; contactEmail: string }) {
      const where = workspace.teamId ? eq(partners.teamId, workspace.teamId) : and(eq(partners.userId, workspace.userId), isNull(partners.teamId));
      const [found] = await db.select().from(partners).where(where).limit(1);
      if (found) return found;
      const [made] = await db
        .insert(partners)
        .values({ userId: workspace.userId, teamId: workspace.teamId, ...defaults })
        .returning();
      return made!;
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
