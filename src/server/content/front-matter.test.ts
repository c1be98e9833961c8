import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { frontMatterIssues, splitFrontMatter } from './front-matter';

describe('splitFrontMatter', () => {
  it('parses the YAML block and returns the Markdown after it', () => {
    const { data, body } = splitFrontMatter('---\ntitle: "A post"\ntags: [dns, tls]\n---\n\n## First\n');
    expect(data).toEqual({ title: 'A post', tags: ['dns', 'tls'] });
    expect(body).toBe('\n## First\n');
  });

  it('keeps dates as written (YAML core schema, no implicit timestamps)', () => {
    expect(splitFrontMatter('---\npublishedAt: 2026-04-14\n---\n').data).toEqual({ publishedAt: '2026-04-14' });
  });

  it('tolerates a byte order mark and Windows line ends', () => {
    const { data, body } = splitFrontMatter('\uFEFF---\r\ntitle: T\r\n---\r\nBody\r\n');
    expect(data).toEqual({ title: 'T' });
    expect(body).toBe('Body\r\n');
  });

  it('reads an empty block as no fields', () => {
    expect(splitFrontMatter('---\n\n---\nBody').data).toEqual({});
  });

  it('refuses a file without the block, saying what the file must start with', () => {
    expect(() => splitFrontMatter('## Just Markdown\n')).toThrow(
      'has no front matter: the file must start with a "---" line, the YAML, and another "---" line.',
    );
  });

  it('refuses YAML that does not parse, and a key written twice', () => {
    expect(() => splitFrontMatter('---\ntitle: "unclosed\n---\n')).toThrow(/^has front matter that is not valid YAML: /);
    expect(() => splitFrontMatter('---\ntitle: A\ntitle: B\n---\n')).toThrow(/not valid YAML: .*unique/i);
  });
});

describe('frontMatterIssues', () => {
  it('names the field of each problem, or the front matter as a whole', () => {
    const schema = z.strictObject({ title: z.string(), tags: z.array(z.string()) });
    const result = schema.safeParse({ tags: [1], extra: true });
    expect(result.success).toBe(false);
    expect(frontMatterIssues(result.error!)).toEqual([
      expect.stringMatching(/^title: /),
      expect.stringMatching(/^tags\.0: /),
      expect.stringMatching(/^front matter: Unrecognized key.*"extra"/),
    ]);
  });
});
