import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atomFeed, rssFeed } from '../../../src/server/modules/blog/blog-feeds';
import type { BlogPost } from '../../../src/shared/contracts/blog';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { contentDir, FIXTURE_SLUGS_NEWEST_FIRST } from './blog-fixtures';

/** The part of jsdom's DOM these tests read (server code is typed without the DOM library). */
interface XmlElement {
  readonly textContent: string | null;
  readonly namespaceURI: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): XmlElement | null;
  querySelectorAll(selector: string): Iterable<XmlElement>;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
interface XmlDocument extends XmlElement {
  readonly documentElement: XmlElement;
}
// jsdom ships no types; the module name is a variable so TypeScript does not look for them.
const jsdomModule = 'jsdom';
const { JSDOM } = (await import(jsdomModule)) as {
  JSDOM: new (text: string, options?: { contentType: string }) => { window: { document: XmlDocument } };
};

/** Parses XML strictly: malformed XML throws. */
const parseXml = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;

const texts = (doc: XmlElement, selector: string) =>
  [...doc.querySelectorAll(selector)].map((node) => node.textContent ?? '');
const attributes = (doc: XmlElement, selector: string, name: string) =>
  [...doc.querySelectorAll(selector)].map((node) => node.getAttribute(name) ?? '');

describe('the blog feeds', () => {
  let t: TestApp;
  const content = contentDir();

  beforeAll(async () => {
    t = await createTestApp('pglite', { blogContentDir: content.dir });
  });
  afterAll(async () => {
    await t?.close();
    content.remove();
  });

  it('serves RSS 2.0 with absolute addresses and escaped text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const doc = parseXml(res.body);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(texts(doc, 'channel > link:not([rel])')).toEqual([`${TEST_ORIGIN}/blog`]);
    expect(attributes(doc, 'channel > link[rel="self"]', 'href')).toEqual([`${TEST_ORIGIN}/blog/rss.xml`]);
    expect(texts(doc, 'item > link')).toEqual(FIXTURE_SLUGS_NEWEST_FIRST.map((slug) => `${TEST_ORIGIN}/blog/${slug}`));
    expect(texts(doc, 'item > guid')).toEqual(texts(doc, 'item > link'));
    // The title's ampersand is escaped in the XML and comes back whole.
    expect(res.body).toContain('<title>Security headers &amp; the markup they protect</title>');
    expect(texts(doc, 'item > title')[0]).toBe('Security headers & the markup they protect');
    expect(texts(doc, 'item > pubDate')[0]).toBe('Wed, 01 Apr 2026 00:00:00 GMT');
    expect(texts(doc, 'channel > lastBuildDate')).toEqual(['Wed, 01 Apr 2026 00:00:00 GMT']);
    const article = doc.getElementsByTagName('content:encoded')[2]!.textContent!;
    expect(article).toContain(`<a href="${TEST_ORIGIN}/dns-health-check">DNS health check</a>`);
    expect(article).toContain('<a href="https://www.rfc-editor.org/rfc/rfc8659" rel="noopener noreferrer">');
  });

  it('serves Atom with absolute addresses, dates and the article as escaped HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/atom.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const doc = parseXml(res.body);
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(texts(doc, 'feed > id')).toEqual([`${TEST_ORIGIN}/blog`]);
    expect(attributes(doc, 'feed > link[rel="self"]', 'href')).toEqual([`${TEST_ORIGIN}/blog/atom.xml`]);
    expect(attributes(doc, 'entry > link', 'href')).toEqual(
      FIXTURE_SLUGS_NEWEST_FIRST.map((slug) => `${TEST_ORIGIN}/blog/${slug}`),
    );
    // The newest change is the feed's update: the renewal checklist was updated after the posts around it.
    expect(texts(doc, 'feed > updated')).toEqual(['2026-04-01T00:00:00.000Z']);
    const renewal = [...doc.querySelectorAll('entry')].find((entry) =>
      entry.querySelector('id')?.textContent?.endsWith('/certificate-renewal-checklist'),
    )!;
    expect(renewal.querySelector('published')?.textContent).toBe('2026-02-03T00:00:00.000Z');
    expect(renewal.querySelector('updated')?.textContent).toBe('2026-03-01T00:00:00.000Z');
    // The article's own escaping survives: shown as text, never markup.
    const markup = doc.querySelector('entry content')!.textContent!;
    expect(markup).toContain('&lt;script&gt;');
    expect(new JSDOM(markup).window.document.querySelector('script')).toBeNull();
  });

  it('stays well-formed whatever a post holds', () => {
    const post: BlogPost = {
      slug: 'odd-text',
      title: `Quotes " ' and <tags> & ]]> and a control\u0007 character`,
      excerpt: 'An excerpt with <b>markup</b> & entities &amp; already.',
      category: 'dns',
      tags: ['dns', 'xml'],
      readingMinutes: 1,
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      html: '<p>Link to <a href="/pricing">pricing</a> and <a href="//elsewhere.example">elsewhere</a>.</p>',
    };
    const feeds = [
      [rssFeed([post], 'https://sitewarden.example'), 'item > title'],
      [atomFeed([post], 'https://sitewarden.example'), 'entry > title'],
    ] as const;
    for (const [feed, titleSelector] of feeds) {
      const doc = parseXml(feed);
      expect(texts(doc, titleSelector)).toEqual([`Quotes " ' and <tags> & ]]> and a control character`]);
      expect(feed).toContain('href=&quot;https://sitewarden.example/pricing&quot;');
      // Protocol-relative addresses are not site paths.
      expect(feed).toContain('href=&quot;//elsewhere.example&quot;');
    }
  });

  it('answers an empty blog with valid, empty feeds', () => {
    expect(parseXml(rssFeed([], 'https://sitewarden.example')).querySelectorAll('item')).toHaveLength(0);
    expect(parseXml(atomFeed([], 'https://sitewarden.example')).querySelectorAll('entry')).toHaveLength(0);
  });
});
