import { and, asc, count, desc, eq, inArray, isNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { relatedResources, resourceCategories, resourceDownloads, resources, resourceViews } from '../../db/schema';
import type { ResourceDifficulty, ResourceType } from '../../../shared/constants/resources';
import { ADVISORY_LOCK_IDS } from '../../db/lock-ids';

export type ResourceRow = typeof resources.$inferSelect;
export type NewResourceRow = typeof resources.$inferInsert;
export type CategoryRow = typeof resourceCategories.$inferSelect;
export type NewCategoryRow = typeof resourceCategories.$inferInsert;

/** A resource with the slug and name of its category. */
export interface ResourceWithCategory {
  resource: ResourceRow;
  category: { slug: string; name: string } | null;
}

export interface ResourceFilter {
  categorySlug?: string;
  type?: ResourceType;
  difficulty?: ResourceDifficulty;
  featured?: boolean;
}

export interface RequestFacts {
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Published, and its publication date (if any) has come: what visitors may see. */
const visible = () =>
  and(eq(resources.isPublished, true), or(isNull(resources.publishedAt), lte(resources.publishedAt, sql`now()`)))!;

const withCategory = {
  resource: resources,
  category: { slug: resourceCategories.slug, name: resourceCategories.name },
};

function toWithCategory(row: {
  resource: ResourceRow;
  category: { slug: string | null; name: string | null } | null;
}): ResourceWithCategory {
  const category =
    row.category?.slug && row.category.name ? { slug: row.category.slug, name: row.category.name } : null;
  return { resource: row.resource, category };
}

export function createResourcesRepository(db: Database) {
  function filtered(filter: ResourceFilter): SQL {
    const where: SQL[] = [visible()];
    if (filter.categorySlug) where.push(eq(resourceCategories.slug, filter.categorySlug));
    if (filter.type) where.push(eq(resources.type, filter.type));
    if (filter.difficulty) where.push(eq(resources.difficulty, filter.difficulty));
    if (filter.featured) where.push(eq(resources.isFeatured, true));
    return and(...where)!;
  }

  async function countsOf(
    table: typeof resourceViews | typeof resourceDownloads,
    ids: string[],
  ): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: table.resourceId, n: count() })
      .from(table)
      .where(inArray(table.resourceId, ids))
      .groupBy(table.resourceId);
    return new Map(rows.map((row) => [row.id, Number(row.n)]));
  }

  return {
    // ---- Public reads ----------------------------------------------------------------------------------------
    async listVisible(
      filter: ResourceFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: ResourceWithCategory[]; total: number }> {
      const where = filtered(filter);
      const [rows, [totals]] = await Promise.all([
        db
          .select(withCategory)
          .from(resources)
          .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
          .where(where)
          .orderBy(sql`${resources.publishedAt} desc nulls last`, asc(resources.title))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(resources)
          .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
          .where(where),
      ]);
      return { rows: rows.map(toWithCategory), total: Number(totals?.n ?? 0) };
    },

    async findVisibleBySlug(slug: string): Promise<ResourceWithCategory | undefined> {
      const [row] = await db
        .select(withCategory)
        .from(resources)
        .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
        .where(and(visible(), eq(resources.slug, slug)))
        .limit(1);
      return row ? toWithCategory(row) : undefined;
    },

    async visibleSlugExists(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: resources.id })
        .from(resources)
        .where(and(visible(), eq(resources.slug, slug)))
        .limit(1);
      return Boolean(row);
    },

    /** The resources an editor chose to show under `resourceId`, in their order (visible ones only). */
    async listChosenRelated(resourceId: string, limit: number): Promise<ResourceWithCategory[]> {
      const rows = await db
        .select(withCategory)
        .from(relatedResources)
        .innerJoin(resources, eq(resources.id, relatedResources.relatedResourceId))
        .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
        .where(and(eq(relatedResources.resourceId, resourceId), visible()))
        .orderBy(asc(relatedResources.sortOrder))
        .limit(limit);
      return rows.map(toWithCategory);
    },

    /** Other visible resources of a category, featured and newest first, leaving out `exclude`. */
    async listSameCategory(categoryId: string, exclude: string[], limit: number): Promise<ResourceWithCategory[]> {
      const rows = await db
        .select(withCategory)
        .from(resources)
        .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
        .where(
          and(
            visible(),
            eq(resources.categoryId, categoryId),
            exclude.length ? notInArray(resources.id, exclude) : undefined,
          ),
        )
        .orderBy(desc(resources.isFeatured), sql`${resources.publishedAt} desc nulls last`, asc(resources.title))
        .limit(limit);
      return rows.map(toWithCategory);
    },

    /** Every category, in order, with its count of visible resources. */
    async listCategoriesWithCounts(): Promise<(CategoryRow & { resourceCount: number })[]> {
      const rows = await db
        .select({
          category: resourceCategories,
          resourceCount: sql<number>`count(${resources.id}) filter (where ${visible()})`,
        })
        .from(resourceCategories)
        .leftJoin(resources, eq(resources.categoryId, resourceCategories.id))
        .groupBy(resourceCategories.id)
        .orderBy(asc(resourceCategories.sortOrder), asc(resourceCategories.name));
      return rows.map((row) => ({ ...row.category, resourceCount: Number(row.resourceCount) }));
    },

    viewCounts: (ids: string[]) => countsOf(resourceViews, ids),
    downloadCounts: (ids: string[]) => countsOf(resourceDownloads, ids),

    async recordView(resourceId: string, facts: RequestFacts): Promise<void> {
      await db.insert(resourceViews).values({ resourceId, ...facts });
    },

    async recordDownload(resourceId: string, facts: RequestFacts): Promise<void> {
      await db.insert(resourceDownloads).values({ resourceId, ...facts });
    },

    // ---- Rows, for the admin API and the content sync ---------------------------------------------------------
    async listAll(): Promise<ResourceWithCategory[]> {
      const rows = await db
        .select(withCategory)
        .from(resources)
        .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
        .orderBy(sql`${resources.publishedAt} desc nulls last`, asc(resources.title));
      return rows.map(toWithCategory);
    },

    async findById(id: string): Promise<ResourceWithCategory | undefined> {
      const [row] = await db
        .select(withCategory)
        .from(resources)
        .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
        .where(eq(resources.id, id))
        .limit(1);
      return row ? toWithCategory(row) : undefined;
    },

    async findIdsBySlugs(slugs: string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ id: resources.id, slug: resources.slug })
        .from(resources)
        .where(inArray(resources.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: resources.id })
        .from(resources)
        .where(and(eq(resources.slug, slug), exceptId ? ne(resources.id, exceptId) : undefined))
        .limit(1);
      return Boolean(row);
    },

    async insertResource(row: NewResourceRow): Promise<ResourceRow> {
      const [created] = await db.insert(resources).values(row).returning();
      return created!;
    },

    async updateResource(id: string, patch: Partial<NewResourceRow>): Promise<void> {
      await db.update(resources).set(patch).where(eq(resources.id, id));
    },

    async deleteResources(ids: string[]): Promise<void> {
      if (ids.length) await db.delete(resources).where(inArray(resources.id, ids));
    },

    async listRelatedLinks(resourceIds: string[]): Promise<(typeof relatedResources.$inferSelect)[]> {
      if (resourceIds.length === 0) return [];
      return db.select().from(relatedResources).where(inArray(relatedResources.resourceId, resourceIds));
    },

    /** The slugs `resourceId` points to, in order (for editing). */
    async relatedSlugsOf(resourceId: string): Promise<string[]> {
      const rows = await db
        .select({ slug: resources.slug })
        .from(relatedResources)
        .innerJoin(resources, eq(resources.id, relatedResources.relatedResourceId))
        .where(eq(relatedResources.resourceId, resourceId))
        .orderBy(asc(relatedResources.sortOrder));
      return rows.map((row) => row.slug);
    },

    /** Replaces what `resourceId` points to with `relatedIds`, in that order. */
    async replaceRelated(resourceId: string, relatedIds: string[]): Promise<void> {
      await db.delete(relatedResources).where(eq(relatedResources.resourceId, resourceId));
      if (relatedIds.length) {
        await db
          .insert(relatedResources)
          .values(relatedIds.map((relatedResourceId, sortOrder) => ({ resourceId, relatedResourceId, sortOrder })));
      }
    },

    async findCategoryBySlug(slug: string): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(resourceCategories).where(eq(resourceCategories.slug, slug)).limit(1);
      return row;
    },

    async findCategoryById(id: string): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(resourceCategories).where(eq(resourceCategories.id, id)).limit(1);
      return row;
    },

    async listCategories(): Promise<CategoryRow[]> {
      return db
        .select()
        .from(resourceCategories)
        .orderBy(asc(resourceCategories.sortOrder), asc(resourceCategories.name));
    },

    async insertCategory(row: NewCategoryRow): Promise<CategoryRow> {
      const [created] = await db.insert(resourceCategories).values(row).returning();
      return created!;
    },

    async updateCategory(id: string, patch: Partial<NewCategoryRow>): Promise<void> {
      await db.update(resourceCategories).set(patch).where(eq(resourceCategories.id, id));
    },

    async deleteCategories(ids: string[]): Promise<void> {
      if (ids.length) await db.delete(resourceCategories).where(inArray(resourceCategories.id, ids));
    },

    /** Resource ids in a category (to move them when the content files take the category's slug over). */
    async resourceIdsInCategory(categoryId: string): Promise<string[]> {
      const rows = await db.select({ id: resources.id }).from(resources).where(eq(resources.categoryId, categoryId));
      return rows.map((row) => row.id);
    },

    async moveToCategory(resourceIds: string[], categoryId: string): Promise<void> {
      if (resourceIds.length) await db.update(resources).set({ categoryId }).where(inArray(resources.id, resourceIds));
    },

    /** Serialises content syncs of several starting processes (PostgreSQL); held until the transaction ends. */
    async lockForSync(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${CONTENT_SYNC_LOCK_ID})`);
    },
  };
}

/** Arbitrary constant, distinct from the migration lock. */
const CONTENT_SYNC_LOCK_ID = ADVISORY_LOCK_IDS.contentSync;

export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
