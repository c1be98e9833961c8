import { and, asc, count, desc, eq, gt, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import type { BlogPostSource } from './blog-content';

/** The columns a listing card needs (everything but the article). */
const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: blogPosts.tags,
  readTime: blogPosts.readTime,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

export interface BlogSummaryRow {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  tags: string[];
  readTime: number | null;
  publishedAt: Date | null;
  updatedAt: Date;
}
export type BlogPostRow = BlogSummaryRow & { content: string };

export type BlogFilter = { category?: string; tag?: string };

const published = eq(blogPosts.isPublished, true);
/** Newest first; the slug breaks ties so that pages never overlap. */
const newestFirst = [desc(blogPosts.publishedAt), asc(blogPosts.slug)];
const hasTag = (tag: string) => sql`${blogPosts.tags} @> ${JSON.stringify([tag])}::jsonb`;

function filterCondition(filter: BlogFilter): SQL | undefined {
  return and(
    published,
    filter.category ? eq(blogPosts.category, filter.category) : undefined,
    filter.tag ? hasTag(filter.tag) : undefined,
  );
}

export function createBlogRepository(db: Database) {
  return {
    /**
     * Makes the table hold exactly these posts: inserts new ones, rewrites changed ones, and deletes rows whose file is
     * gone. One transaction, so a reader never sees half a sync.
     */
    async replaceAll(posts: BlogPostSource[]): Promise<{ removed: number }> {
      return db.transaction(async (tx) => {
        if (posts.length > 0) {
          await tx
            .insert(blogPosts)
            .values(
              posts.map((post) => ({
                slug: post.slug,
                title: post.title,
                excerpt: post.description,
                content: post.html,
                category: post.category,
                tags: post.tags,
                readTime: post.readingMinutes,
                isPublished: true,
                publishedAt: post.publishedAt,
                updatedAt: post.updatedAt,
              })),
            )
            .onConflictDoUpdate({
              target: blogPosts.slug,
              set: {
                title: sql`excluded.title`,
                excerpt: sql`excluded.excerpt`,
                content: sql`excluded.content`,
                category: sql`excluded.category`,
                tags: sql`excluded.tags`,
                readTime: sql`excluded.read_time`,
                isPublished: sql`excluded.is_published`,
                publishedAt: sql`excluded.published_at`,
                updatedAt: sql`excluded.updated_at`,
              },
            });
        }
        const gone =
          posts.length > 0
            ? notInArray(
                blogPosts.slug,
                posts.map((post) => post.slug),
              )
            : undefined;
        const removed = await tx.delete(blogPosts).where(gone).returning({ slug: blogPosts.slug });
        return { removed: removed.length };
      });
    },

    async count(filter: BlogFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(blogPosts).where(filterCondition(filter));
      return row?.n ?? 0;
    },

    async list(filter: BlogFilter, limit: number, offset: number): Promise<BlogSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(blogPosts)
        .where(filterCondition(filter))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
    },

    /** Every published post, newest first (the feeds; the prerender's list of pages goes through the API). */
    async latest(limit: number): Promise<BlogPostRow[]> {
      return db
        .select({ ...summaryColumns, content: blogPosts.content })
        .from(blogPosts)
        .where(published)
        .orderBy(...newestFirst)
        .limit(limit);
    },

    async find(slug: string): Promise<BlogPostRow | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, content: blogPosts.content })
        .from(blogPosts)
        .where(and(published, eq(blogPosts.slug, slug)));
      return row;
    },

    /**
     * Posts sharing the category or a tag, best match first: one point for the category and one per shared tag, then
     * newest first.
     */
    async related(post: BlogSummaryRow, limit: number): Promise<BlogSummaryRow[]> {
      const tags = JSON.stringify(post.tags);
      const sharedTags = sql<number>`(select count(*) from jsonb_array_elements_text(${blogPosts.tags}) as t(tag)
        where t.tag in (select jsonb_array_elements_text(${tags}::jsonb)))`;
      const score = sql<number>`(case when ${blogPosts.category} = ${post.category} then 1 else 0 end) + ${sharedTags}`;
      return db
        .select(summaryColumns)
        .from(blogPosts)
        .where(and(published, ne(blogPosts.slug, post.slug), sql`${score} > 0`))
        .orderBy(desc(score), ...newestFirst)
        .limit(limit);
    },

    /** The posts just before and after this one in the listing's order (newest first). */
    async neighbours(post: BlogSummaryRow): Promise<{ newer?: BlogSummaryRow; older?: BlogSummaryRow }> {
      const at = post.publishedAt ?? new Date(0);
      const [newer] = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(
          and(
            published,
            or(gt(blogPosts.publishedAt, at), and(eq(blogPosts.publishedAt, at), lt(blogPosts.slug, post.slug))),
          ),
        )
        .orderBy(asc(blogPosts.publishedAt), desc(blogPosts.slug))
        .limit(1);
      const [older] = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(
          and(
            published,
            or(lt(blogPosts.publishedAt, at), and(eq(blogPosts.publishedAt, at), gt(blogPosts.slug, post.slug))),
          ),
        )
        .orderBy(...newestFirst)
        .limit(1);
      return { newer, older };
    },

    async categoryCounts(): Promise<{ category: string; count: number }[]> {
      const rows = await db
        .select({ category: blogPosts.category, count: count() })
        .from(blogPosts)
        .where(published)
        .groupBy(blogPosts.category);
      return rows.flatMap((row) => (row.category ? [{ category: row.category, count: row.count }] : []));
    },

    /** Tags of published posts with how many posts carry each, most used first. */
    async tagCounts(): Promise<{ tag: string; count: number }[]> {
      const rows = await queryRows<{ tag: string; count: number }>(
        db,
        sql`
        select t.tag, count(*)::int as count
        from ${blogPosts}, jsonb_array_elements_text(${blogPosts.tags}) as t(tag)
        where ${published}
        group by t.tag
        order by count(*) desc, t.tag asc`,
      );
      return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
