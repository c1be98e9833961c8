import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderApp, renderWithProviders } from '../../../test/render';
import { aggregate, DOMAIN_ID, emptyAggregate, listedDomain, performanceDomain } from '../test-fixtures';
import { PerformanceSummary } from './performance-summary';

const DOMAINS = { 'GET /api/domains': { body: { data: [listedDomain()] } } };

describe('/performance (SPEC §2.15)', () => {
  it('shows the score, the three vitals against their targets, recommendations, the warning and domain cards', async () => {
    mockFetch({ ...DOMAINS, 'GET /api/performance/aggregate?range=24h': { body: aggregate() } });
    renderApp({ user: makeUser(), path: '/performance' });

    const overview = within(
      (await screen.findByRole('heading', { name: 'Performance Overview' })).closest('div.rounded-xl') as HTMLElement,
    );
    expect(await overview.findByText('66')).toBeInTheDocument();
    expect(overview.getByRole('progressbar', { name: 'Overall score' })).toHaveAttribute(
      'aria-valuetext',
      '66 out of 100, Needs Improvement',
    );
    expect(screen.getByText('Performance needs attention')).toBeInTheDocument();

    const lcp = within(overview.getByText('LCP').closest('div.rounded-lg') as HTMLElement);
    expect(lcp.getByText('3.1 s')).toBeInTheDocument();
    expect(lcp.getByText('Needs Improvement')).toBeInTheDocument();
    expect(lcp.getByText(/Target ≤ 2\.5 s/)).toBeInTheDocument();
    const inp = within(overview.getByText('INP').closest('div.rounded-lg') as HTMLElement);
    expect(inp.getByText('Not measured')).toBeInTheDocument();
    expect(inp.getByText(/lab runs cannot measure it/)).toBeInTheDocument();
    expect(
      within(overview.getByText('CLS').closest('div.rounded-lg') as HTMLElement).getByText('Good'),
    ).toBeInTheDocument();

    // LCP needs improvement and the score is under 70: two recommendations, three tips each
    const recommendations = within(overview.getByRole('region', { name: 'Recommendations' }));
    expect(recommendations.getByText('Speed up the largest paint (LCP)')).toBeInTheDocument();
    expect(recommendations.getByText('Raise the overall performance score')).toBeInTheDocument();
    expect(recommendations.queryByText(/layout from shifting/)).not.toBeInTheDocument();
    for (const list of recommendations.getAllByRole('list').slice(1))
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'shop.example.com',
      'blog.example.com',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Details for shop.example.com' })).toHaveAttribute(
      'href',
      `/performance?domain=${DOMAIN_ID}`,
    );
  });

  it('switches the range, asks for it and keeps it in the address; an empty range says so without figures', async () => {
    const fetchMock = mockFetch({
      ...DOMAINS,
      'GET /api/performance/aggregate?range=24h': { body: aggregate() },
      'GET /api/performance/aggregate?range=30d': { body: emptyAggregate('30d') },
    });
    const { router } = renderApp({ user: makeUser(), path: '/performance' });
    await screen.findByText('66');

    await userEvent.click(screen.getByRole('combobox', { name: 'Time range' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 30 days' }));

    const empty = await screen.findByRole('heading', { name: 'No measurements in the last 30 days' });
    expect(empty.parentElement).toHaveTextContent('The last Lighthouse run was 3h ago. Choose a longer range');
    expect(screen.queryByRole('progressbar', { name: 'Overall score' })).not.toBeInTheDocument();
    expect(screen.queryByText('Performance needs attention')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?range=30d');
    expect(fetchMock.calls.map((c) => c.url)).toContain('/api/performance/aggregate?range=30d');
  });

  it('reads a range it does not know in the address as the last 24 hours', async () => {
    const fetchMock = mockFetch({ ...DOMAINS, 'GET /api/performance/aggregate?range=24h': { body: aggregate() } });
    renderApp({ user: makeUser(), path: '/performance?range=1y' });
    expect(await screen.findByText('66')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveTextContent('Last 24h');
    expect(fetchMock.calls.map((c) => c.url)).toContain('/api/performance/aggregate?range=24h');
  });

  it('does not ask for the aggregate without domains, and says what to do', async () => {
    const fetchMock = mockFetch({ 'GET /api/domains': { body: { data: [] } } });
    renderApp({ user: makeUser(), path: '/performance' });
    expect(await screen.findByText('No domains to measure yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a domain' })).toHaveAttribute('href', '/domains');
    expect(fetchMock.calls.some((c) => c.url.startsWith('/api/performance'))).toBe(false);
  });

  it('analyzes a domain: queues the run, follows it, and says when the results are in', async () => {
    const fetchMock = mockFetch({
      ...DOMAINS,
      'GET /api/performance/aggregate?range=24h': { body: aggregate() },
      [`POST /api/domains/${DOMAIN_ID}/performance/analyze`]: {
        status: 202,
        body: { domainId: DOMAIN_ID, status: 'queued', startedAt: null, finishedAt: null, error: null },
      },
      [`GET /api/domains/${DOMAIN_ID}/performance/analysis`]: {
        body: {
          domainId: DOMAIN_ID,
          status: 'completed',
          startedAt: new Date().toISOString(),
          finishedAt: new Date().toISOString(),
          error: null,
        },
      },
    });
    renderApp({ user: makeUser(), path: '/performance' });
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze performance of shop.example.com' }));
    expect(await findToast('Analysis Complete')).toHaveTextContent(
      'New performance results for shop.example.com are in.',
    );
    await waitFor(() =>
      expect(fetchMock.calls.filter((c) => c.url === '/api/performance/aggregate?range=24h').length).toBeGreaterThan(1),
    );
  });

  it('names an internationalised domain in Unicode on its card and in the analysis texts, never as punycode', async () => {
    const IDN = 'xn--e1afmkfd.xn--p1ai';
    mockFetch({
      'GET /api/domains': { body: { data: [listedDomain({ name: IDN })] } },
      'GET /api/performance/aggregate?range=24h': { body: aggregate({ domains: [performanceDomain({ name: IDN })] }) },
      [`POST /api/domains/${DOMAIN_ID}/performance/analyze`]: {
        status: 202,
        body: { domainId: DOMAIN_ID, status: 'running', startedAt: null, finishedAt: null, error: null },
      },
      [`GET /api/domains/${DOMAIN_ID}/performance/analysis`]: {
        body: { domainId: DOMAIN_ID, status: 'running', startedAt: null, finishedAt: null, error: null },
      },
    });
    renderApp({ user: makeUser(), path: '/performance' });
    const card = within(await screen.findByRole('article', { name: 'пример.рф' }));
    expect(card.getByRole('heading')).toHaveTextContent('пример.рф');
    expect(card.getByRole('link', { name: 'Details for пример.рф' })).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Analyze performance of пример.рф' }));
    expect(await findToast('Analysis Started')).toHaveTextContent('Lighthouse is measuring пример.рф.');
    expect(document.body.textContent).not.toContain('xn--');
  });

  it.each([
    [
      429,
      'LIGHTHOUSE_BUSY',
      'Analysis Failed',
      'This workspace already has 5 audits and performance analyses waiting or running. Try again in 45 s.',
    ],
    [
      403,
      'FORBIDDEN',
      'Access Denied',
      'Viewers cannot start audits or performance analyses. Ask a team admin for a different role.',
    ],
  ])(
    "reports a refused analysis (%i %s) with the server's words, asking once",
    async (status, code, title, message) => {
      const fetchMock = mockFetch({
        ...DOMAINS,
        'GET /api/performance/aggregate?range=24h': { body: aggregate() },
        [`POST /api/domains/${DOMAIN_ID}/performance/analyze`]: {
          status,
          body: { message, code, details: status === 429 ? { retryAfter: 45 } : undefined },
        },
      });
      renderApp({ user: makeUser(), path: '/performance' });
      await userEvent.click(await screen.findByRole('button', { name: 'Analyze performance of shop.example.com' }));
      expect(await findToast(title)).toHaveTextContent(message);
      expect(fetchMock.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
      expect(fetchMock.calls.some((c) => c.url.endsWith('/performance/analysis'))).toBe(false);
      expect(screen.getByRole('button', { name: 'Analyze performance of shop.example.com' })).toBeEnabled();
    },
  );
});

describe('performance summary on the dashboard (SPEC §2.15)', () => {
  it('shows no warning at 90, says "not measured" instead of inventing a score, and at most 3 domains', async () => {
    const domains = [
      performanceDomain({
        id: 'a',
        name: 'a.example.com',
        performanceScore: null,
        lcp: null,
        cls: null,
        measuredAt: null,
      }),
      ...['b', 'c', 'd', 'e'].map((id) => performanceDomain({ id, name: `${id}.example.com`, performanceScore: 90 })),
    ];
    mockFetch({
      ...DOMAINS,
      'GET /api/performance/aggregate?range=7d': { body: aggregate({ range: '7d', avgPerformanceScore: 90, domains }) },
    });
    renderWithProviders(<PerformanceSummary />);

    const overall = (await screen.findByText('Overall score, last 7 days')).parentElement!;
    expect(overall).toHaveTextContent('90/100Excellent');
    expect(screen.queryByText('Performance needs attention')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Not measured yet')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('No Lighthouse run yet')).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all performance' })).toHaveAttribute('href', '/performance');
  });

  it('warns under 90', async () => {
    mockFetch({
      ...DOMAINS,
      'GET /api/performance/aggregate?range=7d': { body: aggregate({ range: '7d', avgPerformanceScore: 89 }) },
    });
    renderWithProviders(<PerformanceSummary />);
    expect(await screen.findByText('Performance needs attention')).toBeInTheDocument();
    expect(screen.getByText(/The average performance score is 89\/100, below 90/)).toBeInTheDocument();
  });
});
