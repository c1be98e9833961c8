import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { reportProblems } from '../../../shared/contracts/problems';
import {
  isoDateSchema,
  resourceCategoryInputSchema,
  resourceFieldsSchema,
  resourceProblems,
  type ResourceCategoryFields,
  type ResourceFields,
} from '../../../shared/contracts/resources';
import { estimateReadMinutes, isReadThrough } from '../../../shared/helpers/resource-display';
import { frontMatterIssues, splitFrontMatter } from '../../content/front-matter';
import { MarkdownContentError, renderMarkdown } from '../../content/markdown';
import { fromProjectRoot } from '../../paths';

/** The library's content in the repository: categories.yaml (or .json), one Markdown file per resource, downloads/. */
export const RESOURCE_CONTENT_DIR = fromProjectRoot('content/resources');
export const DOWNLOADS_FOLDER = 'downloads';

export interface ContentCategory extends ResourceCategoryFields {
  /** Where it was read, relative to the project (for messages). */
  source: string;
}

export interface ContentResource {
  fields: ResourceFields;
  /** Front matter `updatedAt`, else `publishedAt`: when the text last changed, for the sitemap and the page. */
  updatedAt: Date | null;
  source: string;
}

export interface ResourceContent {
  dir: string;
  categories: ContentCategory[];
  resources: ContentResource[];
}

/** Every problem of the content at once, each naming its file, so a writer can fix them in one go. */
export class ResourceContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The resources content is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ResourceContentError';
  }
}

/** A content file's front matter: the resource fields but the slug (the file name) and the body, plus `updatedAt`. */
const frontMatterSchema = resourceFieldsSchema
  .omit({ slug: true, content: true })
  .extend({ updatedAt: isoDateSchema.optional() })
  .strict()
  .superRefine((fields, ctx) => reportProblems(ctx, resourceProblems(fields)));

const categoriesFileSchema = z.array(resourceCategoryInputSchema.strict(), {
  error: 'categories must be a list of { name, slug, description, icon, sortOrder }',
});

const relative = (dir: string, file: string) => path.join(path.relative(process.cwd(), dir) || '.', file);

function readCategories(dir: string, problems: string[]): ContentCategory[] {
  const file = ['categories.yaml', 'categories.yml', 'categories.json'].find((name) =>
    existsSync(path.join(dir, name)),
  );
  if (!file) {
    problems.push(`${relative(dir, 'categories.yaml')}: the file is missing`);
    return [];
  }
  const source = relative(dir, file);
  let data: unknown;
  try {
    const text = readFileSync(path.join(dir, file), 'utf8');
    data = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    problems.push(`${source}: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
  // Without a sortOrder, categories keep the order of the file.
  const withOrder = Array.isArray(data)
    ? data.map((entry: unknown, index) =>
        entry && typeof entry === 'object' && !('sortOrder' in entry) ? { ...entry, sortOrder: index } : entry,
      )
    : data;
  const parsed = categoriesFileSchema.safeParse(withOrder);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => `${source}: ${issue.path.join('.')}: ${issue.message}`));
    return [];
  }
  const seen = new Set<string>();
  return parsed.data.flatMap((category) => {
    if (seen.has(category.slug)) {
      problems.push(`${source}: the slug "${category.slug}" is used twice`);
      return [];
    }
    seen.add(category.slug);
    return [{ ...category, source }];
  });
}

/**
 * The repository's files get the same strict Markdown checks as blog posts (no H1, no link or image the page would
 * drop, alternative text on images); the page itself renders leniently, as it does for text an admin typed.
 */
function markdownProblem(markdown: string): string | null {
  try {
    renderMarkdown(markdown, { checks: 'strict' });
    return null;
  } catch (error) {
    if (error instanceof MarkdownContentError) return error.message;
    throw error;
  }
}

function readResource(dir: string, file: string, problems: string[]): ContentResource | null {
  const source = relative(dir, file);
  const slug = file.slice(0, -'.md'.length);
  let document;
  try {
    document = splitFrontMatter(readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    problems.push(`${source}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const front = frontMatterSchema.safeParse(document.data);
  const named = resourceFieldsSchema.shape.slug.safeParse(slug);
  if (!named.success)
    problems.push(`${source}: the file name is the slug: ${named.error.issues[0]?.message ?? 'invalid'}`);
  if (!front.success) problems.push(...frontMatterIssues(front.error).map((issue) => `${source}: ${issue}`));
  const content = document.body.trim();
  const bodyProblem = markdownProblem(content);
  if (bodyProblem) problems.push(`${source}: ${bodyProblem}`);
  if (!front.success || !named.success || bodyProblem) return null;
  const { updatedAt, ...rest } = front.data;
  const fields: ResourceFields = {
    ...rest,
    slug,
    content,
    readTime: rest.readTime ?? (isReadThrough(rest.type) && content ? estimateReadMinutes(content) : null),
  };
  const changed = updatedAt ?? rest.publishedAt;
  return { fields, updatedAt: changed ? new Date(changed) : null, source };
}

/**
 * Checks what only the whole set can tell: categories, related resources and download files exist. A related slug
 * counts when its file exists, even if that file has problems of its own (reported once, for that file).
 */
function checkReferences(content: ResourceContent, fileSlugs: Set<string>, problems: string[]): void {
  const categories = new Set(content.categories.map((c) => c.slug));
  const slugs = fileSlugs;
  for (const { fields, source } of content.resources) {
    if (fields.category && !categories.has(fields.category)) {
      problems.push(`${source}: category: "${fields.category}" is not in categories.yaml`);
    }
    for (const related of fields.related) {
      if (related === fields.slug) problems.push(`${source}: related: a resource cannot be related to itself`);
      else if (!slugs.has(related))
        problems.push(`${source}: related: "${related}" is not a resource in ${relative(content.dir, '')}`);
    }
    if (new Set(fields.related).size !== fields.related.length)
      problems.push(`${source}: related: a slug is listed twice`);
    if (fields.downloadFile && !downloadFileExists(content.dir, fields.downloadFile)) {
      problems.push(
        `${source}: downloadFile: "${fields.downloadFile}" is not in ${relative(content.dir, DOWNLOADS_FOLDER)}`,
      );
    }
  }
}

/** The path of a download file inside the content folder, or null when the name is not a plain file name there. */
export function downloadFilePath(dir: string, fileName: string): string | null {
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(fileName)) return null;
  const folder = path.join(dir, DOWNLOADS_FOLDER);
  const file = path.join(folder, fileName);
  return path.dirname(file) === folder ? file : null;
}

export function downloadFileExists(dir: string, fileName: string): boolean {
  const file = downloadFilePath(dir, fileName);
  return file !== null && existsSync(file) && statSync(file).isFile();
}

/**
 * Reads and validates the library's content files. Any problem (a missing title, an unknown type or category, a
 * related slug or download file that does not exist) throws one ResourceContentError that lists every problem with
 * its file, which fails the build or the server start.
 */
export function loadResourceContent(dir: string = RESOURCE_CONTENT_DIR): ResourceContent {
  const problems: string[] = [];
  if (!existsSync(dir)) return { dir, categories: [], resources: [] };
  const categories = readCategories(dir, problems);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();
  const resources = files.flatMap((file) => readResource(dir, file, problems) ?? []);
  const content = { dir, categories, resources };
  checkReferences(content, new Set(files.map((file) => file.slice(0, -'.md'.length))), problems);
  if (problems.length > 0) throw new ResourceContentError(problems);
  return content;
}
