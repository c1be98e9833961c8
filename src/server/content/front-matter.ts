import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

export interface FrontMatterDocument {
  /** The YAML block between the leading `---` lines, parsed but not yet validated (`{}` when the block is empty). */
  data: unknown;
  /** Everything after it (Markdown). */
  body: string;
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a Markdown content file (a blog post, a resource) into its YAML front matter and its body. Throws when the
 * block is missing or is not valid YAML; the message reads on after the file's name ("guide.md: has no front
 * matter: ..."), which the loader puts in front of it.
 */
export function splitFrontMatter(text: string): FrontMatterDocument {
  const match = FRONT_MATTER.exec(text);
  if (!match)
    throw new Error('has no front matter: the file must start with a "---" line, the YAML, and another "---" line.');
  let data: unknown;
  try {
    // YAML 1.2 core schema: 2026-04-14 stays a string (no implicit timestamps), duplicate keys are errors.
    data = parseYaml(match[1] ?? '', { schema: 'core', uniqueKeys: true });
  } catch (error) {
    throw new Error(
      `has front matter that is not valid YAML: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { data: data ?? {}, body: text.slice(match[0].length) };
}

/** What a front matter schema refused, one "field: problem" line per issue. */
export function frontMatterIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
}
