import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The five hand-written test posts (test/fixtures/blog), newest first. */
export const FIXTURE_DIR = fileURLToPath(new URL('../../fixtures/blog', import.meta.url));
export const FIXTURE_SLUGS_NEWEST_FIRST = [
  'markup-edge-cases',
  'alert-fatigue',
  'caa-records-in-practice',
  'certificate-renewal-checklist',
  'uptime-checks-basics',
];

export interface PostFields {
  title?: string;
  description?: string;
  category?: string;
  tags?: string[];
  publishedAt?: string;
  updatedAt?: string;
  body?: string;
  /** Raw front matter lines replacing the generated ones. */
  frontMatter?: string;
}

/** The text of a post file; every field defaults to something valid. */
export function postFile(slug: string, fields: PostFields = {}): string {
  const front =
    fields.frontMatter ??
    [
      `title: "${fields.title ?? `Test post ${slug}`}"`,
      `description: "${fields.description ?? `A generated test post (${slug}) for the blog's server tests: paging and sync.`}"`,
      `category: ${fields.category ?? 'operations'}`,
      `tags: [${(fields.tags ?? ['testing', 'generated']).join(', ')}]`,
      `publishedAt: ${fields.publishedAt ?? '2025-06-01'}`,
      ...(fields.updatedAt ? [`updatedAt: ${fields.updatedAt}`] : []),
      'author: Sitewarden team',
    ].join('\n');
  return `---\n${front}\n---\n\n${fields.body ?? 'A paragraph of the generated post.\n\n## A section\n\nMore text.'}\n`;
}

export function writePost(dir: string, slug: string, fields: PostFields = {}): void {
  writeFileSync(path.join(dir, `${slug}.md`), postFile(slug, fields));
}

/** A scratch content directory: optionally the fixtures, plus `extra` generated posts older than all of them. */
export function contentDir(options: { fixtures?: boolean; extra?: number } = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitewarden-blog-'));
  if (options.fixtures ?? true) cpSync(FIXTURE_DIR, dir, { recursive: true });
  for (let i = 1; i <= (options.extra ?? 0); i += 1) {
    writePost(dir, `generated-post-${i}`, { publishedAt: `2025-0${Math.min(i, 9)}-15` });
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
