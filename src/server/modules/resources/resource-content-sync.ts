import type { Database } from '../../db/client';
import { defaultPace, type Pace } from '../../event-loop';
import { contentId, sourceOf } from './content-ids';
import { loadResourceContent, type ResourceContent } from './resource-content';
import { categoryRowOf, changedColumns, resourceRowOf } from './resource-rows';
import { createResourcesRepository, type ResourcesRepository } from './resources.repository';

export interface SyncCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Rows of files that no longer exist. */
  removed: number;
}

export interface ContentSyncReport {
  categories: SyncCounts;
  resources: SyncCounts;
  /** Rows made through the admin API whose slug a content file now claims (the file wins). */
  warnings: string[];
}

const zero = (): SyncCounts => ({ created: 0, updated: 0, unchanged: 0, removed: 0 });

async function syncCategories(
  repo: ResourcesRepository,
  content: ResourceContent,
  warnings: string[],
  pace: Pace,
): Promise<SyncCounts> {
  const counts = zero();
  const rows = await repo.listCategories();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  for (const category of content.categories) {
    await pace();
    const id = contentId('category', category.slug);
    const next = categoryRowOf(category);
    const current = byId.get(id);
    if (current) {
      const changed = changedColumns(current, next);
      if (Object.keys(changed).length === 0) counts.unchanged += 1;
      else {
        await repo.updateCategory(id, { ...changed, updatedAt: new Date() });
        counts.updated += 1;
      }
      continue;
    }
    const claimed = bySlug.get(category.slug);
    if (claimed) {
      // An admin made this slug before a file did: the file's category replaces it and keeps its resources.
      const members = await repo.resourceIdsInCategory(claimed.id);
      await repo.deleteCategories([claimed.id]);
      await repo.insertCategory({ id, ...next });
      await repo.moveToCategory(members, id);
      warnings.push(`The category "${category.slug}" made through the admin API is now kept by ${category.source}.`);
    } else {
      await repo.insertCategory({ id, ...next });
    }
    counts.created += 1;
  }
  const wanted = new Set(content.categories.map((category) => category.slug));
  const stale = rows.filter((row) => sourceOf('category', row) === 'content' && !wanted.has(row.slug));
  await repo.deleteCategories(stale.map((row) => row.id));
  counts.removed = stale.length;
  return counts;
}

async function syncResources(
  repo: ResourcesRepository,
  content: ResourceContent,
  warnings: string[],
  pace: Pace,
): Promise<SyncCounts> {
  const counts = zero();
  const rows = (await repo.listAll()).map((entry) => entry.resource);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const ids = content.resources.map(({ fields }) => contentId('resource', fields.slug));
  const links = await repo.listRelatedLinks(ids);

  const changed = new Set<string>();
  for (const { fields, updatedAt, source } of content.resources) {
    await pace();
    const id = contentId('resource', fields.slug);
    const next = resourceRowOf(fields, fields.category ? contentId('category', fields.category) : null);
    const current = byId.get(id);
    if (current) {
      const columns = changedColumns(current, { ...next, ...(updatedAt ? { updatedAt } : {}) });
      if (Object.keys(columns).length > 0) {
        await repo.updateResource(id, { ...columns, updatedAt: updatedAt ?? new Date() });
        changed.add(id);
      }
      continue;
    }
    const claimed = bySlug.get(fields.slug);
    if (claimed) {
      // The file wins; the admin-made row goes, with its views and downloads.
      await repo.deleteResources([claimed.id]);
      warnings.push(`The resource "${fields.slug}" made through the admin API is now kept by ${source}.`);
    }
    await repo.insertResource({ id, ...next, ...(updatedAt ? { updatedAt } : {}) });
    counts.created += 1;
  }

  // Links once every row exists (a file may point to one that comes after it).
  for (const { fields } of content.resources) {
    await pace();
    const id = contentId('resource', fields.slug);
    const wantedLinks = fields.related.map((slug) => contentId('resource', slug));
    const currentLinks = links
      .filter((link) => link.resourceId === id)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((link) => link.relatedResourceId);
    if (wantedLinks.join() === currentLinks.join()) continue;
    await repo.replaceRelated(id, wantedLinks);
    if (byId.has(id)) changed.add(id);
  }
  counts.updated = changed.size;
  counts.unchanged = content.resources.length - counts.created - counts.updated;

  const wanted = new Set(content.resources.map(({ fields }) => fields.slug));
  const stale = rows.filter((row) => sourceOf('resource', row) === 'content' && !wanted.has(row.slug));
  await repo.deleteResources(stale.map((row) => row.id));
  counts.removed = stale.length;
  return counts;
}

/**
 * Makes the database hold exactly the library's content files: creates, updates and removes the rows the files keep
 * (their ids are content ids, see content-ids.ts) and leaves rows made through the admin API alone. Idempotent: a
 * second run with the same files changes nothing. One transaction, serialised across processes; `pace` gives the event
 * loop its turns between rows (a server syncs once it serves).
 */
export async function syncResourceContent(
  db: Database,
  content: ResourceContent,
  pace: Pace = defaultPace,
): Promise<ContentSyncReport> {
  return db.transaction(async (tx) => {
    const repo = createResourcesRepository(tx);
    await repo.lockForSync();
    const warnings: string[] = [];
    const categories = await syncCategories(repo, content, warnings, pace);
    const resources = await syncResources(repo, content, warnings, pace);
    return { categories, resources, warnings };
  });
}

/** One line for the server log. */
export function describeSync(report: ContentSyncReport): string {
  const part = (name: string, c: SyncCounts) =>
    `${c.created + c.updated + c.unchanged} ${name} (${c.created} new, ${c.updated} changed, ${c.removed} removed)`;
  return `Resources content: ${part('resources', report.resources)}, ${part('categories', report.categories)}`;
}

/** At server start and as a prerender data step: the repository's content files into the database. */
export async function loadAndSyncResourceContent(db: Database, pace: Pace = defaultPace): Promise<ContentSyncReport> {
  const content = loadResourceContent();
  // reading and rendering the files is one stretch of work; the rows are written in others
  await pace();
  return syncResourceContent(db, content, pace);
}
