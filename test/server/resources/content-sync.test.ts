import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { relatedResources, resourceCategories, resources } from '../../../src/server/db/schema';
import { contentId } from '../../../src/server/modules/resources/content-ids';
import { loadResourceContent, ResourceContentError } from '../../../src/server/modules/resources/resource-content';
import { syncResourceContent } from '../../../src/server/modules/resources/resource-content-sync';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';
import { createFixtureContent, FIXTURE_CATEGORIES, FIXTURE_RESOURCES, type FixtureDir } from './fixture-content';

function problemsOf(dir: string): string[] {
  try {
    loadResourceContent(dir);
  } catch (error) {
    if (error instanceof ResourceContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('loading content/resources', () => {
  let fixture: FixtureDir | undefined;
  afterEach(() => fixture?.cleanup());

  it('reads categories in file order and resources with their slug from the file name', () => {
    fixture = createFixtureContent();
    const content = loadResourceContent(fixture.dir);
    expect(content.categories.map((c) => [c.slug, c.sortOrder])).toEqual([
      ['dns', 0],
      ['tls', 1],
      ['empty', 2],
    ]);
    const guide = content.resources.find((r) => r.fields.slug === 'dns-guide')!;
    expect(guide.fields).toMatchObject({
      title: 'Moving DNS without downtime',
      type: 'guide',
      featured: true,
      related: ['tls-checklist'],
    });
    expect(guide.fields.content.startsWith('## Before the move')).toBe(true);
    // No readTime given: estimated from the text.
    expect(guide.fields.readTime).toBe(1);
    expect(content.resources.find((r) => r.fields.slug === 'tls-checklist')!.updatedAt?.toISOString()).toBe(
      '2026-04-10T00:00:00.000Z',
    );
  });

  it('refuses a resource without title, slug or description with the SPEC §5 messages, naming the file', () => {
    fixture = createFixtureContent({
      'no-title.md': '---\ndescription: Something\ntype: guide\n---\nBody\n',
      'No_Good_Name.md': '---\ntitle: Fine\ndescription: Fine\ntype: guide\n---\nBody\n',
      'blank.md': '---\ntitle: "  "\ndescription: ""\ntype: guide\n---\nBody\n',
    });
    const problems = problemsOf(fixture.dir);
    expect(problems).toContainEqual(expect.stringMatching(/no-title\.md: title: Title is required$/));
    expect(problems).toContainEqual(
      expect.stringMatching(/No_Good_Name\.md: the file name is the slug: Slug may contain only lowercase/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/blank\.md: title: Title is required$/));
    expect(problems).toContainEqual(expect.stringMatching(/blank\.md: description: Description is required$/));
  });

  it('refuses an unknown type or difficulty, unknown fields, and references to nothing', () => {
    fixture = createFixtureContent({
      'bad-type.md': '---\ntitle: T\ndescription: D\ntype: podcast\ndifficulty: expert\n---\nBody\n',
      'typo.md': '---\ntitle: T\ndescription: D\ntype: guide\ndificulty: beginner\n---\nBody\n',
      'dangling.md':
        '---\ntitle: T\ndescription: D\ntype: guide\ncategory: nowhere\nrelated: [missing, dangling]\ndownloadFile: absent.csv\n---\nBody\n',
      'no-front-matter.md': '# Just Markdown\n',
    });
    const problems = problemsOf(fixture.dir);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /bad-type\.md: type: Type must be one of: guide, case_study, whitepaper, video, webinar, tool, api_doc, glossary$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/bad-type\.md: difficulty: Difficulty must be one of: beginner, intermediate, advanced$/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/typo\.md: .*dificulty/));
    expect(problems).toContainEqual(
      expect.stringMatching(/dangling\.md: category: "nowhere" is not in categories\.yaml$/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/dangling\.md: related: "missing" is not a resource/));
    expect(problems).toContainEqual(
      expect.stringMatching(/dangling\.md: related: a resource cannot be related to itself$/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/dangling\.md: downloadFile: "absent\.csv" is not in .*downloads$/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/no-front-matter\.md: has no front matter: the file must start with a "---" line/),
    );
  });

  it('checks the Markdown of the files strictly, like blog posts', () => {
    fixture = createFixtureContent({
      'with-h1.md': '---\ntitle: T\ndescription: D\ntype: guide\n---\n# A second title\n',
      'bad-link.md': '---\ntitle: T\ndescription: D\ntype: guide\n---\nSee [this](javascript:alert(1)).\n',
    });
    expect(problemsOf(fixture.dir).sort()).toEqual([
      expect.stringMatching(/bad-link\.md: The link "javascript:alert\(1\)" is not allowed/),
      expect.stringMatching(/with-h1\.md: The body has an H1 heading/),
    ]);
  });

  it('asks for a meta title when the title is too long for the page title', () => {
    const long = 'A title that is far too long to fit in a search result';
    fixture = createFixtureContent({ 'long.md': `---\ntitle: ${long}\ndescription: D\ntype: guide\n---\nBody\n` });
    expect(problemsOf(fixture.dir)).toEqual([
      expect.stringMatching(/long\.md: metaTitle: The title is longer than 47 characters/),
    ]);
    fixture.write(
      'long.md',
      `---\ntitle: ${long}\nmetaTitle: A shorter title\ndescription: D\ntype: guide\n---\nBody\n`,
    );
    expect(problemsOf(fixture.dir)).toEqual([]);
  });

  it('refuses categories without name or slug with the SPEC §5 messages', () => {
    fixture = createFixtureContent({}, '- slug: dns\n- name: TLS\n- name: DNS again\n  slug: dns\n');
    const problems = problemsOf(fixture.dir);
    expect(problems).toContainEqual(expect.stringMatching(/categories\.yaml: 0\.name: Category name is required$/));
    expect(problems).toContainEqual(expect.stringMatching(/categories\.yaml: 1\.slug: Slug is required$/));
  });

  it('accepts the repository’s own library', () => {
    const content = loadResourceContent();
    expect(content.resources.length).toBeGreaterThanOrEqual(12);
    expect(new Set(content.resources.map((r) => r.fields.category)).size).toBeGreaterThanOrEqual(4);
    // We have no case studies, videos or webinars and do not invent them.
    expect(content.resources.filter((r) => ['case_study', 'video', 'webinar'].includes(r.fields.type))).toEqual([]);
  });
});

describe.each(DATABASE_KINDS)('syncing the content into the database on %s', (kind) => {
  let database: TestDatabase;
  let fixture: FixtureDir;
  const db = () => database.handle.db;
  const sync = () => syncResourceContent(db(), loadResourceContent(fixture.dir));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    fixture = createFixtureContent();
  });
  afterAll(async () => {
    fixture.cleanup();
    await database?.drop();
  });

  it('creates every category, resource and related link, then changes nothing on the next run', async () => {
    const first = await sync();
    expect(first.categories).toEqual({ created: 3, updated: 0, unchanged: 0, removed: 0 });
    expect(first.resources).toEqual({ created: 6, updated: 0, unchanged: 0, removed: 0 });
    const guide = (await db().select().from(resources).where(eq(resources.slug, 'dns-guide')))[0]!;
    expect(guide.id).toBe(contentId('resource', 'dns-guide'));
    expect(guide.categoryId).toBe(contentId('category', 'dns'));
    expect(await db().select().from(relatedResources)).toEqual([
      { resourceId: guide.id, relatedResourceId: contentId('resource', 'tls-checklist'), sortOrder: 0 },
    ]);
    const tls = (await db().select().from(resources).where(eq(resources.slug, 'tls-checklist')))[0]!;
    expect(tls).toMatchObject({ downloadUrl: 'downloads/tls-checklist.csv', readTime: 4 });
    expect(tls.updatedAt.toISOString()).toBe('2026-04-10T00:00:00.000Z');

    const before = await db().select().from(resources);
    const second = await sync();
    expect(second.categories).toEqual({ created: 0, updated: 0, unchanged: 3, removed: 0 });
    expect(second.resources).toEqual({ created: 0, updated: 0, unchanged: 6, removed: 0 });
    expect(await db().select().from(resources)).toEqual(before);
  });

  it('follows edits and removals of files, and leaves admin-made rows alone', async () => {
    const [adminCategory] = await db()
      .insert(resourceCategories)
      .values({ name: 'Admin picks', slug: 'admin-picks' })
      .returning();
    await db()
      .insert(resources)
      .values({ title: 'Made by an admin', slug: 'admin-made', type: 'guide', categoryId: adminCategory!.id });

    fixture.write(
      'dns-guide.md',
      FIXTURE_RESOURCES['dns-guide.md']!.replace(
        'related: [tls-checklist]',
        'related: [dns-glossary, tls-checklist]',
      ).replace('difficulty: beginner', 'difficulty: intermediate'),
    );
    fixture.remove('dns-tool.md');
    fixture.write('categories.yaml', FIXTURE_CATEGORIES.replace('- name: Nothing yet\n  slug: empty\n', ''));
    const report = await sync();
    expect(report.resources).toEqual({ created: 0, updated: 1, unchanged: 4, removed: 1 });
    expect(report.categories).toMatchObject({ removed: 1, unchanged: 2 });

    const slugs = (await db().select({ slug: resources.slug }).from(resources)).map((r) => r.slug).sort();
    expect(slugs).toEqual(['admin-made', 'dns-glossary', 'dns-guide', 'draft', 'future', 'tls-checklist']);
    const guide = (await db().select().from(resources).where(eq(resources.slug, 'dns-guide')))[0]!;
    expect(guide.difficulty).toBe('intermediate');
    const links = await db().select().from(relatedResources).where(eq(relatedResources.resourceId, guide.id));
    expect(links.sort((a, b) => a.sortOrder - b.sortOrder).map((l) => l.relatedResourceId)).toEqual([
      contentId('resource', 'dns-glossary'),
      contentId('resource', 'tls-checklist'),
    ]);
    const categories = (await db().select({ slug: resourceCategories.slug }).from(resourceCategories))
      .map((c) => c.slug)
      .sort();
    expect(categories).toEqual(['admin-picks', 'dns', 'tls']);
  });

  it('takes a slug over from an admin-made row when a file claims it, keeping the category’s resources', async () => {
    const [claimed] = await db()
      .insert(resourceCategories)
      .values({ name: 'Monitoring', slug: 'monitoring' })
      .returning();
    const [member] = await db()
      .insert(resources)
      .values({ title: 'In monitoring', slug: 'in-monitoring', type: 'guide', categoryId: claimed!.id })
      .returning();
    fixture.write('categories.yaml', `${FIXTURE_CATEGORIES}- name: Monitoring\n  slug: monitoring\n`);
    const report = await sync();
    expect(report.warnings).toEqual([
      expect.stringMatching(/category "monitoring" made through the admin API is now kept by .*categories\.yaml/),
    ]);
    const moved = (await db().select().from(resources).where(eq(resources.id, member!.id)))[0]!;
    expect(moved.categoryId).toBe(contentId('category', 'monitoring'));
  });
});
