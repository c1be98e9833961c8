import { parse as parseYaml } from 'yaml';

export interface FrontMatterDocument {
  /** The YAML block between the leading `---` lines, parsed. */
  data: unknown;
  /** Everything after it (Markdown). */
  body: string;
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits a Markdown file with YAML front matter; throws when the block is missing or is not valid YAML. */
export function parseFrontMatter(text: string): FrontMatterDocument {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error('the file does not start with a front matter block between two --- lines');
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new Error(`the front matter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { data: data ?? {}, body: text.slice(match[0].length) };
}
