import { createHash } from 'node:crypto';
import { RELATED_RESOURCES_SHOWN } from '../../../shared/constants/resources';
import type {
  ResourceCategory,
  ResourceListQuery,
  ResourcePage,
  ResourceWithRelated,
} from '../../../shared/contracts/resources';
import { renderMarkdown, type RenderedMarkdown } from '../../content/markdown';
import { notFound } from '../../http/errors';
import { createLruCache } from '../scan/lru-cache';
import { downloadInfo, findDownloadFile, type DownloadFile } from './resource-downloads';
import { toSummary } from './resource-mappers';
import { downloadFileOf } from './resource-rows';
import type { RequestFacts, ResourcesRepository, ResourceWithCategory } from './resources.repository';

export const RESOURCE_NOT_FOUND = 'This resource does not exist or is no longer published.';

export interface ResourcesServiceDeps {
  repo: ResourcesRepository;
  /** content/resources: where download files live. */
  contentDir: string;
}

/** The library as visitors see it: published resources, their pages, categories, and what is viewed and downloaded. */
export function createResourcesService({ repo, contentDir }: ResourcesServiceDeps) {
  // Rendering is cheap but not free, and the same few bodies are read over and over; keyed by the text itself.
  const rendered = createLruCache<RenderedMarkdown>(200, 24 * 60 * 60_000);
  const renderBody = (markdown: string): RenderedMarkdown => {
    const key = createHash('sha1').update(markdown).digest('base64');
    let body = rendered.get(key);
    if (body === undefined) {
      body = renderMarkdown(markdown, { checks: 'lenient' });
      rendered.set(key, body);
    }
    return body;
  };

  async function visible(slug: string): Promise<ResourceWithCategory> {
    const found = await repo.findVisibleBySlug(slug);
    if (!found) throw notFound(RESOURCE_NOT_FOUND, 'RESOURCE_NOT_FOUND');
    return found;
  }

  /** What the editor chose, then others of the same category, up to RELATED_RESOURCES_SHOWN. */
  async function relatedTo({ resource }: ResourceWithCategory): Promise<ResourceWithCategory[]> {
    const chosen = await repo.listChosenRelated(resource.id, RELATED_RESOURCES_SHOWN);
    const missing = RELATED_RESOURCES_SHOWN - chosen.length;
    if (missing <= 0 || !resource.categoryId) return chosen;
    const exclude = [resource.id, ...chosen.map((entry) => entry.resource.id)];
    return [...chosen, ...(await repo.listSameCategory(resource.categoryId, exclude, missing))];
  }

  return {
    async list(query: ResourceListQuery): Promise<ResourcePage> {
      const { page, pageSize } = query;
      const { rows, total } = await repo.listVisible(
        { categorySlug: query.category, type: query.type, difficulty: query.difficulty, featured: query.featured },
        pageSize,
        (page - 1) * pageSize,
      );
      return { data: rows.map(toSummary), page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
    },

    async categories(): Promise<ResourceCategory[]> {
      const rows = await repo.listCategoriesWithCounts();
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        icon: row.icon as ResourceCategory['icon'],
        sortOrder: row.sortOrder,
        resourceCount: row.resourceCount,
      }));
    },

    async detail(slug: string): Promise<ResourceWithRelated> {
      const found = await visible(slug);
      const { resource } = found;
      const fileName = downloadFileOf(resource);
      const file = fileName ? findDownloadFile(contentDir, fileName) : null;
      const body = renderBody(resource.content ?? '');
      const [related, downloads] = await Promise.all([
        relatedTo(found),
        file ? repo.downloadCounts([resource.id]) : new Map<string, number>(),
      ]);
      return {
        resource: {
          ...toSummary(found),
          hasDownload: file !== null,
          author: resource.author,
          metaTitle: resource.metaTitle,
          metaDescription: resource.metaDescription,
          contentHtml: body.html,
          outline: body.outline,
          download: file ? downloadInfo(resource.slug, file) : null,
          downloadCount: downloads.get(resource.id) ?? 0,
        },
        related: related.map(toSummary),
      };
    },

    /** The browser reports a view after a resource page has hydrated. */
    async recordView(slug: string, facts: RequestFacts): Promise<void> {
      const { resource } = await visible(slug);
      await repo.recordView(resource.id, facts);
    },

    /** The file to send, once the download is counted. */
    async download(slug: string, facts: RequestFacts): Promise<DownloadFile> {
      const { resource } = await visible(slug);
      const fileName = downloadFileOf(resource);
      const file = fileName ? findDownloadFile(contentDir, fileName) : null;
      if (!file) throw notFound('This resource has no file to download.', 'NO_DOWNLOAD');
      await repo.recordDownload(resource.id, facts);
      return file;
    },

    /** Whether /resources/{slug} is a page (for pages published after the build). */
    exists: (slug: string) => repo.visibleSlugExists(slug),
  };
}

export type ResourcesService = ReturnType<typeof createResourcesService>;
