import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { BLOG_CONTENT_DIR } from './blog-content';
import { registerBlogSiteRoutes } from './blog-site.routes';
import { syncBlogContent } from './blog-sync';
import { createBlogRepository } from './blog.repository';
import { registerBlogRoutes } from './blog.routes';
import { createBlogService } from './blog.service';

export interface BlogModuleDeps {
  db: Database;
  publicUrl: string;
  /** Where the post files are; the repository's content/blog unless a test says otherwise. */
  contentDir?: string;
}

/** The blog: its API, feeds and redirects; the post files are loaded into blog_posts when the app starts. */
export function registerBlogModule(
  app: FastifyInstance,
  { db, publicUrl, contentDir = BLOG_CONTENT_DIR }: BlogModuleDeps,
): void {
  const blog = createBlogService({ repo: createBlogRepository(db) });
  registerBlogRoutes(app, { blog });
  registerBlogSiteRoutes(app, { blog, publicUrl });
  // A bad post file stops the start with its name, as it fails the build.
  app.addHook('onReady', async () => {
    await syncBlogContent(db, contentDir);
  });
}
