import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebVitalMetricSummary } from '../../../../shared/contracts/web-vitals-summary';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const metric = (
  name: WebVitalMetricSummary['metric'],
  p75: number | null,
  rating: WebVitalMetricSummary['rating'],
): WebVitalMetricSummary => ({
  metric: name,
  samples: p75 === null ? 0 : 4,
  p75,
  rating,
  good: 2,
  needsImprovement: 1,
  poor: 1,
});
const METRICS = [
  metric('lcp', 3000, 'needs-improvement'),
  metric('inp', null, null),
  metric('cls', 0.02, 'good'),
  metric('fcp', 900, 'good'),
  metric('ttfb', 2000, 'poor'),
];

describe('/admin/performance', () => {
  it('tells other users it is for administrators, without asking for the figures', async () => {
    const fetchMock = mockFetch({ 'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] } });
    renderApp({ user: makeUser(), path: '/admin/performance' });
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.url.startsWith('/api/admin'))).toBe(false);
  });

  it("shows admins the app's own Web Vitals at p75 per page, rated", async () => {
    mockFetch({
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
      'GET /api/admin/web-vitals?days=7': {
        body: {
          days: 7,
          from: new Date().toISOString(),
          reports: 12,
          truncated: false,
          overall: METRICS,
          pages: [{ page: '/invitation/:token', reports: 12, metrics: METRICS }],
        },
      },
    });
    renderApp({ user: makeUser({ isAdmin: true }), path: '/admin/performance' });
    const row = within((await screen.findByRole('rowheader', { name: '/invitation/:token' })).closest('tr')!);
    expect(row.getByText('3.0 s')).toHaveTextContent('3.0 s (Needs Improvement)');
    expect(row.getByText('2.0 s')).toHaveTextContent('(Poor)');
    expect(row.getAllByText('—')).toHaveLength(1);
    expect(screen.getByText('12 reports; the busiest pages first.', { exact: false })).toBeInTheDocument();
  });
});
