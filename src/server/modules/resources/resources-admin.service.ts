import {
  resourceProblems,
  type AdminCategory,
  type AdminResource,
  type ResourceCategoryFields,
  type ResourceCategoryUpdate,
  type ResourceFields,
  type ResourceUpdate,
} from '../../../shared/contracts/resources';
import { estimateReadMinutes, isReadThrough } from '../../../shared/helpers/resource-display';
import { conflict, fieldError, notFound, problemsError, type AppError } from '../../http/errors';
import { sourceOf } from './content-ids';
import { downloadFileExists } from './resource-content';
import { toSummary } from './resource-mappers';
import { categoryRowOf, resourceFieldsOf, resourceRowOf } from './resource-rows';
import type { CategoryRow, ResourcesRepository, ResourceWithCategory } from './resources.repository';

export interface ResourcesAdminDeps {
  repo: ResourcesRepository;
  /** content/resources: download files must already be there (they ship with the site). */
  contentDir: string;
}

/** An admin resource with every field, for editing. */
export type AdminResourceDetail = AdminResource & { fields: ResourceFields };

const contentManaged = (what: 'resource' | 'category', file: string): AppError =>
  conflict(
    `This ${what} comes from ${file} in the repository; change it there (changes made here would be undone at the next start).`,
    'CONTENT_MANAGED',
  );

/**
 * The library for the installation's operators (users.is_admin): categories and resources made, changed and removed
 * without a deploy. Rows kept by the content files are read-only here: the next sync would undo any change.
 */
export function createResourcesAdminService({ repo, contentDir }: ResourcesAdminDeps) {
  async function withCounts(rows: ResourceWithCategory[]): Promise<AdminResource[]> {
    const ids = rows.map((row) => row.resource.id);
    const [views, downloads] = await Promise.all([repo.viewCounts(ids), repo.downloadCounts(ids)]);
    return rows.map((row) => ({
      ...toSummary(row),
      isPublished: row.resource.isPublished,
      source: sourceOf('resource', row.resource),
      viewCount: views.get(row.resource.id) ?? 0,
      downloadCount: downloads.get(row.resource.id) ?? 0,
    }));
  }

  async function editable(id: string): Promise<ResourceWithCategory> {
    const found = await repo.findById(id);
    if (!found) throw notFound('This resource does not exist.', 'RESOURCE_NOT_FOUND');
    if (sourceOf('resource', found.resource) === 'content')
      throw contentManaged('resource', `content/resources/${found.resource.slug}.md`);
    return found;
  }

  async function editableCategory(id: string): Promise<CategoryRow> {
    const found = await repo.findCategoryById(id);
    if (!found) throw notFound('This category does not exist.', 'CATEGORY_NOT_FOUND');
    if (sourceOf('category', found) === 'content')
      throw contentManaged('category', 'content/resources/categories.yaml');
    return found;
  }

  /** Checks what the schema cannot (rules across fields, other rows, files) and returns the row's category and related ids. */
  async function resolve(
    fields: ResourceFields,
    selfId?: string,
  ): Promise<{ categoryId: string | null; relatedIds: string[] }> {
    const problem = problemsError(resourceProblems(fields));
    if (problem) throw problem;
    if (await repo.slugTaken(fields.slug, selfId)) {
      throw fieldError('slug', 'A resource with this slug already exists', 'SLUG_TAKEN');
    }
    let categoryId: string | null = null;
    if (fields.category) {
      const category = await repo.findCategoryBySlug(fields.category);
      if (!category) throw fieldError('category', `No category has the slug "${fields.category}"`);
      categoryId = category.id;
    }
    const ids = await repo.findIdsBySlugs(fields.related);
    const unknown = fields.related.find((slug) => !ids.has(slug));
    if (unknown) throw fieldError('related', `No resource has the slug "${unknown}"`);
    if (fields.related.includes(fields.slug)) throw fieldError('related', 'A resource cannot be related to itself');
    if (fields.downloadFile && !downloadFileExists(contentDir, fields.downloadFile)) {
      throw fieldError('downloadFile', `"${fields.downloadFile}" is not in content/resources/downloads`);
    }
    return { categoryId, relatedIds: [...new Set(fields.related)].map((slug) => ids.get(slug)!) };
  }

  /** Reading time from the text when the admin gives none, for what is read through (not videos or tools). */
  const withReadTime = (fields: ResourceFields): ResourceFields => {
    if (fields.readTime || !isReadThrough(fields.type) || !fields.content.trim()) return fields;
    return { ...fields, readTime: estimateReadMinutes(fields.content) };
  };

  async function detailOf(id: string): Promise<AdminResourceDetail> {
    const found = await repo.findById(id);
    if (!found) throw notFound('This resource does not exist.', 'RESOURCE_NOT_FOUND');
    const [listed] = await withCounts([found]);
    const related = await repo.relatedSlugsOf(id);
    return { ...listed!, fields: resourceFieldsOf(found.resource, found.category?.slug ?? null, related) };
  }

  const adminCategory = (row: CategoryRow, resourceCount: number): AdminCategory => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    icon: row.icon as AdminCategory['icon'],
    sortOrder: row.sortOrder,
    resourceCount,
    source: sourceOf('category', row),
  });

  return {
    async list(): Promise<AdminResource[]> {
      return withCounts(await repo.listAll());
    },

    get: detailOf,

    async create(input: ResourceFields): Promise<AdminResourceDetail> {
      const fields = withReadTime(input);
      const { categoryId, relatedIds } = await resolve(fields);
      const created = await repo.insertResource(resourceRowOf(fields, categoryId));
      await repo.replaceRelated(created.id, relatedIds);
      return detailOf(created.id);
    },

    async update(id: string, patch: ResourceUpdate): Promise<AdminResourceDetail> {
      const found = await editable(id);
      const current = resourceFieldsOf(found.resource, found.category?.slug ?? null, await repo.relatedSlugsOf(id));
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      // A changed text gets its reading time estimated again unless one is given.
      const recount = patch.content !== undefined && patch.readTime === undefined ? { readTime: null } : {};
      const fields = withReadTime({ ...current, ...recount, ...defined });
      const { categoryId, relatedIds } = await resolve(fields, id);
      await repo.updateResource(id, { ...resourceRowOf(fields, categoryId), updatedAt: new Date() });
      if (patch.related !== undefined) await repo.replaceRelated(id, relatedIds);
      return detailOf(id);
    },

    async remove(id: string): Promise<void> {
      await editable(id);
      await repo.deleteResources([id]);
    },

    async listCategories(): Promise<AdminCategory[]> {
      const rows = await repo.listCategoriesWithCounts();
      return rows.map((row) => adminCategory(row, row.resourceCount));
    },

    async createCategory(fields: ResourceCategoryFields): Promise<AdminCategory> {
      if (await repo.findCategoryBySlug(fields.slug)) {
        throw fieldError('slug', 'A category with this slug already exists', 'SLUG_TAKEN');
      }
      return adminCategory(await repo.insertCategory(categoryRowOf(fields)), 0);
    },

    async updateCategory(id: string, patch: ResourceCategoryUpdate): Promise<AdminCategory> {
      const current = await editableCategory(id);
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const fields = {
        ...current,
        description: current.description ?? undefined,
        icon: current.icon ?? undefined,
        ...defined,
      } as ResourceCategoryFields;
      const taken = fields.slug !== current.slug ? await repo.findCategoryBySlug(fields.slug) : undefined;
      if (taken) throw fieldError('slug', 'A category with this slug already exists', 'SLUG_TAKEN');
      await repo.updateCategory(id, { ...categoryRowOf(fields), updatedAt: new Date() });
      const counted = (await repo.listCategoriesWithCounts()).find((row) => row.id === id);
      return adminCategory((await repo.findCategoryById(id))!, counted?.resourceCount ?? 0);
    },

    /** Its resources stay, uncategorised. */
    async removeCategory(id: string): Promise<void> {
      await editableCategory(id);
      await repo.deleteCategories([id]);
    },
  };
}

export type ResourcesAdminService = ReturnType<typeof createResourcesAdminService>;
