/**
 * Extension point of the prerender: public pages whose paths come from content (blog posts, blog pages, categories
 * and tags, resources). Each source lists its paths by asking the API, which the build answers in-process from a
 * database loaded with the content (see src/server/prerender/data-steps.ts). Every listed path is rendered to HTML,
 * listed in sitemap.xml (unless the page says noindex) and indexed by the site search.
 *
 * To add one: push a source to `dynamicPathSources` below (import it from your feature's `prerender.ts`).
 */
import type { PrerenderPath } from '../../shared/prerender/types';
import { blogPathSource } from '../features/blog/prerender';
import { resourcePathSource } from '../features/resources/prerender';

/** A JSON GET against the site's own API; throws on any non-2xx answer. */
export type ApiGet = <T>(path: string) => Promise<T>;

export interface DynamicPathSource {
  /** Shown in build errors. */
  name: string;
  /**
   * Route patterns (e.g. '/blog/:slug') whose every page this source lists: the server answers 404 for any other path
   * that matches them. Leave a pattern out when its pages can appear after the build (rows created at run time);
   * such paths are then served the app shell and render in the browser.
   */
  patterns: string[];
  list(api: ApiGet): Promise<PrerenderPath[]>;
}

export const dynamicPathSources: DynamicPathSource[] = [];

dynamicPathSources.push(blogPathSource);
dynamicPathSources.push(resourcePathSource);
