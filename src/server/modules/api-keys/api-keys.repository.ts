import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKeyPermission } from '../../../shared/constants/partner-api';
import type { Database } from '../../db/client';
import { apiKeys, partners, teams, users } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;

/** What may change on a key (the service checks the values). */
export interface ApiKeyChanges {
  name?: string;
  permissions?: ApiKeyPermission[];
  rateLimit?: number;
  expiresAt?: Date | null;
}

const partnerWhere = (workspace: { userId: string; teamId: string | null }) =>
  workspace.teamId
    ? eq(partners.teamId, workspace.teamId)
    : and(eq(partners.userId, workspace.userId), isNull(partners.teamId));

export function createApiKeysRepository(db: Database) {
  return {
    /**
     * The key with this hash, its partner (workspace), the plan that governs it (the team owner's for a team) and
     * whether that paying account is disabled.
     */
    async byHash(hash: string) {
      const [row] = await db
        .select({
          key: apiKeys,
          partner: partners,
          personalPlan: users.subscriptionTier,
          personalDisabledAt: users.disabledAt,
        })
        .from(apiKeys)
        .innerJoin(partners, eq(partners.id, apiKeys.partnerId))
        .innerJoin(users, eq(users.id, partners.userId))
        .where(eq(apiKeys.keyHash, hash))
        .limit(1);
      if (!row) return undefined;
      const { personalDisabledAt, ...found } = row;
      if (!row.partner.teamId) return { ...found, plan: row.personalPlan, ownerDisabled: personalDisabledAt !== null };
      const [team] = await db
        .select({ plan: users.subscriptionTier, disabledAt: users.disabledAt })
        .from(teams)
        .innerJoin(users, eq(users.id, teams.ownerId))
        .where(eq(teams.id, row.partner.teamId))
        .limit(1);
      return team ? { ...found, plan: team.plan, ownerDisabled: team.disabledAt !== null } : undefined;
    },

    /**
     * The partner account of a workspace, made on first use. One per workspace (unique indexes): when two first uses
     * race, the second insert does nothing and reads the row the first one made.
     */
    async partnerOf(
      workspace: { userId: string; teamId: string | null },
      defaults: { companyName: string; contactEmail: string },
    ) {
      const [found] = await db.select().from(partners).where(partnerWhere(workspace)).limit(1);
      if (found) return found;
      const [made] = await db
        .insert(partners)
        .values({ userId: workspace.userId, teamId: workspace.teamId, ...defaults })
        .onConflictDoNothing()
        .returning();
      if (made) return made;
      const [raced] = await db.select().from(partners).where(partnerWhere(workspace)).limit(1);
      return raced!;
    },

    /** The workspace's partner account, made on first use with the team's (or the user's) name and the owner's e-mail. */
    async partnerFor(workspace: { userId: string; teamId: string | null }): Promise<PartnerRow> {
      const [found] = await db.select().from(partners).where(partnerWhere(workspace)).limit(1);
      if (found) return found;
      const [owner] = workspace.teamId
        ? await db
            .select({ name: teams.name, email: users.email })
            .from(teams)
            .innerJoin(users, eq(users.id, teams.ownerId))
            .where(eq(teams.id, workspace.teamId))
            .limit(1)
        : await db
            .select({
              name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
              email: users.email,
            })
            .from(users)
            .where(eq(users.id, workspace.userId))
            .limit(1);
      return this.partnerOf(workspace, {
        companyName: owner?.name || owner?.email || '',
        contactEmail: owner?.email ?? '',
      });
    },

    /** The e-mail address of whoever runs the workspace: the team's owner, or the personal workspace's user. */
    async ownerEmail(partner: Pick<PartnerRow, 'userId' | 'teamId'>): Promise<string | undefined> {
      const [row] = partner.teamId
        ? await db
            .select({ email: users.email })
            .from(teams)
            .innerJoin(users, eq(users.id, teams.ownerId))
            .where(eq(teams.id, partner.teamId))
            .limit(1)
        : await db.select({ email: users.email }).from(users).where(eq(users.id, partner.userId)).limit(1);
      return row?.email;
    },

    /** Every key of the partner, revoked ones too, oldest first. */
    list: (partnerId: string) =>
      db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.partnerId, partnerId))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id)),

    async byId(partnerId: string, id: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.partnerId, partnerId)))
        .limit(1);
      return row;
    },

    /** Keys not revoked (expired ones count: they can be given a new expiry). */
    async countActive(partnerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.partnerId, partnerId), eq(apiKeys.isActive, true)));
      return row?.n ?? 0;
    },

    async create(values: {
      partnerId: string;
      keyHash: string;
      keyPrefix: string;
      name: string;
      permissions: ApiKeyPermission[];
      rateLimit: number;
      expiresAt: Date | null;
    }) {
      const [row] = await db.insert(apiKeys).values(values).returning();
      return row!;
    },

    async update(partnerId: string, id: string, changes: ApiKeyChanges): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.partnerId, partnerId), eq(apiKeys.isActive, true)))
        .returning();
      return row;
    },

    async revoke(partnerId: string, id: string, at: Date): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ isActive: false, revokedAt: at, updatedAt: at })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.partnerId, partnerId), eq(apiKeys.isActive, true)))
        .returning();
      return row;
    },

    /**
     * Marks the month's quota warning as sent; true for the one caller that marks it (so one e-mail a month, however
     * many processes cross 80% together).
     */
    async claimQuotaWarning(partnerId: string, month: string): Promise<boolean> {
      const rows = await db
        .update(partners)
        .set({ quotaWarnedMonth: month })
        .where(and(eq(partners.id, partnerId), sql`${partners.quotaWarnedMonth} is distinct from ${month}`))
        .returning({ id: partners.id });
      return rows.length > 0;
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
