import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { StatusPageAssetKind } from '../../../shared/constants/status-pages';
import { queryRows, type Database } from '../../db/client';
import { uuidArray } from '../../db/uuid-array';
import { sqlStateOf } from '../../db/database-errors';
import { domains, monitors, statusPageAssets, statusPageDomains, statusPages, teams, users } from '../../db/schema';
import { ownership, scope, type Workspace } from '../workspaces/workspace';

export type StatusPageRow = typeof statusPages.$inferSelect;
export type NewStatusPage = Omit<typeof statusPages.$inferInsert, 'userId' | 'teamId'>;
export type StatusPagePatch = Partial<Omit<NewStatusPage, 'id' | 'createdAt'>>;
export type ComponentRow = typeof statusPageDomains.$inferSelect;
export type AssetRow = typeof statusPageAssets.$inferSelect;

/** A component with the names of what it watches. */
export interface ComponentWithSource extends ComponentRow {
  domainName: string;
  monitorName: string | null;
}

export interface ComponentValues {
  id?: string;
  domainId: string;
  monitorId: string | null;
  displayName: string | null;
  groupName: string | null;
  isVisible: boolean;
}

/** Status pages of a workspace, their components and uploaded assets (issue 17). Every query keeps to the workspace. */
export function createStatusPagesRepository(db: Database) {
  const pageOf = (ws: Workspace, id: string) => and(eq(statusPages.id, id), scope(statusPages, ws));

  return {
    async list(ws: Workspace): Promise<StatusPageRow[]> {
      return db
        .select()
        .from(statusPages)
        .where(scope(statusPages, ws))
        .orderBy(asc(statusPages.createdAt), asc(statusPages.id));
    },

    async find(ws: Workspace, id: string): Promise<StatusPageRow | undefined> {
      const [row] = await db.select().from(statusPages).where(pageOf(ws, id)).limit(1);
      return row;
    },

    /** Confirmed-subscriber counts of these pages, in one statement. */
    async subscriberCounts(pageIds: string[]): Promise<Map<string, number>> {
      if (!pageIds.length) return new Map();
      const rows = await queryRows<{ id: string; subscribers: number | string }>(
        db,
        sql`
        select p.id,
          (select count(*) from status_subscribers s
            where s.status_page_id = p.id and s.is_verified and s.unsubscribed_at is null) as subscribers
        from status_pages p where p.id = any(${uuidArray(pageIds)})`,
      );
      return new Map(rows.map((r) => [r.id, Number(r.subscribers)]));
    },

    async count(ws: Workspace): Promise<number> {
      const [row] = await db.select({ n: count() }).from(statusPages).where(scope(statusPages, ws));
      return row?.n ?? 0;
    },

    /** Slugs taken by any page that start with `base` (slugs are addresses: unique across the installation). */
    async slugsLike(base: string): Promise<string[]> {
      const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await db
        .select({ slug: statusPages.slug })
        .from(statusPages)
        .where(like(statusPages.slug, `${escaped}%`));
      return rows.map((r) => r.slug);
    },

    /**
     * Inserts unless the workspace has `limit` pages already: 'limit' then, 'conflict' when the slug or host name was
     * taken meanwhile. The workspace's owner row (the team, or the user) is locked while counting, so two creations
     * at once cannot both take the last place.
     */
    async insertWithinLimit(
      ws: Workspace,
      values: NewStatusPage,
      limit: number,
    ): Promise<StatusPageRow | 'limit' | 'conflict'> {
      return db.transaction(async (tx) => {
        if (ws.teamId) await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, ws.teamId)).for('update');
        else await tx.select({ id: users.id }).from(users).where(eq(users.id, ws.userId)).for('update');
        const [counted] = await tx.select({ n: count() }).from(statusPages).where(scope(statusPages, ws));
        if ((counted?.n ?? 0) >= limit) return 'limit';
        const [row] = await tx
          .insert(statusPages)
          .values({ ...values, ...ownership(ws) })
          .onConflictDoNothing()
          .returning();
        return row ?? 'conflict';
      });
    },

    /** Undefined when the page is not the workspace's; 'conflict' when the slug or host name belongs to another page. */
    async update(ws: Workspace, id: string, patch: StatusPagePatch): Promise<StatusPageRow | 'conflict' | undefined> {
      try {
        const [row] = await db
          .update(statusPages)
          .set({ ...patch, updatedAt: new Date() })
          .where(pageOf(ws, id))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'conflict';
        throw error;
      }
    },

    async remove(ws: Workspace, id: string): Promise<boolean> {
      const rows = await db.delete(statusPages).where(pageOf(ws, id)).returning({ id: statusPages.id });
      return rows.length > 0;
    },

    /** Marks the page changed (a component or asset edit is an edit of the page). */
    async touch(id: string): Promise<void> {
      await db.update(statusPages).set({ updatedAt: new Date() }).where(eq(statusPages.id, id));
    },

    // ---- components ----

    /** These pages' components in display order, with their domain's and monitor's names. */
    async components(pageIds: string[]): Promise<ComponentWithSource[]> {
      if (!pageIds.length) return [];
      const rows = await db
        .select({ component: statusPageDomains, domainName: domains.name, monitorName: monitors.name })
        .from(statusPageDomains)
        .innerJoin(domains, eq(domains.id, statusPageDomains.domainId))
        .leftJoin(monitors, eq(monitors.id, statusPageDomains.monitorId))
        .where(inArray(statusPageDomains.statusPageId, pageIds))
        .orderBy(asc(statusPageDomains.orderIndex), asc(statusPageDomains.id));
      return rows.map((r) => ({ ...r.component, domainName: r.domainName, monitorName: r.monitorName }));
    },

    /** Of these domain ids, those that are active domains of the workspace. */
    async workspaceDomains(ws: Workspace, ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: domains.id })
        .from(domains)
        .where(and(inArray(domains.id, ids), scope(domains, ws), eq(domains.isActive, true)));
      return new Set(rows.map((r) => r.id));
    },

    /** Of these monitor ids, those of the workspace's domains, with their domain. */
    async workspaceMonitors(ws: Workspace, ids: string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: monitors.id, domainId: monitors.domainId })
        .from(monitors)
        .innerJoin(domains, eq(domains.id, monitors.domainId))
        .where(and(inArray(monitors.id, ids), scope(domains, ws)));
      return new Map(rows.map((r) => [r.id, r.domainId]));
    },

    /**
     * The page's whole list, in order, in one transaction: components left out are deleted, kept ids updated, new
     * ones inserted. Existing rows are first moved out of the way of the unique (page, domain) and (page, monitor)
     * indexes, so a list that swaps two components' targets does not collide with itself.
     */
    async replaceComponents(pageId: string, list: ComponentValues[]): Promise<void> {
      await db.transaction(async (tx) => {
        const keep = list.flatMap((c) => (c.id ? [c.id] : []));
        await tx
          .delete(statusPageDomains)
          .where(
            and(
              eq(statusPageDomains.statusPageId, pageId),
              keep.length ? sql`${statusPageDomains.id} <> all(${uuidArray(keep)})` : undefined,
            ),
          );
        if (keep.length) await tx.delete(statusPageDomains).where(inArray(statusPageDomains.id, keep));
        if (!list.length) return;
        await tx.insert(statusPageDomains).values(
          list.map((c, orderIndex) => ({
            ...(c.id ? { id: c.id } : {}),
            statusPageId: pageId,
            domainId: c.domainId,
            monitorId: c.monitorId,
            displayName: c.displayName,
            groupName: c.groupName,
            isVisible: c.isVisible,
            orderIndex,
          })),
        );
      });
    },

    // ---- assets ----

    /** Replaces the page's logo or favicon with a new row (a new id: a new address). */
    async putAsset(
      pageId: string,
      kind: StatusPageAssetKind,
      asset: { contentType: string; sha256: string; bytes: Buffer },
    ): Promise<AssetRow> {
      return db.transaction(async (tx) => {
        await tx
          .delete(statusPageAssets)
          .where(and(eq(statusPageAssets.statusPageId, pageId), eq(statusPageAssets.kind, kind)));
        const [row] = await tx
          .insert(statusPageAssets)
          .values({ statusPageId: pageId, kind, ...asset })
          .returning();
        return row!;
      });
    },

    async removeAsset(pageId: string, kind: StatusPageAssetKind): Promise<void> {
      await db
        .delete(statusPageAssets)
        .where(and(eq(statusPageAssets.statusPageId, pageId), eq(statusPageAssets.kind, kind)));
    },
  };
}

const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

export type StatusPagesRepository = ReturnType<typeof createStatusPagesRepository>;
