import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerBlogSiteRoutes } from './blog-site.routes';
import { createBlogRepository } from './blog.repository';
import { registerBlogRoutes } from './blog.routes';
import { createBlogService } from './blog.service';

export interface BlogModuleDeps {
  db: Database;
  publicUrl: string;
}

/**
 * The blog: its API, feeds and redirects. The post files are loaded into blog_posts by the server's start-up work
 * once it listens (startup/content-sync.ts), and by the prerender.
 */
export function registerBlogModule(app: FastifyInstance, { db, publicUrl }: BlogModuleDeps): void {
  const blog = createBlogService({ repo: createBlogRepository(db) });
  registerBlogRoutes(app, { blog });
  registerBlogSiteRoutes(app, { blog, publicUrl });
}
