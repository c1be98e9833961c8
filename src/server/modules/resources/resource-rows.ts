import type { ResourceCategoryFields, ResourceFields } from '../../../shared/contracts/resources';
import { DOWNLOADS_FOLDER } from './resource-content';
import type { NewCategoryRow, NewResourceRow, ResourceRow } from './resources.repository';

/**
 * How a resource's fields are kept in its row. The download file is stored as its path inside content/resources
 * ('downloads/dns-change-checklist.md'); visitors only ever see GET /api/resources/{slug}/download.
 */
export function resourceRowOf(fields: ResourceFields, categoryId: string | null): Omit<NewResourceRow, 'id'> {
  return {
    title: fields.title,
    slug: fields.slug,
    description: fields.description,
    categoryId,
    type: fields.type,
    content: fields.content,
    externalUrl: fields.externalUrl ?? null,
    downloadUrl: fields.downloadFile ? `${DOWNLOADS_FOLDER}/${fields.downloadFile}` : null,
    difficulty: fields.difficulty ?? null,
    readTime: fields.readTime ?? null,
    duration: fields.duration ?? null,
    tags: fields.tags,
    author: fields.author ?? null,
    publishedAt: fields.publishedAt ? new Date(fields.publishedAt) : null,
    isFeatured: fields.featured,
    isPublished: fields.published,
    metaTitle: fields.metaTitle ?? null,
    metaDescription: fields.metaDescription ?? null,
  };
}

/** The download file name of a row, or null. */
export function downloadFileOf(row: Pick<ResourceRow, 'downloadUrl'>): string | null {
  const prefix = `${DOWNLOADS_FOLDER}/`;
  return row.downloadUrl?.startsWith(prefix) ? row.downloadUrl.slice(prefix.length) : null;
}

/** A row read back as the fields an admin edits (the starting point of a partial update). */
export function resourceFieldsOf(row: ResourceRow, categorySlug: string | null, related: string[]): ResourceFields {
  return {
    title: row.title,
    slug: row.slug,
    description: row.description ?? '',
    category: categorySlug,
    type: row.type,
    difficulty: row.difficulty,
    tags: row.tags,
    author: row.author,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    featured: row.isFeatured,
    published: row.isPublished,
    readTime: row.readTime,
    duration: row.duration,
    related,
    downloadFile: downloadFileOf(row),
    externalUrl: row.externalUrl,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    content: row.content ?? '',
  };
}

export function categoryRowOf(fields: ResourceCategoryFields): Omit<NewCategoryRow, 'id'> {
  return {
    name: fields.name,
    slug: fields.slug,
    description: fields.description ?? null,
    icon: fields.icon ?? null,
    sortOrder: fields.sortOrder,
  };
}

/** The columns of `next` whose values differ from `current` (dates by time, lists and objects by value). */
export function changedColumns<T extends object>(current: T, next: Partial<T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const a = current[key];
    const b = next[key];
    const same =
      a instanceof Date && b instanceof Date
        ? a.getTime() === b.getTime()
        : typeof a === 'object' && a !== null
          ? JSON.stringify(a) === JSON.stringify(b)
          : a === b;
    if (!same) changed[key] = b;
  }
  return changed;
}
