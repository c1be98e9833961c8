import { rmSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../../src/server/db/schema';
import { syncBlogContent } from '../../../src/server/modules/blog/blog-sync';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';
import { contentDir, FIXTURE_SLUGS_NEWEST_FIRST, writePost } from './blog-fixtures';

const NOW = new Date('2026-11-25T12:00:00Z');

describe.each(DATABASE_KINDS)('loading the post files into blog_posts (%s)', (kind) => {
  let database: TestDatabase;
  const scratch: { remove(): void }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    scratch.splice(0).forEach((dir) => dir.remove());
    await database.handle.db.delete(blogPosts);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const rows = () => database.handle.db.select().from(blogPosts).orderBy(asc(blogPosts.slug));
  const scratchDir = () => {
    const content = contentDir();
    scratch.push(content);
    return content.dir;
  };

  it('stores every post, and a second run changes nothing', async () => {
    const dir = scratchDir();
    expect(await syncBlogContent(database.handle.db, dir, NOW)).toEqual({ posts: 5, removed: 0 });
    const first = await rows();
    expect(first.map((row) => row.slug)).toEqual([...FIXTURE_SLUGS_NEWEST_FIRST].sort());
    const renewal = first.find((row) => row.slug === 'certificate-renewal-checklist')!;
    expect(renewal).toMatchObject({
      title: 'A certificate renewal checklist',
      excerpt:
        'The steps that keep a TLS certificate renewal from becoming an outage: inventory, automation, and a check after.',
      category: 'ssl-tls',
      tags: ['ssl', 'certificates', 'renewals'],
      readTime: 1,
      isPublished: true,
    });
    expect(renewal.content).toContain('<h2 id="keep-an-inventory">');
    expect(renewal.publishedAt?.toISOString()).toBe('2026-02-03T00:00:00.000Z');
    expect(renewal.updatedAt.toISOString()).toBe('2026-03-01T00:00:00.000Z');

    expect(await syncBlogContent(database.handle.db, dir, NOW)).toEqual({ posts: 5, removed: 0 });
    expect(await rows()).toEqual(first);
  });

  it('rewrites a changed post in place and deletes the row of a removed file', async () => {
    const dir = scratchDir();
    await syncBlogContent(database.handle.db, dir, NOW);
    const before = await rows();
    writePost(dir, 'alert-fatigue', {
      title: 'Alert fatigue, revisited',
      category: 'operations',
      tags: ['alerts', 'on-call', 'incidents'],
      publishedAt: '2026-03-15',
      updatedAt: '2026-05-02',
    });
    rmSync(path.join(dir, 'caa-records-in-practice.md'));
    expect(await syncBlogContent(database.handle.db, dir, NOW)).toEqual({ posts: 4, removed: 1 });
    const after = await rows();
    expect(after.map((row) => row.slug)).not.toContain('caa-records-in-practice');
    const changed = after.find((row) => row.slug === 'alert-fatigue')!;
    const original = before.find((row) => row.slug === 'alert-fatigue')!;
    expect(changed).toMatchObject({ id: original.id, title: 'Alert fatigue, revisited', category: 'operations' });
    expect(changed.tags).toEqual(['alerts', 'on-call', 'incidents']);
    expect(changed.updatedAt.toISOString()).toBe('2026-05-02T00:00:00.000Z');
  });

  it('empties the table when the last file is gone', async () => {
    const dir = scratchDir();
    await syncBlogContent(database.handle.db, dir, NOW);
    for (const slug of FIXTURE_SLUGS_NEWEST_FIRST) rmSync(path.join(dir, `${slug}.md`));
    expect(await syncBlogContent(database.handle.db, dir, NOW)).toEqual({ posts: 0, removed: 5 });
    expect(await rows()).toEqual([]);
  });

  it('writes nothing when a file is bad, and says which', async () => {
    const dir = scratchDir();
    await syncBlogContent(database.handle.db, dir, NOW);
    const before = await rows();
    writePost(dir, 'new-but-broken', { category: 'gardening' });
    rmSync(path.join(dir, 'alert-fatigue.md'));
    await expect(syncBlogContent(database.handle.db, dir, NOW)).rejects.toThrow(
      /new-but-broken\.md: has invalid front matter: category/,
    );
    expect(await rows()).toEqual(before);
  });
});
