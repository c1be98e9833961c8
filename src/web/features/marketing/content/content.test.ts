import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_PAGE_PATHS,
  PRODUCT_PAGE_PATHS,
  VENDOR_COMPARE_PATHS,
  type TopicPagePath,
} from '../../../../shared/marketing-routes';
import { isKnownPublicRoute } from '../../../../shared/routes';
import { formatDocumentTitle } from '../../../lib/document-title';
import { ABOUT_PAGE, PARTNERSHIPS_PAGE } from './company';
import { STANDALONE_META } from './standalone-meta';
import { loadTopic } from './topic-loaders';
import type { PageMetaContent, TopicContent } from './types';
import { VENDOR_COMPARISONS } from './vendors';

const topicPaths: TopicPagePath[] = [...PRODUCT_PAGE_PATHS, ...AUDIENCE_PAGE_PATHS];

async function allPages(): Promise<Array<{ path: string; meta: PageMetaContent; related: readonly string[] }>> {
  const topics = await Promise.all(
    topicPaths.map(async (path) => ({ path, content: await loadTopic(path) })),
  );
  const withRelated = (path: string, content: TopicContent) => ({ path, meta: content.meta, related: content.related });
  return [
    ...topics.map(({ path, content }) => withRelated(path, content)),
    withRelated('/about', ABOUT_PAGE),
    withRelated('/partnerships', PARTNERSHIPS_PAGE),
    ...VENDOR_COMPARE_PATHS.map((path) => ({ path, meta: VENDOR_COMPARISONS[path].meta, related: [] })),
    ...Object.entries(STANDALONE_META).map(([path, meta]) => ({ path, meta, related: [] })),
  ];
}

describe('marketing page content', () => {
  it('has a page for every marketing route, each with its own title and description within SPEC §9.4 limits', async () => {
    const pages = await allPages();
    expect(pages).toHaveLength(topicPaths.length + 2 + VENDOR_COMPARE_PATHS.length + 5);
    for (const { path, meta } of pages) {
      expect(formatDocumentTitle(meta.title).length, `${path} title`).toBeLessThanOrEqual(60);
      expect(meta.description.length, `${path} description`).toBeLessThanOrEqual(160);
      expect(meta.description.length, `${path} description`).toBeGreaterThan(70);
      expect(isKnownPublicRoute(path), path).toBe(true);
    }
    expect(new Set(pages.map((page) => page.meta.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.meta.description)).size).toBe(pages.length);
  });

  it('links only to public routes that exist', async () => {
    for (const { path, related } of await allPages()) {
      for (const target of related) expect(isKnownPublicRoute(target), `${path} -> ${target}`).toBe(true);
    }
  });
});
