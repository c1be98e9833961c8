import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlogPostDetail, BlogPostPage, BlogPostSummary, BlogTaxonomy } from '../../../../shared/contracts/blog';
import { mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';

const summary = (slug: string, title: string, extra: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  slug,
  title,
  excerpt: `What ${title.toLowerCase()} is about.`,
  category: 'dns',
  tags: ['dns', 'records'],
  readingMinutes: 6,
  publishedAt: '2026-05-19T00:00:00.000Z',
  updatedAt: '2026-05-19T00:00:00.000Z',
  ...extra,
});

const listing = (posts: BlogPostSummary[], extra: Partial<BlogPostPage> = {}): BlogPostPage => ({
  posts,
  page: 1,
  pageSize: 6,
  totalPages: 1,
  totalPosts: posts.length,
  category: null,
  tag: null,
  ...extra,
});

const taxonomy: BlogTaxonomy = {
  totalPosts: 8,
  categories: [{ slug: 'dns', label: 'DNS', description: 'Records.', count: 8 }],
  tags: [{ slug: 'dns', count: 8 }],
};

describe('blog listing pages', () => {
  it('says so when nothing is published yet', async () => {
    mockFetch({
      'GET /api/blog/posts': { body: listing([]) },
      'GET /api/blog/taxonomy': { body: { totalPosts: 0, categories: [], tags: [] } },
    });
    renderApp({ user: null, path: '/blog' });
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sitewarden blog' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows page 2 with its cards and a pagination bar marking the current page', async () => {
    const posts = [summary('older-post', 'Older post'), summary('oldest-post', 'Oldest post')];
    mockFetch({
      'GET /api/blog/posts?page=2': { body: listing(posts, { page: 2, totalPages: 2, totalPosts: 8 }) },
      'GET /api/blog/taxonomy': { body: taxonomy },
    });
    renderApp({ user: null, path: '/blog/page/2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitewarden blog, page 2' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Older post' })).toHaveAttribute('href', '/blog/older-post');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    expect(within(pagination).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog');
    expect(within(pagination).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('sends page 1 to the listing itself', async () => {
    mockFetch({
      'GET /api/blog/posts': { body: listing([summary('a-post', 'A post')]) },
      'GET /api/blog/taxonomy': { body: taxonomy },
    });
    const { router } = renderApp({ user: null, path: '/blog/page/1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(await screen.findByRole('link', { name: 'A post' })).toBeInTheDocument();
  });

  it('shows the 404 page for a tag the API does not know', async () => {
    mockFetch({ 'GET /api/blog/taxonomy': { body: taxonomy } });
    renderApp({ user: null, path: '/blog/tag/no-such-tag' });
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });

  it('shows the 404 page for a malformed page number without asking the API', async () => {
    const fetch = mockFetch({});
    renderApp({ user: null, path: '/blog/page/02' });
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(fetch.calls.some((call) => call.url.startsWith('/api/blog/posts'))).toBe(false);
  });

  it('offers a retry when the posts cannot be loaded', async () => {
    mockFetch({
      'GET /api/blog/posts?category=dns': { status: 500, body: { message: 'Boom', code: 'INTERNAL' } },
      'GET /api/blog/taxonomy': { body: taxonomy },
    });
    renderApp({ user: null, path: '/blog/category/dns' });
    expect(await screen.findByRole('heading', { name: "Couldn't load the articles" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'DNS' })).toBeInTheDocument();
  });
});

describe('a blog post page', () => {
  const detail: BlogPostDetail = {
    post: {
      ...summary('dns-record-best-practices', 'DNS record best practices', { updatedAt: '2026-06-02T00:00:00.000Z' }),
      html: '<p>Run <strong>two</strong> nameservers.</p><h2 id="ttls">TTLs</h2><p>Lower them first.</p>',
    },
    related: [summary('caa-records', 'CAA records in practice')],
    newer: summary('newer-post', 'A newer post'),
    older: null,
  };

  it('shows the article with its dates, reading time, tags, related posts and neighbours', async () => {
    mockFetch({ 'GET /api/blog/posts/dns-record-best-practices': { body: detail } });
    renderApp({ user: null, path: '/blog/dns-record-best-practices' });
    const title = await screen.findByRole('heading', { level: 1, name: 'DNS record best practices' });
    const article = title.closest('article')!;
    expect(within(article).getByRole('heading', { level: 2, name: 'TTLs' })).toHaveAttribute('id', 'ttls');
    expect(within(article).getByText('May 19, 2026')).toHaveAttribute('dateTime', '2026-05-19');
    expect(within(article).getByText('June 2, 2026')).toBeInTheDocument();
    expect(within(article).getByText(/6 min read/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByRole('link', { name: 'records' })).toHaveAttribute(
      'href',
      '/blog/tag/records',
    );
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getByRole('link', { name: 'CAA records in practice' })).toHaveAttribute(
      'href',
      '/blog/caa-records',
    );
    const more = screen.getByRole('navigation', { name: 'More articles' });
    expect(within(more).getByRole('link', { name: /Newer article\s*A newer post/ })).toHaveAttribute(
      'href',
      '/blog/newer-post',
    );
    expect(within(more).queryByText('Older article')).not.toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
  });

  it('shows the 404 page for an unknown post', async () => {
    mockFetch({});
    renderApp({ user: null, path: '/blog/no-such-post' });
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});
