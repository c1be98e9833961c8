import type { Database } from '../db/client';
import { syncContent } from '../startup/content-sync';

/**
 * Extension point of the prerender: fills the build's throwaway database with what public pages show, so that the
 * API answers their queries as it will in production (e.g. content/blog/*.md loaded into blog_posts, content/resources
 * into resources). Steps run in order, after migrations, before any page renders.
 */
export type PrerenderDataStep = (db: Database) => Promise<void>;

export const prerenderDataSteps: PrerenderDataStep[] = [];

// The blog's posts and the resources library, as a server loads them at start; a bad file fails the build, naming it.
prerenderDataSteps.push(async (db) => void (await syncContent(db)));
