import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BLOG_SLUG_PATTERN, type BlogCategory } from '../../../shared/contracts/blog';
import { readingMinutes } from '../../../shared/helpers/reading-time';
import { frontMatterIssues, splitFrontMatter } from '../../content/front-matter';
import { renderMarkdown } from '../../content/markdown';
import { blogFrontMatterSchema } from './blog-front-matter';
import { fromProjectRoot } from '../../paths';

/** The repository's posts: content/blog/<slug>.md. */
export const BLOG_CONTENT_DIR = fromProjectRoot('content/blog');

/** A post as its file says, rendered and ready to store. */
export interface BlogPostSource {
  slug: string;
  title: string;
  description: string;
  category: BlogCategory;
  tags: string[];
  author: string;
  publishedAt: Date;
  updatedAt: Date;
  html: string;
  readingMinutes: number;
}

/** Post files that cannot be published; the message names every bad file and what is wrong with it. */
export class BlogContentError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: string[],
  ) {
    const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
    super(`The blog posts in ${dir} have ${count}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BlogContentError';
  }
}

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** Reads and checks one post file; throws an Error saying what is wrong (without the file name). */
export function parseBlogPost(fileName: string, text: string, now: Date): BlogPostSource {
  const slug = fileName.replace(/\.md$/, '');
  if (!BLOG_SLUG_PATTERN.test(slug) || slug.length > 200) {
    throw new Error('has a file name that is not a slug: lowercase letters, digits and single hyphens, then .md.');
  }
  const { data, body } = splitFrontMatter(text);
  const parsed = blogFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`has invalid front matter: ${frontMatterIssues(parsed.error).join('; ')}`);
  const front = parsed.data;
  const publishedAt = dayOf(front.publishedAt);
  const updatedAt = front.updatedAt ? dayOf(front.updatedAt) : publishedAt;
  // Dated in the future: the build would publish it now, with a date that has not come.
  if (updatedAt.getTime() > now.getTime()) {
    throw new Error(`is dated in the future (${front.updatedAt ?? front.publishedAt}).`);
  }
  if (!body.trim()) throw new Error('has no article after the front matter.');
  const { html, words } = renderMarkdown(body, { checks: 'strict' });
  return {
    slug,
    title: front.title,
    description: front.description,
    category: front.category,
    tags: front.tags,
    author: front.author,
    publishedAt,
    updatedAt,
    html,
    readingMinutes: readingMinutes(words),
  };
}

/** Titles and descriptions become page titles and meta descriptions: two pages must not share one. */
function duplicates(posts: BlogPostSource[]): string[] {
  const problems: string[] = [];
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string>();
    for (const post of posts) {
      const key = post[field].toLowerCase();
      const other = seen.get(key);
      if (other) problems.push(`${post.slug}.md: has the same ${field} as ${other}.md.`);
      else seen.set(key, post.slug);
    }
  }
  return problems;
}

/**
 * Every post of a content directory (`*.md`; other files are ignored), checked: a bad file fails the whole load with
 * its name, so a build or a start never publishes part of the blog or a broken post. A missing directory holds no
 * posts.
 */
export async function loadBlogPosts(dir: string, now = new Date()): Promise<BlogPostSource[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const posts: BlogPostSource[] = [];
  const problems: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.md')).sort()) {
    try {
      posts.push(parseBlogPost(name, await readFile(path.join(dir, name), 'utf8'), now));
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  problems.push(...duplicates(posts));
  if (problems.length > 0) throw new BlogContentError(dir, problems);
  return posts;
}
