import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domains, partnerDomains, partners, teams, users, type PartnerBranding } from '../../db/schema';
import { createApiKeysRepository, type PartnerRow } from '../api-keys/api-keys.repository';
import { scope, type Workspace } from '../workspaces/workspace';

export type { PartnerRow };
export type PartnerDomainRow = typeof partnerDomains.$inferSelect & { domainName: string };

export interface PartnerProfileValues {
  companyName: string;
  contactEmail: string;
  websiteUrl: string | null;
  customBranding: PartnerBranding;
  webhookUrl: string | null;
}

/** Where a page of partner domains starts: after this row in (createdAt, id) order. */
export interface PartnerDomainCursor {
  createdAt: Date;
  id: string;
}

/** created_at at the precision a cursor carries (a JS Date: milliseconds; PostgreSQL keeps microseconds). */
const createdMs = sql`date_trunc('milliseconds', ${partnerDomains.createdAt})`;

const linkColumns = {
  id: partnerDomains.id,
  partnerId: partnerDomains.partnerId,
  domainId: partnerDomains.domainId,
  externalId: partnerDomains.externalId,
  metadata: partnerDomains.metadata,
  createdAt: partnerDomains.createdAt,
  domainName: domains.name,
};

/** The partner account of a workspace (SPEC §3.2 partners) and its links to the workspace's domains. */
export function createPartnersRepository(db: Database) {
  const keys = createApiKeysRepository(db);

  /** A first partner row is named after the workspace and reaches its owner. */
  async function defaultsOf(ws: Workspace): Promise<{ companyName: string; contactEmail: string }> {
    if (ws.teamId) {
      const [team] = await db
        .select({ name: teams.name, email: users.email })
        .from(teams)
        .innerJoin(users, eq(users.id, teams.ownerId))
        .where(eq(teams.id, ws.teamId))
        .limit(1);
      if (team) return { companyName: team.name, contactEmail: team.email };
    }
    const [user] = await db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, ws.userId))
      .limit(1);
    const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
    return { companyName: name || user?.email || 'My workspace', contactEmail: user?.email ?? '' };
  }

  /** The links of the workspace's partner, joined to domains of the workspace only. */
  const links = (partnerId: string, ws: Workspace, extra?: SQL) =>
    db
      .select(linkColumns)
      .from(partnerDomains)
      .innerJoin(domains, eq(domains.id, partnerDomains.domainId))
      .where(and(eq(partnerDomains.partnerId, partnerId), scope(domains, ws), extra));

  return {
    async partnerOf(ws: Workspace): Promise<PartnerRow> {
      return keys.partnerOf(ws, await defaultsOf(ws));
    },

    async updateProfile(partnerId: string, values: PartnerProfileValues): Promise<PartnerRow> {
      const [row] = await db
        .update(partners)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(partners.id, partnerId))
        .returning();
      return row!;
    },

    async setWebhookSecret(partnerId: string, sealed: string): Promise<void> {
      await db.update(partners).set({ webhookSecret: sealed, updatedAt: new Date() }).where(eq(partners.id, partnerId));
    },

    async domainInWorkspace(ws: Workspace, domainId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: domains.id })
        .from(domains)
        .where(and(eq(domains.id, domainId), scope(domains, ws)))
        .limit(1);
      return row !== undefined;
    },

    async listLinks(
      partnerId: string,
      ws: Workspace,
      options: { externalId?: string; after?: PartnerDomainCursor; limit?: number } = {},
    ) {
      const after = options.after
        ? or(
            gt(createdMs, options.after.createdAt),
            and(eq(createdMs, options.after.createdAt), gt(partnerDomains.id, options.after.id)),
          )
        : undefined;
      const byExternal =
        options.externalId !== undefined ? eq(partnerDomains.externalId, options.externalId) : undefined;
      const query = links(partnerId, ws, and(after, byExternal)).orderBy(asc(createdMs), asc(partnerDomains.id));
      return options.limit ? query.limit(options.limit) : query;
    },

    async linkById(partnerId: string, ws: Workspace, id: string): Promise<PartnerDomainRow | undefined> {
      const [row] = await links(partnerId, ws, eq(partnerDomains.id, id)).limit(1);
      return row;
    },

    async linkByExternalId(
      partnerId: string,
      ws: Workspace,
      externalId: string,
    ): Promise<PartnerDomainRow | undefined> {
      const [row] = await links(partnerId, ws, eq(partnerDomains.externalId, externalId)).limit(1);
      return row;
    },

    /** The other links holding this external id or this domain, to tell which one a new link would repeat. */
    async clashes(partnerId: string, values: { domainId?: string; externalId?: string | null }, exceptId?: string) {
      const conditions = [
        values.domainId ? eq(partnerDomains.domainId, values.domainId) : undefined,
        values.externalId ? eq(partnerDomains.externalId, values.externalId) : undefined,
      ].filter((c): c is SQL => c !== undefined);
      if (!conditions.length) return [];
      const rows = await db
        .select({ id: partnerDomains.id, domainId: partnerDomains.domainId, externalId: partnerDomains.externalId })
        .from(partnerDomains)
        .where(and(eq(partnerDomains.partnerId, partnerId), or(...conditions)));
      return rows.filter((r) => r.id !== exceptId);
    },

    async insertLink(
      partnerId: string,
      values: { domainId: string; externalId: string | null; metadata: Record<string, unknown> },
    ) {
      const [row] = await db
        .insert(partnerDomains)
        .values({ partnerId, ...values })
        .onConflictDoNothing()
        .returning({ id: partnerDomains.id });
      return row?.id;
    },

    async updateLink(
      partnerId: string,
      id: string,
      patch: { externalId?: string | null; metadata?: Record<string, unknown> },
    ) {
      if (patch.externalId === undefined && patch.metadata === undefined) return;
      await db
        .update(partnerDomains)
        .set(patch)
        .where(and(eq(partnerDomains.partnerId, partnerId), eq(partnerDomains.id, id)));
    },

    async deleteLink(partnerId: string, id: string): Promise<void> {
      await db.delete(partnerDomains).where(and(eq(partnerDomains.partnerId, partnerId), eq(partnerDomains.id, id)));
    },
  };
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
