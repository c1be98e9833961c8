import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_INFO,
  BLOG_PAGE_SIZE,
  BLOG_RELATED_LIMIT,
  blogPageCount,
  isBlogCategory,
  type BlogCategory,
  type BlogListQuery,
  type BlogPost,
  type BlogPostDetail,
  type BlogPostPage,
  type BlogPostSummary,
  type BlogTaxonomy,
} from '../../../shared/contracts/blog';
import { notFound } from '../../http/errors';
import type { BlogPostRow, BlogRepository, BlogSummaryRow } from './blog.repository';

export function toSummary(row: BlogSummaryRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt ?? '',
    // Only the sync writes this table, and it writes known categories.
    category: row.category as BlogCategory,
    tags: row.tags,
    readingMinutes: row.readTime ?? 1,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPost(row: BlogPostRow): BlogPost {
  return { ...toSummary(row), html: row.content };
}

const categoryRef = (category: BlogCategory) => ({ slug: category, ...BLOG_CATEGORY_INFO[category] });

/** The blog's read rules: pages of 6 newest first, 404 for what does not exist (no empty category, no page past the end). */
export function createBlogService({ repo }: { repo: BlogRepository }) {
  return {
    async listPage({ page, category, tag }: BlogListQuery): Promise<BlogPostPage> {
      if (category !== undefined && !isBlogCategory(category)) {
        throw notFound(`There is no blog category "${category}".`, 'BLOG_CATEGORY_NOT_FOUND');
      }
      const filter = { category, tag };
      const totalPosts = await repo.count(filter);
      if (totalPosts === 0 && category)
        throw notFound('No posts are published in this category yet.', 'BLOG_CATEGORY_NOT_FOUND');
      if (totalPosts === 0 && tag) throw notFound(`No post is tagged "${tag}".`, 'BLOG_TAG_NOT_FOUND');
      const totalPages = blogPageCount(totalPosts);
      if (page > totalPages) {
        throw notFound(
          `There is no page ${page}: this listing has ${totalPages} page${totalPages === 1 ? '' : 's'}.`,
          'BLOG_PAGE_NOT_FOUND',
        );
      }
      const rows = await repo.list(filter, BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE);
      return {
        posts: rows.map(toSummary),
        page,
        pageSize: BLOG_PAGE_SIZE,
        totalPages,
        totalPosts,
        category: category ? categoryRef(category) : null,
        tag: tag ?? null,
      };
    },

    async post(slug: string): Promise<BlogPostDetail> {
      const row = await repo.find(slug);
      if (!row) throw notFound('This blog post does not exist.', 'BLOG_POST_NOT_FOUND');
      const [related, { newer, older }] = await Promise.all([
        repo.related(row, BLOG_RELATED_LIMIT),
        repo.neighbours(row),
      ]);
      return {
        post: toPost(row),
        related: related.map(toSummary),
        newer: newer ? toSummary(newer) : null,
        older: older ? toSummary(older) : null,
      };
    },

    async taxonomy(): Promise<BlogTaxonomy> {
      const [categories, tags] = await Promise.all([repo.categoryCounts(), repo.tagCounts()]);
      const counts = new Map(categories.map((row) => [row.category, row.count]));
      return {
        totalPosts: categories.reduce((sum, row) => sum + row.count, 0),
        // In the blog's own order; categories without posts are left out (their pages would be empty).
        categories: BLOG_CATEGORIES.filter((category) => (counts.get(category) ?? 0) > 0).map((category) => ({
          ...categoryRef(category),
          count: counts.get(category) ?? 0,
        })),
        tags: tags.map((row) => ({ slug: row.tag, count: row.count })),
      };
    },

    /** The newest posts with their articles, for the feeds. */
    async latestPosts(limit: number): Promise<BlogPost[]> {
      return (await repo.latest(limit)).map(toPost);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
