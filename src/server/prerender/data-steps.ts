import type { Database } from '../db/client';
import { syncBlogContent } from '../modules/blog/blog-sync';
import { loadAndSyncResourceContent } from '../modules/resources/resource-content-sync';

/**
 * Extension point of the prerender: fills the build's throwaway database with what public pages show, so that the
 * API answers their queries as it will in production (e.g. content/blog/*.md loaded into blog_posts, content/resources
 * into resources). Steps run in order, after migrations, before any page renders.
 */
export type PrerenderDataStep = (db: Database) => Promise<void>;

export const prerenderDataSteps: PrerenderDataStep[] = [];

// The blog's posts (content/blog/*.md); a bad file fails the build with its name.
prerenderDataSteps.push(async (db) => {
  await syncBlogContent(db);
});
// The resources library: content/resources/*.md and categories.yaml (a bad file fails the build, naming it).
prerenderDataSteps.push(async (db) => void (await loadAndSyncResourceContent(db)));
