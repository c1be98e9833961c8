import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogContentError, loadBlogPosts } from '../../../src/server/modules/blog/blog-content';
import { contentDir, FIXTURE_DIR, postFile, writePost, type PostFields } from './blog-fixtures';

const NOW = new Date('2026-11-25T12:00:00Z');

const scratch: { remove(): void }[] = [];
afterEach(() => scratch.splice(0).forEach((dir) => dir.remove()));

/** Loads a directory holding one post written with these fields; resolves to the error it fails with. */
async function problemWith(fields: PostFields, slug = 'broken-post'): Promise<BlogContentError> {
  const content = contentDir({ fixtures: false });
  scratch.push(content);
  writePost(content.dir, slug, fields);
  const error = await loadBlogPosts(content.dir, NOW).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BlogContentError);
  return error as BlogContentError;
}

describe('loading the post files', () => {
  it('reads every post with its front matter, rendered article and reading time', async () => {
    const posts = await loadBlogPosts(FIXTURE_DIR, NOW);
    expect(posts.map((post) => post.slug).sort()).toEqual([
      'alert-fatigue',
      'caa-records-in-practice',
      'certificate-renewal-checklist',
      'markup-edge-cases',
      'uptime-checks-basics',
    ]);
    const renewal = posts.find((post) => post.slug === 'certificate-renewal-checklist')!;
    expect(renewal).toMatchObject({
      title: 'A certificate renewal checklist',
      category: 'ssl-tls',
      tags: ['ssl', 'certificates', 'renewals'],
      author: 'Sitewarden team',
      readingMinutes: 1,
    });
    expect(renewal.publishedAt.toISOString()).toBe('2026-02-03T00:00:00.000Z');
    expect(renewal.updatedAt.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    const caa = posts.find((post) => post.slug === 'caa-records-in-practice')!;
    // Without updatedAt the post was last changed when it was published.
    expect(caa.updatedAt).toEqual(caa.publishedAt);
    expect(caa.html).toContain('<h2 id="an-example">An example</h2>');
    expect(caa.html).toContain('<code class="language-dns">');
    expect(caa.html).toContain('<a href="/dns-health-check">DNS health check</a>');
  });

  it('escapes raw HTML, gives repeated headings their own ids and wraps tables for small screens', async () => {
    const posts = await loadBlogPosts(FIXTURE_DIR, NOW);
    const { html } = posts.find((post) => post.slug === 'markup-edge-cases')!;
    expect(html).not.toMatch(/<script|<div onclick/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;div onclick=&quot;steal()&quot;&gt;a block of HTML&lt;/div&gt;');
    expect(html).toContain('<h2 id="overview">Overview</h2>');
    expect(html).toContain('<h2 id="overview-2">Overview</h2>');
    expect(html).toMatch(
      /<div class="table-scroll" tabindex="0"><table>[\s\S]*Strict-Transport-Security[\s\S]*<\/table>\s*<\/div>/,
    );
    expect(html).toContain('Fish &amp; chips');
  });

  it('computes the reading time at about 230 words a minute, at least one', async () => {
    const content = contentDir({ fixtures: false });
    scratch.push(content);
    const paragraph = `${'word '.repeat(115).trim()}.`;
    writePost(content.dir, 'long-read', { body: Array.from({ length: 10 }, () => paragraph).join('\n\n') });
    writePost(content.dir, 'short-read', { body: 'Just a few words.' });
    const posts = await loadBlogPosts(content.dir, NOW);
    expect(posts.find((post) => post.slug === 'long-read')!.readingMinutes).toBe(5);
    expect(posts.find((post) => post.slug === 'short-read')!.readingMinutes).toBe(1);
  });

  it('holds no posts when the directory does not exist', async () => {
    expect(await loadBlogPosts(path.join(FIXTURE_DIR, 'no-such-dir'), NOW)).toEqual([]);
  });
});

describe('a bad post file fails the load loudly, with its name', () => {
  const cases: [string, PostFields, RegExp][] = [
    [
      'a missing title',
      {
        frontMatter:
          'description: "A description long enough to pass the minimum length rule here."\ncategory: dns\ntags: [a, b]\npublishedAt: 2026-01-01\nauthor: X',
      },
      /title:/,
    ],
    ['an unknown category', { category: 'gardening' }, /category:/],
    ['a single tag', { tags: ['dns'] }, /tags:/],
    ['a tag that is not a slug', { tags: ['DNS Records', 'dns'] }, /tags\.0:/],
    ['a description over 160 characters', { description: 'x'.repeat(161) }, /description:/],
    ['a date that is not a date', { publishedAt: '2026-02-30' }, /publishedAt: is not a calendar date/],
    ['a date in the future', { publishedAt: '2026-12-24' }, /dated in the future \(2026-12-24\)/],
    [
      'an update before publication',
      { publishedAt: '2026-03-01', updatedAt: '2026-02-01' },
      /updatedAt: is before publishedAt/,
    ],
    [
      'an unknown key (a typo)',
      { frontMatter: `${postFile('x').split('---')[1]!.trim()}\ntag: dns` },
      /Unrecognized key.*"tag"/,
    ],
    ['an H1 in the body', { body: '# A second title\n\nText.' }, /H1 heading/],
    [
      'a javascript: link',
      { body: 'A [link](javascript:alert(1)).' },
      /The link "javascript:alert\(1\)" is not allowed/,
    ],
    ['an image without alternative text', { body: '![](/logo.png)' }, /no alternative text/],
    ['no article', { body: '' }, /no article/],
  ];
  it.each(cases)('%s', async (_name, fields, problem) => {
    const error = await problemWith(fields);
    expect(error.message).toContain('broken-post.md: ');
    expect(error.message).toMatch(problem);
  });

  it('a file without front matter', async () => {
    const content = contentDir({ fixtures: false });
    scratch.push(content);
    writeFileSync(path.join(content.dir, 'no-front-matter.md'), '## Just Markdown\n\nText.\n');
    await expect(loadBlogPosts(content.dir, NOW)).rejects.toThrow(/no-front-matter\.md: has no front matter/);
  });

  it('front matter that is not YAML', async () => {
    const error = await problemWith({ frontMatter: 'title: "unclosed\ncategory: dns' });
    expect(error.message).toMatch(/not valid YAML/);
  });

  it('a file name that is not a slug', async () => {
    const error = await problemWith({}, 'Not_A_Slug');
    expect(error.message).toMatch(/Not_A_Slug\.md: has a file name that is not a slug/);
  });

  it('two posts with the same description, and every bad file at once', async () => {
    const content = contentDir({ fixtures: false });
    scratch.push(content);
    writePost(content.dir, 'first-copy', {
      description: 'The very same description in two different posts of the blog.',
    });
    writePost(content.dir, 'second-copy', {
      description: 'The very same description in two different posts of the blog.',
    });
    writePost(content.dir, 'bad-category', { category: 'gardening' });
    const error = (await loadBlogPosts(content.dir, NOW).catch((e: unknown) => e)) as BlogContentError;
    expect(error.problems).toHaveLength(2);
    expect(error.message).toMatch(/bad-category\.md: has invalid front matter: category/);
    expect(error.message).toMatch(/second-copy\.md: has the same description as first-copy\.md/);
  });
});
