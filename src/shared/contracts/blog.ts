import { z } from 'zod';

/** Posts per listing page (/blog, a category, a tag). */
export const BLOG_PAGE_SIZE = 6;
/** Related posts shown under a post. */
export const BLOG_RELATED_LIMIT = 3;

/** The blog's name in feeds and feed links. */
export const BLOG_TITLE = 'Sitewarden blog';
/** What the blog is about: its index page's description and the feeds' subtitle. */
export const BLOG_DESCRIPTION =
  'Articles on website and domain monitoring: uptime, SSL/TLS certificates, DNS, performance, security and operations.';

/** The blog's categories: a post has exactly one (content/blog/*.md front matter). */
export const BLOG_CATEGORIES = ['monitoring', 'ssl-tls', 'dns', 'performance', 'security', 'operations'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_CATEGORY_INFO: Record<BlogCategory, { label: string; description: string }> = {
  monitoring: {
    label: 'Monitoring',
    description: 'What to watch on a website and a domain, how often, and how to alert without crying wolf.',
  },
  'ssl-tls': {
    label: 'SSL/TLS',
    description: 'Certificates, their types and lifetimes, renewals, chains and the TLS settings browsers expect.',
  },
  dns: {
    label: 'DNS',
    description: 'Records, delegation, TTLs, mail authentication and keeping a zone correct as it changes.',
  },
  performance: {
    label: 'Performance',
    description: 'Core Web Vitals, Lighthouse, response times and what makes pages fast for real visitors.',
  },
  security: {
    label: 'Security',
    description: 'Security headers, cookies, blocklists and the checks that keep a site and its domain safe.',
  },
  operations: {
    label: 'Operations',
    description: 'Incidents, renewals, on-call, status pages and the routines that keep sites running.',
  },
};

export function isBlogCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** Slugs of posts, categories and tags: lowercase words joined by hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const blogSlugSchema = z.string().max(200).regex(BLOG_SLUG_PATTERN, 'Lowercase letters, digits and hyphens');
export const blogTagSchema = z.string().max(50).regex(BLOG_SLUG_PATTERN, 'Lowercase letters, digits and hyphens');

/** What a listing card and a feed entry need. Dates are ISO timestamps (publication dates are at 00:00 UTC). */
export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The front matter's description: the excerpt on cards and the page's meta description. */
  excerpt: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(z.string()),
  readingMinutes: z.number().int().min(1),
  publishedAt: z.string(),
  /** The front matter's updatedAt, else publishedAt. */
  updatedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** The article rendered from Markdown on the server (raw HTML in the source is escaped). */
  html: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** `GET /api/blog/posts`: one page of posts, newest first, optionally of one category or one tag. */
export const blogListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    category: blogSlugSchema.optional(),
    tag: blogTagSchema.optional(),
  })
  .refine((query) => !(query.category && query.tag), {
    message: 'Filter by a category or a tag, not both',
    path: ['tag'],
  });
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogCategoryRefSchema = z.object({
  slug: z.enum(BLOG_CATEGORIES),
  label: z.string(),
  description: z.string(),
});

export const blogPostPageSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalPosts: z.number().int(),
  category: blogCategoryRefSchema.nullable(),
  tag: z.string().nullable(),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

/** `GET /api/blog/posts/{slug}`: the post, related posts and its neighbours in time. */
export const blogPostDetailSchema = z.object({
  post: blogPostSchema,
  related: z.array(blogPostSummarySchema),
  newer: blogPostSummarySchema.nullable(),
  older: blogPostSummarySchema.nullable(),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

export const blogSlugParamsSchema = z.object({ slug: blogSlugSchema });

/** `GET /api/blog/taxonomy`: categories and tags that have published posts, with their counts. */
export const blogTaxonomySchema = z.object({
  totalPosts: z.number().int(),
  categories: z.array(blogCategoryRefSchema.extend({ count: z.number().int() })),
  tags: z.array(z.object({ slug: z.string(), count: z.number().int() })),
});
export type BlogTaxonomy = z.infer<typeof blogTaxonomySchema>;

/** Pages of a listing of `count` posts: at least 1, so an empty blog still has its index page. */
export function blogPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE));
}
