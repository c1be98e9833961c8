import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from '../../lib/document-title';
import { blogListingMeta, blogPostMeta } from './blog-page-meta';
import { paginationItems } from './pagination-items';

describe('the meta of blog listing pages (SPEC §9.4)', () => {
  it('indexes pages 1 to 3 of a listing and noindexes the pages beyond', () => {
    for (const listing of [
      { kind: 'all' },
      { kind: 'category', category: 'dns' },
      { kind: 'tag', tag: 'ssl' },
    ] as const) {
      expect([1, 2, 3, 4, 9].map((page) => blogListingMeta(listing, page).noindex)).toEqual([
        false,
        false,
        false,
        true,
        true,
      ]);
    }
  });

  it('gives every page of a listing its own title and description', () => {
    const pages = [1, 2, 3, 4].map((page) => blogListingMeta({ kind: 'category', category: 'ssl-tls' }, page));
    expect(pages.map((meta) => meta.title)).toEqual([
      'SSL/TLS articles',
      'SSL/TLS articles, page 2',
      'SSL/TLS articles, page 3',
      'SSL/TLS articles, page 4',
    ]);
    expect(new Set(pages.map((meta) => meta.description)).size).toBe(4);
    expect(blogListingMeta({ kind: 'all' }, 1).title).not.toBe(blogListingMeta({ kind: 'all' }, 2).title);
  });

  it('keeps the full title within 60 characters and the description within 160', () => {
    const long = 'a-very-long-tag-name-that-someone-might-write-x';
    for (const meta of [
      blogListingMeta({ kind: 'tag', tag: long }, 12),
      blogPostMeta({
        title: 'SSL certificate types explained: DV, OV, EV, wildcard and multi-domain',
        excerpt: 'x '.repeat(100),
      }),
    ]) {
      expect(formatDocumentTitle(meta.title).length).toBeLessThanOrEqual(60);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
    expect(blogPostMeta({ title: 'DNS record best practices', excerpt: 'Short.' }).title).toBe(
      'DNS record best practices',
    );
  });

  it('shortens a long post title to the part before its colon when that part stands alone', () => {
    expect(
      blogPostMeta({ title: 'SSL certificate types explained: DV, OV, EV, wildcard and multi-domain', excerpt: 'x' })
        .title,
    ).toBe('SSL certificate types explained');
    expect(
      blogPostMeta({ title: 'Why: a title whose part before the colon is too short to stand alone', excerpt: 'x' })
        .title,
    ).toBe('Why: a title whose part before the colon is…');
  });
});

describe('paginationItems', () => {
  it('lists every page when there are few', () => {
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('shows the ends and the neighbours of the current page, with gaps, in at most 7 items', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    for (let page = 1; page <= 20; page += 1) expect(paginationItems(page, 20).length).toBeLessThanOrEqual(7);
  });
});
