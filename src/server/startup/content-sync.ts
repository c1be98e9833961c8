import type { Database } from '../db/client';
import { defaultPace } from '../event-loop';
import { syncBlogContent } from '../modules/blog/blog-sync';
import { describeSync, loadAndSyncResourceContent } from '../modules/resources/resource-content-sync';

/**
 * The repository's content files into the database: the blog's posts (content/blog) and the resources library
 * (content/resources). At every server start, once it listens (startup-work.ts), and into the prerender's
 * throwaway database. A bad file throws, naming it. Returns what it did and what an operator should know, for the log.
 */
export async function syncContent(
  db: Database,
  { blogDir }: { blogDir?: string } = {},
): Promise<{ report: string[]; warnings: string[] }> {
  const blog = await syncBlogContent(db, blogDir);
  // a turn of the event loop between the blog's rows and the library's files: each is a stretch of work of its own
  await defaultPace();
  const resources = await loadAndSyncResourceContent(db);
  return {
    report: [`Blog content: ${blog.posts} posts (${blog.removed} removed)`, describeSync(resources)],
    warnings: resources.warnings,
  };
}
