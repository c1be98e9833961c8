import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BenchmarkOverview, BenchmarkRun } from '../../../../shared/contracts/benchmarking';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderApp } from '../../../test/render';

const run = (ranAt: string, loadTime: number): BenchmarkRun => ({
  ranAt,
  comparisons: [
    {
      id: `cmp-${ranAt}`,
      competitorId: 'c1',
      competitorName: 'Rival',
      competitorHost: 'rival.example.com',
      winner: 'competitor',
      metrics: [
        { key: 'loadTime', domain: loadTime, competitor: 120, winner: 'competitor' },
        { key: 'validCertificate', domain: 1, competitor: 1, winner: 'tie' },
        { key: 'securityHeaders', domain: 2, competitor: null, winner: 'domain' },
      ],
    },
  ],
});

const overview: BenchmarkOverview = {
  domain: { id: 'd1', name: 'shop.example.com' },
  competitors: [
    {
      id: 'c1',
      domainId: 'd1',
      name: 'Rival',
      competitorUrl: 'https://rival.example.com',
      host: 'rival.example.com',
      isActive: true,
      createdAt: '2025-03-01T00:00:00.000Z',
    },
  ],
  runs: [run('2025-03-10T12:00:00.000Z', 640)],
  industry: [
    {
      metricName: 'lcp',
      label: 'Largest Contentful Paint',
      unit: 'ms',
      lowerIsBetter: true,
      goodValue: 2500,
      poorValue: 4000,
      averageValue: null,
      source: 'web.dev, "Largest Contentful Paint (LCP)" (Web Vitals thresholds)',
      sourceUrl: 'https://web.dev/articles/lcp',
      sourceYear: 2024,
      yourValue: 3100,
      measuredAt: '2025-03-09T00:00:00.000Z',
      measuredBy: 'Latest Lighthouse run',
      rating: 'needs-improvement',
    },
  ],
};

function renderBenchmarking() {
  let overviewBody = overview;
  const fetchMock = mockFetch({
    'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
    'GET /api/domains': { body: { data: [{ id: 'd1', name: 'shop.example.com', isActive: true }] } },
    'GET /api/benchmarks?domainId=d1': () => ({ body: overviewBody }),
    'POST /api/competitors': {
      status: 400,
      body: {
        message: 'This address is on a private network, so Sitewarden will not probe it.',
        code: 'VALIDATION_ERROR',
        details: {
          fieldErrors: { competitorUrl: ['This address is on a private network, so Sitewarden will not probe it.'] },
        },
      },
    },
    'POST /api/benchmarks/run': () => {
      const fresh = run('2025-03-11T09:00:00.000Z', 90);
      overviewBody = { ...overview, runs: [fresh, ...overview.runs] };
      return { status: 201, body: fresh };
    },
  });
  return { ...renderApp({ user: makeUser(), path: '/benchmarking' }), fetchMock };
}

describe('/benchmarking', () => {
  it('shows the latest comparison side by side and the published values with their sources', async () => {
    renderBenchmarking();
    const card = within(await screen.findByRole('region', { name: 'shop.example.com against Rival' }));
    expect(card.getByText('Rival leads (1–1)')).toBeInTheDocument();
    const load = within(card.getByRole('rowheader', { name: 'Page load' }).closest('tr')!);
    expect(load.getByText('120 ms')).toHaveTextContent('(better)');
    expect(card.getByText('Not measured')).toBeInTheDocument();
    expect(screen.getByText('Needs Improvement')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /web\.dev.*2024/ })).toHaveAttribute(
      'href',
      'https://web.dev/articles/lcp',
    );
  });

  it('names an internationalised domain in Unicode in the comparison texts, never as punycode', async () => {
    const IDN = 'xn--e1afmkfd.xn--p1ai';
    mockFetch({
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
      'GET /api/domains': { body: { data: [{ id: 'd1', name: IDN, isActive: true }] } },
      'GET /api/benchmarks?domainId=d1': { body: { ...overview, domain: { id: 'd1', name: IDN } } },
    });
    renderApp({ user: makeUser(), path: '/benchmarking' });
    expect(await screen.findByRole('region', { name: 'пример.рф against Rival' })).toBeInTheDocument();
    expect(screen.getByText(/Sites to compare пример\.рф with/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('xn--');
  });

  it('shows the server’s reason under the field, and runs a comparison', async () => {
    const { fetchMock } = renderBenchmarking();
    await userEvent.type(await screen.findByLabelText('Competitor website'), 'intranet.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(
      await screen.findByText('This address is on a private network, so Sitewarden will not probe it.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Run comparison' }));
    expect(await findToast('Comparison complete')).toHaveTextContent('shop.example.com leads 0 of 1 comparison.');
    expect(fetchMock.calls.find((c) => c.url === '/api/benchmarks/run')?.body).toEqual({ domainId: 'd1' });
    // the new run is shown, the earlier one can be picked
    expect(await screen.findByRole('combobox', { name: 'Comparison of' })).toBeInTheDocument();
    expect(screen.getByText('90 ms')).toBeInTheDocument();
  });
});
