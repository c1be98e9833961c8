import type { Database } from '../../db/client';
import { BLOG_CONTENT_DIR, loadBlogPosts } from './blog-content';
import { createBlogRepository } from './blog.repository';

/**
 * Loads the post files into blog_posts: new files are inserted, changed ones rewritten, and rows whose file is gone
 * deleted (the files are the only source of posts). Idempotent, so every process may run it at start, and the
 * prerender runs it as a data step. Throws BlogContentError, naming each bad file, before it writes anything.
 */
export async function syncBlogContent(
  db: Database,
  dir = BLOG_CONTENT_DIR,
  now = new Date(),
): Promise<{ posts: number; removed: number }> {
  const posts = await loadBlogPosts(dir, now);
  const { removed } = await createBlogRepository(db).replaceAll(posts);
  return { posts: posts.length, removed };
}
